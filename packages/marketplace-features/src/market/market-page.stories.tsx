import type { GameDetailResponse, MarketResponse } from '@lootmarket/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import { loadErrorMessages } from '../lib/load-error';
import { storyIntl } from '../test/story-intl';
import { categoryMessages, deliveryTimeMessages } from './catalog-messages';
import { marketQueryFromSearch } from './market-api';
import { MarketPage, marketMessages as m, marketValueMessages } from './market-page';
import { seededMarketStore } from './story-store';

const wow: GameDetailResponse = {
  game: {
    slug: 'world-of-warcraft',
    name: 'World of Warcraft',
    imageUrl: null,
    href: '/games/world-of-warcraft/gold/',
    categories: ['gold', 'account', 'items'],
    popularity: 980,
    giftCard: false,
    publisher: 'Blizzard Entertainment',
    releaseYear: 2004,
    platforms: ['pc'],
    currencyName: 'Gold',
    servers: [
      { slug: 'silvermoon', name: 'Silvermoon', region: 'EU' },
      { slug: 'area-52', name: 'Area 52', region: 'US' },
    ],
  },
};

const steam: GameDetailResponse = {
  game: {
    ...wow.game,
    slug: 'steam-gift-card',
    name: 'Steam Gift Card',
    href: '/games/steam-gift-card/gift_cards/',
    categories: ['gift_cards'],
    giftCard: true,
    publisher: 'Valve',
    currencyName: null,
    servers: [
      { slug: 'eu', name: 'Europe', region: null },
      { slug: 'us', name: 'United States', region: null },
    ],
  },
};

function market(game: GameDetailResponse, category: MarketResponse['category']): MarketResponse {
  return {
    game: { slug: game.game.slug, name: game.game.name },
    category,
    offers: [
      {
        id: '7d1f0c2e-8a4b-4c3d-9e5f-6a7b8c9d0e01',
        title: '100k gold, face to face',
        server: game.game.servers[0] ?? null,
        deliveryTime: '20m',
        price: '7.20',
        priceMinor: 720,
        currency: 'USD',
        quantity: 42,
        automaticDelivery: false,
        photoUrl: null,
        seller: { username: 'GoldRushPL', positiveFeedbackPercent: 9940, itemsSold: 48210 },
      },
    ],
    total: 1,
    page: 1,
    pageSize: 24,
    lowestPrice: { price: '7.20', priceMinor: 720, currency: 'USD' },
    highestPrice: { price: '7.20', priceMinor: 720, currency: 'USD' },
    totalQuantity: 42,
  };
}

/** The page URL's query string, where the story can read it. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location-search">{location.search}</output>;
}

/**
 * The market with its data already in react-query's store for every filter the story visits, so
 * nothing is fetched: the page is what a buyer sees once the API answered.
 */
function seeded(
  game: GameDetailResponse,
  category: MarketResponse['category'],
  searches: string[],
  path: string,
  /** The URL's category, when it is not the seeded one (an address that names no category). */
  pageCategory: string = category,
) {
  const client = seededMarketStore(
    game,
    searches.map((search) => ({
      category,
      query: marketQueryFromSearch(new URLSearchParams(search)),
      response: market(game, category),
    })),
  );
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/games/:game/:category/"
            element={
              <>
                <MarketPage gameSlug={game.game.slug} category={pageCategory} />
                <LocationProbe />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

const meta = {
  title: 'Marketplace/Market',
  component: MarketPage,
  args: { gameSlug: 'world-of-warcraft', category: 'gold' },
  parameters: { layout: 'fullscreen' },
  tags: ['every-toolbar'],
} satisfies Meta<typeof MarketPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Clear filters clears everything, also text typed in the product box a moment before (its pause
 * once re-applied the filters Clear had just removed). The
 * delivery filter reads "Instant", then "Within 1 hour".
 */
export const ClearFilters: Story = {
  render: () =>
    seeded(
      wow,
      'gold',
      ['product=gold&delivery=1h', 'product=golds&delivery=1h', ''],
      '/games/world-of-warcraft/gold/?product=gold&delivery=1h',
    ),
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      t(marketValueMessages.title, { game: 'World of Warcraft', category: t(categoryMessages.gold) }),
    );
    const search = canvas.getByTestId('location-search');
    await expect(search).toHaveTextContent('?product=gold&delivery=1h');
    const box = canvas.getByRole('searchbox', { name: t(m.product) });
    await expect(box).toHaveValue('gold');

    await userEvent.type(box, 's');
    await userEvent.click(canvas.getByRole('button', { name: t(m.clear) }));
    await expect(box).toHaveValue('');
    // Longer than the box's pause: nothing comes back.
    await new Promise((resolve) => setTimeout(resolve, 800));
    await expect(search).toBeEmptyDOMElement();
    await expect(box).toHaveValue('');

    await userEvent.click(canvas.getByRole('combobox', { name: t(m.delivery) }));
    // The list opens once, from the copy clicked, in a portal on the page.
    const listbox = await within(document.body).findByRole('listbox');
    const instant = t(deliveryTimeMessages.instant);
    const within1h = t(marketValueMessages.deliveryWithin, { time: t(deliveryTimeMessages['1h']) });
    await expect(within(listbox).getByRole('option', { name: instant })).toBeVisible();
    await expect(within(listbox).getByRole('option', { name: within1h })).toBeVisible();
    const withinInstant = t(marketValueMessages.deliveryWithin, { time: instant });
    await expect(within(listbox).queryByRole('option', { name: withinInstant })).toBeNull();
    await userEvent.keyboard('{Escape}');
  },
};

/** A gift card market filters by the region the card redeems in, not by server. */
export const GiftCards: Story = {
  args: { gameSlug: 'steam-gift-card', category: 'gift_cards' },
  render: () => seeded(steam, 'gift_cards', [''], '/games/steam-gift-card/gift_cards/'),
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Steam Gift Card');
    const region = canvas.getByRole('combobox', { name: t(m.region) });
    await expect(region).toHaveTextContent(t(m.allRegions));
    await expect(canvas.queryByRole('combobox', { name: t(m.server) })).toBeNull();
  },
};

/**
 * An address whose category does not exist (typed or mangled by hand): the page says so in a heading
 * of its own and offers the way on, without asking the API for offers it would only refuse.
 */
export const UnknownCategory: Story = {
  args: { gameSlug: 'world-of-warcraft', category: 'gift-cards' },
  render: () => seeded(wow, 'gold', [], '/games/world-of-warcraft/gift-cards/', 'gift-cards'),
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t(m.notFound));
    await expect(canvas.getByRole('link', { name: t(m.allGames) })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('button', { name: t(loadErrorMessages.retry) })).toBeNull();
  },
};
