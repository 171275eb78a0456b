import {
  type CategorySlug,
  DISPUTE_EVIDENCE_MAX_FILES,
  type DisputeClock,
  type DisputeEvidence,
  type EscrowState,
  type LedgerCurrency,
  type OrderDetail,
  type OrderListItem,
  type OrderOutcome,
  type OrderRefund,
  type OrderStatus,
  type OrderWarranty,
  type PaymentMethod,
  type RefundDestination,
  type RefundProposal,
  type WarrantyClaim,
  type WarrantyDays,
  warrantyEndsAt,
} from '@lootmarket/contract';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema';
import { games } from '../catalog/catalog.schema';
import type { DbOrTx } from '../db/database';
import { offers, sellerReviews } from '../offers/offers.schema';
import { payments } from '../payments/payments.schema';
import { photoUrls } from '../photos/photo-urls';
import { orders } from './orders.schema';

export type OrderRow = typeof orders.$inferSelect;

/** A short order number for texts (the first block of the id). */
export const orderNumber = (orderId: string) => orderId.slice(0, 8).toUpperCase();

const buyers = alias(users, 'buyer');
const sellers = alias(users, 'seller');

/** Orders with what their views need: game, both parties' names, the payment and the rating. */
export function orderViews(db: DbOrTx) {
  return db
    .select({
      order: orders,
      gameSlug: games.slug,
      gameName: games.name,
      buyerName: buyers.username,
      sellerName: sellers.username,
      /** The seller's account is banned now (staff views: a release to them is held). */
      sellerBanned: sellers.banned,
      paymentId: payments.id,
      paymentStatus: payments.status,
      paymentMethod: payments.method,
      refundStatus: payments.refundStatus,
      refundLink: payments.refundLink,
      refundedAt: payments.refundedAt,
      refundClaimedAt: payments.refundClaimedAt,
      /** A chargeback at the card issuer is recorded (no partial refunds then). */
      chargebackRef: payments.chargebackRef,
      ratingStars: sellerReviews.stars,
      ratingComment: sellerReviews.comment,
      ratingAt: sellerReviews.createdAt,
      /** Units the offer has left now (0 once it is deleted). */
      offerStock: offers.stock,
    })
    .from(orders)
    .innerJoin(games, eq(games.id, orders.gameId))
    .innerJoin(buyers, eq(buyers.id, orders.buyerId))
    .innerJoin(sellers, eq(sellers.id, orders.sellerId))
    .leftJoin(payments, eq(payments.orderId, orders.id))
    .leftJoin(sellerReviews, eq(sellerReviews.orderId, orders.id))
    .leftJoin(offers, eq(offers.id, orders.offerId));
}

export type OrderViewRow = Awaited<ReturnType<ReturnType<typeof orderViews>['where']>>[number];

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The refund as the order's detail shows it; null: none to the payment method (wallet orders). */
export function toOrderRefund(
  payment: Pick<
    typeof payments.$inferSelect,
    'refundStatus' | 'refundLink' | 'refundedAt' | 'refundClaimedAt' | 'method'
  > | null,
): OrderRefund | null {
  if (!payment?.refundStatus) return null;
  return {
    status: payment.refundStatus as OrderRefund['status'],
    method: payment.method as OrderRefund['method'],
    link: payment.refundLink,
    refundedAt: payment.refundedAt?.toISOString() ?? null,
    claimedAt: payment.refundClaimedAt?.toISOString() ?? null,
  };
}

/**
 * What happened to the order beside its status (the contract's ORDER_OUTCOMES), and where a refund
 * went: THE place the sub-state is derived, for every view of an order (detail, lists, dashboard,
 * back office).
 */
// A card or crypto refund goes back to the payer unless the provider refused it (kept in the wallet).
function refundDestination(
  order: Pick<OrderRow, 'paymentMethod'>,
  refundStatus: string | null,
): RefundDestination {
  const toPayer = order.paymentMethod !== 'wallet' && refundStatus !== null && refundStatus !== 'refused';
  return toPayer ? (order.paymentMethod as RefundDestination) : 'wallet';
}

export function orderOutcome(
  order: Pick<
    OrderRow,
    'status' | 'escrow' | 'failureReason' | 'disputeStatus' | 'releaseHold' | 'paymentMethod'
  >,
  refundStatus: string | null,
): { outcome: OrderOutcome; refundedTo: RefundDestination | null } {
  if (order.status === 'completed') {
    if (order.disputeStatus !== 'split') return { outcome: 'completed', refundedTo: null };
    return { outcome: 'partially_refunded', refundedTo: refundDestination(order, refundStatus) };
  }
  if (order.status === 'failed') {
    if (order.escrow === 'refunded')
      return { outcome: 'refunded', refundedTo: refundDestination(order, refundStatus) };
    const reason = order.failureReason;
    return {
      outcome: reason === 'declined' || reason === 'expired' ? reason : 'cancelled',
      refundedTo: null,
    };
  }
  if (order.escrow === 'awaiting_payment') return { outcome: 'awaiting_payment', refundedTo: null };
  if (order.disputeStatus === 'open') return { outcome: 'disputed', refundedTo: null };
  if (order.releaseHold !== null) return { outcome: 'release_held', refundedTo: null };
  return { outcome: 'in_escrow', refundedTo: null };
}

export function toOrderListItem(row: OrderViewRow, viewerId: string): OrderListItem {
  const { order } = row;
  const photo = order.offerImage;
  return {
    id: order.id,
    type: order.buyerId === viewerId ? 'purchase' : 'sale',
    status: order.status as OrderStatus,
    ...orderOutcome(order, row.refundStatus),
    escrow: order.escrow as EscrowState,
    item: order.offerTitle,
    category: order.category as CategorySlug,
    game: { slug: row.gameSlug, name: row.gameName },
    offerImage: photo ? photoUrls(photo).smallUrl : null,
    quantity: order.quantity,
    currency: order.currency as LedgerCurrency,
    price: order.unitPrice.toString(),
    totalPrice: order.total.toString(),
    seller: { id: order.sellerId, name: row.sellerName },
    buyer: { id: order.buyerId, name: row.buyerName },
    paymentMethod: order.paymentMethod as PaymentMethod,
    date: order.createdAt.toISOString(),
    // Held for review (the seller is banned): no date to promise.
    moneyAvailableAt:
      order.status === 'pending' &&
      order.escrow === 'held' &&
      order.disputeStatus !== 'open' &&
      order.releaseHold === null
        ? iso(order.releaseAt)
        : null,
    disputed: order.disputeStatus !== null,
    releaseHeld:
      order.releaseHold === 'seller_banned' && order.releaseHeldAt
        ? { reason: 'seller_banned', since: order.releaseHeldAt.toISOString() }
        : null,
  };
}

/** When the order's warranty ends (and its reserve is released); null until it completes. */
export function reserveReleasesAt(order: Pick<OrderRow, 'completedAt' | 'warrantyDays'>): Date | null {
  if (order.completedAt === null || order.warrantyDays === null) return null;
  return warrantyEndsAt(order.completedAt, order.warrantyDays);
}

/**
 * The order's warranty as its detail shows it: the days, the end once completed, and the reserve for
 * the seller's side (the buyer sees when the warranty ends, not the seller's money).
 */
export function toOrderWarranty(order: OrderRow, seesSellerSide: boolean): OrderWarranty | null {
  // A dispute settled by a split ends the warranty: the parties settled what it would have covered.
  if (order.warrantyDays === null || order.disputeStatus === 'split') return null;
  const endsAt = reserveReleasesAt(order);
  return {
    days: order.warrantyDays as WarrantyDays,
    endsAt: endsAt?.toISOString() ?? null,
    reserve:
      seesSellerSide && endsAt && order.reserveStatus
        ? {
            amount: order.sellerNet.toString(),
            status: order.reserveStatus as 'reserved' | 'released' | 'refunded',
            releasesAt: endsAt.toISOString(),
            releasedAt: order.reserveReleasedAt?.toISOString() ?? null,
          }
        : null,
  };
}

/**
 * `evidence`: the dispute's files (dispute-evidence.ts), oldest first; empty without a dispute. `clock`:
 * the dispute's clock (src/dispute-clock), null without one.
 * `proposals`: its partial-refund proposals (partial-refunds.service.ts), oldest first.
 * `warrantyClaim`: its latest warranty claim and whether the viewer may open one (warranty-claims.service.ts).
 */
export function toOrderDetail(
  row: OrderViewRow,
  viewerId: string,
  evidence: DisputeEvidence[],
  clock: DisputeClock | null,
  proposals: RefundProposal[] = [],
  warrantyClaim: { claim: WarrantyClaim | null; canClaim: boolean } = { claim: null, canClaim: false },
): OrderDetail {
  const { order } = row;
  const isBuyer = order.buyerId === viewerId;
  const isSeller = order.sellerId === viewerId;
  const held = order.status === 'pending' && order.escrow === 'held';
  const disputeOpen = order.disputeStatus === 'open';
  const payable =
    order.escrow === 'awaiting_payment' &&
    (row.paymentStatus === 'open' || row.paymentStatus === 'requires_confirmation');
  const seesSellerSide = !isBuyer || isSeller;
  return {
    ...toOrderListItem(row, viewerId),
    offerId: order.offerId ?? order.id,
    description: order.offerDescription,
    availableStock: row.offerStock ?? 0,
    subtotal: order.subtotal.toString(),
    fees: order.buyerFee.toString(),
    sellerFee: seesSellerSide ? order.sellerFee.toString() : '0',
    sellerNet: seesSellerSide ? order.sellerNet.toString() : '0',
    paymentId: row.paymentId ?? null,
    automaticDelivery: order.automaticDelivery,
    deliveredAt: iso(order.deliveredAt),
    deliveryNote: order.deliveryNote,
    paidAt: iso(order.paidAt),
    confirmedAt: iso(order.buyerConfirmedAt),
    completedAt: iso(order.completedAt),
    failedAt: iso(order.failedAt),
    failureReason: (order.failureReason as OrderDetail['failureReason']) ?? null,
    refund: toOrderRefund(
      row.refundStatus && row.paymentMethod
        ? {
            refundStatus: row.refundStatus,
            method: row.paymentMethod,
            // The claim page pays whoever opens it first: only the buyer gets the link.
            refundLink: isBuyer ? row.refundLink : null,
            refundedAt: row.refundedAt,
            refundClaimedAt: row.refundClaimedAt,
          }
        : null,
    ),
    dispute:
      order.disputeStatus && order.disputeOpenedAt
        ? {
            status: order.disputeStatus as NonNullable<OrderDetail['dispute']>['status'],
            reason: order.disputeReason ?? '',
            openedAt: order.disputeOpenedAt.toISOString(),
            resolvedAt: iso(order.disputeResolvedAt),
            note: order.disputeNote,
            clock,
          }
        : null,
    evidence,
    split: toOrderSplit(order, seesSellerSide),
    refundProposals: proposals,
    rating:
      row.ratingStars !== null && row.ratingAt
        ? { stars: row.ratingStars, comment: row.ratingComment ?? '', createdAt: row.ratingAt.toISOString() }
        : null,
    warranty: toOrderWarranty(order, seesSellerSide),
    warrantyClaim: warrantyClaim.claim,
    can: {
      pay: isBuyer && payable,
      // A confirmation held because the seller is banned is recorded: nothing more to confirm.
      confirm: isBuyer && held && !disputeOpen && order.buyerConfirmedAt === null,
      dispute: isBuyer && held && order.disputeStatus === null,
      rate: isBuyer && order.status === 'completed' && row.ratingStars === null,
      markDelivered: isSeller && held && order.deliveredAt === null,
      addEvidence: (isBuyer || isSeller) && disputeOpen && evidence.length < DISPUTE_EVIDENCE_MAX_FILES,
      answerDispute: (isBuyer || isSeller) && disputeOpen && clock !== null,
      proposeRefund: (isBuyer || isSeller) && disputeOpen && held && row.chargebackRef === null,
      claimWarranty: warrantyClaim.canClaim,
    },
  };
}

/** How a split divided the payment; the seller's part and the fee only for the seller's side (and staff). */
export function toOrderSplit(order: OrderRow, seesSellerSide: boolean): OrderDetail['split'] {
  if (order.splitRefund === null || order.splitSellerNet === null || order.splitFee === null) return null;
  return {
    refund: order.splitRefund.toString(),
    kept: (order.total - order.splitRefund).toString(),
    sellerNet: seesSellerSide ? order.splitSellerNet.toString() : '0',
    fee: seesSellerSide ? order.splitFee.toString() : '0',
    decidedBy: order.disputeNote === null ? 'agreement' : 'staff',
  };
}
