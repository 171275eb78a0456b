/**
 * `@lootmarket/i18n/locale-detection`: the language choice without React or the DOM, for the browser
 * before the first render and for servers that answer a first visit in the reader's language (the
 * API picks the prerendered page with it).
 */
import { DEFAULT_LOCALE, type Locale, matchLocale, toSupportedLocale } from './locales';

export { DEFAULT_LOCALE, isLocale, type Locale, matchLocale, SUPPORTED_LOCALES } from './locales';

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

/**
 * The language tags of an Accept-Language header, most wanted first (by q-value, then by order):
 * what `navigator.languages` is in a browser. Tags with q=0 ("not this") and `*` are left out.
 */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const q = parameters
        .map((parameter) => parameter.trim().match(/^q=([01](?:\.\d{0,3})?)$/i))
        .find(Boolean);
      return { tag: tag.trim(), q: q ? Number(q[1]) : 1, index };
    })
    .filter(
      ({ tag, q }) => tag !== '' && tag !== '*' && q > 0 && /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(tag),
    )
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}
