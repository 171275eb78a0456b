import type {
  AdminChargeback,
  AdminDispute,
  AdminDisputeListResponse,
  adminDisputeListQuerySchema,
  DisputeClock,
  DisputeEvidence,
  LedgerCurrency,
  RefundProposal,
} from '@lootmarket/contract';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type DbOrTx, readsOf } from '../db/database';
import { clocksOf } from '../dispute-clock/dispute-clock.service';
import { AppError } from '../errors/app-error';
import { chargebacksOf } from '../payments/chargebacks.service';
import { evidenceByOrder, orderEvidence } from './dispute-evidence';
import { type OrderViewRow, orderViews, toOrderDetail, toOrderListItem } from './order-views';
import { orders } from './orders.schema';
import { refundProposalsByOrder } from './refund-proposals';

function toAdminDispute(
  row: OrderViewRow,
  viewerId: string,
  evidence: DisputeEvidence[],
  chargeback: AdminChargeback | undefined,
  clock: DisputeClock | undefined,
  proposals: RefundProposal[],
): AdminDispute {
  const detail = toOrderDetail(row, viewerId, evidence, clock ?? null, proposals);
  if (!detail.dispute) throw new Error(`order ${row.order.id} has no dispute`);
  return {
    order: toOrderListItem(row, viewerId),
    dispute: detail.dispute,
    sellerNet: row.order.sellerNet.toString(),
    fee: (row.order.buyerFee + row.order.sellerFee).toString(),
    currency: row.order.currency as LedgerCurrency,
    evidence,
    chargeback: chargeback ?? null,
    sellerBanned: row.sellerBanned,
    total: row.order.total.toString(),
    refundProposals: proposals,
    split: detail.split,
  };
}

/** The admin's dispute queue: open ones oldest first, or resolved ones newest first. */
export async function listDisputes(
  db: DbOrTx,
  viewerId: string,
  query: z.output<typeof adminDisputeListQuerySchema>,
): Promise<AdminDisputeListResponse> {
  const where =
    query.status === 'open'
      ? sql`${orders.disputeStatus} = 'open'`
      : sql`${orders.disputeStatus} in ('released', 'refunded', 'split')`;
  const [rows, [total]] = await Promise.all([
    orderViews(db)
      .where(where)
      .orderBy(query.status === 'open' ? asc(orders.disputeOpenedAt) : desc(orders.disputeResolvedAt))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  const ids = rows.map((row) => row.order.id);
  const [evidence, chargebacks, clocks, proposals] = await Promise.all([
    evidenceByOrder(db, ids),
    chargebacksOf(db, ids),
    clocksOf(db, 'order_dispute', ids),
    refundProposalsByOrder(db, ids),
  ]);
  return {
    disputes: rows.map((row) =>
      toAdminDispute(
        row,
        viewerId,
        evidence.get(row.order.id) ?? [],
        chargebacks.get(row.order.id),
        clocks.get(row.order.id),
        proposals.get(row.order.id) ?? [],
      ),
    ),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function getDispute(db: DbOrTx, orderId: string, viewerId: string): Promise<AdminDispute> {
  const [row] = await orderViews(db).where(eq(orders.id, orderId)).limit(1);
  if (!row) throw new AppError('TRANSACTION_NOT_FOUND');
  if (!row.order.disputeStatus) throw new AppError('DISPUTE_NOT_OPEN');
  // Also read inside the decision's transaction: readsOf runs these one at a time there.
  const [evidence, chargebacks, clocks, proposals] = await readsOf(db, [
    () => orderEvidence(db, orderId),
    () => chargebacksOf(db, [orderId]),
    () => clocksOf(db, 'order_dispute', [orderId]),
    () => refundProposalsByOrder(db, [orderId]),
  ]);
  return toAdminDispute(
    row,
    viewerId,
    evidence,
    chargebacks.get(orderId),
    clocks.get(orderId),
    proposals.get(orderId) ?? [],
  );
}
