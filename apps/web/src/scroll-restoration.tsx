import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'lootmarket-scroll-positions';

/** Scroll position per history entry (location.key), kept across reloads for the tab. */
const positions = new Map<string, number>(readStored());

function readStored(): [string, number][] {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(stored) ? (stored as [string, number][]) : [];
  } catch {
    return [];
  }
}

/** How long content that is not on the page yet (a #hash target, the length to scroll back to) is waited for. */
const LATE_CONTENT_WAIT_MS = 10_000;
/** What the reader does to move on their own: content arriving later no longer moves the page. */
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Runs `attempt` now and on every change `watch` reports (it returns its own stop) until it succeeds;
 * gives up after a while, when the reader scrolls or presses a key first, or when the returned function
 * is called (the next navigation).
 */
function untilDone(attempt: () => boolean, watch: (changed: () => void) => () => void): () => void {
  if (attempt()) return () => {};
  const unwatch = watch(() => {
    if (attempt()) stop();
  });
  const timer = window.setTimeout(stop, LATE_CONTENT_WAIT_MS);
  function stop() {
    unwatch();
    window.clearTimeout(timer);
    for (const type of READER_INPUT) window.removeEventListener(type, stop, true);
  }
  for (const type of READER_INPUT) window.addEventListener(type, stop, { capture: true, passive: true });
  return stop;
}

/** Scrolls to the element with `id` once it is rendered (the page's data arrived). */
function scrollOnceRendered(id: string): () => void {
  return untilDone(
    () => {
      const target = document.getElementById(id);
      target?.scrollIntoView();
      return target !== null;
    },
    (changed) => {
      const observer = new MutationObserver(changed);
      observer.observe(document.body, { childList: true, subtree: true });
      return () => observer.disconnect();
    },
  );
}

/**
 * Scrolls back to `y`, also when the page is not that long yet (its data or its deferred part renders
 * a moment later, as the all-games list does on a slow phone): tried again as the page grows.
 */
function scrollBackTo(y: number): () => void {
  return untilDone(
    () => {
      window.scrollTo(0, y);
      return Math.abs(window.scrollY - y) <= 1;
    },
    (changed) => {
      const observer = new ResizeObserver(changed);
      observer.observe(document.body);
      return () => observer.disconnect();
    },
  );
}

/**
 * Back and forward return to where the reader was on that page; a new navigation starts at the top
 * (or at the #hash target, also one that appears only once the page's data has loaded). Rendered
 * inside the route's Suspense boundary, so it runs once the page's chunk has rendered.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    const save = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-100)));
      } catch {
        // Storage full or blocked: positions are then kept for this page life only.
      }
    };
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, []);

  useEffect(() => {
    const record = () => positions.set(location.key, window.scrollY);
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, [location.key]);

  // The page the tab opened on keeps the reader's position: at the top on a blank start, but a
  // prerendered copy (apps/web/scripts/prerender.mjs) can be scrolled before the app takes over.
  const firstPage = useRef(true);
  useLayoutEffect(() => {
    const opening = firstPage.current;
    firstPage.current = false;
    const saved = positions.get(location.key);
    if (navigationType === 'POP' && saved !== undefined) return scrollBackTo(saved);
    const id = location.hash ? decodeURIComponent(location.hash.slice(1)) : '';
    const target = id ? document.getElementById(id) : null;
    if (target) {
      target.scrollIntoView();
      return;
    }
    if (!opening) window.scrollTo(0, 0);
    // The target comes with the page's data (a letter of /games/ once the list has loaded).
    if (id) return scrollOnceRendered(id);
  }, [location.key, location.hash, navigationType]);

  return null;
}
