import { z } from 'zod';
import {
  CONFIRMATION_CODE_PATTERN,
  type ConfirmationCodeSent,
  confirmationCodeSchema,
  confirmationCodeSentSchema,
} from '../account/account.schemas';
import { ledgerAmountSchema, ledgerCurrencySchema } from '../ledger/ledger.schemas';
import { withdrawalFeeRuleSchema } from '../orders/fee-rules.schemas';
import { orderPartySchema } from '../orders/orders.schemas';
import { PASSWORD_MAX_LENGTH, secondFactorCodeSchema } from '../validation/rules';
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

/** What a withdrawal asks for: how much, where to, how fast. */
const withdrawalDetailsShape = {
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
};

const stripeDestination = {
  check: (body: { method: WithdrawalMethod; destination: string }) =>
    body.method !== 'stripe' || STRIPE_ACCOUNT_ID.test(body.destination),
  params: { path: ['destination'], message: 'A Stripe connected account id (acct_…)' },
};

/** Six digits mailed to the account's verified address (POST /api/v1/withdrawals/confirmation-code). */
export const WITHDRAWAL_CONFIRMATION_CODE_PATTERN = CONFIRMATION_CODE_PATTERN;

/**
 * Which fresh proof a withdrawal request must carry, by account: the authenticator when two-factor
 * sign-in is on; else the password; an account with neither (it signs in only through a provider)
 * confirms with a code mailed to its verified address. A stolen session alone moves no money.
 */
export const WITHDRAWAL_PROOFS = ['twoFactorCode', 'password', 'confirmationCode'] as const;
export type WithdrawalProof = (typeof WITHDRAWAL_PROOFS)[number];

/** The proof for an account: the same rule the API applies (see WITHDRAWAL_PROOFS). */
export function withdrawalProofFor(account: {
  twoFactorEnabled: boolean;
  hasPassword: boolean;
}): WithdrawalProof {
  if (account.twoFactorEnabled) return 'twoFactorCode';
  return account.hasPassword ? 'password' : 'confirmationCode';
}

/**
 * POST /api/v1/withdrawals with the Idempotency-Key header: the details and the proof the account
 * needs (withdrawalProofFor). The proof is never part of the idempotency hash.
 */
export const withdrawalRequestSchema = z
  .object({
    ...withdrawalDetailsShape,
    /** The account's password (accounts without two-factor sign-in). */
    password: z.string().min(1).max(PASSWORD_MAX_LENGTH).optional(),
    /** A current authenticator code or an unused recovery code (accounts with two-factor sign-in). */
    twoFactorCode: secondFactorCodeSchema.optional(),
    /** The code mailed for exactly these details (accounts with neither password nor two-factor sign-in). */
    confirmationCode: confirmationCodeSchema.optional(),
  })
  .refine(stripeDestination.check, stripeDestination.params);
export type WithdrawalRequest = z.input<typeof withdrawalRequestSchema>;

/**
 * A withdrawal's details without its proof: the body of POST /api/v1/withdrawals/confirmation-code
 * (the details the mailed code will confirm).
 */
export const withdrawalDetailsSchema = z
  .object(withdrawalDetailsShape)
  .refine(stripeDestination.check, stripeDestination.params);
export type WithdrawalDetails = z.input<typeof withdrawalDetailsSchema>;

/** Until when the mailed code confirms these details (single use). */
export const withdrawalConfirmationCodeResponseSchema = confirmationCodeSentSchema;
export type WithdrawalConfirmationCodeResponse = ConfirmationCodeSent;

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
  /**
   * The requester is banned now: no payout of theirs is made automatically. One waiting for review
   * is approved only with a ban override (a reason, audited); an approved one whose payout had not
   * been made stops (no next attempt) until an admin approves it with an override or rejects it.
   */
  requesterBanned: z.boolean(),
  /** Why staff banned the requester; null when not banned. */
  requesterBanReason: z.string().nullable(),
  /** When an admin approved it knowing the requester was banned (the override); null otherwise. */
  banOverrideAt: z.string().nullable(),
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>;

export const adminWithdrawalListResponseSchema = z.object({
  withdrawals: z.array(adminWithdrawalSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminWithdrawalListResponse = z.infer<typeof adminWithdrawalListResponseSchema>;

/**
 * POST /api/v1/admin/withdrawals/{withdrawalId}/approve. `banOverrideReason`: the requester is
 * banned and the admin reviewed the request and pays it out anyway, saying why (audited); without
 * it a banned requester's withdrawal is refused (WITHDRAWAL_REQUESTER_BANNED).
 */
export const withdrawalApproveRequestSchema = z.object({
  note: text().trim().max(2000).optional(),
  banOverrideReason: text().trim().min(3).max(2000).optional(),
});
export type WithdrawalApproveRequest = z.input<typeof withdrawalApproveRequestSchema>;
/** POST /api/v1/admin/withdrawals/{withdrawalId}/reject. */
export const withdrawalRejectRequestSchema = z.object({ reason: text().trim().min(1).max(2000) });
export type WithdrawalRejectRequest = z.input<typeof withdrawalRejectRequestSchema>;
