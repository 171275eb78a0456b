import type { CategorySlug, GameSummary, GamesListResponse } from '@lootmarket/contract';
import { otherErrorMessages } from '@lootmarket/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { errorDescriptor } from '../api/error-message';
import { loadErrorMessages } from '../lib/load-error';
import { categoryMessages } from '../market/catalog-messages';
import { storyIntl } from '../test/story-intl';
import { StoryLocation } from '../test/story-location';
import { AllGamesPage, letterSectionId } from './all-games-page';
import { allGamesValueMessages, allGamesMessages as m, productGroupMessages } from './games-messages';

function storyGame(name: string, slug: string, categories: CategorySlug[]): GameSummary {
  return {
    slug,
    name,
    imageUrl: null,
    href: `/games/${slug}/${categories[0]}/`,
    categories,
    popularity: 100,
    giftCard: false,
  };
}

/** A catalogue as the API answers it (A to Z), without any game selling services. */
const catalogue: GamesListResponse = {
  games: [
    storyGame('7 Days to Die', '7-days-to-die', ['keys']),
    storyGame('Counter-Strike 2', 'counter-strike-2', ['items', 'keys', 'prime_gaming']),
    storyGame('Fortnite', 'fortnite', ['account', 'items', 'top_up']),
    storyGame('Genshin Impact', 'genshin-impact', ['account', 'top_up']),
    storyGame('NBA 2K26', 'nba-2k26', ['coins', 'account']),
    storyGame('Old School RuneScape', 'old-school-runescape', ['gold', 'account', 'items']),
    storyGame('Path of Exile 2', 'path-of-exile-2', ['items', 'boosting']),
    storyGame('Pokémon GO', 'pokemon-go', ['account', 'items']),
    storyGame('Steam', 'steam', ['gift_cards']),
    storyGame('Valorant', 'valorant', ['account', 'top_up', 'boosting']),
    storyGame('World of Warcraft', 'world-of-warcraft', ['gold', 'account', 'items', 'boosting']),
    storyGame('World of Warcraft Classic', 'world-of-warcraft-classic', ['gold', 'account', 'boosting']),
  ],
};

/**
 * The page at `path` with its own react-query store: `seeded` puts the catalogue in it and nothing
 * is fetched; `fetches` leaves the store empty and lets the page ask the (stubbed) API.
 */
function AllGamesAt({ path, store }: { path: string; store: 'seeded' | 'loading' | 'fetches' }) {
  const [client] = useState(() => {
    const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    if (store !== 'fetches') queries.setQueryDefaults(['games'], { enabled: false });
    if (store === 'seeded') {
      queries.setQueryData(['games', 'all'], catalogue, { updatedAt: Date.now() + 3_600_000 });
    }
    return queries;
  });
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <AllGamesPage />
                <StoryLocation />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

type StoryArgs = { path: string; store: 'seeded' | 'loading' | 'fetches' };

const meta = {
  title: 'Marketplace/All games',
  component: AllGamesAt,
  args: { path: '/games/', store: 'seeded' },
  parameters: { layout: 'fullscreen' },
  tags: ['every-toolbar'],
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every game A to Z, by first letter ("Pokémon" under P, "7 Days to Die" under #), each with its
 * categories; "All" is the current filter and each game leads to its landing page.
 */
export const Default: Story = {
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('heading', { level: 1, name: t(m.title) })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      t(allGamesValueMessages.count, { count: catalogue.games.length }),
    );
    const filter = canvas.getByRole('navigation', { name: t(m.groups) });
    await expect(within(filter).getByRole('link', { name: t(m.allGroups) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(filter.querySelectorAll('[aria-current]')).toHaveLength(1);

    // The index lists only the letters that have games, "#" first.
    const letters = canvas.getByRole('navigation', { name: t(m.letters) });
    await expect(
      within(letters)
        .getAllByRole('link')
        .map((link) => link.textContent?.charAt(0)),
    ).toEqual(['#', 'C', 'F', 'G', 'N', 'O', 'P', 'S', 'V', 'W']);
    const p = canvas.getByRole('region', { name: 'P' });
    await expect(
      within(p)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Path of Exile 2', 'Pokémon GO']);
    const other = canvas.getByRole('region', { name: `# ${t(m.otherLetter)}` });
    await expect(within(other).getByRole('link', { name: '7 Days to Die' })).toBeVisible();

    const wow = canvas.getByRole('link', { name: 'World of Warcraft' });
    await expect(wow).toHaveAttribute('href', '/games/world-of-warcraft/');
    const names = (['gold', 'account', 'items', 'boosting'] as const).map((slug) =>
      t(categoryMessages[slug]),
    );
    await expect(wow.parentElement).toHaveTextContent(names.join(' · '));
  },
};

/** By keyboard: Tab reaches the filter, Enter chooses Currency; the list and its links follow it. */
export const FilterByKeyboard: Story = {
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: t(m.allGroups) })).toHaveFocus();
    await userEvent.tab();
    const currency = canvas.getByRole('link', { name: t(productGroupMessages.currency) });
    await expect(currency).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('location')).toHaveTextContent('/games/?group=currency');
    await expect(currency).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: t(m.allGroups) })).not.toHaveAttribute('aria-current');
    // Gold and coins are both currency: four games, each leading to its currency market.
    await expect(canvas.getByRole('status')).toHaveTextContent(t(allGamesValueMessages.count, { count: 4 }));
    await expect(canvas.queryByRole('link', { name: 'Pokémon GO' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'NBA 2K26' })).toHaveAttribute(
      'href',
      '/games/nba-2k26/coins/',
    );
  },
};

/** Opened at /games/?group=currency: the games that sell gold or coins, each leading to that market. */
export const CurrencyChosen: Story = {
  args: { path: '/games/?group=currency' },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('link', { name: t(productGroupMessages.currency) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const games = canvas
      .getAllByRole('listitem')
      .filter((item) => item.dataset.slot === 'all-games-game')
      .map((item) => within(item).getByRole('link'));
    await expect(games.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['NBA 2K26', '/games/nba-2k26/coins/'],
      ['Old School RuneScape', '/games/old-school-runescape/gold/'],
      ['World of Warcraft', '/games/world-of-warcraft/gold/'],
      ['World of Warcraft Classic', '/games/world-of-warcraft-classic/gold/'],
    ]);
    // The index keeps to the letters of the games shown.
    const letters = canvas.getByRole('navigation', { name: t(m.letters) });
    await expect(
      within(letters)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['N', 'O', 'W']);
  },
};

/**
 * The letter index jumps: Enter on W moves the focus to the W heading (scrolled into view), and Tab
 * goes on from there to the first game under W.
 */
export const LetterIndex: Story = {
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const w = within(canvas.getByRole('navigation', { name: t(m.letters) })).getByRole('link', { name: 'W' });
    w.focus();
    await userEvent.keyboard('{Enter}');
    const heading = canvas.getByRole('heading', { level: 2, name: 'W' });
    await expect(heading).toHaveFocus();
    await expect(heading).toHaveAttribute('id', letterSectionId('W'));
    await expect(canvas.getByTestId('location')).toHaveTextContent(`/games/#${letterSectionId('W')}`);
    const top = heading.getBoundingClientRect().top;
    await expect(top).toBeGreaterThanOrEqual(0);
    await expect(top).toBeLessThan(window.innerHeight);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'World of Warcraft' })).toHaveFocus();
  },
};

/** A group no game sells yet: the page says so and leads back to every game. */
export const EmptyGroup: Story = {
  args: { path: '/games/?group=services' },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const services = t(productGroupMessages.services);
    await expect(
      canvas.getByRole('heading', { name: t(allGamesValueMessages.emptyGroup, { group: services }) }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(t(allGamesValueMessages.count, { count: 0 }));
    await expect(canvas.queryByRole('navigation', { name: t(m.letters) })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: t(m.showAll) }));
    // The navigation is a transition: the new address and list come a moment after the click.
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(/^\/games\/$/));
    await expect(await canvas.findByRole('link', { name: 'World of Warcraft' })).toBeVisible();
  },
};

/** While the catalogue loads: the heading and the filter are there, the list is a busy placeholder. */
export const Loading: Story = {
  args: { store: 'loading' },
  play: async ({ canvas, canvasElement, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('heading', { level: 1, name: t(m.title) })).toBeVisible();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.getByRole('navigation', { name: t(m.groups) })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: t(m.letters) })).toBeNull();
  },
};

/** A server error, as the API answers one. */
const serverError = async (_path: string): Promise<Response> =>
  Response.json({ error: { code: 'UNEXPECTED', message: 'Boom.' } }, { status: 500 });

/** The API as the failing page meets it: a server error, until a story answers otherwise. */
const gamesApi = fn(serverError);

/** Routes the page's own API calls to `gamesApi`, everything else (Storybook's) on. */
function stubGamesApi() {
  const real = globalThis.fetch;
  gamesApi.mockReset();
  gamesApi.mockImplementation(serverError);
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return url.startsWith('/api/') ? gamesApi(url) : real(input, init);
  }) as typeof fetch;
  return () => {
    globalThis.fetch = real;
  };
}

/** The catalogue failed to load: the error in the catalogue's words with Retry, which loads it. */
export const LoadFailed: Story = {
  args: { store: 'fetches' },
  beforeEach: stubGamesApi,
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent(t(errorDescriptor('UNEXPECTED')));
    await expect(alert).not.toHaveTextContent(t(otherErrorMessages.gameResults));
    await expect(gamesApi).toHaveBeenCalledWith('/api/v1/games');
    gamesApi.mockImplementation(async () => Response.json(catalogue));
    const retry = within(alert).getByRole('button', { name: t(loadErrorMessages.retry) });
    retry.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('link', { name: 'World of Warcraft' })).toBeVisible(), {
      timeout: 10_000,
    });
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** On a 360 px phone in German (long words): the filter and the letter index wrap, nothing overflows. */
export const PhoneGerman: Story = {
  globals: { locale: 'de', viewport: { value: 'phone360', isRotated: false } },
  parameters: {
    viewport: {
      options: {
        phone360: { name: 'Phone, 360 px', styles: { width: '360px', height: '740px' }, type: 'mobile' },
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Alle Spiele' })).toBeVisible();
    // The story tests size the page to the phone viewport; the built Storybook's smoke run (which only
    // checks that every story renders) shows it at its own window size, where there is nothing to measure.
    if (window.innerWidth !== 360) return;
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    const letters = canvas.getByRole('navigation', { name: 'Spiele nach Anfangsbuchstabe' });
    const list = within(letters).getByRole('list');
    // Wrapped onto several rows, not scrolled or cut.
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    await expect(list.getBoundingClientRect().height).toBeGreaterThan(40);
  },
};
