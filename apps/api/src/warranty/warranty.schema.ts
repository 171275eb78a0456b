import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Which categories' offers carry a warranty, as staff decide in the back office (a category without a
 * row carries none). Seeded with game accounts on.
 */
export const warrantyRules = pgTable('warranty_rules', {
  /** A category slug (CATEGORY_SLUGS). */
  category: text('category').primaryKey(),
  enabled: boolean('enabled').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** The staff member who changed it last; null for the seeded rule (no foreign key: outlives the account). */
  updatedBy: uuid('updated_by'),
});
