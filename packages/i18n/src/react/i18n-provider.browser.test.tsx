import { useState } from 'react';
import { useIntl } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { preloadCatalog } from '../catalog';
import { detectBrowserLocale } from '../language-preference';
import { LANGUAGE_NAMES, type Locale, SUPPORTED_LOCALES } from '../locales';
import { authMessages, languageMessages } from '../messages';
import { FormattedPrice, RelativeTime } from './formatters';
import { I18nProvider } from './i18n-provider';
import { useLanguage } from './use-language';

function clearLanguageChoice() {
  // biome-ignore lint/suspicious/noDocumentCookie: resets the cookie the code under test writes
  document.cookie = 'lang=; max-age=0; path=/';
  localStorage.clear();
  document.documentElement.lang = '';
}

beforeEach(clearLanguageChoice);
afterEach(clearLanguageChoice);

function LanguageSelect() {
  const { locale, setLanguage } = useLanguage();
  const intl = useIntl();
  return (
    <label>
      {intl.formatMessage(languageMessages.label)}
      <select value={locale} onChange={(event) => setLanguage(event.target.value as Locale)}>
        {SUPPORTED_LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </select>
    </label>
  );
}

function Header() {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  return (
    <>
      <button type="button">{intl.formatMessage(authMessages.logIn)}</button>
      <input aria-label="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      <LanguageSelect />
    </>
  );
}

describe('I18nProvider and useLanguage', () => {
  it('switch language without a reload and remember it in the cookie and localStorage', async () => {
    const en = await preloadCatalog('en');
    await render(
      <I18nProvider locale="en" messages={en}>
        <Header />
      </I18nProvider>,
    );
    await expect.element(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(document.documentElement.lang).toBe('en');
    await userEvent.fill(page.getByRole('textbox', { name: 'search' }), 'gold');

    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Language' }), 'Deutsch');

    await expect.element(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
    await expect.element(page.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    // Same document, same React state: what the user typed is still there.
    await expect.element(page.getByRole('textbox', { name: 'search' })).toHaveValue('gold');
    expect(document.documentElement.lang).toBe('de');
    expect(document.cookie.split('; ')).toContain('lang=de');
    expect(localStorage.getItem('language')).toBe('de');
    // What the app reads before its next first render.
    expect(detectBrowserLocale()).toBe('de');
  });

  it('without persist switches for the visit only, and remembers the choice once allowed', async () => {
    const en = await preloadCatalog('en');
    const site = (persist: boolean) => (
      <I18nProvider locale="en" messages={en} persist={persist}>
        <Header />
      </I18nProvider>
    );
    const screen = await render(site(false));
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Language' }), 'Polski');
    await expect.element(page.getByRole('button', { name: 'Zaloguj się' })).toBeVisible();
    expect(document.cookie).not.toContain('lang=');
    expect(localStorage.getItem('language')).toBeNull();

    // The visitor allows Functionality cookies later in the visit: the visit's choice is kept then.
    await screen.rerender(site(true));
    await expect.poll(() => localStorage.getItem('language')).toBe('pl');
    expect(document.cookie.split('; ')).toContain('lang=pl');
  });

  it('renders nothing until the catalog is loaded, so English never flashes', async () => {
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(document.body.textContent ?? ''));
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    try {
      await render(
        <I18nProvider locale="ja">
          <Header />
        </I18nProvider>,
      );
      await expect.element(page.getByRole('button', { name: 'ログイン' })).toBeVisible();
      expect(document.documentElement.lang).toBe('ja');
      expect(seen.some((text) => text.includes('Log in'))).toBe(false);
    } finally {
      observer.disconnect();
    }
  });

  it('follows a change of its locale prop, <html lang> included', async () => {
    const screen = await render(
      <I18nProvider locale="pl" messages={await preloadCatalog('pl')}>
        <Header />
      </I18nProvider>,
    );
    await expect.element(page.getByRole('button', { name: 'Zaloguj się' })).toBeVisible();
    await screen.rerender(
      <I18nProvider locale="zh">
        <Header />
      </I18nProvider>,
    );
    await expect.element(page.getByRole('button', { name: '登录' })).toBeVisible();
    expect(document.documentElement.lang).toBe('zh');
    // A prop change is the app's decision, not the reader's choice: nothing is persisted.
    expect(localStorage.getItem('language')).toBeNull();
  });

  it('shows the English text and warns in development when a translation is missing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      await render(
        <I18nProvider locale="ru" messages={{}}>
          <Header />
        </I18nProvider>,
      );
      await expect.element(page.getByRole('button', { name: 'Log in' })).toBeVisible();
      expect(warn.mock.calls.some(([message]) => String(message).includes('shell.auth.logIn'))).toBe(true);
    } finally {
      warn.mockRestore();
    }
  });
});

describe('formatting components', () => {
  it('format for the active locale', async () => {
    const now = new Date('2026-11-21T12:00:00Z');
    await render(
      <I18nProvider locale="ja" messages={await preloadCatalog('ja')}>
        <p data-testid="price">
          <FormattedPrice minor={12345} currency="JPY" />
        </p>
        <p data-testid="seen">
          <RelativeTime value={new Date(now.getTime() - 5 * 60_000)} now={now} />
        </p>
      </I18nProvider>,
    );
    await expect.element(page.getByTestId('price')).toHaveTextContent('￥12,345');
    await expect.element(page.getByTestId('seen')).toHaveTextContent('5 分前');
    expect(page.getByTestId('seen').element().querySelector('time')?.dateTime).toBe(
      '2026-11-21T11:55:00.000Z',
    );
  });
});
