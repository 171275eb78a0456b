import { OFFER_CURRENCY_CODES } from '@lootmarket/contract';
import { SUPPORTED_LOCALES } from '@lootmarket/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  defaultViewerCurrency,
  LANGUAGE_CURRENCIES,
  VIEWER_CURRENCY_STORAGE_KEY,
  viewerCurrencyStore,
} from './viewer-currency-store';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('the viewer’s currency', () => {
  afterEach(() => {
    viewerCurrencyStore.setPersistence(true);
    viewerCurrencyStore.reset();
    vi.unstubAllGlobals();
  });

  it('defaults to each language’s own currency, every one an offer currency', () => {
    expect(SUPPORTED_LOCALES.map((locale) => defaultViewerCurrency(locale))).toEqual(
      SUPPORTED_LOCALES.map((locale) => LANGUAGE_CURRENCIES[locale]),
    );
    expect(LANGUAGE_CURRENCIES).toMatchObject({ en: 'USD', pl: 'PLN', 'pt-BR': 'BRL', de: 'EUR', ja: 'JPY' });
    for (const currency of Object.values(LANGUAGE_CURRENCIES))
      expect(OFFER_CURRENCY_CODES).toContain(currency);
    expect(defaultViewerCurrency('xx')).toBe('USD');
  });

  it('remembers a choice, reads it back, and ignores what is no offer currency', () => {
    const storage = memoryStorage();
    vi.stubGlobal('window', { localStorage: storage, addEventListener() {}, removeEventListener() {} });
    viewerCurrencyStore.reset();
    expect(viewerCurrencyStore.getSnapshot()).toBeNull();
    const seen: Array<string | null> = [];
    const stop = viewerCurrencyStore.subscribe(() => seen.push(viewerCurrencyStore.getSnapshot()));
    viewerCurrencyStore.choose('EUR');
    expect(seen).toEqual(['EUR']);
    expect(storage.getItem(VIEWER_CURRENCY_STORAGE_KEY)).toBe('EUR');
    stop();
    storage.setItem(VIEWER_CURRENCY_STORAGE_KEY, 'GBP');
    viewerCurrencyStore.reset();
    expect(viewerCurrencyStore.getSnapshot()).toBeNull();
  });

  it('keeps a choice for the visit until saving is allowed, and forgets it when declined', () => {
    const storage = memoryStorage();
    vi.stubGlobal('window', { localStorage: storage, addEventListener() {}, removeEventListener() {} });
    viewerCurrencyStore.reset();
    viewerCurrencyStore.setPersistence(false);
    viewerCurrencyStore.choose('JPY');
    expect(viewerCurrencyStore.getSnapshot()).toBe('JPY');
    expect(storage.getItem(VIEWER_CURRENCY_STORAGE_KEY)).toBeNull();
    viewerCurrencyStore.setPersistence(true);
    expect(storage.getItem(VIEWER_CURRENCY_STORAGE_KEY)).toBe('JPY');
    viewerCurrencyStore.forgetSaved();
    expect(storage.getItem(VIEWER_CURRENCY_STORAGE_KEY)).toBeNull();
    expect(viewerCurrencyStore.getSnapshot()).toBe('JPY');
  });
});
