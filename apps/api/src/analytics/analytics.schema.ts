import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Spec §7 page views, counted per UTC day and path: no raw rows, no visitor, no IP, no referrer.
 * One upsert per view (analytics.service.ts).
 */
export const pageViewDaily = pgTable(
  'page_view_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    path: text('path').notNull(),
    views: integer('views').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.path] })],
);
