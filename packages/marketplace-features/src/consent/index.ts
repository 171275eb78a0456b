export * from './consent-store';
export {
  CookieConsentBanner,
  CookieConsentPanel,
  type CookieConsentPanelProps,
} from './cookie-consent-banner';
export { type CookieConsentState, useCookieConsent } from './use-cookie-consent';
