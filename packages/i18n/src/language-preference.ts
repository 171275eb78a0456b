import {
  detectInitialLocale,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  readLanguageCookie,
  serializeLanguageCookie,
} from './locale-detection';
import { DEFAULT_LOCALE, type Locale } from './locales';

export {
  detectInitialLocale,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE,
  LANGUAGE_STORAGE_KEY,
  type LanguageSources,
  readLanguageCookie,
  serializeLanguageCookie,
} from './locale-detection';

/** Reads this browser's cookie, stored choice and languages; en outside a browser. */
export function detectBrowserLocale(): Locale {
  if (typeof document === 'undefined') return DEFAULT_LOCALE;
  return detectInitialLocale({
    cookie: document.cookie,
    localStorage: readStoredLanguage(),
    navigatorLanguages: typeof navigator === 'undefined' ? null : navigator.languages,
  });
}

/** Remembers a language choice in the cookie (for the server's first paint) and in localStorage. */
export function persistLanguage(locale: Locale): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve yet, and this must be a cookie the server reads
  document.cookie = serializeLanguageCookie(locale, { secure: location.protocol === 'https:' });
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Storage can be disabled or full (private modes); the cookie alone still carries the choice.
  }
}

/** Removes a remembered language choice (cookie and localStorage); the page keeps its language. */
export function forgetLanguage(): void {
  if (typeof document === 'undefined') return;
  if (readLanguageCookie(document.cookie) !== undefined) {
    // biome-ignore lint/suspicious/noDocumentCookie: expiring the cookie the server reads
    document.cookie = `${LANGUAGE_COOKIE}=; max-age=0; path=/; SameSite=Lax`;
  }
  try {
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Nothing could be stored either.
  }
}

function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}
