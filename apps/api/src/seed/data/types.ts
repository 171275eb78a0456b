import type { CategorySlug, DeliveryTimeId } from '@lootmarket/contract';

export type DemoPlatform = 'pc' | 'playstation' | 'xbox' | 'switch' | 'mobile';

export interface DemoServer {
  slug: string;
  name: string;
  region?: string;
}

export interface DemoGame {
  slug: string;
  name: string;
  publisher: string;
  releaseYear: number;
  /** 1..100, orders the home page and the footer's first 12 games. */
  popularity: number;
  categories: CategorySlug[];
  servers: DemoServer[];
  giftCard?: boolean;
  platforms: DemoPlatform[];
  /** The in-game currency listings talk about, e.g. 'Gold', 'V-Bucks', 'Robux'. */
  currencyName?: string;
  /** Other names buyers type ("wow", "cs2"), lower case. */
  aliases?: readonly string[];
}

export interface DemoSeller {
  username: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** ISO date (YYYY-MM-DD). */
  memberSince: string;
  bio: string;
  averageAnswerMinutes: number;
  positivePercent: number;
  itemsSold: number;
  lastSeenMinutesAgo: number;
}

export interface DemoOffer {
  gameSlug: string;
  category: CategorySlug;
  serverSlug: string | null;
  title: string;
  description: string;
  deliveryTime: DeliveryTimeId;
  /** Integer minor units (cents). */
  priceMinor: number;
  currency: 'USD' | 'EUR';
  stock: number;
  /** Units of the good in one unit of stock (10,000 for "10k Gold"), 1 for single goods. */
  bundleSize: number;
  /** Warranty days (14, 30, 60, 90) of an account offer; null for the other categories. */
  warrantyDays: number | null;
  sellerUsername: string;
  active: boolean;
  createdDaysAgo: number;
}

export interface DemoReview {
  sellerUsername: string;
  buyerName: string;
  stars: 1 | 2 | 3 | 4 | 5;
  comment: string;
  daysAgo: number;
}
