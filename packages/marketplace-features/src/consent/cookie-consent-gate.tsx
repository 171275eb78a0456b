import { lazy, Suspense } from 'react';
import { useCookieConsent } from './use-cookie-consent';

const CookieConsentView = lazy(async () => ({
  default: (await import('./cookie-consent-banner')).CookieConsentView,
}));

/**
 * Shown while no consent is stored (spec §4); accept all or a saved selection hides it. Returning
 * visitors have decided already, so the banner's code is fetched only for those who have not.
 */
export function CookieConsentBanner() {
  const { bannerVisible } = useCookieConsent();
  if (!bannerVisible) return null;
  return (
    <Suspense fallback={null}>
      <CookieConsentView />
    </Suspense>
  );
}
