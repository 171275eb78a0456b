import { z } from 'zod';
import { CATEGORY_SLUGS } from '../catalog/categories';
import { ledgerAmountSchema, ledgerCurrencySchema } from '../ledger/ledger.schemas';
import { WARRANTY_DAYS } from './warranty';

export const warrantyDaysSchema = z.union(WARRANTY_DAYS.map((days) => z.literal(days)));

/** A category's warranty rule as the back office shows it (every category, on or off). */
export const warrantyRuleSchema = z.object({
  category: z.enum(CATEGORY_SLUGS),
  enabled: z.boolean(),
  /** When staff changed it last; null: never (the seeded rule, or a category without a row). */
  updatedAt: z.string().nullable(),
  updatedBy: z.object({ id: z.uuid(), username: z.string() }).nullable(),
});
export type WarrantyRule = z.infer<typeof warrantyRuleSchema>;

/** GET /api/v1/admin/warranty-rules (admin, support): one rule per category, in catalog order. */
export const adminWarrantyRulesResponseSchema = z.object({ rules: z.array(warrantyRuleSchema) });
export type AdminWarrantyRulesResponse = z.infer<typeof adminWarrantyRulesResponseSchema>;

/** PUT /api/v1/admin/warranty-rules (admin): switch one category's warranty on or off (audited). */
export const warrantyRuleUpdateRequestSchema = z.strictObject({
  category: z.enum(CATEGORY_SLUGS),
  enabled: z.boolean(),
});
export type WarrantyRuleUpdateRequest = z.input<typeof warrantyRuleUpdateRequestSchema>;

/** GET /api/v1/warranty-rules (public): the categories whose offers carry a warranty now. */
export const warrantyCategoriesResponseSchema = z.object({
  categories: z.array(z.enum(CATEGORY_SLUGS)),
  days: z.array(warrantyDaysSchema),
});
export type WarrantyCategoriesResponse = z.infer<typeof warrantyCategoriesResponseSchema>;

/**
 * The seller's reserve of a completed warranted order: the net of the sale, held (a pending ledger
 * transfer) until the warranty ends, then released to the available balance by a job.
 */
export const orderReserveSchema = z.object({
  amount: ledgerAmountSchema,
  /** refunded: an upheld warranty claim gave the reserved net back to the buyer (never released). */
  status: z.enum(['reserved', 'released', 'refunded']),
  /** When it is (or was) released: the warranty's end. */
  releasesAt: z.string(),
  /** When the release job posted it; null while reserved. */
  releasedAt: z.string().nullable(),
});
export type OrderReserve = z.infer<typeof orderReserveSchema>;

/** An order's warranty, bought with it (the offer's at purchase time). */
export const orderWarrantySchema = z.object({
  days: warrantyDaysSchema,
  /** completedAt + days; null until the order completes. */
  endsAt: z.string().nullable(),
  /** The seller's side (and staff): the reserve; null for the buyer and until completion. */
  reserve: orderReserveSchema.nullable(),
});
export type OrderWarranty = z.infer<typeof orderWarrantySchema>;

/** One sale whose net is reserved until its warranty ends (the wallet page, the seller dashboard). */
export const sellerReserveSchema = z.object({
  orderId: z.uuid(),
  item: z.string(),
  amount: ledgerAmountSchema,
  currency: ledgerCurrencySchema,
  warrantyDays: warrantyDaysSchema,
  completedAt: z.string(),
  releasesAt: z.string(),
});
export type SellerReserve = z.infer<typeof sellerReserveSchema>;

/** GET /api/v1/wallets/{currency}/reserves: the signed-in seller's reserves still held, soonest first. */
export const sellerReservesResponseSchema = z.object({
  currency: ledgerCurrencySchema,
  /** The sum of every reserve held in the currency (the wallet breakdown's `reserved`). */
  total: ledgerAmountSchema,
  /** Soonest release first, at most SELLER_RESERVES_LIMIT. */
  reserves: z.array(sellerReserveSchema),
});
export type SellerReservesResponse = z.infer<typeof sellerReservesResponseSchema>;

export const SELLER_RESERVES_LIMIT = 50;
