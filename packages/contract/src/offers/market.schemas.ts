import { z } from 'zod';
import { SLUG_PATTERN, slugSchema } from '../catalog/catalog.schemas';
import { CATEGORY_SLUGS, DELIVERY_TIME_IDS } from '../catalog/categories';
import { text } from '../validation/text';
import { OFFER_CURRENCY_CODES } from './offer-rules';

/**
 * Spec §2's price sorts (per unit of the good: {@link marketPriceUnit}), then ours: best-rated sellers
 * first, and fastest delivery first (the cheaper per unit first among equals).
 */
export const MARKET_SORTS = ['price_asc', 'price_desc', 'rating', 'delivery'] as const;
export type MarketSort = (typeof MARKET_SORTS)[number];
export const MARKET_PAGE_SIZE = 24;
export const MARKET_PRODUCT_MAX_LENGTH = 80;

const queryBoolean = z.enum(['true', 'false']).transform((value) => value === 'true');
const emptyAsAbsent = (value: unknown) => (value === '' ? undefined : value);

/**
 * Filters of the market search (spec §2): every one lives in the page URL, so the same object parses
 * the browser's search params and the API's query string.
 */
export const marketQuerySchema = z.object({
  /** A server slug of the game. */
  server: z.preprocess(emptyAsAbsent, z.string().max(80).regex(SLUG_PATTERN).optional()),
  /** Text in the offer's title ("product"). */
  product: z.preprocess(emptyAsAbsent, text().trim().max(MARKET_PRODUCT_MAX_LENGTH).optional()),
  /** Delivered within this time at most. */
  delivery: z.preprocess(emptyAsAbsent, z.enum(DELIVERY_TIME_IDS).optional()),
  inStock: z.preprocess(emptyAsAbsent, queryBoolean.optional()),
  sort: z.preprocess(emptyAsAbsent, z.enum(MARKET_SORTS).default('price_asc')),
  page: z.preprocess(emptyAsAbsent, z.coerce.number().int().min(1).max(10_000).default(1)),
  pageSize: z.preprocess(emptyAsAbsent, z.coerce.number().int().min(1).max(60).default(MARKET_PAGE_SIZE)),
});
export type MarketQuery = z.output<typeof marketQuerySchema>;

export const marketParamsSchema = z.object({ slug: slugSchema, category: z.enum(CATEGORY_SLUGS) });

const moneySchema = z.object({
  price: z.string(),
  priceMinor: z.number().int(),
  currency: z.enum(OFFER_CURRENCY_CODES),
  /** How many of the good the price buys (1 for single goods). */
  bundleSize: z.number().int(),
  /** The price of the market's `priceUnit` units, a decimal finer than the currency's minor unit ("0.072"). */
  unitPrice: z.string(),
});

export const marketOfferSchema = z.object({
  id: z.string(),
  title: z.string(),
  server: z.object({ slug: z.string(), name: z.string(), region: z.string().nullable() }).nullable(),
  deliveryTime: z.enum(DELIVERY_TIME_IDS),
  price: z.string(),
  priceMinor: z.number().int(),
  currency: z.enum(OFFER_CURRENCY_CODES),
  quantity: z.number().int(),
  /** How many of the good one unit of stock holds (10,000 gold); 1 for single goods. */
  bundleSize: z.number().int(),
  /** The price of the market's `priceUnit` units of the good ("0.072" per 1,000 gold). */
  unitPrice: z.string(),
  automaticDelivery: z.boolean(),
  /** The warranty the offer carries in days (14, 30, 60, 90), null when its category carries none. */
  warrantyDays: z.number().int().nullable(),
  /** The first photo, 320 px wide, or null. */
  photoUrl: z.string().nullable(),
  seller: z.object({
    username: z.string(),
    /** The seller's uploaded avatar (a small square WebP), or null: the UI draws the initials. */
    avatarUrl: z.string().nullable(),
    positiveFeedbackPercent: z.number(),
    itemsSold: z.number().int(),
    reviewsCount: z.number().int(),
    /** When the seller was last active (ISO), null when never. */
    lastSeenAt: z.string().nullable(),
  }),
});
export type MarketOffer = z.infer<typeof marketOfferSchema>;

export const marketResponseSchema = z.object({
  game: z.object({ slug: z.string(), name: z.string() }),
  category: z.enum(CATEGORY_SLUGS),
  offers: z.array(marketOfferSchema),
  /** Offers matching the filters (all pages). */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /**
   * The number of units every `unitPrice` of the answer is for: 1,000 when the smallest bundle of the
   * matching offers holds 10,000 gold (marketPriceUnit in offer-rules), 1 for single goods.
   */
  priceUnit: z.number().int(),
  /** The cheapest and dearest matching offers per unit, and the units of stock they hold together. */
  lowestPrice: moneySchema.nullable(),
  highestPrice: moneySchema.nullable(),
  totalQuantity: z.number().int(),
});
export type MarketResponse = z.infer<typeof marketResponseSchema>;
