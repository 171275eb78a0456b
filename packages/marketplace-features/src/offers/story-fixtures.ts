import type { GameDetail, Offer } from '@lootmarket/contract';
import { storyWow } from '../market/story-games';

/** Sample game and offer for the offer form's and the offer page's stories and tests. */
export const sampleWow: GameDetail = storyWow.game;

/** 10k gold for $0.72, 1,810 bundles in stock, seen by its seller. */
export const sampleGoldOffer: Offer = {
  id: '7d1f0c2e-8a4b-4c3d-9e5f-6a7b8c9d0e01',
  game: { slug: 'world-of-warcraft', name: 'World of Warcraft' },
  category: 'gold',
  server: { slug: 'silvermoon', name: 'Silvermoon', region: 'EU' },
  title: '10k Gold – Silvermoon (EU)',
  description: 'Face to face at the Silvermoon bank.',
  deliveryTime: '20m',
  price: '0.72',
  priceMinor: 72,
  currency: 'USD',
  quantity: 1810,
  bundleSize: 10_000,
  warrantyDays: null,
  photos: [],
  active: true,
  automaticDelivery: false,
  seller: {
    id: 'b3c1d2e4-0000-4000-8000-000000000001',
    username: 'GoldRushPL',
    avatarUrl: null,
    positiveFeedbackPercent: 99.4,
    itemsSold: 48_210,
    reviewsCount: 1234,
    averageAnswerMinutes: 4,
    lastSeenAt: null,
    memberSince: '2021-03-01T00:00:00Z',
  },
  viewerIsOwner: true,
  moderationLock: null,
  createdAt: '2026-11-01T10:00:00Z',
  updatedAt: '2026-11-01T10:00:00Z',
};
