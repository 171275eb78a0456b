import type { GameDetailResponse, MarketQuery, MarketResponse } from '@lootmarket/contract';
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
