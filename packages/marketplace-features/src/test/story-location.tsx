import { useLocation } from 'react-router';

/**
 * Story-only: where the story's router is (path, query and fragment), so a play function can check
 * where a link led: `expect(canvas.getByTestId('location')).toHaveTextContent('/games/?group=currency')`.
 * A plain paragraph, not an <output>: that would be one more role="status" on the page.
 */
export function StoryLocation() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="location">{`${pathname}${search}${hash}`}</p>;
}
