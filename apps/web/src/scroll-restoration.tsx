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

/**
 * Back and forward return to where the reader was on that page; a new navigation starts at the top
 * (or at the #hash target). Rendered inside the route's Suspense boundary, so it runs once the page's
 * chunk has rendered.
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
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else if (!opening) window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);

  return null;
}
