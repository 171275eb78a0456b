import type { AdminDashboard } from '@lootmarket/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { averageFirstReplySeconds } from '../tickets/tickets.service';

const DAY_MS = 24 * 60 * 60 * 1000;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const day = (value: string | Date) =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

/**
 * The back office's front page, read from the tables as they are (no cached counters): orders,
 * sign-ups, paid volume and fees per UTC day, and what waits for staff now. Read-only.
 */
export async function adminDashboard(db: DbOrTx, days: number, now = new Date()): Promise<AdminDashboard> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const since = new Date(today - (days - 1) * DAY_MS);
  const [ordersByDay, signUpsByDay, moneyByDay, waiting, firstReply] = await Promise.all([
    db.execute(sql`
      select (created_at at time zone 'UTC')::date::text as d, count(*)::int as n
      from orders where created_at >= ${since} group by 1`),
    db.execute(sql`
      select (member_since at time zone 'UTC')::date::text as d, count(*)::int as n
      from users where member_since >= ${since} group by 1`),
    // Volume: what buyers paid (total); fees: both sides' fees. Failed-before-payment orders never paid.
    db.execute(sql`
      select (paid_at at time zone 'UTC')::date::text as d, currency,
             sum(total)::text as volume, sum(buyer_fee + seller_fee)::text as fees
      from orders where paid_at is not null and paid_at >= ${since} group by 1, 2`),
    db.execute(sql`
      select
        (select count(*)::int from orders where dispute_status = 'open') as open_disputes,
        (select count(*)::int from withdrawals where status = 'pending_review' and not vip) as pending_standard,
        (select count(*)::int from withdrawals where status = 'pending_review' and vip) as pending_vip,
        (select count(*)::int from tickets where status <> 'closed') as open_tickets`),
    averageFirstReplySeconds(db, since),
  ]);

  const dates = Array.from({ length: days }, (_, index) =>
    new Date(since.getTime() + index * DAY_MS).toISOString().slice(0, 10),
  );
  const countsBy = (result: unknown) =>
    new Map(rowsOf<{ d: string; n: number }>(result).map((row) => [day(row.d), Number(row.n)]));
  const orders = countsBy(ordersByDay);
  const signUps = countsBy(signUpsByDay);
  const series = dates.map((date) => ({
    date,
    orders: orders.get(date) ?? 0,
    signUps: signUps.get(date) ?? 0,
  }));

  const byCurrency = new Map<string, Map<string, { volume: bigint; fees: bigint }>>();
  for (const row of rowsOf<{ d: string; currency: string; volume: string; fees: string }>(moneyByDay)) {
    const perDay = byCurrency.get(row.currency) ?? new Map();
    perDay.set(day(row.d), { volume: BigInt(row.volume), fees: BigInt(row.fees) });
    byCurrency.set(row.currency, perDay);
  }
  const money = [...byCurrency.entries()]
    .map(([currency, perDay]) => {
      let volume = 0n;
      let fees = 0n;
      const points = dates.map((date) => {
        const point = perDay.get(date) ?? { volume: 0n, fees: 0n };
        volume += point.volume;
        fees += point.fees;
        return { date, volume: point.volume.toString(), fees: point.fees.toString() };
      });
      return { currency, volume, fees, series: points };
    })
    .sort((a, b) =>
      b.volume > a.volume ? 1 : b.volume < a.volume ? -1 : a.currency.localeCompare(b.currency),
    )
    .map(({ volume, fees, ...rest }) => ({ ...rest, volume: volume.toString(), fees: fees.toString() }));

  const now_ = rowsOf<{
    open_disputes: number;
    pending_standard: number;
    pending_vip: number;
    open_tickets: number;
  }>(waiting)[0];
  return {
    days,
    since: since.toISOString(),
    series,
    money,
    totals: {
      orders: series.reduce((sum, point) => sum + point.orders, 0),
      signUps: series.reduce((sum, point) => sum + point.signUps, 0),
      openDisputes: Number(now_?.open_disputes ?? 0),
      pendingWithdrawals: {
        standard: Number(now_?.pending_standard ?? 0),
        vip: Number(now_?.pending_vip ?? 0),
      },
      openTickets: Number(now_?.open_tickets ?? 0),
      averageFirstReplySeconds: firstReply.averageSeconds,
    },
  };
}
