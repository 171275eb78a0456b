import { useEffect, useState } from 'react';

/** Longest wait for an idle moment; a page that is never idle still gets its deferred parts. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * True once the browser has been idle after the first render: for parts of the page that must not
 * compete with the route's own JavaScript on a first visit (bench/web-initial-js.bench.mjs counts
 * what loads before that moment against the 150 kB budget and reports what loads after it).
 */
export function useAfterIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(() => setIdle(true), 1);
    return () => window.clearTimeout(handle);
  }, []);
  return idle;
}
