import type { GameDetailResponse, MarketResponse } from '@lootmarket/contract';
import { formatPrice } from '@lootmarket/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loadErrorMessages } from '../lib/load-error';
import { asRead, storyIntl } from '../test/story-intl';
import { categoryMessages, deliveryTimeMessages } from './catalog-messages';
import { marketQueryFromSearch } from './market-api';
import { marketTableMessages } from './market-offer-table';
import { MarketPage, marketMessages as m, marketValueMessages } from './market-page';
import { formatGoodsCount, formatUnitPriceLabel, marketPriceMessages } from './market-price';
import { storyWow } from './story-games';
import {
  type StoryMarketOffer,
  seededMarketStore,
  storyMarketAnswer,
  storySeller,
  storySellerAvatar,
} from './story-store';

/** Sold on an EU and a US server. */
const wow: GameDetailResponse = {
  game: {
    ...storyWow.game,
    servers: [...storyWow.game.servers, { slug: 'area-52', name: 'Area 52', region: 'US' }],
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

/** 100k gold for $7.20 (per 1,000: $0.072); `bundleSize` 1 makes it a single good (a gift card). */
function storyOffer(game: GameDetailResponse, change: Partial<StoryMarketOffer> = {}): StoryMarketOffer {
  return {
    id: '7d1f0c2e-8a4b-4c3d-9e5f-6a7b8c9d0e01',
    title: '100k gold, face to face',
    server: game.game.servers[0] ?? null,
    deliveryTime: '20m',
    priceMinor: 720,
    currency: 'USD',
    quantity: 42,
    bundleSize: 100_000,
    automaticDelivery: false,
    warrantyDays: null,
    photoUrl: null,
    seller: storySeller,
    ...change,
  };
}

/** Gold from three sellers, in bundles of 10k, 100k and 250k: the market compares them per 1,000. */
function goldOffers(game: GameDetailResponse): StoryMarketOffer[] {
  return [
    storyOffer(game, {
      id: '7d1f0c2e-8a4b-4c3d-9e5f-6a7b8c9d0e02',
      title: '10k gold, mailbox',
      priceMinor: 72,
      bundleSize: 10_000,
      quantity: 1810,
      deliveryTime: '1h',
    }),
    storyOffer(game),
    storyOffer(game, {
      id: '7d1f0c2e-8a4b-4c3d-9e5f-6a7b8c9d0e03',
      title: '250k gold, auction house',
      priceMinor: 1950,
      bundleSize: 250_000,
      quantity: 12,
      deliveryTime: 'instant',
      seller: {
        ...storySeller,
        username: 'AzerothTrader',
        avatarUrl: storySellerAvatar,
        positiveFeedbackPercent: 97.8,
        reviewsCount: 1,
      },
    }),
  ];
}

function market(
  game: GameDetailResponse,
  category: MarketResponse['category'],
  offers: StoryMarketOffer[] = [storyOffer(game, game.game.giftCard ? { bundleSize: 1 } : {})],
): MarketResponse {
  return storyMarketAnswer(game, category, offers);
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
  offers?: StoryMarketOffer[],
) {
  const client = seededMarketStore(
    game,
    searches.map((search) => ({
      category,
      query: marketQueryFromSearch(new URLSearchParams(search)),
      response: market(game, category, offers),
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

/**
 * Gold sold in bundles of 10k, 100k and 250k: the market compares it per 1,000. The summary's lowest
 * and highest are per 1,000 too, and each card leads with its price per 1,000 in bold, above what one
 * purchase holds and costs; the seller's reviews are counted beside the positive feedback.
 */
export const GoldPerUnit: Story = {
  render: () => seeded(wow, 'gold', [''], '/games/world-of-warcraft/gold/', 'gold', goldOffers(wow)),
  play: async ({ canvas, ...context }) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    const perThousand = (unitPrice: string) =>
      asRead(formatUnitPriceLabel(intl, { unitPrice, currency: 'USD' }, 1000));
    // 10k for $0.72 and 100k for $7.20 are both $0.072 per 1,000; 250k for $19.50 is $0.078.
    await expect(canvas.getByText(t(m.lowest)).nextElementSibling).toHaveTextContent(perThousand('0.072'));
    await expect(canvas.getByText(t(m.highest)).nextElementSibling).toHaveTextContent(perThousand('0.078'));

    const card = canvas.getByRole('link', { name: '250k gold, auction house' }).closest('article');
    if (!card) throw new Error('The offer card is not an article.');
    const cardText = within(card);
    await expect(cardText.getByText(perThousand('0.078'), { normalizer: asRead })).toBeVisible();
    const bundle = t(marketPriceMessages.bundle, {
      bundle: formatGoodsCount(intl, 250_000),
      price: formatPrice(1950, 'USD', intl.locale),
    });
    await expect(cardText.getByText(asRead(bundle), { normalizer: asRead })).toBeVisible();
    await expect(card).toHaveTextContent(asRead(t(marketValueMessages.reviews, { count: 1 })));
    const first = canvas.getByRole('link', { name: '10k gold, mailbox' }).closest('article');
    await expect(first).toHaveTextContent(asRead(t(marketValueMessages.reviews, { count: 1234 })));
  },
};

/**
 * The sort offers price both ways, the best-rated sellers and the fastest delivery; the choice goes
 * into the address. Chosen with the mouse, then with the keyboard alone.
 */
export const SortOptions: Story = {
  render: () =>
    seeded(
      wow,
      'gold',
      ['', 'sort=rating', 'sort=delivery'],
      '/games/world-of-warcraft/gold/',
      'gold',
      goldOffers(wow),
    ),
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const search = canvas.getByTestId('location-search');
    const sort = canvas.getByRole('combobox', { name: t(m.sort) });
    await expect(sort).toHaveTextContent(t(m.sortAsc));

    await userEvent.click(sort);
    const listbox = await within(document.body).findByRole('listbox');
    const names = within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(names).toEqual([t(m.sortAsc), t(m.sortDesc), t(m.sortRating), t(m.sortDelivery)]);
    await userEvent.click(within(listbox).getByRole('option', { name: t(m.sortRating) }));
    await waitFor(() => expect(search).toHaveTextContent('?sort=rating'));
    await expect(sort).toHaveTextContent(t(m.sortRating));

    // The keyboard alone: open, the next option down, choose.
    sort.focus();
    await userEvent.keyboard('{Enter}');
    const reopened = await within(document.body).findByRole('listbox');
    await expect(within(reopened).getByRole('option', { name: t(m.sortRating) })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(reopened).getByRole('option', { name: t(m.sortDelivery) })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(search).toHaveTextContent('?sort=delivery'));
    await expect(sort).toHaveTextContent(t(m.sortDelivery));
    await expect(sort).toHaveFocus();
  },
};

/**
 * The list view is a dense table to compare sellers: one offer a row, the price per unit, and the
 * seller, delivery and price columns sort through the same address as the sort menu (by keyboard).
 */
export const ListView: Story = {
  tags: ['vrt'],
  render: () =>
    seeded(
      wow,
      'gold',
      ['view=list', 'sort=rating&view=list', 'sort=price_desc&view=list'],
      '/games/world-of-warcraft/gold/?view=list',
      'gold',
      goldOffers(wow),
    ),
  play: async ({ canvas, ...context }) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    const search = canvas.getByTestId('location-search');
    const table = canvas.getByRole('table', { name: t(marketTableMessages.caption) });
    const rows = within(table).getAllByRole('row');
    // The header row, then one row per offer.
    await expect(rows).toHaveLength(goldOffers(wow).length + 1);
    const row = within(table).getByRole('link', { name: '250k gold, auction house' }).closest('tr');
    if (!row) throw new Error('The offer is not a table row.');
    await expect(row).toHaveTextContent(
      asRead(formatUnitPriceLabel(intl, { unitPrice: '0.078', currency: 'USD' }, 1000)),
    );
    // Its seller's uploaded avatar, decoration beside their name; the other sellers' initials.
    const avatar = row.querySelector('[data-slot="avatar-picture"] img');
    await expect(avatar).toHaveAttribute('src', storySellerAvatar);
    await expect(avatar).toHaveAttribute('alt', '');
    const other = within(table).getByRole('link', { name: '10k gold, mailbox' }).closest('tr');
    await expect(other?.querySelector('[data-slot="avatar-picture"]')).toHaveAttribute(
      'data-state',
      'initials',
    );
    // The price column is sorted, cheapest first.
    const price = within(table).getByRole('columnheader', { name: new RegExp(t(marketTableMessages.price)) });
    await expect(price).toHaveAttribute('aria-sort', 'ascending');
    // The seller column sorts by rating: by keyboard, to the address.
    const byRating = within(table)
      .getByRole('columnheader', { name: new RegExp(t(marketTableMessages.seller)) })
      .querySelector('button') as HTMLButtonElement;
    byRating.focus();
    await userEvent.keyboard('{Enter}');
    // The router commits the new address after the click's render: wait for it.
    await waitFor(() => expect(search).toHaveTextContent('sort=rating'));
    await expect(search).toHaveTextContent('view=list');
  },
};

/**
 * A 360 px phone: the story tests size the page to it (the `viewport` global), and so does the visual
 * test for a story tagged `vrt-phone`. Elsewhere (the built Storybook's smoke run, 1024 px) the play
 * functions below have nothing of the phone's to check.
 */
const onAPhone = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  parameters: {
    viewport: {
      options: {
        phone360: { name: 'Phone, 360 px', styles: { width: '360px', height: '740px' }, type: 'mobile' },
      },
    },
  },
} as const;
const isPhone = () => window.innerWidth < 640;

/**
 * The list view on a phone: the dense table's rows become cards (each value under its header's name,
 * the sortable headers a row of sort buttons above), nothing wider than the screen, and its region is
 * no tab stop (nothing scrolls sideways).
 */
export const ListViewOnAPhone: Story = {
  ...onAPhone,
  tags: ['vrt', 'vrt-phone'],
  render: () =>
    seeded(wow, 'gold', ['view=list'], '/games/world-of-warcraft/gold/?view=list', 'gold', goldOffers(wow)),
  play: async ({ canvas, canvasElement, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const table = canvas.getByRole('table', { name: t(marketTableMessages.caption) });
    if (!isPhone()) return;
    const row = within(table).getByRole('link', { name: '250k gold, auction house' }).closest('tr');
    if (!row) throw new Error('The offer is not a table row.');
    await expect(getComputedStyle(row).display).toBe('block');
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      window.innerWidth,
    );
    await expect(canvas.getByRole('region', { name: t(marketTableMessages.caption) })).not.toHaveAttribute(
      'tabindex',
    );
  },
};

/**
 * The market's Filters drawer open on a phone, one filter set (delivery within 1 hour): the market's
 * own controls in the kit's drawer, the foot button saying how many offers it shows. Its visual
 * baseline is the whole page (the drawer is in a portal).
 */
export const FiltersDrawerOnAPhone: Story = {
  ...onAPhone,
  tags: ['vrt', 'vrt-page', 'vrt-phone'],
  render: () =>
    seeded(
      wow,
      'gold',
      ['delivery=1h'],
      '/games/world-of-warcraft/gold/?delivery=1h',
      'gold',
      goldOffers(wow),
    ),
  play: async ({ canvas, canvasElement, ...context }) => {
    const t = storyIntl(context).formatMessage;
    if (!isPhone()) return;
    await userEvent.click(
      canvas.getByRole('button', { name: new RegExp(t(marketValueMessages.activeFilters, { count: 1 })) }),
    );
    const drawer = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: t(m.filters),
    });
    await expect(within(drawer).getByRole('combobox', { name: t(m.server) })).toBeVisible();
    await expect(within(drawer).getByRole('combobox', { name: t(m.delivery) })).toHaveTextContent(
      t(marketValueMessages.deliveryWithin, { time: t(deliveryTimeMessages['1h']) }),
    );
    await expect(
      within(drawer).getByRole('button', { name: t(marketValueMessages.showOffers, { count: 3 }) }),
    ).toBeVisible();
  },
};

/**
 * A gift card market filters by the region the card redeems in, not by server. Gift cards are single
 * goods: the summary and the cards show plain prices, nothing per unit.
 */
export const GiftCards: Story = {
  args: { gameSlug: 'steam-gift-card', category: 'gift_cards' },
  render: () => seeded(steam, 'gift_cards', [''], '/games/steam-gift-card/gift_cards/'),
  play: async ({ canvas, canvasElement, ...context }) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    const price = asRead(formatPrice(720, 'USD', intl.locale));
    await expect(canvas.getByText(t(m.lowest)).nextElementSibling).toHaveTextContent(price);
    await expect(canvas.getByRole('list', { name: t(m.results) })).toHaveTextContent(price);
    await expect(canvasElement.querySelector('[data-slot="market-unit-price"]')).toBeNull();
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
    await expect(canvas.getByRole('link', { name: t(m.allGames) })).toHaveAttribute('href', '/games/');
    await expect(canvas.queryByRole('button', { name: t(loadErrorMessages.retry) })).toBeNull();
  },
};
