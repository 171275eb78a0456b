export * from './consent-store';
export { CookieConsentBanner, type CookieConsentBannerProps } from './cookie-consent-gate';
export { keepPrerenderedBanner, removePrerenderedBanner } from './prerendered-banner';
export { type CookieConsentState, useCookieConsent } from './use-cookie-consent';
export { usePreferenceConsent } from './use-preference-consent';
