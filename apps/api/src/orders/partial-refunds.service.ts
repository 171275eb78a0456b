import { type LedgerCurrency, notificationMoneyParams, orderPath } from '@lootmarket/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/database';
import { uuidV7 } from '../db/uuid-v7';
import { closeClock, lockClock } from '../dispute-clock/dispute-clock.service';
import { AppError } from '../errors/app-error';
import { cancelJob } from '../jobs/jobs.service';
import { escrowSplitIds } from '../ledger/ledger.ids';
import { splitEscrow } from '../ledger/ledger.service';
import { chargebackRecorded, providerRefundHold, startProviderRefund } from '../payments/refunds.service';
import { type OrderRow, orderNumber } from './order-views';
import { disputeRefundProposals, orders } from './orders.schema';
import type { OrderDeps } from './orders.service';
import { closeOpenProposals, type RefundProposalRow } from './refund-proposals';

// Partial refunds in a dispute (README "Partial refunds"): proposals of either side, the other side's
// answer, staff's split, and THE settlement of a split: one transaction, one ledger batch.

/** The ledger ids of an order's split: the posts (or the fee's void) of its two escrow legs. */
export function splitTransferIds(orderId: string) {
  const ids = escrowSplitIds(orderId);
  return { net: ids.splitNet, fee: ids.splitFee };
}

/** The order row locked (FOR UPDATE: first in every state change of an order). */
export async function lockOrder(tx: Tx, orderId: string): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw new AppError('TRANSACTION_NOT_FOUND');
  return order;
}

type Viewer = { id: string; roles: readonly string[] };
const isStaff = (viewer: Viewer) => viewer.roles.some((role) => role === 'admin' || role === 'support');

/** The viewer's side of the order; staff (who see it) get FORBIDDEN, anyone else TRANSACTION_NOT_FOUND. */
export function sideOf(order: OrderRow, viewer: Viewer): 'buyer' | 'seller' {
  if (order.buyerId === viewer.id) return 'buyer';
  if (order.sellerId === viewer.id) return 'seller';
  throw new AppError(isStaff(viewer) ? 'FORBIDDEN' : 'TRANSACTION_NOT_FOUND');
}

/** The refund must be above 0 and below what the buyer paid. */
function checkRange(order: OrderRow, refund: bigint): void {
  if (refund <= 0n || refund >= order.total) throw new AppError('REFUND_AMOUNT_OUT_OF_RANGE');
}

/** A dispute that may be split: open, its money held, no chargeback recorded on its payment. */
async function checkSplittable(tx: Tx, order: OrderRow): Promise<void> {
  if (order.disputeStatus !== 'open') throw new AppError('DISPUTE_NOT_OPEN');
  if (order.status !== 'pending') throw new AppError('ORDER_NOT_PENDING');
  if (order.escrow !== 'held') throw new AppError('ORDER_NOT_PAID');
  if (order.paymentMethod === 'wallet') return;
  if (await chargebackRecorded(tx, order.id)) throw new AppError('REFUND_CHARGEBACK_RECORDED');
}

/**
 * The buyer or the seller proposes what the buyer gets back. Under the order's lock: the dispute must be
 * open; an open proposal (of either side) is replaced by this one. The other side is told.
 */
export async function proposeRefund(
  tx: Tx,
  orderId: string,
  viewer: Viewer,
  refund: bigint,
  deps: Pick<OrderDeps, 'notifier'>,
  now = new Date(),
): Promise<void> {
  const order = await lockOrder(tx, orderId);
  const side = sideOf(order, viewer);
  await checkSplittable(tx, order);
  checkRange(order, refund);
  await tx
    .update(disputeRefundProposals)
    .set({ status: 'replaced', decidedAt: now })
    .where(and(eq(disputeRefundProposals.orderId, order.id), eq(disputeRefundProposals.status, 'open')));
  await tx.insert(disputeRefundProposals).values({
    id: uuidV7(now.getTime()),
    orderId: order.id,
    proposedBy: viewer.id,
    side,
    refund,
    status: 'open',
    createdAt: now,
  });
  await deps.notifier.notify(tx, side === 'buyer' ? order.sellerId : order.buyerId, {
    kind: 'order_refund_proposed',
    params: { orderId: orderNumber(order.id), ...notificationMoneyParams(refund, order.currency) },
    link: orderPath(order.id),
  });
}

/**
 * The other side answers an open proposal, named by its id (so an answer never lands on a newer
 * proposal it has not seen: REFUND_PROPOSAL_NOT_OPEN). Accept settles the split at once; reject tells
 * the proposer. Naturally idempotent: answering again what this viewer already answered the same way
 * changes nothing and succeeds (a replayed request has one effect); any other state is refused.
 */
export async function answerRefundProposal(
  tx: Tx,
  orderId: string,
  proposalId: string,
  viewer: Viewer,
  answer: 'accept' | 'reject',
  deps: Pick<OrderDeps, 'notifier'>,
  now = new Date(),
): Promise<void> {
  const order = await lockOrder(tx, orderId);
  const side = sideOf(order, viewer);
  const [proposal] = await tx
    .select()
    .from(disputeRefundProposals)
    .where(and(eq(disputeRefundProposals.id, proposalId), eq(disputeRefundProposals.orderId, order.id)));
  if (!proposal) throw new AppError('REFUND_PROPOSAL_NOT_OPEN');
  if (proposal.side === side) throw new AppError('REFUND_PROPOSAL_OWN');
  const done = answer === 'accept' ? 'accepted' : 'rejected';
  if (proposal.status === done && proposal.decidedBy === viewer.id) return;
  // Decided otherwise meanwhile (staff, or another proposal accepted): the dispute says so first.
  if (order.disputeStatus !== 'open') throw new AppError('DISPUTE_NOT_OPEN');
  if (proposal.status !== 'open') throw new AppError('REFUND_PROPOSAL_NOT_OPEN');
  if (answer === 'reject') {
    await decideProposal(tx, proposal, 'rejected', viewer.id, now);
    await deps.notifier.notify(tx, proposal.proposedBy, {
      kind: 'order_refund_proposal_rejected',
      params: { orderId: orderNumber(order.id), ...notificationMoneyParams(proposal.refund, order.currency) },
      link: orderPath(order.id),
    });
    return;
  }
  await checkSplittable(tx, order);
  await decideProposal(tx, proposal, 'accepted', viewer.id, now);
  await settleSplit(tx, order, proposal.refund, null, deps, now);
}

async function decideProposal(
  tx: Tx,
  proposal: RefundProposalRow,
  status: 'accepted' | 'rejected',
  by: string,
  now: Date,
): Promise<void> {
  await tx
    .update(disputeRefundProposals)
    .set({ status, decidedAt: now, decidedBy: by })
    .where(eq(disputeRefundProposals.id, proposal.id));
}

/** Staff decide a split of an open dispute, with a note (the route audits it). */
export async function staffSplit(
  tx: Tx,
  orderId: string,
  refund: bigint,
  note: string,
  deps: Pick<OrderDeps, 'notifier'>,
  now = new Date(),
): Promise<{ before: OrderRow; after: OrderRow }> {
  const order = await lockOrder(tx, orderId);
  await checkSplittable(tx, order);
  checkRange(order, refund);
  const after = await settleSplit(tx, order, refund, note, deps, now);
  return { before: order, after };
}

/** What THE rounding of a split (SQL order_split_amounts) gives the seller and the platform. */
export async function splitAmounts(
  db: DbOrTx,
  order: Pick<OrderRow, 'total' | 'buyerFee' | 'sellerFee'>,
  refund: bigint,
): Promise<{ sellerNet: bigint; fee: bigint }> {
  const result = await db.execute(
    sql`select seller_net::text as seller_net, fee::text as fee from order_split_amounts(${order.total.toString()}::numeric, ${order.buyerFee.toString()}::numeric, ${order.sellerFee.toString()}::numeric, ${refund.toString()}::numeric)`,
  );
  const [row] = (result as unknown as { rows: { seller_net: string | null; fee: string | null }[] }).rows;
  if (!row?.seller_net || row.fee === null) throw new AppError('REFUND_AMOUNT_OUT_OF_RANGE');
  return { sellerNet: BigInt(row.seller_net), fee: BigInt(row.fee) };
}

/**
 * THE settlement of a split, for an order the caller has locked with its dispute open and its money
 * held. ONE ledger batch: the seller's escrow leg posted for their part (the rest returns to the
 * buyer's wallet), the fee leg posted for the prorated fee (or voided when it rounds to nothing), and
 * for a card or crypto order the buyer's part held again in the wallet for its way back to the payer
 * (the `payment.refund` job asks the provider for that amount). Each pending resolves once, so a split
 * racing a release or a refund has one winner. The order completes (dispute `split`, the amounts
 * kept), its job closes, the sale counts, open proposals close, both sides are told.
 */
async function settleSplit(
  tx: Tx,
  order: OrderRow,
  refund: bigint,
  note: string | null,
  deps: Pick<OrderDeps, 'notifier'>,
  now: Date,
): Promise<OrderRow> {
  const { sellerNet, fee } = await splitAmounts(tx, order, refund);
  // A split is a sale (the seller delivered something and was paid for it), as a release is. Counted
  // BEFORE the ledger batch, as order_release does: a split and a release of another order of the same
  // seller then take the count's row and the seller's account in one order, never a deadlock.
  await tx.execute(
    sql`insert into seller_stats (user_id, items_sold) values (${order.sellerId}::uuid, ${order.quantity})
        on conflict (user_id) do update set items_sold = seller_stats.items_sold + excluded.items_sold`,
  );
  const toProvider = order.paymentMethod === 'wallet' ? null : await providerRefundHold(tx, order, refund);
  const moved = await splitEscrow(tx, order.id, { sellerNet, fee }, toProvider ? [toProvider.leg] : []);
  if (!moved.ok) {
    if (moved.error.code.startsWith('pending_transfer_already')) throw new AppError('ORDER_NOT_PENDING');
    throw new AppError('UNEXPECTED', { cause: new Error(`ledger refused the split: ${moved.error.code}`) });
  }
  const [after] = await tx
    .update(orders)
    .set({
      status: 'completed',
      escrow: 'released',
      completedAt: now,
      releaseHold: null,
      releaseHeldAt: null,
      disputeStatus: 'split',
      disputeResolvedAt: now,
      disputeNote: note,
      splitRefund: refund,
      splitSellerNet: sellerNet,
      splitFee: fee,
    })
    .where(eq(orders.id, order.id))
    .returning();
  if (!after) throw new Error(`the split of order ${order.id} updated no row`);
  await cancelJob(tx, 'order.auto_release', order.id);
  await closeOpenProposals(tx, order.id, now);
  // The dispute's clock stops (the order is locked first, as everywhere): the parties agreed, or staff split.
  const clock = await lockClock(tx, 'order_dispute', order.id);
  if (clock) await closeClock(tx, clock, note === null ? 'agreement' : 'staff', now);
  if (toProvider) await startProviderRefund(tx, toProvider.payment.id, now, refund);
  const link = orderPath(order.id);
  const orderId = orderNumber(order.id);
  const currency = order.currency as LedgerCurrency;
  await deps.notifier.notify(tx, order.buyerId, {
    kind: 'order_partially_refunded',
    params: { orderId, ...notificationMoneyParams(refund, currency), to: order.paymentMethod },
    link,
  });
  await deps.notifier.notify(tx, order.sellerId, {
    kind: 'order_sale_partially_refunded',
    params: { orderId, ...notificationMoneyParams(sellerNet, currency) },
    link,
  });
  return after;
}
