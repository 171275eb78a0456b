export { type Catalog, getLoadedCatalog, loadCatalog, preloadCatalog } from './catalog';
export * from './format';
export {
  detectBrowserLocale,
  detectInitialLocale,
  forgetLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE,
  LANGUAGE_STORAGE_KEY,
  type LanguageSources,
  persistLanguage,
  readLanguageCookie,
  serializeLanguageCookie,
} from './language-preference';
export {
  DEFAULT_LOCALE,
  isLocale,
  LANGUAGE_NAMES,
  type Locale,
  matchLocale,
  SUPPORTED_LOCALES,
  toSupportedLocale,
} from './locales';
export * from './messages';
export { FormattedPrice, type LocaleFormatters, RelativeTime, useFormatters } from './react/formatters';
export { I18nProvider, type I18nProviderProps, type LanguageContextValue } from './react/i18n-provider';
export { reportIntlError } from './react/intl-error';
export { useLanguage } from './react/use-language';
