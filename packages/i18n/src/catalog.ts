import type { Locale } from './locales';

/** A flat catalog: message id -> ICU message. */
export type Catalog = Readonly<Record<string, string>>;

// One literal dynamic import per locale, so bundlers (Vite, tsup with splitting) emit one chunk per
// catalog and the initial JS holds none of them: the app loads exactly the reader's one.
const loaders: Record<Locale, () => Promise<{ default: Catalog }>> = {
  en: () => import('./catalogs/en.json'),
  pl: () => import('./catalogs/pl.json'),
  'pt-BR': () => import('./catalogs/pt-BR.json'),
  de: () => import('./catalogs/de.json'),
  ru: () => import('./catalogs/ru.json'),
  ja: () => import('./catalogs/ja.json'),
  zh: () => import('./catalogs/zh.json'),
};

const loaded = new Map<Locale, Catalog>();
const loading = new Map<Locale, Promise<Catalog>>();

/** Loads a locale's catalog once; concurrent and later calls share the same result. */
export function loadCatalog(locale: Locale): Promise<Catalog> {
  const cached = loaded.get(locale);
  if (cached) return Promise.resolve(cached);
  let pending = loading.get(locale);
  if (!pending) {
    pending = loaders[locale]().then(
      (module) => {
        loaded.set(locale, module.default);
        loading.delete(locale);
        return module.default;
      },
      (error: unknown) => {
        // A failed chunk request (offline, a deploy replaced the chunk) may be retried later.
        loading.delete(locale);
        throw error;
      },
    );
    loading.set(locale, pending);
  }
  return pending;
}

/**
 * Call before the first render with the detected locale: I18nProvider then has the catalog
 * synchronously and the first paint is already in the reader's language.
 */
export const preloadCatalog = loadCatalog;

/** The catalog if it has been loaded already, without waiting. */
export function getLoadedCatalog(locale: Locale): Catalog | undefined {
  return loaded.get(locale);
}
