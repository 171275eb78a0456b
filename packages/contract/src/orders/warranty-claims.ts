import { z } from 'zod';
import { CATEGORY_SLUGS } from '../catalog/categories';
import { ledgerAmountSchema, ledgerCurrencySchema } from '../ledger/ledger.schemas';
import { text } from '../validation/text';
import { disputeClockSchema } from './dispute-clock.schemas';
import { disputeEvidenceSchema } from './dispute-evidence.schemas';

// Warranty claims (issue 21, point 3; apps/api/src/orders/README.md "Warranty claims"). During the
// warranty of a completed order the buyer opens a claim; the seller answers on the dispute clock
// (replace the account, or refund); staff decide otherwise. An upheld claim gives the buyer the whole
// total back: from the seller's reserve while it is held, else from the seller's available balance,
// the rest from the platform's cover account (the loss recorded, the seller flagged).

/** Why the account stopped being the buyer's. */
export const WARRANTY_CLAIM_REASONS = ['recovered', 'banned', 'credentials_changed', 'other'] as const;
export type WarrantyClaimReason = (typeof WARRANTY_CLAIM_REASONS)[number];

/**
 * open (the clock runs or staff decide), replaced (the buyer accepted the seller's replacement, or stayed
 * silent after it), refunded (upheld: the buyer got the total back), rejected (staff turned it down).
 */
export const WARRANTY_CLAIM_STATUSES = ['open', 'replaced', 'refunded', 'rejected'] as const;
export type WarrantyClaimStatus = (typeof WARRANTY_CLAIM_STATUSES)[number];

/** Where an upheld claim's refund came from (the first source that paid anything of the net). */
export const WARRANTY_CLAIM_COVERS = ['reserve', 'seller_balance', 'platform_cover'] as const;
export type WarrantyClaimCover = (typeof WARRANTY_CLAIM_COVERS)[number];

/**
 * What the viewer may answer now: the seller `replace` or `refund` while it is their turn (or staff's);
 * the buyer `accept_replacement` or `reject_replacement` once a replacement is recorded.
 */
export const WARRANTY_CLAIM_ACTIONS = [
  'replace',
  'refund',
  'accept_replacement',
  'reject_replacement',
] as const;
export type WarrantyClaimAction = (typeof WARRANTY_CLAIM_ACTIONS)[number];

export const WARRANTY_CLAIM_DESCRIPTION_MAX_LENGTH = 2000;
export const WARRANTY_CLAIM_NOTE_MAX_LENGTH = 2000;

/** An upheld claim's money: the total back to the buyer and where it came from. */
export const warrantyClaimRefundSchema = z.object({
  /** What the buyer got back: the order's total (to the wallet, whatever the payment method). */
  amount: ledgerAmountSchema,
  coveredBy: z.enum(WARRANTY_CLAIM_COVERS),
  /** The parts (seller and staff; "0" for the buyer): reserve + seller balance + platform cover + fee = amount. */
  fromReserve: ledgerAmountSchema,
  fromSellerBalance: ledgerAmountSchema,
  fromPlatformCover: ledgerAmountSchema,
  /** The platform's fee given back from the fee account. */
  feeReturned: ledgerAmountSchema,
});
export type WarrantyClaimRefund = z.infer<typeof warrantyClaimRefundSchema>;

export const warrantyClaimSchema = z.object({
  id: z.uuid(),
  reason: z.enum(WARRANTY_CLAIM_REASONS),
  description: z.string(),
  status: z.enum(WARRANTY_CLAIM_STATUSES),
  /** What the seller wrote when handing over a replacement; null before. */
  replacementNote: z.string().nullable(),
  replacedAt: z.string().nullable(),
  /** Staff's note with their decision; null otherwise. */
  decisionNote: z.string().nullable(),
  /** Who closed it: the parties (`agreement`), a passed deadline (`default`) or `staff`; null while open. */
  decidedBy: z.enum(['agreement', 'default', 'staff']).nullable(),
  refund: warrantyClaimRefundSchema.nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The claim's clock (the dispute clock's stages and deadlines). */
  clock: disputeClockSchema.nullable(),
  /**
   * The claim's files (JPEG, PNG, WebP or PDF; DISPUTE_EVIDENCE_MAX_FILES in all), oldest first: the
   * buyer's with the claim or while it is open, the seller's with their answer.
   */
  evidence: z.array(disputeEvidenceSchema),
  /** What the viewer may answer now (POST …/warranty-claim/answer). */
  actions: z.array(z.enum(WARRANTY_CLAIM_ACTIONS)),
  /** The viewer (buyer or seller) may add files now (POST …/warranty-claim/evidence): open, not full. */
  canAddEvidence: z.boolean(),
});
export type WarrantyClaim = z.infer<typeof warrantyClaimSchema>;

/** POST /api/v1/orders/{orderId}/warranty-claim (buyer, Idempotency-Key). */
export const openWarrantyClaimRequestSchema = z.strictObject({
  reason: z.enum(WARRANTY_CLAIM_REASONS),
  description: text().trim().min(1).max(WARRANTY_CLAIM_DESCRIPTION_MAX_LENGTH),
});
export type OpenWarrantyClaimRequest = z.input<typeof openWarrantyClaimRequestSchema>;

/** POST /api/v1/orders/{orderId}/warranty-claim/answer (buyer or seller, Idempotency-Key). */
export const warrantyClaimAnswerRequestSchema = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.literal('replace'),
    /** How the buyer gets the replacement account (shown to the buyer only, and staff). */
    note: text().trim().min(1).max(WARRANTY_CLAIM_NOTE_MAX_LENGTH),
  }),
  z.strictObject({ action: z.literal('refund') }),
  z.strictObject({ action: z.literal('accept_replacement') }),
  z.strictObject({
    action: z.literal('reject_replacement'),
    message: text().trim().min(1).max(WARRANTY_CLAIM_NOTE_MAX_LENGTH),
  }),
]);
export type WarrantyClaimAnswerRequest = z.input<typeof warrantyClaimAnswerRequestSchema>;

/** GET /api/v1/admin/warranty-claims?status (admin, support). */
export const adminWarrantyClaimListQuerySchema = z.object({
  status: z.enum(WARRANTY_CLAIM_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminWarrantyClaimListQuery = z.input<typeof adminWarrantyClaimListQuerySchema>;

export const adminWarrantyClaimSchema = warrantyClaimSchema
  .omit({ actions: true, canAddEvidence: true })
  .extend({
    orderId: z.uuid(),
    item: z.string(),
    category: z.enum(CATEGORY_SLUGS),
    total: ledgerAmountSchema,
    currency: ledgerCurrencySchema,
    warrantyDays: z.number().int(),
    warrantyEndsAt: z.string(),
    /** The seller's reserve of the order now: reserved, released, or refunded (by an upheld claim). */
    reserveStatus: z.enum(['reserved', 'released', 'refunded']),
    buyer: z.object({ id: z.uuid(), username: z.string() }),
    seller: z.object({ id: z.uuid(), username: z.string() }),
    /** How many times the platform covered this seller's warranty losses (flags), this claim included. */
    sellerFlags: z.number().int(),
  });
export type AdminWarrantyClaim = z.infer<typeof adminWarrantyClaimSchema>;

export const adminWarrantyClaimListResponseSchema = z.object({
  claims: z.array(adminWarrantyClaimSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminWarrantyClaimListResponse = z.infer<typeof adminWarrantyClaimListResponseSchema>;

export const adminWarrantyClaimParamsSchema = z.object({ claimId: z.uuid() });

/** POST /api/v1/admin/warranty-claims/{claimId}/decide (admin, audited). */
export const adminWarrantyClaimDecisionSchema = z.strictObject({
  decision: z.enum(['uphold', 'reject']),
  note: text().trim().min(1).max(WARRANTY_CLAIM_NOTE_MAX_LENGTH),
});
export type AdminWarrantyClaimDecision = z.input<typeof adminWarrantyClaimDecisionSchema>;

/** The codes of warranty claims (spread into ERROR_DEFINITIONS; messages `errors.orders.*`). */
export const WARRANTY_CLAIM_ERROR_DEFINITIONS = {
  /** The order carries no warranty, is not completed, or a split settled it (no warranty left). */
  ORDER_NOT_WARRANTED: {
    status: 409,
    messageId: 'errors.orders.notWarranted',
    message: 'This order has no warranty to claim under.',
  },
  WARRANTY_EXPIRED: {
    status: 409,
    messageId: 'errors.orders.warrantyExpired',
    message: 'The warranty of this order has ended.',
  },
  /** A claim is open, or one was already refunded. */
  WARRANTY_CLAIM_EXISTS: {
    status: 409,
    messageId: 'errors.orders.warrantyClaimExists',
    message: 'A warranty claim for this order is already open or was refunded.',
  },
  WARRANTY_CLAIM_NOT_OPEN: {
    status: 409,
    messageId: 'errors.orders.warrantyClaimNotOpen',
    message: 'There is no open warranty claim for this order.',
  },
  /** The answer does not fit the viewer's side or the claim's stage. */
  WARRANTY_CLAIM_ACTION_NOT_ALLOWED: {
    status: 409,
    messageId: 'errors.orders.warrantyClaimActionNotAllowed',
    message: 'This answer is not possible at this stage of the claim.',
  },
  /** A chargeback at the card issuer is recorded on the payment: the bank decides the money, not a claim. */
  WARRANTY_CLAIM_CHARGEBACK_RECORDED: {
    status: 409,
    messageId: 'errors.orders.warrantyClaimChargebackRecorded',
    message: 'The card payer raised a chargeback with the bank: the bank decides this money.',
  },
  /** More files than a claim holds (DISPUTE_EVIDENCE_MAX_FILES), counting those it has. */
  WARRANTY_CLAIM_EVIDENCE_TOO_MANY: {
    status: 400,
    messageId: 'errors.orders.claimEvidenceTooMany',
    message: 'A warranty claim can hold up to 5 files.',
  },
  WARRANTY_CLAIM_NOT_FOUND: {
    status: 404,
    messageId: 'errors.orders.warrantyClaimNotFound',
    message: 'Warranty claim not found.',
  },
} as const;
