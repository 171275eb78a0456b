import { z } from 'zod';
import { CATEGORY_SLUGS } from '../catalog/categories';
import { ledgerAmountSchema, ledgerCurrencySchema } from '../ledger/ledger.schemas';
import { text } from '../validation/text';
import { adminChargebackSchema } from './chargeback.schemas';
import { disputeEvidenceSchema } from './dispute-evidence.schemas';
import { orderDisputeSchema, orderListItemSchema } from './orders.schemas';
import { orderSplitSchema, refundProposalSchema } from './partial-refunds';

/** Fees are basis points (1/100 of a percent) of an amount, rounded up to the minor unit (feeOf). */
export const feeBpsSchema = z.number().int().min(0).max(5000);

/**
 * A purchase fee rule: category null is the default for every category without its own rule.
 * buyerFeeBps is added to the subtotal (the summary's "fees"); sellerFeeBps is kept from the
 * seller's side (the seller receives subtotal − seller fee).
 */
export const purchaseFeeRuleSchema = z.object({
  category: z.enum(CATEGORY_SLUGS).nullable(),
  buyerFeeBps: feeBpsSchema,
  sellerFeeBps: feeBpsSchema,
});
export type PurchaseFeeRule = z.infer<typeof purchaseFeeRuleSchema>;

/** The stated fees of a withdrawal: standard review, or VIP (faster review, higher fee). */
export const withdrawalFeeRuleSchema = z.object({
  standardFeeBps: feeBpsSchema,
  vipFeeBps: feeBpsSchema,
  /** Stated review times shown in the withdraw modal. */
  standardReviewHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 30),
  vipReviewHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 30),
});
export type WithdrawalFeeRule = z.infer<typeof withdrawalFeeRuleSchema>;

/** GET / PUT /api/v1/admin/fee-rules (PUT replaces the whole set; it must have a default rule). */
export const feeRulesSchema = z
  .object({
    purchase: z.array(purchaseFeeRuleSchema).min(1).max(64),
    withdrawal: withdrawalFeeRuleSchema,
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string | null>();
    for (const [index, rule] of value.purchase.entries()) {
      if (seen.has(rule.category)) {
        ctx.addIssue({ code: 'custom', path: ['purchase', index, 'category'], input: rule.category });
      }
      seen.add(rule.category);
    }
    if (!seen.has(null)) ctx.addIssue({ code: 'custom', path: ['purchase'], input: value.purchase });
  });
export type FeeRules = z.infer<typeof feeRulesSchema>;

export const feeRulesResponseSchema = z.object({
  purchase: z.array(purchaseFeeRuleSchema),
  withdrawal: withdrawalFeeRuleSchema,
  updatedAt: z.string().nullable(),
});
export type FeeRulesResponse = z.infer<typeof feeRulesResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Admin: disputes

export const adminDisputeListQuerySchema = z.object({
  status: z.enum(['open', 'resolved']).default('open'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminDisputeListQuery = z.input<typeof adminDisputeListQuerySchema>;

export const adminDisputeSchema = z.object({
  order: orderListItemSchema,
  dispute: orderDisputeSchema,
  /** The escrowed amounts at stake. */
  sellerNet: ledgerAmountSchema,
  fee: ledgerAmountSchema,
  currency: ledgerCurrencySchema,
  /** Files both sides handed in, oldest first; download with staff's bearer token from each `url`. */
  evidence: z.array(disputeEvidenceSchema),
  /**
   * The chargeback at the card issuer, when the card payer raised one (a chargeback on a held order
   * opens its dispute); open, or how the issuer closed it (won, lost), which the admin decides by.
   */
  chargeback: adminChargebackSchema.nullable(),
  /** The seller's account is banned now: a release needs `payBannedSeller: true`. */
  sellerBanned: z.boolean(),
  /** What the buyer paid: a split's refund is above 0 and below it. */
  total: ledgerAmountSchema,
  /** The partial-refund proposals of the two sides, oldest first. */
  refundProposals: z.array(refundProposalSchema),
  /** Settled by a split: how the payment was divided; null otherwise. */
  split: orderSplitSchema.nullable(),
});
export type AdminDispute = z.infer<typeof adminDisputeSchema>;

export const adminDisputeListResponseSchema = z.object({
  disputes: z.array(adminDisputeSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminDisputeListResponse = z.infer<typeof adminDisputeListResponseSchema>;

/**
 * POST /api/v1/admin/disputes/{orderId}/release | /refund. Releasing to a banned seller is an explicit
 * choice: `payBannedSeller: true`, else 409 PAYOUT_TO_BANNED_SELLER.
 */
export const disputeDecisionRequestSchema = z.object({
  note: text().trim().min(1).max(2000),
  payBannedSeller: z.boolean().optional(),
});
export type DisputeDecisionRequest = z.input<typeof disputeDecisionRequestSchema>;
