import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** Fee rules of purchases: one per category, 'default' for the rest (defaults in src/orders/README.md). */
export const purchaseFeeRules = pgTable(
  'purchase_fee_rules',
  {
    /** A category slug, or 'default'. */
    scope: text('scope').primaryKey(),
    buyerFeeBps: integer('buyer_fee_bps').notNull(),
    sellerFeeBps: integer('seller_fee_bps').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'purchase_fee_rules_bps',
      sql`${t.buyerFeeBps} between 0 and 5000 and ${t.sellerFeeBps} between 0 and 5000`,
    ),
  ],
);

/** The stated withdrawal fees and review times: one row (id 1) once an admin changed the defaults. */
export const withdrawalFeeRules = pgTable(
  'withdrawal_fee_rules',
  {
    id: smallint('id').primaryKey(),
    standardFeeBps: integer('standard_fee_bps').notNull(),
    vipFeeBps: integer('vip_fee_bps').notNull(),
    standardReviewHours: integer('standard_review_hours').notNull(),
    vipReviewHours: integer('vip_review_hours').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('withdrawal_fee_rules_single_row', sql`${t.id} = 1`),
    check(
      'withdrawal_fee_rules_bps',
      sql`${t.standardFeeBps} between 0 and 5000 and ${t.vipFeeBps} between 0 and 5000`,
    ),
  ],
);
