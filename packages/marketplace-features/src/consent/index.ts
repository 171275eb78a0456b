export * from './consent-store';
export { CookieConsentBanner } from './cookie-consent-gate';
export { type CookieConsentState, useCookieConsent } from './use-cookie-consent';
