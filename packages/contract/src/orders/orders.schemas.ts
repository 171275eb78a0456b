import { z } from 'zod';
import { CATEGORY_SLUGS } from '../catalog/categories';
import { ledgerAmountSchema, ledgerCurrencySchema, walletBreakdownSchema } from '../ledger/ledger.schemas';
import { OFFER_MAX_QUANTITY } from '../offers/offer-rules';
import { text } from '../validation/text';
import { disputeClockSchema } from './dispute-clock.schemas';
import { disputeEvidenceSchema } from './dispute-evidence.schemas';
import { orderSplitSchema, refundProposalSchema } from './partial-refunds';
import { PAYMENT_METHODS } from './payment-methods';
import { orderWarrantySchema, sellerReserveSchema } from './warranty.schemas';
import { warrantyClaimSchema } from './warranty-claims';

/** The header every money-moving request carries (checkout, confirm, withdraw). Kept 24 h or more. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** A client-chosen key (a UUID is a good choice): the same key with the same body replays the answer. */
export const idempotencyKeySchema = z
  .string()
  .min(8)
  .max(128)
  .regex(/^[A-Za-z0-9_.:-]+$/);
export const idempotencyHeadersSchema = z.object({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema });

export const paymentMethodSchema = z.enum(PAYMENT_METHODS);

/** Spec §4: pending (shown as "in progress") → completed | failed. */
export const ORDER_STATUSES = ['pending', 'completed', 'failed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const orderStatusSchema = z.enum(ORDER_STATUSES);

/**
 * Where the buyer's money is: awaiting_payment (card/crypto page not finished), held (in escrow),
 * released (paid to the seller), refunded (back to the buyer), failed (payment declined, expired or
 * cancelled; nothing was taken).
 */
export const ESCROW_STATES = ['awaiting_payment', 'held', 'released', 'refunded', 'failed'] as const;
export type EscrowState = (typeof ESCROW_STATES)[number];

/** split: settled by a partial refund (agreed by both sides or decided by staff). */
export const DISPUTE_STATUSES = ['open', 'released', 'refunded', 'split'] as const;

/**
 * What happened to an order, shown beside its status (spec §4's three states stay as they are), in the
 * same words for the buyer and the seller on the order page, in the orders list and in notifications.
 * Derived by the API from the order, its dispute and its payment (one place: the order read model).
 * - pending: awaiting_payment (the card/crypto page is not finished), in_escrow (paid, the money held),
 *   release_held (paid, the release held for staff review: the seller's account is banned),
 *   disputed (a dispute is open: the money stays held until support decides);
 * - completed: completed (the seller was paid), partially_refunded (a dispute settled by a split: the
 *   buyer got part back, `refundedTo` says where, the seller was paid the rest);
 * - failed: refunded (the buyer got the money back: a dispute decided for the buyer or a staff refund;
 *   `refundedTo` says where), declined, expired, cancelled (the payment never arrived: nothing was taken).
 */
export const ORDER_OUTCOMES = [
  'awaiting_payment',
  'in_escrow',
  'release_held',
  'disputed',
  'completed',
  'partially_refunded',
  'refunded',
  'declined',
  'expired',
  'cancelled',
] as const;
export type OrderOutcome = (typeof ORDER_OUTCOMES)[number];
export const orderOutcomeSchema = z.enum(ORDER_OUTCOMES);

/**
 * Where a refunded order's money went: the buyer's wallet (wallet orders, and card or crypto refunds
 * the provider refused), or back to the card or the crypto payer (on its way while `refund.status` is
 * pending).
 */
export const REFUND_DESTINATIONS = ['wallet', 'card', 'crypto'] as const;
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** An amount of money: integer minor units as a decimal string, and the currency. */
export const moneySchema = z.object({ amount: ledgerAmountSchema, currency: ledgerCurrencySchema });
export type Money = z.infer<typeof moneySchema>;

export const orderQuantitySchema = z.coerce.number().int().min(1).max(OFFER_MAX_QUANTITY);

// ---------------------------------------------------------------------------------------------
// Checkout

/** GET /api/v1/orders/summary: what the buyer will pay, before paying. */
export const orderSummaryQuerySchema = z.object({
  offerId: z.uuid(),
  quantity: orderQuantitySchema.default(1),
});
export type OrderSummaryQuery = z.input<typeof orderSummaryQuerySchema>;

/** The order summary (spec §2): subtotal, fees and total, all in the offer's currency. */
export const orderSummarySchema = z.object({
  offerId: z.uuid(),
  quantity: z.number().int(),
  currency: ledgerCurrencySchema,
  /** Price of one item. */
  unitPrice: ledgerAmountSchema,
  /** unitPrice × quantity. */
  subtotal: ledgerAmountSchema,
  /** The buyer's service fee (fee rules, see GET /api/v1/admin/fee-rules). */
  fees: ledgerAmountSchema,
  /** subtotal + fees: what the buyer pays. */
  total: ledgerAmountSchema,
  /** Units left right now. */
  availableStock: z.number().int(),
  /** Payment methods the server accepts for this order (wallet only when the buyer can afford it is not checked here). */
  paymentMethods: z.array(paymentMethodSchema),
  /** The buyer's available wallet balance in this currency ("0" without a wallet; null for guests). */
  walletAvailable: ledgerAmountSchema.nullable(),
  /** The warranty the order carries if bought now, in days (null: the category carries none). */
  warrantyDays: z.number().int().nullable(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/**
 * POST /api/v1/orders with the Idempotency-Key header. `unitPrice` and `currency` are the price of one
 * item the buyer was shown (the summary's `unitPrice` and `currency`): the order is placed only at that
 * price, in the statement that takes the stock; otherwise 409 PRICE_CHANGED, with the price now in the
 * error's `details`, and nothing is placed.
 */
export const checkoutRequestSchema = z.object({
  offerId: z.uuid(),
  quantity: orderQuantitySchema,
  paymentMethod: paymentMethodSchema,
  unitPrice: ledgerAmountSchema,
  currency: ledgerCurrencySchema,
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Orders

export const orderPartySchema = z.object({ id: z.uuid(), name: z.string() });

export const orderRatingSchema = z.object({
  stars: z.number().int().min(1).max(5),
  comment: z.string(),
  createdAt: z.string(),
});
export type OrderRating = z.infer<typeof orderRatingSchema>;

export const orderDisputeSchema = z.object({
  status: z.enum(DISPUTE_STATUSES),
  reason: z.string(),
  openedAt: z.string(),
  resolvedAt: z.string().nullable(),
  /** The admin's note with the decision. */
  note: z.string().nullable(),
  /** Whose turn it is and until when (null: a dispute opened before the clock existed). */
  clock: disputeClockSchema.nullable(),
});
export type OrderDispute = z.infer<typeof orderDisputeSchema>;

/** Spec §3 Order / transaction; `type` is the viewer's side of it. */
export const orderListItemSchema = z.object({
  id: z.uuid(),
  /** purchase: the viewer bought it; sale: the viewer sold it. */
  type: z.enum(['purchase', 'sale']),
  status: orderStatusSchema,
  /** What happened beside the status (ORDER_OUTCOMES): disputed, refunded, declined, expired… */
  outcome: orderOutcomeSchema,
  /** Refunded (or partially refunded) orders: where the buyer's money went; null otherwise. */
  refundedTo: z.enum(REFUND_DESTINATIONS).nullable(),
  escrow: z.enum(ESCROW_STATES),
  /** The offer's title at the time of purchase. */
  item: z.string(),
  category: z.enum(CATEGORY_SLUGS),
  game: z.object({ slug: z.string(), name: z.string() }),
  /** First photo of the offer (a URL path) or null. */
  offerImage: z.string().nullable(),
  quantity: z.number().int(),
  currency: ledgerCurrencySchema,
  /** Price of one item. */
  price: ledgerAmountSchema,
  /** What the buyer paid (subtotal + buyer fee). */
  totalPrice: ledgerAmountSchema,
  seller: orderPartySchema,
  buyer: orderPartySchema,
  paymentMethod: paymentMethodSchema,
  /** ISO date the order was placed. */
  date: z.string(),
  /** Pending sale, paid: when the money is released to the seller unless disputed (auto-release). */
  moneyAvailableAt: z.string().nullable(),
  disputed: z.boolean(),
  /**
   * The release to the seller is held for staff review: the seller's account is banned (a release, the
   * buyer's confirmation or the automatic one, came while it was). The money stays in escrow until the
   * ban is lifted or staff decide. null: not held.
   */
  releaseHeld: z.object({ reason: z.enum(['seller_banned']), since: z.string() }).nullable(),
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;

/**
 * A refunded card or crypto order's money on its way back to the original payment method: pending
 * (held in the buyer's wallet while the provider is asked), refunded (the provider took it; for
 * crypto, `link` is the page where the buyer claims it to an address), refused (the provider would
 * not: the money stays in the wallet).
 */
export const orderRefundSchema = z.object({
  status: z.enum(['pending', 'refunded', 'refused']),
  method: z.enum(['card', 'crypto']),
  /**
   * Where the buyer claims a crypto refund to an address of their own (BTCPay's pull payment page,
   * the sandbox's claim page); null for cards, and for anyone but the buyer.
   */
  link: z.string().nullable(),
  refundedAt: z.string().nullable(),
  /** When the buyer claimed it on the sandbox's claim page; null until then (and for other providers). */
  claimedAt: z.string().nullable(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

export const orderDetailSchema = orderListItemSchema.extend({
  offerId: z.uuid(),
  /** The offer's description at the time of purchase. */
  description: z.string(),
  /** Units the offer has left now. */
  availableStock: z.number().int(),
  subtotal: ledgerAmountSchema,
  /** The buyer's service fee. */
  fees: ledgerAmountSchema,
  /** The platform's fee taken from the seller's side (shown to the seller; "0" to the buyer). */
  sellerFee: ledgerAmountSchema,
  /** What the seller receives on completion (shown to the seller; "0" to the buyer). */
  sellerNet: ledgerAmountSchema,
  /** The open payment of a card/crypto order (the test page lives at /order/pay/{paymentId}/). */
  paymentId: z.uuid().nullable(),
  /** The offer delivers automatically (a code is handed over on payment: GET …/code). */
  automaticDelivery: z.boolean(),
  deliveredAt: z.string().nullable(),
  /** What the seller wrote when marking it delivered (manual delivery); null without one. */
  deliveryNote: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** When the buyer confirmed delivery (null: not confirmed; an automatic release confirms nothing). */
  confirmedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  failedAt: z.string().nullable(),
  /** Why it failed: declined, expired, cancelled, refunded. */
  failureReason: z.enum(['declined', 'expired', 'cancelled', 'refunded']).nullable(),
  dispute: orderDisputeSchema.nullable(),
  /** Refund to the original payment method (card/crypto orders refunded); null otherwise (wallet: the wallet). */
  refund: orderRefundSchema.nullable(),
  /** The dispute's evidence files, oldest first (empty without a dispute). */
  evidence: z.array(disputeEvidenceSchema),
  /** A dispute settled by a split: how the payment was divided; null otherwise. */
  split: orderSplitSchema.nullable(),
  /** The dispute's partial-refund proposals, oldest first (the open one, if any, last). */
  refundProposals: z.array(refundProposalSchema),
  rating: orderRatingSchema.nullable(),
  /** The warranty bought with the order (its category carried one at purchase); null: none. */
  warranty: orderWarrantySchema.nullable(),
  /** The order's latest warranty claim (open or closed); null: none. */
  warrantyClaim: warrantyClaimSchema.nullable(),
  /** What the viewer may do now. */
  can: z.object({
    pay: z.boolean(),
    confirm: z.boolean(),
    dispute: z.boolean(),
    rate: z.boolean(),
    markDelivered: z.boolean(),
    /** The buyer or the seller while the dispute is open and below DISPUTE_EVIDENCE_MAX_FILES. */
    addEvidence: z.boolean(),
    /** The buyer or the seller while the dispute is open (POST …/dispute/answer). */
    answerDispute: z.boolean(),
    /** The buyer or the seller while the dispute is open (and no chargeback is recorded). */
    proposeRefund: z.boolean(),
    /** The buyer of a completed warranted order within its warranty, no claim open or refunded. */
    claimWarranty: z.boolean(),
  }),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderParamsSchema = z.object({ orderId: z.uuid() });

export const ORDERS_PAGE_SIZE = 20;

/** GET /api/v1/orders: the orders list (spec §2: search, status filter, pagination). */
export const orderListQuerySchema = z.object({
  /** purchases (default) or sales. */
  role: z.enum(['buyer', 'seller']).default('buyer'),
  status: orderStatusSchema.optional(),
  /** Matches the item title or the order id. */
  search: text().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(ORDERS_PAGE_SIZE),
});
export type OrderListQuery = z.input<typeof orderListQuerySchema>;

export const orderListResponseSchema = z.object({
  orders: z.array(orderListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;

/** The answer to checkout: the order, and where to pay when it is not paid yet. */
export const checkoutResponseSchema = z.object({
  order: orderDetailSchema,
  payment: z.object({
    id: z.uuid().nullable(),
    /** null: already paid (wallet). Otherwise where to send the buyer (sandbox: /order/pay/{id}/). */
    redirectUrl: z.string().nullable(),
  }),
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** GET /api/v1/orders/{orderId}/code: the code of an automatic-delivery order, for its buyer. */
export const orderCodeResponseSchema = z.object({ codes: z.array(z.string()) });
export type OrderCodeResponse = z.infer<typeof orderCodeResponseSchema>;

/**
 * POST /api/v1/orders/{orderId}/dispute: JSON, or multipart/form-data with `reason` and up to
 * DISPUTE_EVIDENCE_MAX_FILES files in `evidence` (the dispute and its files are stored together or not
 * at all). Later files: POST …/dispute/evidence.
 */
/** The longest note a seller may leave when marking an order delivered. */
export const DELIVERY_NOTE_MAX_LENGTH = 1000;

/** POST /api/v1/orders/{orderId}/deliver: an optional note for the buyer (a body is optional too). */
export const markDeliveredRequestSchema = z
  .object({ note: text().trim().max(DELIVERY_NOTE_MAX_LENGTH).optional() })
  .nullish();
export type MarkDeliveredRequest = z.input<typeof markDeliveredRequestSchema>;

export const openDisputeRequestSchema = z.object({ reason: text().trim().min(1).max(2000) });
export type OpenDisputeRequest = z.input<typeof openDisputeRequestSchema>;

export const RATING_COMMENT_MAX_LENGTH = 1000;
/** POST /api/v1/orders/{orderId}/rating: spec §3 Rating, once per completed order. */
export const ratingRequestSchema = z.object({
  stars: z.number().int().min(1).max(5),
  comment: text().trim().max(RATING_COMMENT_MAX_LENGTH).default(''),
});
export type RatingRequest = z.input<typeof ratingRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Seller dashboard (spec §2: income analysis, revenue chart 6 months, recently sold, balances)

export const sellerDashboardQuerySchema = z.object({ currency: ledgerCurrencySchema.default('USD') });

export const sellerDashboardSchema = z.object({
  currency: ledgerCurrencySchema,
  /** The seller's wallet in this currency, in parts that add up (zeros without a wallet). */
  balances: walletBreakdownSchema,
  income: z.object({
    /** Net of completed sales, all time. */
    totalRevenue: ledgerAmountSchema,
    /** Net of completed sales in the current calendar month (UTC). */
    thisMonth: ledgerAmountSchema,
    itemsSold: z.number().int(),
    completedOrders: z.number().int(),
    pendingOrders: z.number().int(),
    disputedOrders: z.number().int(),
  }),
  /** Spec §9: the last 6 months, oldest first, month as YYYY-MM (UTC), net revenue of completed sales. */
  revenueByMonth: z.array(
    z.object({ month: z.string(), revenue: ledgerAmountSchema, orders: z.number().int() }),
  ),
  recentSales: z.array(orderListItemSchema),
  /** Completed sales whose net is reserved until their warranty ends, soonest release first. */
  reserves: z.array(sellerReserveSchema),
});
export type SellerDashboard = z.infer<typeof sellerDashboardSchema>;
