import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema';
import { createdAt } from '../db/columns';
import { ledgerAmount, ledgerCurrencies } from '../ledger/ledger.schema';

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
