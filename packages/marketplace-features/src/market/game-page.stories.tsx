import { formatMinorAsDecimal, type GameDetailResponse, type MarketResponse } from '@lootmarket/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { expect } from 'storybook/test';
import { storyIntl } from '../test/story-intl';
import { categoryMessages } from './catalog-messages';
import { GAME_PAGE_TOP_OFFERS, GamePage, gamePageMessages, gamePageValueMessages } from './game-page';
import { seededMarketStore } from './story-store';

const wow: GameDetailResponse = {
  game: {
    slug: 'world-of-warcraft',
    name: 'World of Warcraft',
    imageUrl: null,
    href: '/games/world-of-warcraft/gold/',
    categories: ['gold', 'account', 'items', 'boosting'],
    popularity: 980,
    giftCard: false,
    publisher: 'Blizzard Entertainment',
    releaseYear: 2004,
    platforms: ['pc'],
    currencyName: 'Gold',
    servers: [{ slug: 'silvermoon', name: 'Silvermoon', region: 'EU' }],
  },
};

function offer(index: number): MarketResponse['offers'][number] {
  // 10k gold for $0.72, 20k for $1.44, …: integer cents, written out by the contract's money rule.
  const priceMinor = 72 * (index + 1);
  return {
    id: `7d1f0c2e-8a4b-4c3d-9e5f-6a7b8c9d0e0${index}`,
    title: `${(index + 1) * 10}k Gold – Silvermoon (EU) – face to face`,
    server: { slug: 'silvermoon', name: 'Silvermoon', region: 'EU' },
    deliveryTime: '20m',
    price: formatMinorAsDecimal(priceMinor, 'USD'),
    priceMinor,
    currency: 'USD',
    // Stock (bundles on offer), not money.
    quantity: 1810 - index * 100,
    automaticDelivery: index === 0,
    photoUrl: null,
    seller: { username: 'GoldRushPL', positiveFeedbackPercent: 9940, itemsSold: 48210 },
  };
}

/** The page with its game and cheapest offers already in react-query's store: nothing is fetched. */
function seeded(offers: MarketResponse['offers']) {
  const response: MarketResponse = {
    game: { slug: wow.game.slug, name: wow.game.name },
    category: 'gold',
    offers,
    total: offers.length,
    page: 1,
    pageSize: GAME_PAGE_TOP_OFFERS,
    lowestPrice: null,
    highestPrice: null,
    totalQuantity: 0,
  };
  const query = { sort: 'price_asc', inStock: true, page: 1, pageSize: GAME_PAGE_TOP_OFFERS } as const;
  const client = seededMarketStore(wow, [{ category: 'gold', query, response }]);
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/games/world-of-warcraft/']}>
        <Routes>
          <Route path="/games/:game/" element={<GamePage gameSlug={wow.game.slug} />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

const meta = {
  title: 'Marketplace/Game page',
  component: GamePage,
  args: { gameSlug: 'world-of-warcraft' },
  parameters: { layout: 'fullscreen' },
  tags: ['every-toolbar'],
} satisfies Meta<typeof GamePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A game's landing page: its categories, each a way into its market, and the cheapest gold in stock. */
export const Default: Story = {
  render: () => seeded([0, 1, 2, 3, 4, 5].map(offer)),
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('heading', { level: 1, name: 'World of Warcraft' })).toBeVisible();
    const categories = canvas.getByRole('navigation', { name: t(gamePageMessages.categories) });
    await expect(canvas.getAllByRole('link', { name: t(categoryMessages.boosting) })[0]).toHaveAttribute(
      'href',
      '/games/world-of-warcraft/boosting/',
    );
    await expect(categories).toBeVisible();
    const gold = t(categoryMessages.gold);
    await expect(
      canvas.getByRole('heading', { name: t(gamePageValueMessages.topOffers, { category: gold }) }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t(gamePageValueMessages.allOffers, { category: gold }) }),
    ).toHaveAttribute('href', '/games/world-of-warcraft/gold/');
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(6);
  },
};

/** Nothing in stock in the first category: the page says so and still leads into every market. */
export const NoOffers: Story = {
  render: () => seeded([]),
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('heading', { name: t(gamePageMessages.noOffers) })).toBeVisible();
  },
};
