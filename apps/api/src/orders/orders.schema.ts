import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema';
import { games } from '../catalog/catalog.schema';
import { createdAt } from '../db/columns';
import { offers } from '../offers/offers.schema';

// ---------------------------------------------------------------------------------------------------
// Orders, payments, wallets and withdrawals (src/orders, src/payments, src/wallet, src/withdrawals).
// Money of an order is in the offer's currency, bigint minor units; withdrawals may be in any
// ledger currency (ETH in wei), so they use the ledger's numeric(39,0). Balances live only in the
// ledger: these rows say what a movement was for and where its lifecycle stands.

/** Statuses of an order and where its money is; the CHECKs keep the two in agreement. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The offer may be deleted later; the order keeps a copy of what was bought. */
    offerId: uuid('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id),
    category: text('category').notNull(),
    offerTitle: text('offer_title').notNull(),
    offerDescription: text('offer_description').notNull(),
    offerImage: text('offer_image'),
    automaticDelivery: boolean('automatic_delivery').notNull(),
    quantity: integer('quantity').notNull(),
    currency: text('currency').notNull(),
    unitPrice: bigint('unit_price', { mode: 'bigint' }).notNull(),
    subtotal: bigint('subtotal', { mode: 'bigint' }).notNull(),
    /** Added to the subtotal: the buyer pays total = subtotal + buyer_fee. */
    buyerFee: bigint('buyer_fee', { mode: 'bigint' }).notNull(),
    /** Kept from the seller's side: the seller receives seller_net = subtotal − seller_fee. */
    sellerFee: bigint('seller_fee', { mode: 'bigint' }).notNull(),
    sellerNet: bigint('seller_net', { mode: 'bigint' }).notNull(),
    total: bigint('total', { mode: 'bigint' }).notNull(),
    /** wallet | card | crypto */
    paymentMethod: text('payment_method').notNull(),
    /** pending | completed | failed (spec §4) */
    status: text('status').notNull(),
    /** awaiting_payment | held | released | refunded | failed */
    escrow: text('escrow').notNull(),
    /** declined | expired | cancelled | refunded */
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    /** The seller's note to the buyer when marking it delivered (manual delivery). */
    deliveryNote: text('delivery_note'),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    failedAt: timestamp('failed_at', { withTimezone: true, mode: 'date' }),
    /** Paid and pending: when the auto-release job pays the seller unless a dispute is open. */
    releaseAt: timestamp('release_at', { withTimezone: true, mode: 'date' }),
    /** open | released | refunded | split (a partial refund); null: never disputed. */
    disputeStatus: text('dispute_status'),
    disputeReason: text('dispute_reason'),
    disputeOpenedAt: timestamp('dispute_opened_at', { withTimezone: true, mode: 'date' }),
    disputeResolvedAt: timestamp('dispute_resolved_at', { withTimezone: true, mode: 'date' }),
    disputeNote: text('dispute_note'),
    /** The buyer confirmed delivery (a held confirmation keeps the order pending: release_hold). */
    buyerConfirmedAt: timestamp('buyer_confirmed_at', { withTimezone: true, mode: 'date' }),
    /**
     * Why the release to the seller is held for staff review (only 'seller_banned'): the money stays
     * in escrow until the seller is unbanned or staff decide (src/orders/README.md "Banned sellers").
     */
    releaseHold: text('release_hold'),
    releaseHeldAt: timestamp('release_held_at', { withTimezone: true, mode: 'date' }),
    /**
     * The warranty bought with the order, in days (the offer's at purchase time; null: its category
     * carries none). A later change of the offer or of the category's rule does not alter it.
     */
    warrantyDays: smallint('warranty_days'),
    /**
     * The seller's reserve of a completed warranted order: 'reserved' while the net leg of its escrow
     * stays pending (until completed_at + warrantyDays), 'released' once the `order.reserve_release`
     * job posted it, 'refunded' when an upheld warranty claim voided it first (warranty-claims.service.ts); null for every other order (src/orders/README.md "Warranty and the seller's reserve").
     */
    reserveStatus: text('reserve_status'),
    reserveReleasedAt: timestamp('reserve_released_at', { withTimezone: true, mode: 'date' }),
    /**
     * A dispute settled by a split (dispute_status 'split', src/orders/partial-refunds.service.ts): what the
     * buyer got back, what the seller was paid and the platform's prorated fee (order_split_amounts);
     * the three add up to the total. Null otherwise.
     */
    splitRefund: bigint('split_refund', { mode: 'bigint' }),
    splitSellerNet: bigint('split_seller_net', { mode: 'bigint' }),
    splitFee: bigint('split_fee', { mode: 'bigint' }),
  },
  (t) => [
    check('orders_status', sql`${t.status} in ('pending', 'completed', 'failed')`),
    check(
      'orders_escrow',
      sql`${t.escrow} in ('awaiting_payment', 'held', 'released', 'refunded', 'failed')`,
    ),
    check('orders_payment_method', sql`${t.paymentMethod} in ('wallet', 'card', 'crypto')`),
    // The order's state and its money agree: completed ⇔ released; failed ⇒ refunded or never taken.
    check(
      'orders_status_matches_escrow',
      sql`(${t.status} = 'pending' and ${t.escrow} in ('awaiting_payment', 'held'))
       or (${t.status} = 'completed' and ${t.escrow} = 'released')
       or (${t.status} = 'failed' and ${t.escrow} in ('refunded', 'failed'))`,
    ),
    check('orders_buyer_not_seller', sql`${t.buyerId} <> ${t.sellerId}`),
    check('orders_quantity_positive', sql`${t.quantity} > 0`),
    check(
      'orders_amounts',
      sql`${t.subtotal} = ${t.unitPrice} * ${t.quantity} and ${t.total} = ${t.subtotal} + ${t.buyerFee}
       and ${t.sellerNet} = ${t.subtotal} - ${t.sellerFee} and ${t.buyerFee} >= 0 and ${t.sellerFee} >= 0
       and ${t.sellerNet} > 0`,
    ),
    check(
      'orders_dispute_status',
      sql`${t.disputeStatus} is null or ${t.disputeStatus} in ('open', 'released', 'refunded', 'split')`,
    ),
    // "My purchases" / "my sales", newest first, a page at a time.
    index('orders_buyer_created_idx').on(t.buyerId, t.createdAt.desc(), t.id.desc()),
    index('orders_seller_created_idx').on(t.sellerId, t.createdAt.desc(), t.id.desc()),
    // The admin's dispute queue: open disputes, oldest first.
    index('orders_open_disputes_idx').on(t.disputeOpenedAt).where(sql`${t.disputeStatus} = 'open'`),
    check(
      'orders_release_hold',
      sql`(${t.releaseHold} is null and ${t.releaseHeldAt} is null)
       or (${t.releaseHold} = 'seller_banned' and ${t.releaseHeldAt} is not null and ${t.status} = 'pending' and ${t.escrow} = 'held')`,
    ),
    check('orders_warranty_days', sql`${t.warrantyDays} is null or ${t.warrantyDays} in (14, 30, 60, 90)`),
    // A completed warranted order has a reserve (unless a split settled its dispute), no other order
    // has one; released ⇔ its time recorded.
    check(
      'orders_reserve',
      sql`(${t.reserveStatus} is not null) = (${t.status} = 'completed' and ${t.warrantyDays} is not null
            and ${t.disputeStatus} is distinct from 'split')
       and (${t.reserveStatus} is null or ${t.reserveStatus} in ('reserved', 'released', 'refunded'))
       and ((${t.reserveStatus} = 'released') = (${t.reserveReleasedAt} is not null))`,
    ),
    // A seller's reserves still held, soonest release first.
    index('orders_seller_reserved_idx')
      .on(t.sellerId, t.completedAt)
      .where(sql`${t.reserveStatus} = 'reserved'`),
    check(
      'orders_split',
      sql`(${t.disputeStatus} = 'split') = (${t.splitRefund} is not null)
       and (${t.splitRefund} is null) = (${t.splitSellerNet} is null) and (${t.splitRefund} is null) = (${t.splitFee} is null)
       and (${t.splitRefund} is null or (${t.status} = 'completed' and ${t.escrow} = 'released'
            and ${t.splitRefund} > 0 and ${t.splitSellerNet} > 0 and ${t.splitFee} >= 0
            and ${t.splitRefund} + ${t.splitSellerNet} + ${t.splitFee} = ${t.total}
            and ${t.splitSellerNet} <= ${t.sellerNet} and ${t.splitFee} <= ${t.buyerFee} + ${t.sellerFee}))`,
    ),
    // Staff's "payout held" filter (admin order search).
    index('orders_release_held_idx').on(t.releaseHeldAt).where(sql`${t.releaseHold} is not null`),
  ],
);

/**
 * Files the buyer and the seller hand in while an order's dispute or one of its warranty claims is open
 * (screenshots, receipts), for the admin who decides it. At most DISPUTE_EVIDENCE_MAX_FILES per dispute
 * (rows without a claim) and per claim, counted under the order's row lock (src/orders/dispute-evidence.ts).
 * Kept after the decision: it is the record of why.
 */
export const disputeEvidence = pgTable(
  'dispute_evidence',
  {
    /** Also the file's name on disk (`<uploads>/disputes/<id>`): never the user's file name. */
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    uploaderId: uuid('uploader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The uploader's side of the order when they uploaded (buyer or seller). */
    uploaderSide: text('uploader_side').notNull(),
    /** The name the user gave, cleaned; shown and offered on download only. */
    fileName: text('file_name').notNull(),
    /** What the content is (sniffed), not what the upload claimed. */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
    /** The warranty claim the file belongs to (migration 0049); null: the order's dispute's. */
    claimId: uuid('claim_id').references(() => warrantyClaims.id, { onDelete: 'cascade' }),
  },
  (t) => [
    check('dispute_evidence_uploader_side', sql`${t.uploaderSide} in ('buyer', 'seller')`),
    check(
      'dispute_evidence_content_type',
      sql`${t.contentType} in ('image/jpeg', 'image/png', 'image/webp', 'application/pdf')`,
    ),
    check('dispute_evidence_size_positive', sql`${t.sizeBytes} > 0`),
    // An order's files, oldest first.
    index('dispute_evidence_order_idx').on(t.orderId, t.createdAt, t.id),
    // A claim's files, oldest first.
    index('dispute_evidence_claim_idx').on(t.claimId, t.createdAt, t.id),
  ],
);

/**
 * Partial-refund proposals of a dispute (src/orders/partial-refunds.service.ts): either side proposes
 * what the buyer gets back; one open at a time per order (a new one replaces it), then accepted,
 * rejected, replaced or closed (the dispute was decided otherwise). Kept: the dispute's history.
 */
export const disputeRefundProposals = pgTable(
  'dispute_refund_proposals',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    proposedBy: uuid('proposed_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** buyer | seller */
    side: text('side').notNull(),
    /** What the buyer gets back, minor units of the order's currency (0 < refund < total). */
    refund: bigint('refund', { mode: 'bigint' }).notNull(),
    /** open | accepted | rejected | replaced | closed */
    status: text('status').notNull(),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'restrict' }),
  },
  (t) => [
    check('dispute_refund_proposals_side', sql`${t.side} in ('buyer', 'seller')`),
    check(
      'dispute_refund_proposals_status',
      sql`${t.status} in ('open', 'accepted', 'rejected', 'replaced', 'closed')`,
    ),
    check('dispute_refund_proposals_refund_positive', sql`${t.refund} > 0`),
    check('dispute_refund_proposals_decided', sql`(${t.status} = 'open') = (${t.decidedAt} is null)`),
    uniqueIndex('dispute_refund_proposals_one_open').on(t.orderId).where(sql`${t.status} = 'open'`),
    index('dispute_refund_proposals_order_idx').on(t.orderId, t.createdAt),
  ],
);

/**
 * Warranty claims (src/orders/warranty-claims.service.ts, README "Warranty claims"): the buyer of a
 * completed warranted order claims within the warranty; the seller replaces or refunds on the dispute
 * clock (subject `warranty_claim`); staff decide otherwise. One open claim per order, one refund at most.
 */
export const warrantyClaims = pgTable(
  'warranty_claims',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** recovered | banned | credentials_changed | other */
    reason: text('reason').notNull(),
    description: text('description').notNull(),
    /** open | replaced | refunded | rejected */
    status: text('status').notNull(),
    replacementNote: text('replacement_note'),
    replacedAt: timestamp('replaced_at', { withTimezone: true, mode: 'date' }),
    decisionNote: text('decision_note'),
    /** agreement | default | staff */
    decidedBy: text('decided_by'),
    decidedByUser: uuid('decided_by_user').references(() => users.id, { onDelete: 'restrict' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    currency: text('currency').notNull(),
    /** An upheld claim: what the buyer got back (the order's total) and where it came from. */
    refundAmount: bigint('refund_amount', { mode: 'bigint' }),
    /** reserve | seller_balance | platform_cover */
    coveredBy: text('covered_by'),
    fromReserve: bigint('from_reserve', { mode: 'bigint' }),
    fromSellerBalance: bigint('from_seller_balance', { mode: 'bigint' }),
    fromPlatformCover: bigint('from_platform_cover', { mode: 'bigint' }),
    feeReturned: bigint('fee_returned', { mode: 'bigint' }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'warranty_claims_reason',
      sql`${t.reason} in ('recovered', 'banned', 'credentials_changed', 'other')`,
    ),
    check('warranty_claims_status', sql`${t.status} in ('open', 'replaced', 'refunded', 'rejected')`),
    check(
      'warranty_claims_decided',
      sql`(${t.status} = 'open') = (${t.decidedAt} is null)
       and (${t.decidedAt} is null) = (${t.decidedBy} is null)
       and (${t.decidedBy} is null or ${t.decidedBy} in ('agreement', 'default', 'staff'))`,
    ),
    check(
      'warranty_claims_replaced',
      sql`(${t.replacementNote} is null) = (${t.replacedAt} is null)
       and (${t.status} <> 'replaced' or ${t.replacedAt} is not null)`,
    ),
    check(
      'warranty_claims_refund',
      sql`(${t.status} = 'refunded') = (${t.refundAmount} is not null)
       and (${t.refundAmount} is null) = (${t.coveredBy} is null)
       and (${t.refundAmount} is null or (${t.coveredBy} in ('reserve', 'seller_balance', 'platform_cover')
            and ${t.fromReserve} >= 0 and ${t.fromSellerBalance} >= 0 and ${t.fromPlatformCover} >= 0
            and ${t.feeReturned} >= 0 and ${t.refundAmount} > 0
            and ${t.fromReserve} + ${t.fromSellerBalance} + ${t.fromPlatformCover} + ${t.feeReturned} = ${t.refundAmount}))`,
    ),
    uniqueIndex('warranty_claims_one_open').on(t.orderId).where(sql`${t.status} = 'open'`),
    uniqueIndex('warranty_claims_one_refund').on(t.orderId).where(sql`${t.status} = 'refunded'`),
    index('warranty_claims_order_idx').on(t.orderId, t.createdAt),
    index('warranty_claims_status_idx').on(t.status, t.createdAt),
  ],
);

/** A seller whose warranty loss the platform covered (one flag per claim, with the amount it paid). */
export const sellerFlags = pgTable(
  'seller_flags',
  {
    id: uuid('id').primaryKey(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** warranty_loss_covered */
    reason: text('reason').notNull(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => warrantyClaims.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('seller_flags_reason', sql`${t.reason} in ('warranty_loss_covered')`),
    check('seller_flags_amount', sql`${t.amount} > 0`),
    uniqueIndex('seller_flags_claim_key').on(t.claimId),
    index('seller_flags_seller_idx').on(t.sellerId, t.createdAt),
  ],
);
