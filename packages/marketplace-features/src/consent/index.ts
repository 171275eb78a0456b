export * from './consent-store';
export { CookieConsentBanner } from './cookie-consent-banner';
export { type CookieConsentState, useCookieConsent } from './use-cookie-consent';
