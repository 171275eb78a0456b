/** The interface languages of the product (spec §1): en is the source, the default and the fallback. */
export const SUPPORTED_LOCALES = ['en', 'pl', 'pt-BR', 'de', 'ru', 'ja', 'zh'] as const;

export type Locale = (typeof SUPPORTED_LOCALES)[number];

export const DEFAULT_LOCALE = 'en' satisfies Locale;

/**
 * Each language named in itself, for the language select: a reader looks for their own language's
 * name, not for its name in the language they cannot read.
 */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  pl: 'Polski',
  'pt-BR': 'Português (Brasil)',
  de: 'Deutsch',
  ru: 'Русский',
  ja: '日本語',
  zh: '中文',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

// We ship one catalog per language, so every regional variant goes to the one we have: European
// Portuguese readers get Brazilian Portuguese, Traditional Chinese readers get Simplified Chinese
// (closer to them than English).
const BY_LANGUAGE: Readonly<Record<string, Locale>> = {
  en: 'en',
  pl: 'pl',
  pt: 'pt-BR',
  de: 'de',
  ru: 'ru',
  ja: 'ja',
  zh: 'zh',
};

/** The supported locale a single BCP 47 tag maps to, or undefined when we have no such language. */
export function toSupportedLocale(tag: string | null | undefined): Locale | undefined {
  if (!tag) return undefined;
  let canonical: string;
  try {
    // Canonicalises case and legacy forms ('pt_br' is not BCP 47 and throws; 'PT-br' -> 'pt-BR').
    canonical = Intl.getCanonicalLocales(tag.trim().replace(/_/g, '-'))[0] ?? '';
  } catch {
    return undefined;
  }
  if (isLocale(canonical)) return canonical;
  const language = canonical.split('-')[0]?.toLowerCase() ?? '';
  return BY_LANGUAGE[language];
}

/**
 * The best supported locale for a list of BCP 47 tags in order of preference (navigator.languages,
 * a parsed Accept-Language header): the first tag whose language we speak wins, else en.
 */
export function matchLocale(candidates: readonly string[]): Locale {
  for (const candidate of candidates) {
    const locale = toSupportedLocale(candidate);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
