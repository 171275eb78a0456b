import { PAGE_VIEW_PATH_MAX, type PageViewInput } from '@lootmarket/contract';
import { consentStore } from '../consent/consent-store';
import type { AnalyticsSink, PageView } from './page-views';

/** Our own endpoint (spec §7): page views never leave the site. */
export const PAGE_VIEWS_ENDPOINT = '/api/v1/analytics/page-views';

/**
 * The path alone: no query (a search typed by the visitor, a token in a link) and no fragment. Null
 * when nothing countable is left (not a path of this site, or longer than the server takes).
 */
export function pagePath(location: string | null): string | null {
  if (!location) return null;
  const path = location.split(/[?#]/, 1)[0] ?? '';
  if (!path.startsWith('/') || path.startsWith('//') || path.length > PAGE_VIEW_PATH_MAX) return null;
  return path;
}

/** What is posted for a view: path, in-site referrer path and language; no title, nothing personal. */
export function pageViewPayload(view: PageView): PageViewInput | null {
  const path = pagePath(view.path);
  if (!path) return null;
  return { path, referrer: pagePath(view.referrer), locale: view.locale || 'en' };
}

/**
 * A sink that posts each page view to our own endpoint, only while the visitor's statistics consent
 * (spec §4) is given: checked when the view is sent, so a withdrawn consent stops the next view.
 * `navigator.sendBeacon` survives the page being left; where it is missing or refuses, a `keepalive`
 * fetch does the same. Failures are ignored: analytics never disturb the visitor.
 */
export function createFirstPartySink(endpoint: string = PAGE_VIEWS_ENDPOINT): AnalyticsSink {
  return (view) => {
    if (consentStore.getSnapshot()?.statistics !== true) return;
    const payload = pageViewPayload(view);
    if (!payload) return;
    const body = JSON.stringify(payload);
    if (
      typeof navigator !== 'undefined' &&
      typeof navigator.sendBeacon === 'function' &&
      navigator.sendBeacon(endpoint, new Blob([body], { type: 'application/json' }))
    ) {
      return;
    }
    if (typeof fetch !== 'function') return;
    fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      keepalive: true,
      credentials: 'same-origin',
    }).catch(() => {
      // Not counted: nothing to tell the visitor.
    });
  };
}
