import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { users } from '../auth/auth.schema';
import { createdAt } from '../db/columns';
import { orders } from '../orders/orders.schema';

/**
 * A card or crypto payment at a provider (wallet payments need none): of an order (`purpose` order), or
 * a top-up of the payer's wallet (`purpose` deposit: no order, `user_id` the payer).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey(),
    /** The order paid for; null for a deposit. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    /** order | deposit */
    purpose: text('purpose').notNull().default('order'),
    /** A deposit's payer (whose wallet it tops up); null for an order's payment (its buyer pays). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'restrict' }),
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
    /**
     * The sandbox's crypto refund claimed on its claim page (/order/refund/{paymentId}/): when and to
     * which testnet address (BTCPay's pull payments are claimed on BTCPay's page: never set there).
     */
    refundClaimedAt: timestamp('refund_claimed_at', { withTimezone: true, mode: 'date' }),
    refundClaimAddress: text('refund_claim_address'),
    /** The provider's refusal, or the last error while retrying. */
    refundError: text('refund_error'),
    refundAttempts: integer('refund_attempts').notNull().default(0),
    refundRequestedAt: timestamp('refund_requested_at', { withTimezone: true, mode: 'date' }),
    refundedAt: timestamp('refunded_at', { withTimezone: true, mode: 'date' }),
    /** A refund of part of the payment (a dispute settled by a split): what goes back; null: all of it. */
    refundAmount: bigint('refund_amount', { mode: 'bigint' }),
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
    /**
     * A lost chargeback the platform covered (chargeback protection: the delivery was proven), the
     * loss booked to the platform_cover account; null otherwise.
     */
    chargebackCoveredAt: timestamp('chargeback_covered_at', { withTimezone: true, mode: 'date' }),
    /**
     * Card attempts declined while the session was open (src/payments/README.md, "A declined card"):
     * the payment stays open for another card; the last decline's time. An open payment with declines
     * whose last attempt was declined fails its order as `declined` when it expires or is cancelled.
     */
    declinedAttempts: integer('declined_attempts').notNull().default(0),
    lastDeclinedAt: timestamp('last_declined_at', { withTimezone: true, mode: 'date' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'payments_status',
      sql`${t.status} in ('open', 'requires_confirmation', 'succeeded', 'declined', 'expired', 'cancelled')`,
    ),
    check(
      'payments_purpose',
      sql`(${t.purpose} = 'order' and ${t.orderId} is not null and ${t.userId} is null) or (${t.purpose} = 'deposit' and ${t.orderId} is null and ${t.userId} is not null)`,
    ),
    check('payments_amount_positive', sql`${t.amount} > 0`),
    check('payments_refund_status', sql`${t.refundStatus} in ('pending', 'refunded', 'refused')`),
    check(
      'payments_refund_amount',
      sql`${t.refundAmount} is null or (${t.refundAmount} > 0 and ${t.refundAmount} < ${t.amount})`,
    ),
    check('payments_refund_claim', sql`(${t.refundClaimedAt} is null) = (${t.refundClaimAddress} is null)`),
    // One payment per order: a declined card is retried on it while it is open; once it fails, the
    // order fails (the buyer places a new one).
    uniqueIndex('payments_order_key').on(t.orderId),
    // Webhooks name the provider's id: find the payment by it.
    uniqueIndex('payments_provider_ref_key').on(t.provider, t.providerRef),
    index('payments_user_id_idx').on(t.userId).where(sql`${t.userId} is not null`),
    // Stripe's dispute events name the PaymentIntent: find the payment by it.
    index('payments_provider_payment_ref_idx').on(t.provider, t.providerPaymentRef),
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
 * The order a refund or chargeback of this payment concerns: those start from an order, so its payment
 * is an order's (a deposit has none, and nothing refunds a deposit to its card).
 */
export function paidOrderId(payment: { id: string; orderId: string | null }): string {
  if (payment.orderId === null) throw new Error(`payment ${payment.id} is a deposit: it pays for no order`);
  return payment.orderId;
}
