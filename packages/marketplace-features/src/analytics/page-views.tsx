import { createContext, type ReactNode, useContext, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useCookieConsent } from '../consent/use-cookie-consent';

export interface PageView {
  /** Path with query, no origin. */
  path: string;
  title: string;
  locale: string;
  referrer: string | null;
}

/** Where page views go (an analytics vendor, a first-party endpoint). None by default. */
export type AnalyticsSink = (view: PageView) => void;

const SinkContext = createContext<AnalyticsSink | null>(null);

export function AnalyticsProvider({ sink, children }: { sink: AnalyticsSink | null; children: ReactNode }) {
  return <SinkContext.Provider value={sink}>{children}</SinkContext.Provider>;
}

/**
 * Spec §7: a page view on each route change, and only with statistics consent (§4). Consent given
 * later does not replay earlier views. Mount once, inside the router.
 */
export function usePageViews(): void {
  const sink = useContext(SinkContext);
  const { consent } = useCookieConsent();
  const { pathname, search } = useLocation();
  const previous = useRef<string | null>(null);
  const allowed = consent?.statistics === true;

  useEffect(() => {
    const path = `${pathname}${search}`;
    if (!sink || !allowed || previous.current === path) return;
    // After the route's own effects, so the document title is the new page's.
    const frame = requestAnimationFrame(() => {
      const referrer = previous.current;
      previous.current = path;
      sink({ path, title: document.title, locale: document.documentElement.lang, referrer });
    });
    return () => cancelAnimationFrame(frame);
  }, [sink, allowed, pathname, search]);
}
