import type { GameDetailResponse } from '@lootmarket/contract';

/** Story-only: World of Warcraft as the API answers it: gold, accounts and items, sold per server. */
export const storyWow: GameDetailResponse = {
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
    servers: [{ slug: 'silvermoon', name: 'Silvermoon', region: 'EU' }],
  },
};
