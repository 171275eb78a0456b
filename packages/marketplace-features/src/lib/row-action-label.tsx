/**
 * A row button's label: the action shows, the row's name is there for screen readers only, after
 * it, so the accessible name starts with the visible words (WCAG 2.5.3) and tells the rows apart
 * in a list of buttons ("Delete 10k Gold – Silvermoon").
 */
export function RowActionLabel({ action, name }: { action: string; name: string }) {
  return (
    <>
      {action}
      <span className="lm:sr-only"> {name}</span>
    </>
  );
}
