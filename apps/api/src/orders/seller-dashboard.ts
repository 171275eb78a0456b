import type { LedgerCurrency, SellerDashboard } from '@lootmarket/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { type DbOrTx, inSnapshot } from '../db/database';
import { findWalletAccount, toWalletBreakdownDto, walletBreakdown } from '../ledger/ledger.service';
import { sellerReserves } from './order-reserve';
import { orderViews, toOrderListItem } from './order-views';
import { orders } from './orders.schema';

const RECENT_SALES = 8;
/** Spec §9: the chart covers the last 6 months. */
const CHART_MONTHS = 6;

/** First instant (UTC) of the month `offset` months from `now`'s month. */
function monthStart(now: Date, offset: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
}

/**
 * The seller dashboard (spec §2): income analysis, revenue of the last 6 months, recently sold
 * items, available and upcoming balance. Revenue is the seller's net of completed orders in the
 * currency, by the month of completion (UTC). Read in one snapshot: its totals, the balances and the
 * reserves must agree with each other while sales complete (inSnapshot).
 */
export function sellerDashboard(
  db: DbOrTx,
  sellerId: string,
  currency: LedgerCurrency,
  now = new Date(),
): Promise<SellerDashboard> {
  return inSnapshot(db, (tx) => readDashboard(tx, sellerId, currency, now));
}

async function readDashboard(
  db: DbOrTx,
  sellerId: string,
  currency: LedgerCurrency,
  now: Date,
): Promise<SellerDashboard> {
  const mine = and(eq(orders.sellerId, sellerId), eq(orders.currency, currency));
  const since = monthStart(now, -(CHART_MONTHS - 1));
  // What the seller was paid: a dispute settled by a split paid its part only (and counts as a sale).
  const paid = sql`coalesce(${orders.splitSellerNet}, ${orders.sellerNet})`;
  const [totals] = await db
    .select({
      totalRevenue: sql<string>`coalesce(sum(${paid}) filter (where ${orders.status} = 'completed'), 0)::text`,
      thisMonth: sql<string>`coalesce(sum(${paid}) filter (where ${orders.status} = 'completed' and ${orders.completedAt} >= ${monthStart(now, 0).toISOString()}), 0)::text`,
      itemsSold: sql<number>`coalesce(sum(${orders.quantity}) filter (where ${orders.status} = 'completed'), 0)::int`,
      completedOrders: sql<number>`(count(*) filter (where ${orders.status} = 'completed'))::int`,
      pendingOrders: sql<number>`(count(*) filter (where ${orders.status} = 'pending' and ${orders.escrow} = 'held'))::int`,
      disputedOrders: sql<number>`(count(*) filter (where ${orders.disputeStatus} = 'open'))::int`,
    })
    .from(orders)
    .where(mine);
  const months = await db
    .select({
      month: sql<string>`to_char(date_trunc('month', ${orders.completedAt} at time zone 'UTC'), 'YYYY-MM')`,
      revenue: sql<string>`sum(${paid})::text`,
      orders: sql<number>`count(*)::int`,
    })
    .from(orders)
    .where(and(mine, eq(orders.status, 'completed'), sql`${orders.completedAt} >= ${since.toISOString()}`))
    .groupBy(sql`1`);
  const byMonth = new Map(months.map((row) => [row.month, row]));
  const revenueByMonth = Array.from({ length: CHART_MONTHS }, (_, i) => {
    const start = monthStart(now, i - (CHART_MONTHS - 1));
    const key = `${start.getUTCFullYear()}-${String(start.getUTCMonth() + 1).padStart(2, '0')}`;
    const row = byMonth.get(key);
    return { month: key, revenue: row?.revenue ?? '0', orders: Number(row?.orders ?? 0) };
  });
  const recent = await orderViews(db)
    .where(and(mine, sql`${orders.escrow} in ('held', 'released', 'refunded')`))
    .orderBy(desc(orders.paidAt), desc(orders.id))
    .limit(RECENT_SALES);
  const account = await findWalletAccount(db, sellerId, currency);
  const reserves = await sellerReserves(db, sellerId, currency);
  const balances = await walletBreakdown(db, account, BigInt(reserves.total));
  return {
    currency,
    balances: toWalletBreakdownDto(balances),
    reserves: reserves.reserves,
    income: {
      totalRevenue: totals?.totalRevenue ?? '0',
      thisMonth: totals?.thisMonth ?? '0',
      itemsSold: Number(totals?.itemsSold ?? 0),
      completedOrders: Number(totals?.completedOrders ?? 0),
      pendingOrders: Number(totals?.pendingOrders ?? 0),
      disputedOrders: Number(totals?.disputedOrders ?? 0),
    },
    revenueByMonth,
    recentSales: recent.map((row) => toOrderListItem(row, sellerId)),
  };
}
