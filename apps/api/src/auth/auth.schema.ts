import type { Locale } from '@lootmarket/i18n/locale-detection';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';

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
    /** The uploaded avatar (a square WebP of the photo pipeline, photo-urls.ts); null: initials. */
    avatarPhotoId: uuid('avatar_photo_id'),
    /**
     * The language the user reads Lootmarket in, for mails (account-locale.ts): the one they chose in
     * the app, recorded from the `lang` cookie of their signed-in requests; null until then (English).
     */
    locale: text('locale').$type<Locale>(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // Case-insensitive uniqueness: "Bob@x.io" and "bob@x.io" are one account.
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    check(
      'users_locale',
      sql`${t.locale} is null or ${t.locale} in ('en', 'pl', 'pt-BR', 'de', 'ru', 'ja', 'zh')`,
    ),
  ],
);

/** The user a row belongs to; it goes when the user goes. */
export const ownedBy = () =>
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

/**
 * The columns of a link mailed to an account's address (e-mail confirmation, password reset): the
 * token's sha-256 (the token itself is never stored), the address it went to, when it expires and when
 * it was used. Each table gets its own column builders.
 */
const mailedLinkColumns = () => ({
  id: uuid('id').primaryKey(),
  userId: ownedBy(),
  tokenHash: text('token_hash').notNull(),
  email: text('email').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
});

export const emailVerificationTokens = pgTable('email_verification_tokens', mailedLinkColumns(), (t) => [
  uniqueIndex('email_verification_tokens_token_hash_key').on(t.tokenHash),
]);

/**
 * A sign-up waiting for its mailbox owner: no account exists until the link
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

/**
 * "Forgot password?" links: single use (`used_at`), one hour, stored as the token's sha-256.
 * Bound to the address the mail went to: after the account's e-mail changes, the old link opens nothing.
 */
export const passwordResetTokens = pgTable('password_reset_tokens', mailedLinkColumns(), (t) => [
  uniqueIndex('password_reset_tokens_token_hash_key').on(t.tokenHash),
  index('password_reset_tokens_user_id_idx').on(t.userId),
]);

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
