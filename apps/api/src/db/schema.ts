import { OFFER_CURRENCY_SORT_WEIGHTS } from '@lootmarket/contract';
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
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// UUIDs are made in JS (crypto.randomUUID): PGlite reports PostgreSQL 18 and the server runs 15, so the
// schema keeps to SQL both accept and no uuid extension is needed.
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** argon2id PHC string; null for accounts that only sign in with a provider or cannot sign in. */
    passwordHash: text('password_hash'),
    roles: text('roles').array().notNull().default(sql`'{user}'::text[]`),
    country: text('country'),
    phone: text('phone'),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    banned: boolean('banned').notNull().default(false),
    /** Why staff banned the account (the audit log keeps the history); null when not banned. */
    banReason: text('ban_reason'),
    memberSince: timestamp('member_since', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // Case-insensitive uniqueness: "Bob@x.io" and "bob@x.io" are one account.
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
  ],
);

/** The user a row belongs to; it goes when the user goes. */
const ownedBy = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: ownedBy(),
    /** sha-256 of the bearer token (hex); the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    /** Last authenticated request, written at most once a minute (auth/session-activity.ts); idle timeout. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_id_idx').on(t.userId)],
);

/** Password checked, second factor pending: a short-lived ticket traded with a TOTP code for a session. */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: uuid('id').primaryKey(),
    userId: ownedBy(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Codes tried, counted before each check: the challenge dies at LOGIN_CHALLENGE_MAX_ATTEMPTS. */
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [
    uniqueIndex('login_challenges_token_hash_key').on(t.tokenHash),
    check('login_challenges_attempts_nonnegative', sql`${t.attempts} >= 0`),
  ],
);

/**
 * Failed guesses of one secret of an account (second factor, password, mailed confirmation code),
 * across forms, challenges, sessions, addresses and processes (src/auth/attempt-limits.ts).
 */
export const accountAttemptLimits = pgTable(
  'account_attempt_limits',
  {
    userId: ownedBy(),
    scope: text('scope', { enum: ['secondFactor', 'password', 'confirmationCode'] }).notNull(),
    failures: integer('failures').notNull(),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true, mode: 'date' }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ name: 'account_attempt_limits_pkey', columns: [t.userId, t.scope] }),
    check(
      'account_attempt_limits_scope_check',
      sql`${t.scope} IN ('secondFactor', 'password', 'confirmationCode')`,
    ),
    check('account_attempt_limits_failures_positive', sql`${t.failures} > 0`),
  ],
);

/**
 * A sensitive account action confirmed by mail (src/account/confirmation-codes.service.ts): a code
 * sent to the account's verified address for one action with one subject (a withdrawal's details,
 * the authenticator being set up). Single use; a new one replaces the last of the same action.
 */
export const accountConfirmationCodes = pgTable(
  'account_confirmation_codes',
  {
    id: uuid('id').primaryKey(),
    userId: ownedBy(),
    action: text('action', { enum: ['withdrawal', 'twoFactorSetup'] }).notNull(),
    /** sha-256 of the user, the subject's hash and the code (hex): the code confirms that subject only. */
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('account_confirmation_codes_action_check', sql`${t.action} IN ('withdrawal', 'twoFactorSetup')`),
    index('account_confirmation_codes_user_action_idx').on(t.userId, t.action, t.createdAt.desc()),
  ],
);

export const oauthAccounts = pgTable(
  'oauth_accounts',
  {
    provider: text('provider').notNull(),
    providerUserId: text('provider_user_id').notNull(),
    userId: ownedBy(),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.providerUserId] }),
    index('oauth_accounts_user_id_idx').on(t.userId),
  ],
);

export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: uuid('id').primaryKey(),
    userId: ownedBy(),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('email_verification_tokens_token_hash_key').on(t.tokenHash)],
);

/**
 * A sign-up waiting for its mailbox owner (issue #18, finding 12): no account exists until the link
 * in the mail is confirmed. Tokens are stored as their sha-256, like every other token here.
 */
export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** sha-256 of the registering browser's cookie: that browser confirms without the password again. */
    browserBindingHash: text('browser_binding_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('pending_registrations_token_hash_key').on(t.tokenHash),
    index('pending_registrations_email_idx').on(sql`lower(${t.email})`),
  ],
);

export const totpCredentials = pgTable('totp_credentials', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  /** Set when the user proved the authenticator works; until then sign-in ignores this row. */
  confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
  /** Time step of the last accepted code: a code is good once (RFC 6238 §5.2). */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: createdAt(),
});

export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey(),
    userId: ownedBy(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('recovery_codes_user_id_idx').on(t.userId)],
);

/** Human-check challenges already redeemed: each proof counts once, until it expires anyway. */
export const humanCheckUses = pgTable('human_check_uses', {
  challengeId: text('challenge_id').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text_body').notNull(),
    html: text('html_body'),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    error: text('error'),
  },
  (t) => [
    index('mail_outbox_created_at_idx').on(t.createdAt),
    index('mail_outbox_to_created_at_idx').on(sql`lower(${t.to})`, t.createdAt),
  ],
);

export const games = pgTable(
  'games',
  {
    id: uuid('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    publisher: text('publisher'),
    releaseYear: smallint('release_year'),
    popularity: integer('popularity').notNull().default(0),
    giftCard: boolean('gift_card').notNull().default(false),
    platforms: text('platforms').array().notNull().default(sql`'{}'::text[]`),
    /** The in-game currency listings talk about ('Gold', 'V-Bucks'). */
    currencyName: text('currency_name'),
    /** Hidden by staff (src/admin): gone from the public catalog, kept for existing offers and orders. */
    hidden: boolean('hidden').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('games_slug_key').on(t.slug),
    index('games_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

export const gameCategories = pgTable(
  'game_categories',
  {
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    position: smallint('position').notNull().default(0),
    hidden: boolean('hidden').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.category] })],
);

export const gameServers = pgTable(
  'game_servers',
  {
    id: uuid('id').primaryKey(),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    region: text('region'),
    position: smallint('position').notNull().default(0),
    hidden: boolean('hidden').notNull().default(false),
  },
  (t) => [uniqueIndex('game_servers_game_slug_key').on(t.gameId, t.slug)],
);

/** `when 'EUR' then 10800 ...`: the sort weights of OFFER_CURRENCY_SORT_WEIGHTS as SQL. */
const currencyWeightCases = Object.entries(OFFER_CURRENCY_SORT_WEIGHTS)
  .map(([currency, weight]) => `when '${currency}' then ${weight}`)
  .join(' ');

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
    currency: text('currency').notNull(),
    stock: integer('stock').notNull(),
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
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('offers_price_positive', sql`${t.priceMinor} > 0`),
    check('offers_stock_nonnegative', sql`${t.stock} >= 0`),
    check('offers_photos_max_5', sql`jsonb_array_length(${t.photos}) <= 5`),
    check('offers_currency_iso', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    // Behind the services: no path puts a locked or ban-held offer on the market.
    check('offers_locked_inactive', sql`${t.moderationLockedAt} is null or not ${t.active}`),
    check('offers_ban_held_inactive', sql`not (${t.takenDownByBan} and ${t.active})`),
    index('offers_game_category_idx').on(t.gameId, t.category, t.active),
    index('offers_seller_idx').on(t.sellerId),
    // The back office's list of taken-down offers.
    index('offers_moderation_locked_idx')
      .on(t.moderationLockedAt)
      .where(sql`${t.moderationLockedAt} is not null`),
    index('offers_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    // Market search (src/offers/market.service.ts): one game's category, active offers, by comparable
    // price. The expression must stay the service's `comparablePrice`; new weights need a migration.
    index('offers_market_price_idx')
      .on(
        t.gameId,
        t.category,
        sql`(${t.priceMinor} * (case ${t.currency} ${sql.raw(currencyWeightCases)} else 10000 end))`,
      )
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

// ---------------------------------------------------------------------------------------------------
// Ledger (src/ledger/README.md): double-entry accounts and append-only transfers in the model of
// TigerBeetle. Balances change only through the SQL function ledger_create_transfers (migration
// 0001_ledger_functions); the CHECKs below are the last line of defence behind it.

/** Minor units of every amount are 10^-exponent of the currency (USD 2: cents; ETH 18: wei). */
export const ledgerCurrencies = pgTable(
  'ledger_currencies',
  {
    code: text('code').primaryKey(),
    exponent: smallint('exponent').notNull(),
  },
  (t) => [check('ledger_currencies_exponent_range', sql`${t.exponent} between 0 and 18`)],
);

/** Counters are numeric(39,0): an ETH balance in wei does not fit in bigint. */
const ledgerAmount = (name: string) => numeric(name, { precision: 39, scale: 0, mode: 'bigint' }).notNull();
const ledgerCounter = (name: string) => ledgerAmount(name).default(sql`0`);

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    currency: text('currency')
      .notNull()
      .references(() => ledgerCurrencies.code),
    /** user_wallet | platform_fee | provider_clearing | payout_clearing (see the CHECK). */
    kind: text('kind').notNull(),
    /** Guarded: debits (pending + posted) may never exceed posted credits. Clearing accounts are not. */
    guarded: boolean('guarded').notNull(),
    debitsPending: ledgerCounter('debits_pending'),
    debitsPosted: ledgerCounter('debits_posted'),
    creditsPending: ledgerCounter('credits_pending'),
    creditsPosted: ledgerCounter('credits_posted'),
    /** The wallet's owner; money never vanishes with a user, so deleting one with an account fails. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'restrict' }),
    /**
     * Platform accounts every purchase touches (the fee account) are split into shards, so that
     * concurrent purchases do not all queue on one row lock; their balance is the sum of the shards.
     */
    shard: smallint('shard').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'ledger_accounts_kind',
      sql`${t.kind} in ('user_wallet', 'platform_fee', 'provider_clearing', 'payout_clearing')`,
    ),
    check('ledger_accounts_wallet_owner', sql`(${t.kind} = 'user_wallet') = (${t.userId} is not null)`),
    check(
      'ledger_accounts_counters_nonnegative',
      sql`${t.debitsPending} >= 0 and ${t.debitsPosted} >= 0 and ${t.creditsPending} >= 0 and ${t.creditsPosted} >= 0`,
    ),
    // The overdraft rule itself: what a guarded account owes (pending included) stays covered.
    check(
      'ledger_accounts_guarded_no_overdraft',
      sql`not ${t.guarded} or ${t.debitsPending} + ${t.debitsPosted} <= ${t.creditsPosted}`,
    ),
    check('ledger_accounts_shard', sql`${t.shard} >= 0 and (${t.kind} <> 'user_wallet' or ${t.shard} = 0)`),
    // One wallet per user and currency; one platform account per kind, currency and shard.
    unique('ledger_accounts_owner_key').on(t.kind, t.currency, t.userId, t.shard).nullsNotDistinct(),
  ],
);

export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    /** Chosen by the client: a retried request carries the same id and has no second effect. */
    id: uuid('id').primaryKey(),
    debitAccountId: bigint('debit_account_id', { mode: 'bigint' })
      .notNull()
      .references(() => ledgerAccounts.id),
    creditAccountId: bigint('credit_account_id', { mode: 'bigint' })
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Single and pending: the amount moved. Post: the amount posted. Void: the pending amount released. */
    amount: ledgerAmount('amount'),
    /** Equal to both accounts' currency (the function checks it; no FK: a hot key-share lock per row). */
    currency: text('currency').notNull(),
    /** single | pending | post_pending | void_pending */
    kind: text('kind').notNull(),
    pendingId: uuid('pending_id').references((): AnyPgColumn => ledgerTransfers.id),
    /** Pending only: after expires_at the pending can be voided but no longer posted. */
    timeoutSeconds: integer('timeout_seconds'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    orderId: uuid('order_id'),
    withdrawalId: uuid('withdrawal_id'),
    createdAt: createdAt(),
  },
  (t) => [
    check('ledger_transfers_kind', sql`${t.kind} in ('single', 'pending', 'post_pending', 'void_pending')`),
    check('ledger_transfers_amount_positive', sql`${t.amount} > 0`),
    check('ledger_transfers_distinct_accounts', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
    check(
      'ledger_transfers_pending_id_iff_resolution',
      sql`(${t.pendingId} is not null) = (${t.kind} in ('post_pending', 'void_pending'))`,
    ),
    check(
      'ledger_transfers_timeout_only_pending',
      sql`(${t.timeoutSeconds} is null or ${t.kind} = 'pending') and (${t.timeoutSeconds} is null) = (${t.expiresAt} is null)`,
    ),
    // Each pending is posted or voided at most once, whatever races or retries happen. Partial: only
    // resolutions carry a pending_id, so a hold or a single transfer adds no entry (issue 8 budget).
    uniqueIndex('ledger_transfers_pending_id_key').on(t.pendingId).where(sql`${t.pendingId} is not null`),
    index('ledger_transfers_debit_account_idx').on(t.debitAccountId, t.createdAt),
    index('ledger_transfers_credit_account_idx').on(t.creditAccountId, t.createdAt),
    // No index on order_id: an order's transfers are found by their ids, derived from the order id
    // (escrowTransferIds, paymentArrivalTransferId), so the primary key serves; an index every escrow leg
    // had to maintain was read by nothing (dropped by drizzle/0014).
    index('ledger_transfers_withdrawal_idx').on(t.withdrawalId).where(sql`${t.withdrawalId} is not null`),
  ],
);

// ---------------------------------------------------------------------------------------------------
// Notifications (src/notifications): written in the transaction of what they report, pushed after it
// commits. The row is the truth; the socket push is a hint the snapshot on SUBSCRIBE catches up with.

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey(),
    userId: ownedBy(),
    /** NOTIFICATION_KINDS of the contract; the browser words it from kind + params in its language. */
    kind: text('kind').notNull(),
    /** The panel tab: messages | sales | payments. */
    category: text('category').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default(sql`'{}'::jsonb`),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('notifications_category', sql`${t.category} in ('messages', 'sales', 'payments')`),
    // The panel: one user's notifications newest first, one page at a time (id breaks ties).
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // The bell: unread count on every SUBSCRIBE and every push; only unread rows are in it.
    index('notifications_user_unread_idx').on(t.userId, t.createdAt.desc()).where(sql`${t.readAt} is null`),
  ],
);

// ---------------------------------------------------------------------------------------------------
// Chat (src/chat): one conversation per (offer, buyer), or per order, between buyer and seller.

export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey(),
    /** The offer the buyer asks about; kept when the offer goes (set null), the history stays. */
    offerId: uuid('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    /** The order's purchase chat; orders have no table yet, so no foreign key until they do. */
    orderId: uuid('order_id'),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Read state: each side has read everything up to this instant. */
    buyerReadAt: timestamp('buyer_read_at', { withTimezone: true, mode: 'date' }),
    sellerReadAt: timestamp('seller_read_at', { withTimezone: true, mode: 'date' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    check('conversations_two_people', sql`${t.buyerId} <> ${t.sellerId}`),
    // Get-or-create is race-free: two tabs opening the same purchase chat meet on this key.
    uniqueIndex('conversations_offer_buyer_key').on(t.offerId, t.buyerId).where(sql`${t.orderId} is null`),
    uniqueIndex('conversations_order_key').on(t.orderId).where(sql`${t.orderId} is not null`),
    index('conversations_buyer_idx').on(t.buyerId, t.lastMessageAt.desc()),
    index('conversations_seller_idx').on(t.sellerId, t.lastMessageAt.desc()),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** The contract's external-contact detector matched: shown to moderators, the message still goes. */
    flaggedContacts: boolean('flagged_contacts').notNull().default(false),
    /** The sender's own id for the message, echoed back so its composer can match it. */
    clientId: text('client_id'),
    createdAt: createdAt(),
  },
  (t) => [
    check('chat_messages_body_length', sql`char_length(${t.body}) between 1 and 2000`),
    // History newest first, older pages on scroll; unread counts walk the same index.
    index('chat_messages_conversation_created_idx').on(t.conversationId, t.createdAt.desc(), t.id.desc()),
    index('chat_messages_flagged_idx').on(t.createdAt).where(sql`${t.flaggedContacts}`),
  ],
);

// ---------------------------------------------------------------------------------------------------
// Back office (src/admin): every staff action, written in the transaction of the action itself.

export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey(),
    /** No foreign key: the record outlives the account that acted. */
    actorId: uuid('actor_id').notNull(),
    /** The actor's roles at the time: what rights the action was taken with. */
    actorRoles: text('actor_roles').array().notNull(),
    /** ADMIN_AUDIT_ACTIONS of the contract ('user.ban', 'withdrawal.approve', ...). */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    /** The reason or note staff gave (ban reason, refund note, ...). */
    reason: text('reason'),
    requestId: text('request_id'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // The audit page: newest first, one page at a time (id breaks ties).
    index('admin_audit_log_at_idx').on(t.at.desc(), t.id.desc()),
    // "What did this staff member do": filter by actor.
    index('admin_audit_log_actor_idx').on(t.actorId, t.at.desc()),
    // "What happened to this user / order / offer": a target's history.
    index('admin_audit_log_target_idx').on(t.targetType, t.targetId, t.at.desc()),
    // "Every ban this month": filter by action.
    index('admin_audit_log_action_idx').on(t.action, t.at.desc()),
  ],
);

// ---------------------------------------------------------------------------------------------------
// Help desk (src/tickets): tickets from the profile, the contact form and offer reports; a thread of
// replies; attachments on disk (the rows hold what was checked by content).

export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey(),
    /** The account that asked; null for a guest's contact form. Its tickets go with the account. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** TICKET_TYPES of the contract: General | Account | Payment | Technical | Other. */
    type: text('type').notNull(),
    /** TICKET_TOPICS: what the list filters of spec §3 select on; null appears under "all" only. */
    topic: text('topic'),
    /** profile | contact | offer_report */
    source: text('source').notNull(),
    status: text('status').notNull().default('open'),
    /** Checked against the asker's own orders (the orders domain answers), so no foreign key here. */
    orderId: uuid('order_id'),
    /** The reported offer; the report stays when the offer goes. */
    offerId: uuid('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    reportReason: text('report_reason'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    contactEmail: text('contact_email').notNull(),
    phone: text('phone'),
    notifyOnAnswer: boolean('notify_on_answer').notNull().default(false),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** Last activity (a reply, a status change): lists sort by it. */
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The first staff reply: time to first reply = first_reply_at - created_at. */
    firstReplyAt: timestamp('first_reply_at', { withTimezone: true, mode: 'date' }),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('tickets_type', sql`${t.type} in ('General', 'Account', 'Payment', 'Technical', 'Other')`),
    check('tickets_status', sql`${t.status} in ('open', 'answered', 'closed')`),
    check('tickets_source', sql`${t.source} in ('profile', 'contact', 'offer_report')`),
    check(
      'tickets_topic',
      sql`${t.topic} is null or ${t.topic} in ('payment', 'technical', 'fraud', 'offerReport', 'productReturn', 'feedback', 'account', 'transaction')`,
    ),
    check('tickets_report_has_offer', sql`(${t.source} = 'offer_report') = (${t.reportReason} is not null)`),
    check('tickets_profile_has_user', sql`${t.source} = 'contact' or ${t.userId} is not null`),
    // "My tickets": one user's tickets by last activity, a page at a time (id breaks ties).
    index('tickets_user_updated_idx').on(t.userId, t.updatedAt.desc(), t.id.desc()),
    // The support inbox: by status (open first), newest activity first.
    index('tickets_status_updated_idx').on(t.status, t.updatedAt.desc(), t.id.desc()),
    // Inbox search by words of the title across every ticket.
    index('tickets_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    // One open report per offer and reporter: a second click does not open a second ticket.
    uniqueIndex('tickets_open_report_key')
      .on(t.offerId, t.userId)
      .where(sql`${t.source} = 'offer_report' and ${t.status} <> 'closed'`),
  ],
);

export const ticketReplies = pgTable(
  'ticket_replies',
  {
    id: uuid('id').primaryKey(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    /** Null once the author's account is gone; the reply stays in the thread. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** user (the asker) | support (staff) */
    authorRole: text('author_role').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('ticket_replies_author_role', sql`${t.authorRole} in ('user', 'support')`),
    check('ticket_replies_body_length', sql`char_length(${t.body}) between 1 and 5000`),
    // The thread, oldest first.
    index('ticket_replies_ticket_created_idx').on(t.ticketId, t.createdAt, t.id),
  ],
);

export const ticketAttachments = pgTable(
  'ticket_attachments',
  {
    /** Also the file's name on disk (`<uploads>/tickets/<id>`): never the user's file name. */
    id: uuid('id').primaryKey(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    /** The name the user gave, shown and offered on download only. */
    fileName: text('file_name').notNull(),
    /** What the content is (sniffed), not what the upload claimed. */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'ticket_attachments_content_type',
      sql`${t.contentType} in ('image/jpeg', 'image/png', 'image/webp', 'application/pdf')`,
    ),
    index('ticket_attachments_ticket_idx').on(t.ticketId),
  ],
);

// ---------------------------------------------------------------------------------------------------
// Orders, payments, wallets and withdrawals (src/orders, src/payments, src/wallet, src/withdrawals;
// issue #8). Money of an order is in the offer's currency, bigint minor units; withdrawals may be in any
// ledger currency (ETH in wei), so they use the ledger's numeric(39,0). Balances live only in the
// ledger: these rows say what a movement was for and where its lifecycle stands.

/** Statuses of an order and where its money is; the CHECKs keep the two in agreement. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The offer may be deleted later; the order keeps a copy of what was bought. */
    offerId: uuid('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id),
    category: text('category').notNull(),
    offerTitle: text('offer_title').notNull(),
    offerDescription: text('offer_description').notNull(),
    offerImage: text('offer_image'),
    automaticDelivery: boolean('automatic_delivery').notNull(),
    quantity: integer('quantity').notNull(),
    currency: text('currency').notNull(),
    unitPrice: bigint('unit_price', { mode: 'bigint' }).notNull(),
    subtotal: bigint('subtotal', { mode: 'bigint' }).notNull(),
    /** Added to the subtotal: the buyer pays total = subtotal + buyer_fee. */
    buyerFee: bigint('buyer_fee', { mode: 'bigint' }).notNull(),
    /** Kept from the seller's side: the seller receives seller_net = subtotal − seller_fee. */
    sellerFee: bigint('seller_fee', { mode: 'bigint' }).notNull(),
    sellerNet: bigint('seller_net', { mode: 'bigint' }).notNull(),
    total: bigint('total', { mode: 'bigint' }).notNull(),
    /** wallet | card | crypto */
    paymentMethod: text('payment_method').notNull(),
    /** pending | completed | failed (spec §4) */
    status: text('status').notNull(),
    /** awaiting_payment | held | released | refunded | failed */
    escrow: text('escrow').notNull(),
    /** declined | expired | cancelled | refunded */
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    failedAt: timestamp('failed_at', { withTimezone: true, mode: 'date' }),
    /** Paid and pending: when the auto-release job pays the seller unless a dispute is open. */
    releaseAt: timestamp('release_at', { withTimezone: true, mode: 'date' }),
    /** open | released | refunded; null: never disputed. */
    disputeStatus: text('dispute_status'),
    disputeReason: text('dispute_reason'),
    disputeOpenedAt: timestamp('dispute_opened_at', { withTimezone: true, mode: 'date' }),
    disputeResolvedAt: timestamp('dispute_resolved_at', { withTimezone: true, mode: 'date' }),
    disputeNote: text('dispute_note'),
    /** The buyer confirmed delivery (a held confirmation keeps the order pending: release_hold). */
    buyerConfirmedAt: timestamp('buyer_confirmed_at', { withTimezone: true, mode: 'date' }),
    /**
     * Why the release to the seller is held for staff review (only 'seller_banned'): the money stays
     * in escrow until the seller is unbanned or staff decide (src/orders/README.md "Banned sellers").
     */
    releaseHold: text('release_hold'),
    releaseHeldAt: timestamp('release_held_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('orders_status', sql`${t.status} in ('pending', 'completed', 'failed')`),
    check(
      'orders_escrow',
      sql`${t.escrow} in ('awaiting_payment', 'held', 'released', 'refunded', 'failed')`,
    ),
    check('orders_payment_method', sql`${t.paymentMethod} in ('wallet', 'card', 'crypto')`),
    // The order's state and its money agree: completed ⇔ released; failed ⇒ refunded or never taken.
    check(
      'orders_status_matches_escrow',
      sql`(${t.status} = 'pending' and ${t.escrow} in ('awaiting_payment', 'held'))
       or (${t.status} = 'completed' and ${t.escrow} = 'released')
       or (${t.status} = 'failed' and ${t.escrow} in ('refunded', 'failed'))`,
    ),
    check('orders_buyer_not_seller', sql`${t.buyerId} <> ${t.sellerId}`),
    check('orders_quantity_positive', sql`${t.quantity} > 0`),
    check(
      'orders_amounts',
      sql`${t.subtotal} = ${t.unitPrice} * ${t.quantity} and ${t.total} = ${t.subtotal} + ${t.buyerFee}
       and ${t.sellerNet} = ${t.subtotal} - ${t.sellerFee} and ${t.buyerFee} >= 0 and ${t.sellerFee} >= 0
       and ${t.sellerNet} > 0`,
    ),
    check(
      'orders_dispute_status',
      sql`${t.disputeStatus} is null or ${t.disputeStatus} in ('open', 'released', 'refunded')`,
    ),
    // "My purchases" / "my sales", newest first, a page at a time.
    index('orders_buyer_created_idx').on(t.buyerId, t.createdAt.desc(), t.id.desc()),
    index('orders_seller_created_idx').on(t.sellerId, t.createdAt.desc(), t.id.desc()),
    // The admin's dispute queue: open disputes, oldest first.
    index('orders_open_disputes_idx').on(t.disputeOpenedAt).where(sql`${t.disputeStatus} = 'open'`),
    check(
      'orders_release_hold',
      sql`(${t.releaseHold} is null and ${t.releaseHeldAt} is null)
       or (${t.releaseHold} = 'seller_banned' and ${t.releaseHeldAt} is not null and ${t.status} = 'pending' and ${t.escrow} = 'held')`,
    ),
    // Staff's "payout held" filter (admin order search).
    index('orders_release_held_idx').on(t.releaseHeldAt).where(sql`${t.releaseHold} is not null`),
  ],
);

/**
 * Files the buyer and the seller hand in while an order's dispute is open (screenshots, receipts), for
 * the admin who decides it. At most DISPUTE_EVIDENCE_MAX_FILES per order, counted under the order's row
 * lock (src/orders/dispute-evidence.ts). Kept after the decision: it is the record of why.
 */
export const disputeEvidence = pgTable(
  'dispute_evidence',
  {
    /** Also the file's name on disk (`<uploads>/disputes/<id>`): never the user's file name. */
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    uploaderId: uuid('uploader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The uploader's side of the order when they uploaded (buyer or seller). */
    uploaderSide: text('uploader_side').notNull(),
    /** The name the user gave, cleaned; shown and offered on download only. */
    fileName: text('file_name').notNull(),
    /** What the content is (sniffed), not what the upload claimed. */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('dispute_evidence_uploader_side', sql`${t.uploaderSide} in ('buyer', 'seller')`),
    check(
      'dispute_evidence_content_type',
      sql`${t.contentType} in ('image/jpeg', 'image/png', 'image/webp', 'application/pdf')`,
    ),
    check('dispute_evidence_size_positive', sql`${t.sizeBytes} > 0`),
    // An order's files, oldest first.
    index('dispute_evidence_order_idx').on(t.orderId, t.createdAt, t.id),
  ],
);

/** A card or crypto payment of an order at a provider (wallet payments need none). */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** sandbox | stripe | btcpay */
    provider: text('provider').notNull(),
    /** card | crypto */
    method: text('method').notNull(),
    /** open | requires_confirmation | succeeded | declined | expired | cancelled */
    status: text('status').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    /** The provider's id (Stripe Checkout Session, BTCPay invoice); the sandbox uses ours. */
    providerRef: text('provider_ref'),
    /** The provider's hosted page (Stripe, BTCPay); null for the sandbox (our own page). */
    providerUrl: text('provider_url'),
    /** Stripe: the PaymentIntent of the paid Checkout Session (what a refund names). */
    providerPaymentRef: text('provider_payment_ref'),
    /**
     * The refund to the original payment method (src/payments/refunds.service.ts): null (none),
     * pending (the money held in the wallet, the `payment.refund` job calling the provider),
     * refunded (the provider took it, the hold posted), refused (voided: the money stays in the wallet).
     */
    refundStatus: text('refund_status'),
    /** The provider's refund (Stripe re_…, BTCPay pull payment, sandbox). */
    refundRef: text('refund_ref'),
    /** Where the buyer claims the refund (BTCPay's pull payment page); null for cards. */
    refundLink: text('refund_link'),
    /** The provider's refusal, or the last error while retrying. */
    refundError: text('refund_error'),
    refundAttempts: integer('refund_attempts').notNull().default(0),
    refundRequestedAt: timestamp('refund_requested_at', { withTimezone: true, mode: 'date' }),
    refundedAt: timestamp('refunded_at', { withTimezone: true, mode: 'date' }),
    /**
     * A chargeback: the payer disputed the charge at the card issuer (Stripe Dispute `dp_…`,
     * src/payments/chargebacks.service.ts). Null: none. Recorded from the verified webhook, never
     * moving money; `chargeback_status` is Stripe's (warning_needs_response, needs_response,
     * under_review, won, lost, warning_closed, prevented, …).
     */
    chargebackRef: text('chargeback_ref'),
    chargebackStatus: text('chargeback_status'),
    /** Stripe's reason code (fraudulent, product_not_received, …). */
    chargebackReason: text('chargeback_reason'),
    /** What the issuer disputes, in the payment's currency's minor units. */
    chargebackAmount: bigint('chargeback_amount', { mode: 'bigint' }),
    chargebackOpenedAt: timestamp('chargeback_opened_at', { withTimezone: true, mode: 'date' }),
    chargebackUpdatedAt: timestamp('chargeback_updated_at', { withTimezone: true, mode: 'date' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'payments_status',
      sql`${t.status} in ('open', 'requires_confirmation', 'succeeded', 'declined', 'expired', 'cancelled')`,
    ),
    check('payments_amount_positive', sql`${t.amount} > 0`),
    check('payments_refund_status', sql`${t.refundStatus} in ('pending', 'refunded', 'refused')`),
    // One payment per order: a failed payment fails the order (the buyer places a new one).
    uniqueIndex('payments_order_key').on(t.orderId),
    // Webhooks name the provider's id: find the payment by it.
    uniqueIndex('payments_provider_ref_key').on(t.provider, t.providerRef),
    // Stripe's dispute events name the PaymentIntent: find the payment by it.
    index('payments_provider_payment_ref_idx').on(t.provider, t.providerPaymentRef),
  ],
);

/**
 * Idempotency keys of money-moving requests: the first request with a key stores its answer, a retry
 * with the same body gets that answer again, another body under the key is refused. Kept ≥ 24 h.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The caller and the operation ("<userId> POST /api/v1/orders"): keys of different users never meet. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the canonical request body (and path parameters). */
    requestHash: text('request_hash').notNull(),
    /** Null while the first request is still running. */
    statusCode: integer('status_code'),
    response: jsonb('response').$type<unknown>(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    // The clean-up job deletes expired keys in run_at order.
    index('idempotency_keys_expires_idx').on(t.expiresAt),
  ],
);

/** Webhook events already applied: inserted in the transaction of the effect, so a replay is a no-op. */
export const processedWebhookEvents = pgTable(
  'processed_webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * Durable timed jobs (auto-release of an order's escrow, payment expiry, clean-ups). A worker in each
 * API process claims due rows with FOR UPDATE SKIP LOCKED and finishes each in the transaction of its
 * effect: a job survives restarts and runs once across processes.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey(),
    /** order.auto_release | payment.expire | withdrawal.payout (leased: see src/jobs/jobs.service.ts) */
    kind: text('kind').notNull(),
    /** What it is about (an order id, a payment id); (kind, subject) is unique. */
    subject: text('subject').notNull(),
    runAt: timestamp('run_at', { withTimezone: true, mode: 'date' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('jobs_kind_subject_key').on(t.kind, t.subject),
    // The worker's poll: due jobs not done yet, by run_at.
    index('jobs_due_idx').on(t.runAt).where(sql`${t.doneAt} is null`),
  ],
);

/** Fee rules of purchases: one per category, 'default' for the rest (defaults in src/orders/README.md). */
export const purchaseFeeRules = pgTable(
  'purchase_fee_rules',
  {
    /** A category slug, or 'default'. */
    scope: text('scope').primaryKey(),
    buyerFeeBps: integer('buyer_fee_bps').notNull(),
    sellerFeeBps: integer('seller_fee_bps').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'purchase_fee_rules_bps',
      sql`${t.buyerFeeBps} between 0 and 5000 and ${t.sellerFeeBps} between 0 and 5000`,
    ),
  ],
);

/** The stated withdrawal fees and review times: one row (id 1) once an admin changed the defaults. */
export const withdrawalFeeRules = pgTable(
  'withdrawal_fee_rules',
  {
    id: smallint('id').primaryKey(),
    standardFeeBps: integer('standard_fee_bps').notNull(),
    vipFeeBps: integer('vip_fee_bps').notNull(),
    standardReviewHours: integer('standard_review_hours').notNull(),
    vipReviewHours: integer('vip_review_hours').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('withdrawal_fee_rules_single_row', sql`${t.id} = 1`),
    check(
      'withdrawal_fee_rules_bps',
      sql`${t.standardFeeBps} between 0 and 5000 and ${t.vipFeeBps} between 0 and 5000`,
    ),
  ],
);

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    currency: text('currency')
      .notNull()
      .references(() => ledgerCurrencies.code),
    /** Taken from the wallet (held at once as pending transfers): payout + fee. */
    amount: ledgerAmount('amount'),
    fee: ledgerAmount('fee'),
    payout: ledgerAmount('payout'),
    /** bank_transfer | paypal | crypto | stripe (Stripe Connect account acct_…) */
    method: text('method').notNull(),
    destination: text('destination').notNull(),
    vip: boolean('vip').notNull(),
    /** pending_review | approved | paid | rejected | failed */
    status: text('status').notNull(),
    reason: text('reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    /** The payout provider's reference. */
    providerRef: text('provider_ref'),
    /** Payout calls since the (last) approval; the withdrawal.payout job retries with backoff. */
    payoutAttempts: integer('payout_attempts').notNull().default(0),
    /** Why the last payout call did not finish (unreachable provider, 5xx); null when none failed. */
    payoutError: text('payout_error'),
    /**
     * Set when an admin approved it knowing the requester was banned (the override, audited). The
     * payout job pays a banned requester only then; each approval sets or clears it.
     */
    banOverrideAt: timestamp('ban_override_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'withdrawals_status',
      sql`${t.status} in ('pending_review', 'approved', 'paid', 'rejected', 'failed')`,
    ),
    check('withdrawals_method', sql`${t.method} in ('bank_transfer', 'paypal', 'crypto', 'stripe')`),
    check(
      'withdrawals_amounts',
      sql`${t.payout} > 0 and ${t.fee} >= 0 and ${t.amount} = ${t.payout} + ${t.fee}`,
    ),
    // The approver is never the requester (the service checks it too; this is the last line).
    check('withdrawals_not_self_decided', sql`${t.decidedBy} is null or ${t.decidedBy} <> ${t.userId}`),
    // "My withdrawals", newest first.
    index('withdrawals_user_created_idx').on(t.userId, t.createdAt.desc()),
    // The admin queue: standard and VIP apart, by status, oldest first.
    index('withdrawals_queue_idx').on(t.vip, t.status, t.createdAt),
    // A payout provider's webhook names its payout (BTCPay PayoutUpdated): found by that reference.
    index('withdrawals_provider_ref_idx').on(t.providerRef).where(sql`${t.providerRef} is not null`),
  ],
);
