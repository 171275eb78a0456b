import { DEFAULT_LOCALE, type Locale, matchLocale, toSupportedLocale } from './locales';

/** Cookie the server reads to render the first paint in the reader's language (spec §9). */
export const LANGUAGE_COOKIE = 'lang';
/** localStorage key (spec §3). */
export const LANGUAGE_STORAGE_KEY = 'language';
/** One year, in seconds (spec §9). */
export const LANGUAGE_COOKIE_MAX_AGE = 31_536_000;

/** The value of the `lang` cookie in a Cookie header or `document.cookie` string. */
export function readLanguageCookie(cookieHeader: string | null | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1) continue;
    if (pair.slice(0, separator).trim() !== LANGUAGE_COOKIE) continue;
    const raw = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

export interface LanguageSources {
  /** The whole Cookie header or `document.cookie`; the `lang` cookie is read from it. */
  cookie?: string | null;
  /** The stored value of localStorage `language`. */
  localStorage?: string | null;
  /** navigator.languages (or a parsed Accept-Language header), most preferred first. */
  navigatorLanguages?: readonly string[] | null;
}

/**
 * The locale to render first: an explicit choice (cookie, then localStorage) beats the browser's
 * languages, which beat en. Pure, so the app can call it before React renders and the server can
 * call it with the request's headers.
 */
export function detectInitialLocale(sources: LanguageSources): Locale {
  const chosen =
    toSupportedLocale(readLanguageCookie(sources.cookie)) ?? toSupportedLocale(sources.localStorage);
  if (chosen) return chosen;
  return matchLocale(sources.navigatorLanguages ?? [DEFAULT_LOCALE]);
}

/** The Set-Cookie / document.cookie string for a language choice. */
export function serializeLanguageCookie(locale: Locale, options: { secure: boolean }): string {
  const attributes = [
    `${LANGUAGE_COOKIE}=${encodeURIComponent(locale)}`,
    `max-age=${LANGUAGE_COOKIE_MAX_AGE}`,
    'path=/',
    'SameSite=Lax',
  ];
  if (options.secure) attributes.push('Secure');
  return attributes.join('; ');
}

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

function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}
