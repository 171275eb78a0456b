export {
  CookieBanner,
  type CookieBannerProps,
  type CookieBannerStrings,
  type CookieConsent,
  defaultCookieBannerStrings,
} from './cookie-banner';
