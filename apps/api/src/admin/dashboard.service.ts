import type { AdminDashboard } from '@lootmarket/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { openDisputesCount, ordersCreatedPerDay, paidVolumePerDay } from '../orders/order-stats.service';
import { stalledRefundsCount } from '../payments/refunds.service';
import { averageFirstReplySeconds, openTicketsCount } from '../tickets/tickets.service';
import { pendingWithdrawalCounts } from '../withdrawals/withdrawals.service';

const DAY_MS = 24 * 60 * 60 * 1000;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const day = (value: string | Date) =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

/**
 * The back office's front page, read from the tables as they are (no cached counters): orders,
 * sign-ups, paid volume and fees per UTC day, and what waits for staff now. Read-only. Orders,
 * withdrawals, tickets and refunds are read through their own domains' functions.
 */
export async function adminDashboard(db: DbOrTx, days: number, now = new Date()): Promise<AdminDashboard> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const since = new Date(today - (days - 1) * DAY_MS);
  const [
    orders,
    signUpsByDay,
    moneyByDay,
    openDisputes,
    pendingWithdrawals,
    openTickets,
    firstReply,
    stalledRefunds,
  ] = await Promise.all([
    ordersCreatedPerDay(db, since),
    db.execute(sql`
        select (member_since at time zone 'UTC')::date::text as d, count(*)::int as n
        from users where member_since >= ${since} group by 1`),
    paidVolumePerDay(db, since),
    openDisputesCount(db),
    pendingWithdrawalCounts(db),
    openTicketsCount(db),
    averageFirstReplySeconds(db, since),
    stalledRefundsCount(db),
  ]);

  const dates = Array.from({ length: days }, (_, index) =>
    new Date(since.getTime() + index * DAY_MS).toISOString().slice(0, 10),
  );
  const signUps = new Map(
    rowsOf<{ d: string; n: number }>(signUpsByDay).map((row) => [day(row.d), Number(row.n)]),
  );
  const series = dates.map((date) => ({
    date,
    orders: orders.get(date) ?? 0,
    signUps: signUps.get(date) ?? 0,
  }));

  const byCurrency = new Map<string, Map<string, { volume: bigint; fees: bigint }>>();
  for (const row of moneyByDay) {
    const perDay = byCurrency.get(row.currency) ?? new Map();
    perDay.set(row.date, { volume: row.volume, fees: row.fees });
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

  return {
    days,
    since: since.toISOString(),
    series,
    money,
    totals: {
      orders: series.reduce((sum, point) => sum + point.orders, 0),
      signUps: series.reduce((sum, point) => sum + point.signUps, 0),
      openDisputes,
      pendingWithdrawals,
      openTickets,
      stalledRefunds,
      averageFirstReplySeconds: firstReply.averageSeconds,
    },
  };
}
