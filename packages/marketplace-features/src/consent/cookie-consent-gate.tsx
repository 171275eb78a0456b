import { lazy, Suspense } from 'react';
import { useAfterIdle } from '../lib/use-after-idle';
import { useCookieConsent } from './use-cookie-consent';

const CookieConsentView = lazy(async () => ({
  default: (await import('./cookie-consent-banner')).CookieConsentView,
}));

export type CookieConsentBannerProps = {
  /**
   * Render at once instead of when the browser is idle: when the page is prerendered, and when the
   * prerendered copy on screen already shows the banner (the live one then takes its place). Eager,
   * the banner has no Suspense boundary of its own: while its code loads it suspends the caller's,
   * so the caller puts it in the boundary of the page that retires the copy, and the live banner
   * appears in the very commit that removes the copy's (never two banners, never none).
   */
  eager?: boolean;
};

/**
 * Shown while no consent is stored (spec §4); accept all or a saved selection hides it. Returning
 * visitors have decided already, so the banner's code is fetched only for those who have not, and
 * only once the page itself has rendered and the browser is idle: it is a fixed overlay, so it
 * shifts nothing when it arrives, and it never delays the first paint of the route.
 */
export function CookieConsentBanner({ eager = false }: CookieConsentBannerProps) {
  const { bannerVisible } = useCookieConsent();
  const idle = useAfterIdle();
  if (!bannerVisible || !(idle || eager)) return null;
  if (eager) return <CookieConsentView />;
  return (
    <Suspense fallback={null}>
      <CookieConsentView />
    </Suspense>
  );
}
