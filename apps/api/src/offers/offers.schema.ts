import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema';
import { gameServers, games } from '../catalog/catalog.schema';
import { createdAt } from '../db/columns';
import { orders } from '../orders/orders.schema';
import { currencyRates } from '../rates/rates.schema';

export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id),
    category: text('category').notNull(),
    serverId: uuid('server_id').references(() => gameServers.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    deliveryTime: text('delivery_time').notNull(),
    /** Integer minor units of `currency` (cents for USD). */
    priceMinor: bigint('price_minor', { mode: 'bigint' }).notNull(),
    /** An offer currency; its rate (src/rates) must exist, so the market's join never drops the offer. */
    currency: text('currency')
      .notNull()
      .references(() => currencyRates.currency),
    stock: integer('stock').notNull(),
    /** How many units of the good one unit of stock holds (10,000 gold); fixed once listed (0038). */
    bundleSize: bigint('bundle_size', { mode: 'number' }).notNull().default(1),
    photos: jsonb('photos').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    active: boolean('active').notNull().default(true),
    /** Set when staff took the offer down: the reason the seller was told. */
    moderationReason: text('moderation_reason'),
    /** Staff looked at the offer's flags and reports up to this instant (the moderation queue). */
    moderationReviewedAt: timestamp('moderation_reviewed_at', { withTimezone: true, mode: 'date' }),
    /**
     * A take-down locks the offer until staff lift it: the seller cannot switch it back on. Set with
     * the staff member who locked it (no foreign key: the lock outlives the account).
     */
    moderationLockedAt: timestamp('moderation_locked_at', { withTimezone: true, mode: 'date' }),
    moderationLockedBy: uuid('moderation_locked_by'),
    /** The seller's ban took this active offer off the market; lifting the ban puts it back. */
    takenDownByBan: boolean('taken_down_by_ban').notNull().default(false),
    /**
     * The warranty the offer carries, in days: 14 (the free platform minimum), 30, 60 or 90, in a
     * category whose warranty rule is on (src/warranty); null elsewhere. Copied onto each order.
     */
    warrantyDays: smallint('warranty_days'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('offers_price_positive', sql`${t.priceMinor} > 0`),
    check('offers_stock_nonnegative', sql`${t.stock} >= 0`),
    check('offers_photos_max_5', sql`jsonb_array_length(${t.photos}) <= 5`),
    check('offers_currency_iso', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('offers_bundle_size_positive', sql`${t.bundleSize} between 1 and 1000000000000`),
    // Behind the services: no path puts a locked or ban-held offer on the market.
    check('offers_locked_inactive', sql`${t.moderationLockedAt} is null or not ${t.active}`),
    check('offers_warranty_days', sql`${t.warrantyDays} is null or ${t.warrantyDays} in (14, 30, 60, 90)`),
    check('offers_ban_held_inactive', sql`not (${t.takenDownByBan} and ${t.active})`),
    index('offers_game_category_idx').on(t.gameId, t.category, t.active),
    index('offers_seller_idx').on(t.sellerId),
    // The back office's list of taken-down offers.
    index('offers_moderation_locked_idx')
      .on(t.moderationLockedAt)
      .where(sql`${t.moderationLockedAt} is not null`),
    index('offers_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    // The market's price sorts (src/offers/market.service.ts, priceSortCandidates): per currency, by the
    // price of one unit of the good in that currency; the rates convert across currencies (0041).
    index('offers_market_currency_unit_price_idx')
      .on(t.gameId, t.category, t.currency, sql`(${t.priceMinor}::numeric / ${t.bundleSize})`, t.id)
      .where(sql`${t.active}`),
  ],
);

/**
 * Automatic delivery (keys, gift cards, top-ups): one row per secret code, encrypted at rest
 * (src/offers/codes/code-cipher.ts). An offer with codes has as much stock as it has unsold codes.
 */
export const offerCodes = pgTable(
  'offer_codes',
  {
    id: uuid('id').primaryKey(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    /** AES-256-GCM, `v1.<base64 iv|tag|ciphertext>`, the offer id as associated data. */
    secretCiphertext: text('secret_ciphertext').notNull(),
    /** HMAC-SHA256 of the code under the same key: finds a code uploaded twice without decrypting. */
    fingerprint: text('fingerprint').notNull(),
    createdAt: createdAt(),
    soldAt: timestamp('sold_at', { withTimezone: true, mode: 'date' }),
    /** The order that received the code (the orders domain owns that table). */
    orderId: uuid('order_id'),
  },
  (t) => [
    uniqueIndex('offer_codes_offer_fingerprint_key').on(t.offerId, t.fingerprint),
    index('offer_codes_unsold_idx').on(t.offerId, t.createdAt).where(sql`${t.soldAt} is null`),
    index('offer_codes_order_idx').on(t.orderId).where(sql`${t.orderId} is not null`),
  ],
);

/** Seller reputation shown on offers (spec §3 Seller stats); the demo seed fills it. */
export const sellerStats = pgTable('seller_stats', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  itemsSold: integer('items_sold').notNull().default(0),
  /** 0.0–100.0, one decimal as sellers' profiles show it. */
  positiveFeedbackPercent: numeric('positive_feedback_percent', { precision: 4, scale: 1, mode: 'number' })
    .notNull()
    .default(100),
  reviewsCount: integer('reviews_count').notNull().default(0),
  averageAnswerMinutes: integer('average_answer_minutes'),
  bio: text('bio'),
});

/** Buyers' ratings of a seller (spec §3 Rating: stars plus comment). */
export const sellerReviews = pgTable(
  'seller_reviews',
  {
    id: uuid('id').primaryKey(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The buyer's account when it still exists; demo reviews carry only a display name. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    stars: smallint('stars').notNull(),
    comment: text('comment').notNull(),
    /** The completed order the rating is about (src/orders); null for demo reviews. */
    orderId: uuid('order_id').references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('seller_reviews_stars_range', sql`${t.stars} between 1 and 5`),
    index('seller_reviews_seller_idx').on(t.sellerId, t.createdAt),
    // A buyer rates an order once (spec §3 Rating); a retry or a race meets this index.
    uniqueIndex('seller_reviews_order_key').on(t.orderId),
  ],
);
