import {
  formatMinorAsDecimal,
  formatUnitPriceDecimal,
  type GameDetailResponse,
  MARKET_PAGE_SIZE,
  type MarketOffer,
  type MarketQuery,
  type MarketResponse,
  marketPriceUnit,
} from '@lootmarket/contract';
import { QueryClient } from '@tanstack/react-query';
import { marketSearchParams } from './market-api';

/**
 * Story-only: a react-query store holding a game and the market answers a story shows. The stories
 * have no API: their game and market queries only ever read what is seeded here (a filter with no
 * seeded answer keeps the previous offers on screen), and never fetch.
 */
export function seededMarketStore(
  game: GameDetailResponse,
  markets: ReadonlyArray<{
    category: MarketResponse['category'];
    query: MarketQuery;
    response: MarketResponse;
  }>,
): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryDefaults(['games'], { enabled: false });
  client.setQueryDefaults(['market'], { enabled: false });
  const fresh = { updatedAt: Date.now() + 3_600_000 };
  client.setQueryData(['games', 'detail', game.game.slug], game, fresh);
  for (const { category, query, response } of markets) {
    const params = marketSearchParams(query).toString();
    client.setQueryData(['market', game.game.slug, category, params], response, fresh);
  }
  return client;
}

/** Story-only: an offer as a story writes it, in integer cents; its decimals come from the answer. */
export type StoryMarketOffer = Omit<MarketOffer, 'price' | 'unitPrice'>;

/**
 * Story-only: a seller's uploaded avatar (the API serves a 128 px square WebP), drawn here as a data URL:
 * no network, no third-party art.
 */
export const storySellerAvatar =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="%23b45309"/><path d="M8 28l6-12 6 8 4-5 8 9z" fill="%23fef3c7"/><circle cx="28" cy="12" r="4" fill="%23fef3c7"/></svg>';

/** Story-only: a seller with a long record, the stories' usual one. */
export const storySeller: MarketOffer['seller'] = {
  username: 'GoldRushPL',
  avatarUrl: null,
  positiveFeedbackPercent: 99.4,
  itemsSold: 48_210,
  reviewsCount: 1234,
  lastSeenAt: null,
};

/**
 * Story-only: the market's answer for these offers as the API builds it: their prices and unit
 * prices written by the contract's money rules from integer cents, per the unit the smallest bundle
 * gives, and the cheapest and dearest per unit. One currency per story.
 */
export function storyMarketAnswer(
  game: GameDetailResponse,
  category: MarketResponse['category'],
  offers: readonly StoryMarketOffer[],
  { page = 1, pageSize = MARKET_PAGE_SIZE }: { page?: number; pageSize?: number } = {},
): MarketResponse {
  const priceUnit = offers.length ? marketPriceUnit(Math.min(...offers.map((offer) => offer.bundleSize))) : 1;
  const priced: MarketOffer[] = offers.map((offer) => ({
    ...offer,
    price: formatMinorAsDecimal(offer.priceMinor, offer.currency),
    unitPrice: formatUnitPriceDecimal(offer.priceMinor, offer.currency, offer.bundleSize, priceUnit),
  }));
  const byUnitPrice = [...priced].sort((a, b) => Number(a.unitPrice) - Number(b.unitPrice));
  const money = (offer: MarketOffer | undefined): MarketResponse['lowestPrice'] =>
    offer
      ? {
          price: offer.price,
          priceMinor: offer.priceMinor,
          currency: offer.currency,
          bundleSize: offer.bundleSize,
          unitPrice: offer.unitPrice,
        }
      : null;
  return {
    game: { slug: game.game.slug, name: game.game.name },
    category,
    offers: priced,
    total: priced.length,
    page,
    pageSize,
    priceUnit,
    lowestPrice: money(byUnitPrice[0]),
    highestPrice: money(byUnitPrice.at(-1)),
    totalQuantity: priced.reduce((sum, offer) => sum + offer.quantity, 0),
  };
}
