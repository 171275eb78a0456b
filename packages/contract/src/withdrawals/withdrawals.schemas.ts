import { z } from 'zod';
import { ledgerAmountSchema, ledgerCurrencySchema } from '../ledger/ledger.schemas';
import { withdrawalFeeRuleSchema } from '../orders/fee-rules.schemas';
import { orderPartySchema } from '../orders/orders.schemas';
import { text } from '../validation/text';

/**
 * How the money leaves (the withdraw modal's method). `stripe`: a Stripe Connect transfer to the
 * seller's connected account (`acct_…`); offered only where the API has Stripe configured
 * (GET /api/v1/withdrawals/terms lists the methods on offer).
 */
export const WITHDRAWAL_METHODS = ['bank_transfer', 'paypal', 'crypto', 'stripe'] as const;
export type WithdrawalMethod = (typeof WITHDRAWAL_METHODS)[number];

/**
 * pending_review (funds held) → approved (an admin other than the requester said yes; payout under
 * way, retried by a job while the provider is unreachable) → paid (posted) | failed (the provider
 * refused: funds back); pending_review → rejected (funds back); approved with its automatic retries
 * exhausted → rejected by an admin (funds back) or approved again (retries start over).
 */
export const WITHDRAWAL_STATUSES = ['pending_review', 'approved', 'paid', 'rejected', 'failed'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** A Stripe connected account id: the destination of a `stripe` withdrawal. */
export const STRIPE_ACCOUNT_ID = /^acct_[A-Za-z0-9]{1,100}$/;

/** POST /api/v1/withdrawals with the Idempotency-Key header. */
export const withdrawalRequestSchema = z
  .object({
    currency: ledgerCurrencySchema,
    /** Minor units taken from the wallet (the fee is kept from it; the rest is paid out). */
    // The refinement runs even when the pattern failed (zod reports every issue): check digits first.
    amount: ledgerAmountSchema.refine((value) => /^[0-9]+$/.test(value) && BigInt(value) > 0n),
    method: z.enum(WITHDRAWAL_METHODS),
    /**
     * IBAN, PayPal e-mail or crypto address: checked by the payout provider, not here. For `stripe`
     * the connected account id (`acct_…`), checked here.
     */
    destination: text().trim().min(3).max(200),
    /** VIP withdraw: faster review for its stated fee (GET /api/v1/withdrawals/terms). */
    vip: z.boolean().default(false),
  })
  .refine((body) => body.method !== 'stripe' || STRIPE_ACCOUNT_ID.test(body.destination), {
    path: ['destination'],
    message: 'A Stripe connected account id (acct_…)',
  });
export type WithdrawalRequest = z.input<typeof withdrawalRequestSchema>;

export const withdrawalSchema = z.object({
  id: z.uuid(),
  currency: ledgerCurrencySchema,
  amount: ledgerAmountSchema,
  fee: ledgerAmountSchema,
  /** amount − fee: what reaches the destination. */
  payout: ledgerAmountSchema,
  method: z.enum(WITHDRAWAL_METHODS),
  destination: z.string(),
  vip: z.boolean(),
  status: z.enum(WITHDRAWAL_STATUSES),
  /** Rejection reason or payout failure. */
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const withdrawalParamsSchema = z.object({ withdrawalId: z.uuid() });

export const withdrawalListQuerySchema = z.object({
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type WithdrawalListQuery = z.input<typeof withdrawalListQuerySchema>;

export const withdrawalListResponseSchema = z.object({
  withdrawals: z.array(withdrawalSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type WithdrawalListResponse = z.infer<typeof withdrawalListResponseSchema>;

/** GET /api/v1/withdrawals/terms: the fees and review times the withdraw modal states. */
export const withdrawalTermsSchema = withdrawalFeeRuleSchema.extend({
  methods: z.array(z.enum(WITHDRAWAL_METHODS)),
});
export type WithdrawalTerms = z.infer<typeof withdrawalTermsSchema>;

// Admin: the queue (standard and VIP apart), approve (not one's own), reject with a reason.

export const adminWithdrawalListQuerySchema = z.object({
  queue: z.enum(['standard', 'vip']).default('standard'),
  status: z.enum(WITHDRAWAL_STATUSES).default('pending_review'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminWithdrawalListQuery = z.input<typeof adminWithdrawalListQuerySchema>;

export const adminWithdrawalSchema = withdrawalSchema.extend({
  requester: orderPartySchema,
  /** The requester's available balance in the currency now (after the hold). */
  requesterAvailable: ledgerAmountSchema,
  decidedBy: orderPartySchema.nullable(),
  /** Payout calls made since the (last) approval. */
  payoutAttempts: z.number().int().min(0),
  /** Why the last payout call did not finish (provider unreachable, 5xx); null when none failed. */
  payoutError: z.string().nullable(),
  /**
   * When the payout job tries again; null when none is scheduled. An `approved` withdrawal with a
   * payoutError and no next attempt has exhausted its automatic retries: an admin checks the
   * provider and approves again (retry) or rejects it (funds back to the wallet).
   */
  payoutNextAttemptAt: z.string().nullable(),
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>;

export const adminWithdrawalListResponseSchema = z.object({
  withdrawals: z.array(adminWithdrawalSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminWithdrawalListResponse = z.infer<typeof adminWithdrawalListResponseSchema>;

/** POST /api/v1/admin/withdrawals/{withdrawalId}/approve. */
export const withdrawalApproveRequestSchema = z.object({ note: text().trim().max(2000).optional() });
/** POST /api/v1/admin/withdrawals/{withdrawalId}/reject. */
export const withdrawalRejectRequestSchema = z.object({ reason: text().trim().min(1).max(2000) });
export type WithdrawalRejectRequest = z.input<typeof withdrawalRejectRequestSchema>;
