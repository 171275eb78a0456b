import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema';
import { createdAt } from '../db/columns';

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
export const ledgerAmount = (name: string) =>
  numeric(name, { precision: 39, scale: 0, mode: 'bigint' }).notNull();
const ledgerCounter = (name: string) => ledgerAmount(name).default(sql`0`);

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    currency: text('currency')
      .notNull()
      .references(() => ledgerCurrencies.code),
    /** user_wallet | platform_fee | provider_clearing | payout_clearing | platform_cover (see the CHECK). */
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
      sql`${t.kind} in ('user_wallet', 'platform_fee', 'provider_clearing', 'payout_clearing', 'platform_cover')`,
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
    // resolutions carry a pending_id, so a hold or a single transfer adds no entry (a purchase writes fewer index entries).
    uniqueIndex('ledger_transfers_pending_id_key').on(t.pendingId).where(sql`${t.pendingId} is not null`),
    index('ledger_transfers_debit_account_idx').on(t.debitAccountId, t.createdAt),
    index('ledger_transfers_credit_account_idx').on(t.creditAccountId, t.createdAt),
    // No index on order_id: an order's transfers are found by their ids, derived from the order id
    // (escrowTransferIds, paymentArrivalTransferId), so the primary key serves; an index every escrow leg
    // had to maintain was read by nothing (dropped by drizzle/0014).
    index('ledger_transfers_withdrawal_idx').on(t.withdrawalId).where(sql`${t.withdrawalId} is not null`),
  ],
);
