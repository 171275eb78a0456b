import { z } from 'zod';
import { orderListItemSchema, orderStatusSchema } from '../orders/orders.schemas';
import { adminPageInfoSchema, adminPageQuerySchema } from './audit.schemas';

export const ADMIN_ORDER_SORTS = ['date', '-date', 'total', '-total'] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];

/** The back office order search: every order on the marketplace, filtered and paged. */
export const adminOrdersQuerySchema = adminPageQuerySchema
  .extend({
    /** An order id, part of the offer title, or part of the buyer's or seller's username or e-mail. */
    q: z.string().trim().max(100).optional(),
    status: orderStatusSchema.optional(),
    /** `yes`: orders with a dispute (open or decided); `no`: orders without one. */
    disputed: z.enum(['yes', 'no']).optional(),
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
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

export const adminOrdersResponseSchema = adminPageInfoSchema.extend({
  orders: z.array(adminOrderSummarySchema),
});
export type AdminOrdersResponse = z.infer<typeof adminOrdersResponseSchema>;
