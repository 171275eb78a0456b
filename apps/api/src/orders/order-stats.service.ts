import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';

// Reads of the orders table for the back office (the admin dashboard): the orders domain owns this SQL.

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
/** A UTC date as YYYY-MM-DD, whichever way the driver returned it. */
const day = (value: string | Date) =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

/** Orders created per UTC day since `since`: date (YYYY-MM-DD) → count; days without orders absent. */
export async function ordersCreatedPerDay(db: DbOrTx, since: Date): Promise<Map<string, number>> {
  const result = await db.execute(sql`
    select (created_at at time zone 'UTC')::date::text as d, count(*)::int as n
    from orders where created_at >= ${since} group by 1`);
  return new Map(rowsOf<{ d: string; n: number }>(result).map((row) => [day(row.d), Number(row.n)]));
}

export interface PaidDay {
  /** YYYY-MM-DD (UTC) */
  date: string;
  currency: string;
  /** What buyers paid (order totals), minor units. */
  volume: bigint;
  /** Buyer and seller fees, minor units. */
  fees: bigint;
}

/**
 * Paid volume and fees per UTC day of payment and currency since `since`. Orders that failed before
 * payment never paid and are not counted.
 */
export async function paidVolumePerDay(db: DbOrTx, since: Date): Promise<PaidDay[]> {
  const result = await db.execute(sql`
    select (paid_at at time zone 'UTC')::date::text as d, currency,
           sum(total)::text as volume, sum(buyer_fee + seller_fee)::text as fees
    from orders where paid_at is not null and paid_at >= ${since} group by 1, 2`);
  return rowsOf<{ d: string; currency: string; volume: string; fees: string }>(result).map((row) => ({
    date: day(row.d),
    currency: row.currency,
    volume: BigInt(row.volume),
    fees: BigInt(row.fees),
  }));
}

/** Orders with an open dispute (waiting for staff). */
export async function openDisputesCount(db: DbOrTx): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from orders where dispute_status = 'open'`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

/** Units of a seller's completed orders, as a scalar subquery (the offers domain's seller stats). */
export function unitsSoldSql(sellerId: string): SQL {
  return sql`select coalesce(sum(o.quantity), 0)::int from orders o
             where o.seller_id = ${sellerId}::uuid and o.status = 'completed'`;
}
