import type { RefundProposal } from '@lootmarket/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/database';
import { disputeRefundProposals } from './orders.schema';

export type RefundProposalRow = typeof disputeRefundProposals.$inferSelect;

export function toRefundProposal(row: RefundProposalRow): RefundProposal {
  return {
    id: row.id,
    side: row.side as RefundProposal['side'],
    refund: row.refund.toString(),
    status: row.status as RefundProposal['status'],
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** The partial-refund proposals of these orders' disputes, oldest first, by order. */
export async function refundProposalsByOrder(
  db: DbOrTx,
  orderIds: readonly string[],
): Promise<Map<string, RefundProposal[]>> {
  const byOrder = new Map<string, RefundProposal[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(disputeRefundProposals)
    .where(inArray(disputeRefundProposals.orderId, [...orderIds]))
    .orderBy(asc(disputeRefundProposals.createdAt), asc(disputeRefundProposals.id));
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push(toRefundProposal(row));
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}

/**
 * The dispute was decided otherwise (staff released, refunded or split it): an open proposal is closed.
 * In the decision's transaction, under the order's lock.
 */
export async function closeOpenProposals(tx: Tx, orderId: string, now = new Date()): Promise<void> {
  await tx
    .update(disputeRefundProposals)
    .set({ status: 'closed', decidedAt: now })
    .where(and(eq(disputeRefundProposals.orderId, orderId), eq(disputeRefundProposals.status, 'open')));
}
