import type { ClientUser, GameDetailResponse, SellerReviewsResponse } from '@lootmarket/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { MemoryRouter } from 'react-router';
import { AUTH_TOKEN_QUERY_KEY, AuthProvider, clientQueryKey } from '../auth/auth-provider';
import { sampleGoldOffer, sampleWow } from './story-fixtures';

/** Story-only: the seller's session token. */
export const STORY_TOKEN = 'story-session';

const seller: ClientUser = {
  userId: sampleGoldOffer.seller.id,
  username: sampleGoldOffer.seller.username,
  email: 'goldrush@example.com',
  emailVerified: true,
  roles: ['user'],
  country: 'PL',
  memberSince: '2021-03-01T00:00:00.000Z',
  phone: null,
  phoneVerified: false,
  twoFactorEnabled: false,
  hasPassword: true,
  avatarUrl: null,
};

/** Story-only: a buyer, someone other than the sample offers' seller. */
export const storyBuyer: ClientUser = {
  ...seller,
  userId: 'b3c1d2e4-0000-4000-8000-000000000099',
  username: 'NightElfShopper',
  email: 'buyer@example.com',
  country: 'DE',
  memberSince: '2024-06-01T00:00:00.000Z',
};

/**
 * Story-only: signed in as the sample offers' seller (or `user`), with the games, the seller's
 * reviews and whatever `seed` adds already in react-query's store, all fresh: nothing is fetched to
 * show a page.
 */
export function SignedInSeller({
  children,
  path = '/',
  seed,
  user = seller,
}: {
  children: ReactNode;
  path?: string;
  seed?: (store: QueryClient) => void;
  user?: ClientUser;
}) {
  const [client] = useState(() => {
    const store = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    store.setQueryData(AUTH_TOKEN_QUERY_KEY, STORY_TOKEN);
    store.setQueryData(clientQueryKey(STORY_TOKEN), user);
    store.setQueryData(['games', 'all'], { games: [{ slug: sampleWow.slug, name: sampleWow.name }] });
    const detail: GameDetailResponse = { game: sampleWow };
    store.setQueryData(['games', 'detail', sampleWow.slug], detail);
    const reviews: SellerReviewsResponse = {
      reviews: [],
      total: 0,
      averageStars: null,
      page: 1,
      pageSize: 10,
    };
    store.setQueryData(['sellers', seller.userId, 'reviews', 10], reviews);
    seed?.(store);
    return store;
  });
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <AuthProvider>{children}</AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>
  );
}
