import {
  type GameDetailResponse,
  type MarketQuery,
  type MarketResponse,
  marketQuerySchema,
  marketResponseSchema,
} from '@lootmarket/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../api/api-client';

/** The market filters as the page URL holds them; anything malformed falls back to the default. */
export function marketQueryFromSearch(search: URLSearchParams): MarketQuery {
  const raw = Object.fromEntries(search.entries());
  const parsed = marketQuerySchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  // Keep the valid filters of a partly broken link.
  const kept: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (marketQuerySchema.safeParse({ [key]: value }).success) kept[key] = value;
  }
  return marketQuerySchema.parse(kept);
}

/** Only what differs from the defaults goes into the URL, so links stay short and stable. */
export function marketSearchParams(query: MarketQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.server) params.set('server', query.server);
  if (query.product) params.set('product', query.product);
  if (query.delivery) params.set('delivery', query.delivery);
  if (query.inStock) params.set('inStock', 'true');
  if (query.sort !== 'price_asc') params.set('sort', query.sort);
  if (query.page !== 1) params.set('page', String(query.page));
  if (query.pageSize !== marketQuerySchema.parse({}).pageSize) params.set('pageSize', String(query.pageSize));
  return params;
}

/** A game's details; nothing is asked for until there is a slug (a form before a game is chosen). */
export function useGame(slug: string | undefined) {
  return useQuery({
    queryKey: ['games', 'detail', slug],
    enabled: Boolean(slug),
    queryFn: ({ signal }) =>
      apiQuery<GameDetailResponse>(`/api/v1/games/${encodeURIComponent(slug ?? '')}`, { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** `enabled: false` when the page already knows there is nothing to ask for (an unknown category or game). */
export function useMarket(slug: string, category: string, query: MarketQuery, { enabled = true } = {}) {
  const params = marketSearchParams(query).toString();
  return useQuery({
    queryKey: ['market', slug, category, params],
    enabled,
    queryFn: async ({ signal }) =>
      marketResponseSchema.parse(
        await apiQuery<MarketResponse>(
          `/api/v1/games/${encodeURIComponent(slug)}/${encodeURIComponent(category)}/offers${params ? `?${params}` : ''}`,
          { signal },
        ),
      ),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    retry: false,
  });
}
