import { lazy, Suspense, useLayoutEffect } from 'react';
import { useAfterIdle } from '../lib/use-after-idle';
import { removePrerenderedBanner } from './prerendered-banner';
import { useCookieConsent } from './use-cookie-consent';

const CookieConsentView = lazy(async () => ({
  default: (await import('./cookie-consent-banner')).CookieConsentView,
}));

export type CookieConsentBannerProps = {
  /**
   * Render at once instead of when the browser is idle: when the page is prerendered. Eager, the
   * banner has no Suspense boundary of its own (the prerenderer waits for everything).
   */
  eager?: boolean;
};

/**
 * Shown while no consent is stored (spec §4); accept all or a saved selection hides it. Returning
 * visitors have decided already, so the banner's code is fetched only for those who have not, and
 * only once the page itself has rendered and the browser is idle: it is a fixed overlay, so it
 * shifts nothing when it arrives, and it never delays the first paint of the route. Until then the
 * prerendered copy's banner, when the first paint had one, stays on screen (prerendered-banner.ts);
 * the live banner removes it in the commit that shows it, so there is always exactly one.
 */
export function CookieConsentBanner({ eager = false }: CookieConsentBannerProps) {
  const { bannerVisible } = useCookieConsent();
  const idle = useAfterIdle();
  // A choice stored meanwhile (in another tab): the copy's banner goes too.
  useLayoutEffect(() => {
    if (!bannerVisible) removePrerenderedBanner();
  }, [bannerVisible]);
  if (!bannerVisible || !(idle || eager)) return null;
  if (eager) return <CookieConsentView />;
  return (
    <Suspense fallback={null}>
      <CookieConsentView />
    </Suspense>
  );
}
