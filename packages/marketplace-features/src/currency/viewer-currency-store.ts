import { isOfferCurrency, type OfferCurrency } from '@lootmarket/contract';
import type { Locale } from '@lootmarket/i18n';

/**
 * The currency a visitor reads prices in: by default the one of their language, else their
 * own choice from the header's picker, remembered in localStorage `currency` (with the Functionality
 * consent, as language and theme are). Prices are only SHOWN in it ("≈"): an order is always charged
 * in the offer's own currency.
 */
export const VIEWER_CURRENCY_STORAGE_KEY = 'currency';

/** The currency each interface language reads prices in until the visitor picks another. */
export const LANGUAGE_CURRENCIES: Readonly<Record<Locale, OfferCurrency>> = {
  en: 'USD',
  pl: 'PLN',
  'pt-BR': 'BRL',
  de: 'EUR',
  ru: 'RUB',
  ja: 'JPY',
  zh: 'CNY',
};

/** The language's currency; USD for a locale that has none. */
export function defaultViewerCurrency(locale: string): OfferCurrency {
  return (LANGUAGE_CURRENCIES as Record<string, OfferCurrency>)[locale] ?? 'USD';
}

function readStoredCurrency(): OfferCurrency | null {
  if (typeof window === 'undefined') return null;
  try {
    const stored = window.localStorage.getItem(VIEWER_CURRENCY_STORAGE_KEY);
    return stored !== null && isOfferCurrency(stored) ? stored : null;
  } catch {
    // Storage can be blocked (privacy mode): the choice then lasts for the visit.
    return null;
  }
}

type Listener = () => void;

/** One store per page: every reader of the viewer's currency sees the same choice at once. */
class ViewerCurrencyStore {
  #listeners = new Set<Listener>();
  #chosen: OfferCurrency | null | undefined;
  #persist = true;
  #unsaved = false;

  /** The visitor's own choice, or null when they made none (their language's currency applies). */
  getSnapshot = (): OfferCurrency | null => {
    if (this.#chosen === undefined) this.#chosen = readStoredCurrency();
    return this.#chosen;
  };

  getServerSnapshot = (): OfferCurrency | null => null;

  subscribe = (listener: Listener): (() => void) => {
    this.#listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key !== VIEWER_CURRENCY_STORAGE_KEY) return;
      this.#chosen = readStoredCurrency();
      listener();
    };
    if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
    return () => {
      this.#listeners.delete(listener);
      if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
    };
  };

  choose = (currency: OfferCurrency) => {
    this.#chosen = currency;
    if (this.#persist) this.#save(currency);
    else this.#unsaved = true;
    for (const listener of this.#listeners) listener();
  };

  /** Whether the choice may be saved (default yes); a choice made before consent is saved when it comes. */
  setPersistence = (allowed: boolean) => {
    this.#persist = allowed;
    if (allowed && this.#unsaved && this.#chosen) {
      this.#save(this.#chosen);
      this.#unsaved = false;
    }
  };

  /** Removes the saved choice; the one on screen stays for this visit. */
  forgetSaved = () => {
    try {
      window.localStorage.removeItem(VIEWER_CURRENCY_STORAGE_KEY);
    } catch {
      // Nothing was saved where storage is blocked.
    }
  };

  /** Tests and stories: forget this page's choice, so the next read starts from storage again. */
  reset = () => {
    this.#chosen = undefined;
    this.#unsaved = false;
    for (const listener of this.#listeners) listener();
  };

  #save(currency: OfferCurrency) {
    try {
      window.localStorage.setItem(VIEWER_CURRENCY_STORAGE_KEY, currency);
    } catch {
      // Blocked storage: the choice lasts for the visit.
    }
  }
}

export const viewerCurrencyStore = new ViewerCurrencyStore();
