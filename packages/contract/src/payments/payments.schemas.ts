import { z } from 'zod';
import { ledgerAmountSchema, ledgerCurrencySchema } from '../ledger/ledger.schemas';
import { text } from '../validation/text';

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe', 'btcpay'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * A card or crypto payment: open (waiting for the buyer), requires_confirmation (the card needs an
 * extra step, 3-D Secure style), then exactly one of succeeded, declined, expired, cancelled.
 */
export const PAYMENT_STATUSES = [
  'open',
  'requires_confirmation',
  'succeeded',
  'declined',
  'expired',
  'cancelled',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);

/** Route of the hosted sandbox payment page in the web app (bare /order/ layout). */
export const SANDBOX_PAYMENT_PAGE_PATH = '/order/pay/{paymentId}/';
export function sandboxPaymentPagePath(paymentId: string): string {
  return SANDBOX_PAYMENT_PAGE_PATH.replace('{paymentId}', paymentId);
}

/**
 * Route of the sandbox's crypto refund claim page in the web app: the sandbox's stand-in for
 * BTCPay's pull payment page, where the buyer claims a refund to an address of their own.
 */
export const SANDBOX_REFUND_CLAIM_PAGE_PATH = '/order/refund/{paymentId}/';
export function sandboxRefundClaimPagePath(paymentId: string): string {
  return SANDBOX_REFUND_CLAIM_PAGE_PATH.replace('{paymentId}', paymentId);
}

export const SANDBOX_CARD_OUTCOMES = ['succeed', 'decline', 'confirm'] as const;
export type SandboxCardOutcome = (typeof SANDBOX_CARD_OUTCOMES)[number];

/**
 * The sandbox's test cards (any future expiry, any 3-digit CVC): the number decides the outcome.
 * Any other number that passes the Luhn check is declined.
 */
export const SANDBOX_TEST_CARDS = [
  { number: '4242424242424242', brand: 'visa', outcome: 'succeed', label: 'Visa — payment succeeds' },
  {
    number: '5555555555554444',
    brand: 'mastercard',
    outcome: 'succeed',
    label: 'Mastercard — payment succeeds',
  },
  { number: '4000000000000002', brand: 'visa', outcome: 'decline', label: 'Visa — card declined' },
  {
    number: '4000000000003220',
    brand: 'visa',
    outcome: 'confirm',
    label: 'Visa — needs an extra confirmation (3-D Secure)',
  },
] as const satisfies readonly { number: string; brand: string; outcome: SandboxCardOutcome; label: string }[];

export const sandboxTestCardSchema = z.object({
  number: z.string(),
  brand: z.string(),
  outcome: z.enum(SANDBOX_CARD_OUTCOMES),
  label: z.string(),
});

export const paymentParamsSchema = z.object({ paymentId: z.uuid() });

/** GET /api/v1/payments/{paymentId}: what the payment page shows (the buyer's own payments only). */
/** What a payment pays for: an order (checkout) or a top-up of the payer's wallet. */
export const PAYMENT_PURPOSES = ['order', 'deposit'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

export const paymentSessionSchema = z.object({
  id: z.uuid(),
  purpose: z.enum(PAYMENT_PURPOSES),
  /** The order paid for; null for a wallet top-up. */
  orderId: z.uuid().nullable(),
  provider: z.enum(PAYMENT_PROVIDERS),
  method: z.enum(['card', 'crypto']),
  status: paymentStatusSchema,
  amount: ledgerAmountSchema,
  currency: ledgerCurrencySchema,
  /** The offer title and quantity being paid for; empty for a wallet top-up (the page names it). */
  description: z.string(),
  createdAt: z.string(),
  /** After this the payment expires (crypto invoices; card sessions too). */
  expiresAt: z.string(),
  /** Sandbox card payments: the test cards to try. Empty otherwise. */
  testCards: z.array(sandboxTestCardSchema),
  /** Sandbox crypto payments: the test invoice (confirm or let expire on the page). */
  cryptoInvoice: z
    .object({
      /** A made-up address for the test network. */
      address: z.string(),
      /** The crypto asset shown; the amount is charged in `currency`. */
      asset: z.string(),
    })
    .nullable(),
  /** Stripe / BTCPay: the provider's hosted page; sandbox: null (the page is ours). */
  providerUrl: z.string().nullable(),
  /**
   * Card attempts declined so far while the session was open: the payment stays open for another
   * card until it expires. The page says "Your card was declined" when the payment is `open` with a
   * decline (its last attempt was declined).
   */
  declinedAttempts: z.number().int().nonnegative(),
  /** When the last card attempt was declined; null: none was. */
  lastDeclinedAt: z.string().nullable(),
  /** Where to go when finished: the order's transaction details, or the wallet after a top-up. */
  returnUrl: z.string(),
});
export type PaymentSession = z.infer<typeof paymentSessionSchema>;

/** POST /api/v1/payments/{paymentId}/sandbox/card: pay with a test card. */
export const sandboxCardRequestSchema = z.object({
  number: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^[0-9]{12,19}$/)),
  /** MM/YY, in the future. */
  expiry: z.string().regex(/^(0[1-9]|1[0-2])\/[0-9]{2}$/),
  cvc: z.string().regex(/^[0-9]{3,4}$/),
  name: text().trim().min(1).max(100),
});
export type SandboxCardRequest = z.input<typeof sandboxCardRequestSchema>;

/** POST /api/v1/payments/{paymentId}/sandbox/confirm: the extra confirmation step (approve or deny). */
export const sandboxConfirmRequestSchema = z.object({ approve: z.boolean() });
export type SandboxConfirmRequest = z.input<typeof sandboxConfirmRequestSchema>;

/** POST /api/v1/payments/{paymentId}/sandbox/crypto: settle the test invoice or let it expire. */
export const sandboxCryptoRequestSchema = z.object({ outcome: z.enum(['confirm', 'expire']) });
export type SandboxCryptoRequest = z.input<typeof sandboxCryptoRequestSchema>;

/**
 * A Bitcoin test-network address (the sandbox's refunds go to no real network): bech32 `tb1…`
 * (lower case) or base58 `m…`, `n…`, `2…`.
 */
export const TESTNET_ADDRESS = /^(tb1[02-9ac-hj-np-z]{8,87}|[mn2][1-9A-HJ-NP-Za-km-z]{25,34})$/;

/** GET /api/v1/payments/{paymentId}/sandbox/refund-claim: the sandbox's crypto refund claim page (the buyer only). */
export const sandboxRefundClaimSchema = z.object({
  paymentId: z.uuid(),
  orderId: z.uuid(),
  amount: ledgerAmountSchema,
  currency: ledgerCurrencySchema,
  /** The crypto asset the refund is paid in (a test network). */
  asset: z.string(),
  refundedAt: z.string(),
  /** When and to which address it was claimed; both null until then. */
  claimedAt: z.string().nullable(),
  address: z.string().nullable(),
  /** The order's transaction details page. */
  returnUrl: z.string(),
});
export type SandboxRefundClaim = z.infer<typeof sandboxRefundClaimSchema>;

/** POST /api/v1/payments/{paymentId}/sandbox/refund-claim: claim the refund to a testnet address. */
export const sandboxRefundClaimRequestSchema = z.object({
  address: z.string().trim().regex(TESTNET_ADDRESS),
});
export type SandboxRefundClaimRequest = z.input<typeof sandboxRefundClaimRequestSchema>;

/** Answer of webhooks: the same for a first delivery and every redelivery (which has no effect). */
export const webhookResponseSchema = z.object({ received: z.literal(true) });
export type WebhookResponse = z.infer<typeof webhookResponseSchema>;
