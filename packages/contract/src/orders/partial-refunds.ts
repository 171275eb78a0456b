import { z } from 'zod';
import { ledgerAmountSchema } from '../ledger/ledger.schemas';
import { text } from '../validation/text';

// Partial refunds in a dispute (apps/api/src/orders/README.md, "Partial refunds"): either side of an
// open dispute proposes what the buyer gets back; the other side accepts or rejects; staff may decide
// a split themselves. Accepting (or staff's split) settles the escrow at once: the buyer gets `refund`
// back (to the wallet, or to the card or crypto payer), the seller is paid the rest less the platform's
// prorated fee (THE rounding of a split is the SQL function order_split_amounts).

/** Who proposed: the order's buyer or its seller. */
export const REFUND_PROPOSAL_SIDES = ['buyer', 'seller'] as const;
export type RefundProposalSide = (typeof REFUND_PROPOSAL_SIDES)[number];

/**
 * open (waiting for the other side), accepted (the escrow was split by it), rejected (by the other
 * side), replaced (a newer proposal took its place), closed (the dispute was decided otherwise: staff
 * released, refunded or split it).
 */
export const REFUND_PROPOSAL_STATUSES = ['open', 'accepted', 'rejected', 'replaced', 'closed'] as const;
export type RefundProposalStatus = (typeof REFUND_PROPOSAL_STATUSES)[number];

/** A minor-unit amount above zero (a decimal string, as every amount of the API). */
const positiveAmountSchema = z.string().regex(/^0*[1-9][0-9]{0,38}$/, 'The amount must be above zero.');

export const refundProposalSchema = z.object({
  id: z.uuid(),
  side: z.enum(REFUND_PROPOSAL_SIDES),
  /** What the buyer gets back, minor units of the order's currency. */
  refund: ledgerAmountSchema,
  status: z.enum(REFUND_PROPOSAL_STATUSES),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type RefundProposal = z.infer<typeof refundProposalSchema>;

/**
 * How a dispute settled by a split divided the buyer's payment: `refund` back to the buyer, `kept`
 * (total − refund) paid out: `sellerNet` to the seller and `fee` to the platform (both shown to the
 * seller and staff; "0" to the buyer, as the order's own seller amounts are).
 */
export const orderSplitSchema = z.object({
  refund: ledgerAmountSchema,
  kept: ledgerAmountSchema,
  sellerNet: ledgerAmountSchema,
  fee: ledgerAmountSchema,
  /** By agreement of the two sides, or decided by staff. */
  decidedBy: z.enum(['agreement', 'staff']),
});
export type OrderSplit = z.infer<typeof orderSplitSchema>;

/**
 * POST /api/v1/orders/{orderId}/dispute/proposals: the buyer or the seller proposes what the buyer gets
 * back (0 < refund < the order's total; else 422 REFUND_AMOUNT_OUT_OF_RANGE). An open proposal of either
 * side is replaced by it.
 */
export const proposeRefundRequestSchema = z.object({ refund: positiveAmountSchema });
export type ProposeRefundRequest = z.input<typeof proposeRefundRequestSchema>;

/** …/dispute/proposals/{proposalId}/accept | /reject: the other side answers one proposal by its id. */
export const refundProposalParamsSchema = z.object({ orderId: z.uuid(), proposalId: z.uuid() });

/** POST /api/v1/admin/disputes/{orderId}/split: staff decide what the buyer gets back, with a note. */
export const adminSplitRequestSchema = z.object({
  refund: positiveAmountSchema,
  note: text().trim().min(1).max(2000),
});
export type AdminSplitRequest = z.input<typeof adminSplitRequestSchema>;

/** The codes of partial refunds (spread into ERROR_DEFINITIONS; messages `errors.orders.*`). */
export const PARTIAL_REFUND_ERROR_DEFINITIONS = {
  /** The proposal was answered, replaced or closed meanwhile (or is not this order's). */
  REFUND_PROPOSAL_NOT_OPEN: {
    status: 409,
    messageId: 'errors.orders.refundProposalNotOpen',
    message: 'This proposal is no longer open. Look at the latest one.',
  },
  /** A side answers only the other side's proposal. */
  REFUND_PROPOSAL_OWN: {
    status: 409,
    messageId: 'errors.orders.refundProposalOwn',
    message: 'You made this proposal: the other side answers it.',
  },
  REFUND_AMOUNT_OUT_OF_RANGE: {
    status: 422,
    messageId: 'errors.orders.refundAmountOutOfRange',
    message: 'The refund must be above zero and below what the buyer paid.',
  },
  /** A chargeback at the card issuer is recorded on the payment: the bank decides the money. */
  REFUND_CHARGEBACK_RECORDED: {
    status: 409,
    messageId: 'errors.orders.refundChargebackRecorded',
    message: 'The card payer raised a chargeback with the bank: this dispute cannot be split.',
  },
} as const;
