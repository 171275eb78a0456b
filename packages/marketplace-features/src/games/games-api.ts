import type {
  FeaturedReview,
  FeaturedReviewsResponse,
  FooterGamesResponse,
  GameSearchResponse,
  GameSummary,
  GamesListResponse,
} from '@lootmarket/contract';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../api/api-client';

/** The games catalog of the API (contract: catalog schemas). */
export type { GameSummary };
/** Spec §3: a footer game entry is a title and a list of links (href, label). */
export type FooterGame = FooterGamesResponse['games'][number];

export const GAME_SEARCH_MIN_LENGTH = 2;

export function useGameSearch(query: string) {
  const text = query.trim();
  return useQuery({
    queryKey: ['games', 'search', text],
    queryFn: ({ signal }) =>
      apiQuery<GameSearchResponse>(`/api/v1/games/search?q=${encodeURIComponent(text)}&limit=8`, {
        signal,
      }),
    enabled: text.length >= GAME_SEARCH_MIN_LENGTH,
    staleTime: 5 * 60_000,
    retry: false,
    placeholderData: (previous) => previous,
  });
}

export function useFooterGames(enabled: boolean) {
  return useQuery({
    queryKey: ['games', 'footer'],
    queryFn: ({ signal }) => apiQuery<FooterGamesResponse>('/api/v1/games/footer', { signal }),
    enabled,
    staleTime: 30 * 60_000,
    retry: 1,
  });
}

/** How many popular games (or gift cards) the home page asks for, and reserves room for. */
export const POPULAR_GAMES_LIMIT = 12;

export function usePopularGames(giftCards: boolean) {
  return useQuery({
    queryKey: ['games', 'popular', giftCards],
    queryFn: ({ signal }) =>
      apiQuery<GamesListResponse>(
        `/api/v1/games/popular?giftCards=${giftCards}&limit=${POPULAR_GAMES_LIMIT}`,
        {
          signal,
        },
      ),
    staleTime: 30 * 60_000,
    retry: 1,
  });
}

/** Every visible game with its categories, A to Z (the /games/ page). */
export function useAllGames() {
  return useQuery({
    queryKey: ['games', 'all'],
    queryFn: ({ signal }) => apiQuery<GamesListResponse>('/api/v1/games', { signal }),
    staleTime: 30 * 60_000,
    retry: 1,
  });
}

/** Trusted-by reviews on the home page: real buyers' ratings (contract: featuredReviewsResponseSchema). */
export type { FeaturedReview };

export function useFeaturedReviews() {
  return useQuery({
    queryKey: ['reviews', 'featured'],
    queryFn: ({ signal }) =>
      apiQuery<FeaturedReviewsResponse>('/api/v1/reviews/featured?limit=6', { signal }),
    staleTime: 30 * 60_000,
    retry: false,
  });
}
