import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import {
  type LocaleLoaded,
  localeGlobalTypes,
  localeLoaders,
  withLocale,
} from '../../../../.storybook/locale';
import { getLoadedCatalog } from '../catalog';
import { authMessages } from '../messages';

function Story() {
  return <button type="button">{useIntl().formatMessage(authMessages.logIn)}</button>;
}

// Storybook calls these with a full story context; the locale parts read only `globals`.
type StoryContextGlobals = { globals: Record<string, unknown> };
const decorate = withLocale as unknown as (story: typeof Story, context: StoryContextGlobals) => ReactNode;
const loaders = localeLoaders as unknown as Array<(context: StoryContextGlobals) => Promise<unknown>>;

it('offers the seven languages in the Storybook toolbar by their own names', () => {
  expect(localeGlobalTypes.locale.toolbar.items.map((item) => [item.value, item.title])).toEqual([
    ['en', 'English'],
    ['pl', 'Polski'],
    ['pt-BR', 'Português (Brasil)'],
    ['de', 'Deutsch'],
    ['ru', 'Русский'],
    ['ja', '日本語'],
    ['zh', '中文'],
  ]);
});

it('renders a story in the toolbar locale, catalog loaded first and <html lang> set', async () => {
  const context = { globals: { locale: 'ru' } };
  for (const load of loaders) await load(context);
  expect(getLoadedCatalog('ru')).toBeDefined();

  await render(decorate(Story, context));

  await expect.element(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  expect(document.documentElement.lang).toBe('ru');
});

it('falls back to en for an unknown toolbar value', async () => {
  await render(decorate(Story, { globals: { locale: 'xx' } }));
  await expect.element(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});

it("hands every story react-intl in the toolbar locale (the kit's stories and play functions read it)", async () => {
  const loaded = (await Promise.all(loaders.map((load) => load({ globals: { locale: 'de' } })))).find(
    (result): result is LocaleLoaded => typeof result === 'object' && result !== null && 'intl' in result,
  );
  expect(loaded?.intl.locale).toBe('de');
  expect(loaded?.intl.formatMessage(authMessages.logIn)).toBe('Anmelden');
});
