import { type AdminPageViews, TOP_PAGES_LIMIT } from '@lootmarket/contract';
import { desc, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { pageViewDaily } from './analytics.schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Counts one view of `path` on today's UTC day (the only thing stored about it). */
export async function recordPageView(db: DbOrTx, path: string): Promise<void> {
  await db
    .insert(pageViewDaily)
    .values({ day: sql`(now() at time zone 'UTC')::date`, path, views: 1 })
    .onConflictDoUpdate({
      target: [pageViewDaily.day, pageViewDaily.path],
      set: { views: sql`${pageViewDaily.views} + 1` },
    });
}

/** Views per UTC day of the last `days` days (today included) and the most viewed paths in them. */
export async function pageViewStats(db: DbOrTx, days: number, now = new Date()): Promise<AdminPageViews> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const since = new Date(today - (days - 1) * DAY_MS);
  const sinceDay = since.toISOString().slice(0, 10);
  const views = sql<number>`sum(${pageViewDaily.views})::int`;
  const [perDay, top] = await Promise.all([
    db
      .select({ day: pageViewDaily.day, views })
      .from(pageViewDaily)
      .where(gte(pageViewDaily.day, sinceDay))
      .groupBy(pageViewDaily.day),
    db
      .select({ path: pageViewDaily.path, views })
      .from(pageViewDaily)
      .where(gte(pageViewDaily.day, sinceDay))
      .groupBy(pageViewDaily.path)
      .orderBy(desc(views), pageViewDaily.path)
      .limit(TOP_PAGES_LIMIT),
  ]);
  const byDay = new Map(perDay.map((row) => [row.day, Number(row.views)]));
  const series = Array.from({ length: days }, (_, index) => {
    const date = new Date(since.getTime() + index * DAY_MS).toISOString().slice(0, 10);
    return { date, views: byDay.get(date) ?? 0 };
  });
  return {
    days,
    since: since.toISOString(),
    series,
    topPages: top.map((row) => ({ path: row.path, views: Number(row.views) })),
    total: series.reduce((sum, point) => sum + point.views, 0),
  };
}
