import type { AdminOrderSummary, AdminOrdersQuery, AdminOrdersResponse } from '@lootmarket/contract';
import { and, asc, count, desc, eq, gte, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { accountIsBanned, anAccountMatches } from '../auth/users.service';
import type { DbOrTx } from '../db/database';
import { escapeLike } from '../db/like';
import { AppError } from '../errors/app-error';
import { chargebacksOf } from '../payments/chargebacks.service';
import { ordersWithRefund, refundStatesOf } from '../payments/refunds.service';
import { type OrderViewRow, orderViews, toOrderListItem } from './order-views';
import { orders } from './orders.schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function searchConditions(query: AdminOrdersQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.q) {
    if (UUID.test(query.q)) conditions.push(eq(orders.id, query.q));
    else {
      const pattern = `%${escapeLike(query.q)}%`;
      conditions.push(
        sql`(${orders.offerTitle} ilike ${pattern} or ${anAccountMatches([orders.buyerId, orders.sellerId], pattern)})`,
      );
    }
  }
  if (query.status) conditions.push(eq(orders.status, query.status));
  if (query.disputed === 'yes') conditions.push(isNotNull(orders.disputeStatus));
  if (query.disputed === 'no') conditions.push(isNull(orders.disputeStatus));
  if (query.refund) conditions.push(ordersWithRefund(query.refund));
  if (query.held) {
    // Held for review: a release came while the seller was banned, or the seller is banned now and
    // the money is still in escrow (staff may decide it at once: POST …/review).
    const held = sql`(${orders.releaseHold} is not null or (${orders.status} = 'pending' and ${orders.escrow} = 'held'
      and ${accountIsBanned(orders.sellerId)}))`;
    conditions.push(query.held === 'yes' ? held : sql`not ${held}`);
  }
  if (query.from) conditions.push(gte(orders.createdAt, new Date(query.from)));
  if (query.to) conditions.push(lte(orders.createdAt, new Date(query.to)));
  return conditions;
}

/** An order as staff see it: the list item from the buyer's side, with its dispute's, refund's and chargeback's state. */
function toAdminOrderSummary(
  row: OrderViewRow,
  refund: AdminOrderSummary['refund'] | undefined,
  chargeback: AdminOrderSummary['chargeback'] | undefined,
): AdminOrderSummary {
  return {
    ...toOrderListItem(row, row.order.buyerId),
    disputeStatus: (row.order.disputeStatus as AdminOrderSummary['disputeStatus']) ?? null,
    refund: refund ?? null,
    chargeback: chargeback ?? null,
    sellerBanned: row.sellerBanned,
  };
}

/** The back office order search: every order, by id, offer title or either party's name or e-mail. */
export async function searchOrders(db: DbOrTx, query: AdminOrdersQuery): Promise<AdminOrdersResponse> {
  const conditions = searchConditions(query);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const direction = query.sort.startsWith('-') ? desc : asc;
  const column = query.sort.endsWith('total') ? orders.total : orders.createdAt;
  const [rows, [total]] = await Promise.all([
    orderViews(db)
      .where(where)
      .orderBy(direction(column), direction(orders.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  const ids = rows.map((row) => row.order.id);
  const [refunds, chargebacks] = await Promise.all([refundStatesOf(db, ids), chargebacksOf(db, ids)]);
  return {
    page: query.page,
    pageSize: query.pageSize,
    total: Number(total?.n ?? 0),
    orders: rows.map((row) =>
      toAdminOrderSummary(row, refunds.get(row.order.id), chargebacks.get(row.order.id)),
    ),
  };
}

/** One order as staff see it in the search (after a decision on it). */
export async function adminOrderSummary(db: DbOrTx, orderId: string): Promise<AdminOrderSummary> {
  const [row] = await orderViews(db).where(eq(orders.id, orderId)).limit(1);
  if (!row) throw new AppError('TRANSACTION_NOT_FOUND');
  const [refunds, chargebacks] = await Promise.all([
    refundStatesOf(db, [orderId]),
    chargebacksOf(db, [orderId]),
  ]);
  return toAdminOrderSummary(row, refunds.get(orderId), chargebacks.get(orderId));
}
