import {
  createContext,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { IntlProvider } from 'react-intl';
import { type Catalog, getLoadedCatalog, loadCatalog } from '../catalog';
import { persistLanguage } from '../language-preference';
import { DEFAULT_LOCALE, type Locale } from '../locales';
import { reportIntlError } from './intl-error';

export interface LanguageContextValue {
  /** The locale the interface is rendered in now. */
  locale: Locale;
  /**
   * Loads the locale's catalog, then switches the whole tree to it without a reload, and remembers
   * the choice (cookie `lang`, localStorage `language`). Resolves once the new language is shown.
   */
  setLanguage: (locale: Locale) => Promise<void>;
}

export const LanguageContext = createContext<LanguageContextValue | null>(null);

export interface I18nProviderProps {
  /** The locale to render; changing it switches language (without persisting the choice). */
  locale: Locale;
  /**
   * The catalog of `locale`, when the app has it already (preloadCatalog, server data). Without it
   * the provider renders nothing until the catalog is loaded, so no other language ever flashes.
   */
  messages?: Catalog;
  /**
   * Whether setLanguage may remember the choice (default: yes). A site with a cookie banner passes
   * the visitor's Functionality consent: a choice made without it lasts for this visit, and is
   * remembered if the visitor allows it later in the visit.
   */
  persist?: boolean;
  /** Called after setLanguage has switched the interface, e.g. to tell the server. */
  onLanguageChange?: (locale: Locale) => void;
  children: ReactNode;
}

interface ActiveLanguage {
  locale: Locale;
  messages: Catalog;
}

/**
 * react-intl's IntlProvider with our catalogs, our error policy and `<html lang>` kept in step.
 * Only the active locale's catalog is loaded. A key missing from it falls back to the English
 * `defaultMessage` its descriptor carries (every message is defined with defineMessages), so en
 * needs no second catalog download.
 */
export function I18nProvider({
  locale,
  messages,
  persist = true,
  onLanguageChange,
  children,
}: I18nProviderProps) {
  const [active, setActive] = useState<ActiveLanguage | null>(() => {
    const catalog = messages ?? getLoadedCatalog(locale);
    return catalog ? { locale, messages: catalog } : null;
  });
  // The last language asked for: a slow catalog must not overwrite a later choice.
  const requested = useRef<Locale>(locale);

  const show = useCallback(async (next: Locale, catalog?: Catalog): Promise<boolean> => {
    requested.current = next;
    const nextMessages = catalog ?? (await loadCatalog(next));
    if (requested.current !== next) return false;
    setActive((current) =>
      current?.locale === next && current.messages === nextMessages
        ? current
        : { locale: next, messages: nextMessages },
    );
    return true;
  }, []);

  useEffect(() => {
    show(locale, messages ?? getLoadedCatalog(locale)).catch(reportCatalogFailure);
  }, [locale, messages, show]);

  const activeLocale = active?.locale;
  // A layout effect: <html lang> changes in the same commit as the text, before the browser paints,
  // so a screen reader or a hyphenation pass never meets German words marked as English.
  useLayoutEffect(() => {
    if (activeLocale && typeof document !== 'undefined') document.documentElement.lang = activeLocale;
  }, [activeLocale]);

  // A choice made while it may not be remembered, kept until it may.
  const unsaved = useRef<Locale | null>(null);
  const persistRef = useRef(persist);
  persistRef.current = persist;
  useEffect(() => {
    if (!persist || unsaved.current === null) return;
    persistLanguage(unsaved.current);
    unsaved.current = null;
  }, [persist]);

  const setLanguage = useCallback(
    async (next: Locale) => {
      if (await show(next)) {
        if (persistRef.current) persistLanguage(next);
        else unsaved.current = next;
        onLanguageChange?.(next);
      }
    },
    [show, onLanguageChange],
  );

  const language = useMemo<LanguageContextValue | null>(
    () => (activeLocale ? { locale: activeLocale, setLanguage } : null),
    [activeLocale, setLanguage],
  );

  if (!active || !language) return null;
  return (
    <LanguageContext.Provider value={language}>
      <IntlProvider
        locale={active.locale}
        messages={active.messages}
        defaultLocale={DEFAULT_LOCALE}
        onError={reportIntlError}
      >
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}

function reportCatalogFailure(error: unknown): void {
  // The interface stays in its current language; the next switch retries the download.
  console.error('[i18n] could not load a catalog', error);
}
