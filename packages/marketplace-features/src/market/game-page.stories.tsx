import type { GameDetailResponse } from '@lootmarket/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { expect } from 'storybook/test';
import { asRead, storyIntl } from '../test/story-intl';
import { categoryMessages } from './catalog-messages';
import { GAME_PAGE_TOP_OFFERS, GamePage, gamePageMessages, gamePageValueMessages } from './game-page';
import { formatUnitPriceLabel } from './market-price';
import { storyWow } from './story-games';
import { type StoryMarketOffer, seededMarketStore, storyMarketAnswer, storySeller } from './story-store';

/** Boosting too: four categories, four ways into a market. */
const wow: GameDetailResponse = {
  game: { ...storyWow.game, categories: [...storyWow.game.categories, 'boosting'] },
};

function offer(index: number): StoryMarketOffer {
  // 10k gold for $0.72, 20k for $1.44, …: integer cents; the answer writes them out by the money rules.
  return {
    id: `7d1f0c2e-8a4b-4c3d-9e5f-6a7b8c9d0e0${index}`,
    title: `${(index + 1) * 10}k Gold – Silvermoon (EU) – face to face`,
    server: { slug: 'silvermoon', name: 'Silvermoon', region: 'EU' },
    deliveryTime: '20m',
    priceMinor: 72 * (index + 1),
    currency: 'USD',
    // Stock (bundles on offer), not money.
    quantity: 1810 - index * 100,
    bundleSize: (index + 1) * 10_000,
    automaticDelivery: index === 0,
    warrantyDays: null,
    photoUrl: null,
    seller: storySeller,
  };
}

/** The page with its game and cheapest offers already in react-query's store: nothing is fetched. */
function seeded(offers: StoryMarketOffer[]) {
  const response = storyMarketAnswer(wow, 'gold', offers, { pageSize: GAME_PAGE_TOP_OFFERS });
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

/**
 * A game's landing page: its categories, each a way into its market, and the cheapest gold in stock,
 * on the market's own cards: gold in bundles of 10k to 60k compares per 1,000.
 */
export const Default: Story = {
  render: () => seeded([0, 1, 2, 3, 4, 5].map(offer)),
  play: async ({ canvas, ...context }) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
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
    // $0.72 for 10k … $4.32 for 60k: every card reads $0.072 per 1K.
    const perThousand = formatUnitPriceLabel(intl, { unitPrice: '0.072', currency: 'USD' }, 1000);
    await expect(canvas.getAllByText(asRead(perThousand), { normalizer: asRead })).toHaveLength(6);
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
