import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, read synchronously on the first render in a browser (no first
 * frame in the wrong layout) and `serverValue` where there is no window (prerendering, tests in Node).
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
