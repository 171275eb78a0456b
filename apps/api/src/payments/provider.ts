import type { LedgerCurrency, PaymentProviderName } from '@lootmarket/contract';

/** What a provider's webhook event means for our payment, after its signature was verified. */
export type PaymentEventKind =
  | 'succeeded'
  | 'requires_confirmation'
  /** The session is over without payment (Stripe async_payment_failed, BTCPay InvoiceInvalid): final. */
  | 'declined'
  /**
   * One card attempt was declined, the session stays open for another card (the sandbox page's
   * declined card or denied confirmation); past the session's expiry it is a final decline.
   */
  | 'attempt_declined'
  | 'expired'
  | 'cancelled'
  /**
   * A refund the provider had accepted is reported failed (Stripe `charge.refund.updated`,
   * `refund.updated`, `refund.failed` with status `failed` or `canceled`): `refund` says which.
   */
  | 'refund_failed'
  /** A store payout is reported cancelled (BTCPay `Payout*` with `payoutState: Cancelled`): `payout` says which. */
  | 'payout_cancelled'
  /**
   * A chargeback: the payer disputed a card charge at the issuer (Stripe `charge.dispute.*`):
   * `chargeback` says which dispute, of which PaymentIntent, in what state. Recorded; moves no money.
   */
  | 'chargeback'
  /** Verified but of no interest (e.g. BTCPay InvoiceProcessing): acknowledged, no effect. */
  | 'ignored';

export interface PaymentEvent {
  /** The provider's event id: applied at most once (processed_webhook_events). */
  id: string;
  /** The provider's own type name, stored with the processed event. */
  type: string;
  kind: PaymentEventKind;
  /** Our payment id, when the event carries it (sandbox, Stripe client_reference_id, BTCPay metadata). */
  paymentId: string | null;
  /** The provider's id of the session or invoice. */
  providerRef: string | null;
  /** Stripe: the PaymentIntent of a paid Checkout Session (what a refund names); null otherwise. */
  providerPaymentRef?: string | null;
  /** Refund events (Stripe): the provider's refund and what it carries of ours (its metadata). */
  refund?: ProviderRefundUpdate | null;
  /** Payout events (BTCPay): the store payout and its state. */
  payout?: ProviderPayoutUpdate | null;
  /** Dispute events (Stripe): the chargeback. */
  chargeback?: ProviderChargeback | null;
}

/**
 * Stripe dispute states that end a chargeback (or an inquiry): won, lost, warning_closed (an
 * inquiry that did not become a chargeback), prevented.
 */
export const CHARGEBACK_CLOSED: ReadonlySet<string> = new Set(['won', 'lost', 'warning_closed', 'prevented']);

export interface ProviderChargeback {
  /** Stripe's Dispute id `dp_…`. */
  id: string;
  /** The disputed PaymentIntent (`pi_…`), as kept in `payments.provider_payment_ref`. */
  paymentIntent: string;
  /** Stripe's status: warning_needs_response, warning_under_review, warning_closed, needs_response, under_review, won, lost, prevented. */
  status: string;
  /** Stripe's reason code (fraudulent, product_not_received, general, …). */
  reason: string;
  /** Disputed amount in minor units; null when not given. */
  amount: bigint | null;
}

export interface ProviderRefundUpdate {
  /** The provider's refund id (Stripe `re_…`), as kept in `payments.refund_ref`. */
  id: string;
  /** The provider's state of it (Stripe: pending, requires_action, succeeded, failed, canceled). */
  status: string;
  /** Why it failed (Stripe `failure_reason`, e.g. `expired_or_canceled_card`); null when not given. */
  failureReason: string | null;
  /** From the refund's metadata, as we created it. */
  orderId: string | null;
  paymentId: string | null;
}

export interface ProviderPayoutUpdate {
  /** The provider's payout id, as kept in `withdrawals.provider_ref`. */
  id: string;
  /** BTCPay: AwaitingApproval, AwaitingPayment, InProgress, Completed, Cancelled. */
  state: string;
}

export interface SessionRequest {
  paymentId: string;
  /** The order paid for; null for a wallet top-up. */
  orderId: string | null;
  amount: bigint;
  currency: LedgerCurrency;
  description: string;
  expiresAt: Date;
  /** Where the provider sends the buyer afterwards (absolute URLs). */
  returnUrl: string;
  cancelUrl: string;
}

export interface ProviderSession {
  providerRef: string;
  /** The provider's hosted page; null: our own page (sandbox). */
  providerUrl: string | null;
}

/** Thrown by `parseWebhook` when the signature does not verify: the route answers 400. */
export class WebhookSignatureError extends Error {}

/**
 * A card or crypto payment provider. `createSession` is called OUTSIDE any database transaction (a
 * network call must never hold one open); `parseWebhook` verifies the signature over the raw body.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createSession(request: SessionRequest): Promise<ProviderSession>;
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentEvent;
}

export interface PayoutRequest {
  withdrawalId: string;
  amount: bigint;
  currency: LedgerCurrency;
  method: string;
  destination: string;
}

export type PayoutResult = { ok: true; ref: string } | { ok: false; reason: string };

/** Pays a withdrawal out; called outside any transaction, idempotent on `withdrawalId`. */
export interface PayoutProvider {
  readonly name: string;
  payout(request: PayoutRequest): Promise<PayoutResult>;
}

export interface RefundRequest {
  /** Our payment id and its order (the refund's idempotency: `refund-{orderId}`). */
  paymentId: string;
  orderId: string;
  /** How it was paid: a card refund goes back to the card, a crypto refund is claimed (`link`). */
  method: 'card' | 'crypto';
  /** What goes back, minor units: the whole payment, or less (a dispute settled by a split: `partial`). */
  amount: bigint;
  /** Only part of the payment goes back (Stripe: the refund's `amount`; BTCPay: a custom amount). */
  partial: boolean;
  currency: LedgerCurrency;
  /** The provider's session or invoice id (Stripe Checkout Session, BTCPay invoice). */
  providerRef: string | null;
  /** Stripe: the PaymentIntent stored from the webhook (looked up from the session when missing). */
  providerPaymentRef: string | null;
}

/**
 * ok: the provider took the refund (`link`: where the buyer claims a crypto refund, BTCPay's pull
 * payment page or the sandbox's claim page).
 */
export type RefundResult = { ok: true; ref: string; link: string | null } | { ok: false; reason: string };

/**
 * Returns a paid order's money to the original payment method; called outside any transaction,
 * idempotent on the order id. A refusal (4xx) is a result; anything uncertain (5xx, network) throws.
 */
export interface RefundProvider {
  readonly name: PaymentProviderName;
  refund(request: RefundRequest): Promise<RefundResult>;
}

export function header(headers: Record<string, string | string[] | undefined>, name: string): string | null {
  const value = headers[name.toLowerCase()];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}
