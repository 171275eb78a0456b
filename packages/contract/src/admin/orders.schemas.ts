import { z } from 'zod';
import { adminChargebackSchema } from '../orders/chargeback.schemas';
import { orderListItemSchema, orderStatusSchema } from '../orders/orders.schemas';
import { text } from '../validation/text';
import { adminPageInfoSchema, adminPageQuerySchema } from './audit.schemas';

/**
 * Where a card or crypto order's refund to its payment method stands, as staff filter it: pending
 * (the provider is being asked), stalled (pending, and the automatic retries are over: staff check
 * the provider, then retry), refused (the money stayed in the buyer's wallet), refunded.
 */
export const ADMIN_REFUND_STATES = ['pending', 'stalled', 'refused', 'refunded'] as const;
export type AdminRefundState = (typeof ADMIN_REFUND_STATES)[number];

export const ADMIN_ORDER_SORTS = ['date', '-date', 'total', '-total'] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];

/** The back office order search: every order on the marketplace, filtered and paged. */
export const adminOrdersQuerySchema = adminPageQuerySchema
  .extend({
    /** An order id, part of the offer title, or part of the buyer's or seller's username or e-mail. */
    q: text().trim().max(100).optional(),
    status: orderStatusSchema.optional(),
    /** `yes`: orders with a dispute (open or decided); `no`: orders without one. */
    disputed: z.enum(['yes', 'no']).optional(),
    /** Orders whose refund to the payment method is in this state. */
    refund: z.enum(ADMIN_REFUND_STATES).optional(),
    /** `yes`: orders whose release to the seller is held for review (the seller is banned); `no`: the others. */
    held: z.enum(['yes', 'no']).optional(),
    /** Inclusive bounds on when the order was placed. */
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
    sort: z.enum(ADMIN_ORDER_SORTS).default('-date'),
  })
  .refine((query) => !query.from || !query.to || Date.parse(query.from) <= Date.parse(query.to), {
    message: 'from is after to',
    path: ['from'],
  });
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;

export const adminOrderSummarySchema = orderListItemSchema.extend({
  /** The dispute's state when the order has one (open, or decided for one side). */
  disputeStatus: z.enum(['open', 'released', 'refunded']).nullable(),
  /** The refund to the payment method, when the order has one. */
  refund: z.enum(ADMIN_REFUND_STATES).nullable(),
  /** The chargeback at the card issuer, when the payer raised one. */
  chargeback: adminChargebackSchema.nullable(),
  /** The seller's account is banned now (a release to them is held; `releaseHeld` once one was). */
  sellerBanned: z.boolean(),
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

export const adminOrdersResponseSchema = adminPageInfoSchema.extend({
  orders: z.array(adminOrderSummarySchema),
});
export type AdminOrdersResponse = z.infer<typeof adminOrdersResponseSchema>;

/** POST /api/v1/admin/orders/{orderId}/refund/retry: where the refund stands after its first new attempt. */
export const adminRefundRetryResponseSchema = z.object({ refund: z.enum(ADMIN_REFUND_STATES) });
export type AdminRefundRetryResponse = z.infer<typeof adminRefundRetryResponseSchema>;

/**
 * POST /api/v1/admin/orders/{orderId}/review: an admin decides an order whose release is held for
 * review (its seller is banned, no dispute open): `release` pays the banned seller anyway, `refund`
 * gives the buyer the money back. With a note; audited; both parties told.
 */
export const adminOrderReviewRequestSchema = z.object({
  decision: z.enum(['release', 'refund']),
  note: z.string().trim().min(1).max(2000),
});
export type AdminOrderReviewRequest = z.input<typeof adminOrderReviewRequestSchema>;
