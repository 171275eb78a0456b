/**
 * Offer categories: the slugs used in /games/{game_slug}/{category}/ (spec §2). Each belongs to one
 * product group, the names buyers see in navigation ("accounts", "currency", "top up", ...).
 */
export const PRODUCT_GROUPS = [
  'accounts',
  'currency',
  'items',
  'keys',
  'boosting',
  'services',
  'top_up',
  'gift_cards',
  'guides',
  'other',
] as const;
export type ProductGroup = (typeof PRODUCT_GROUPS)[number];

export const CATEGORY_SLUGS = [
  'account',
  'gold',
  'coins',
  'items',
  'keys',
  'boosting',
  'services',
  'top_up',
  'gift_cards',
  'coaching',
  'guides',
  'dlc',
  'game_pass',
  'twitch_drops',
  'prime_gaming',
  'offline_activation',
  'other',
] as const;
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

export interface CategoryDefinition {
  slug: CategorySlug;
  group: ProductGroup;
  /** Codes delivered automatically from the seller's uploaded secrets (keys, gift cards, top-ups). */
  automaticDelivery: boolean;
}

export const CATEGORIES: readonly CategoryDefinition[] = [
  { slug: 'account', group: 'accounts', automaticDelivery: false },
  { slug: 'gold', group: 'currency', automaticDelivery: false },
  { slug: 'coins', group: 'currency', automaticDelivery: false },
  { slug: 'items', group: 'items', automaticDelivery: false },
  { slug: 'keys', group: 'keys', automaticDelivery: true },
  { slug: 'boosting', group: 'boosting', automaticDelivery: false },
  { slug: 'services', group: 'services', automaticDelivery: false },
  { slug: 'top_up', group: 'top_up', automaticDelivery: true },
  { slug: 'gift_cards', group: 'gift_cards', automaticDelivery: true },
  { slug: 'coaching', group: 'services', automaticDelivery: false },
  { slug: 'guides', group: 'guides', automaticDelivery: false },
  { slug: 'dlc', group: 'keys', automaticDelivery: true },
  { slug: 'game_pass', group: 'keys', automaticDelivery: true },
  { slug: 'twitch_drops', group: 'items', automaticDelivery: false },
  { slug: 'prime_gaming', group: 'items', automaticDelivery: false },
  { slug: 'offline_activation', group: 'keys', automaticDelivery: false },
  { slug: 'other', group: 'other', automaticDelivery: false },
];

const categorySlugSet: ReadonlySet<string> = new Set(CATEGORY_SLUGS);
export function isCategorySlug(value: string): value is CategorySlug {
  return categorySlugSet.has(value);
}

/** Delivery time options of spec §3, in minutes, in the order the form lists them. */
export const DELIVERY_TIMES = [
  { id: 'instant', minutes: 0 },
  { id: '5m', minutes: 5 },
  { id: '20m', minutes: 20 },
  { id: '1h', minutes: 60 },
  { id: '5h', minutes: 300 },
  { id: '12h', minutes: 720 },
  { id: '1d', minutes: 1440 },
  { id: '2d', minutes: 2880 },
  { id: '3d', minutes: 4320 },
  { id: '7d', minutes: 10080 },
] as const;
export type DeliveryTimeId = (typeof DELIVERY_TIMES)[number]['id'];
export const DELIVERY_TIME_IDS = DELIVERY_TIMES.map((d) => d.id) as [DeliveryTimeId, ...DeliveryTimeId[]];

/** English names of the categories, for texts the server writes (footer links); the UI translates. */
export const CATEGORY_NAMES_EN: Record<CategorySlug, string> = {
  account: 'Accounts',
  gold: 'Gold',
  coins: 'Coins',
  items: 'Items',
  keys: 'Keys',
  boosting: 'Boosting',
  services: 'Services',
  top_up: 'Top up',
  gift_cards: 'Gift cards',
  coaching: 'Coaching',
  guides: 'Guides',
  dlc: 'DLC',
  game_pass: 'Game Pass',
  twitch_drops: 'Twitch drops',
  prime_gaming: 'Prime Gaming',
  offline_activation: 'Offline activation',
  other: 'Other',
};

/**
 * Categories where the buyer must know the realm, region or platform: an offer in one of them names
 * a server whenever its game has servers. Keys, guides and the like work anywhere.
 */
export const SERVER_SCOPED_CATEGORIES: ReadonlySet<CategorySlug> = new Set<CategorySlug>([
  'gold',
  'coins',
  'items',
  'account',
  'boosting',
  'services',
  'top_up',
  'gift_cards',
  'game_pass',
]);

/**
 * The path of a game's category page (spec §2 route, trailing slash included). Here, beside the
 * categories and away from the zod schemas, so a page that only links to markets (the site header's
 * category navigation) does not load zod.
 */
export function gameCategoryPath(gameSlug: string, category: string): string {
  return `/games/${gameSlug}/${category}/`;
}
