import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema';
import { createdAt } from '../db/columns';

/**
 * Deadlines and default rulings of the dispute clock, per category (category null: the default row).
 * Support reads, admins write (audited). Copied into a clock when it starts.
 */
export const disputeClockRules = pgTable(
  'dispute_clock_rules',
  {
    id: uuid('id').primaryKey(),
    category: text('category'),
    sellerHours: integer('seller_hours').notNull(),
    buyerHours: integer('buyer_hours').notNull(),
    /** refund | staff */
    silentSeller: text('silent_seller').notNull(),
    /** release | staff */
    silentBuyer: text('silent_buyer').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dispute_clock_rules_category_key').on(sql`coalesce(${t.category}, '')`),
    check(
      'dispute_clock_rules_hours',
      sql`${t.sellerHours} between 1 and 720 and ${t.buyerHours} between 1 and 720`,
    ),
    check('dispute_clock_rules_silent_seller', sql`${t.silentSeller} in ('refund', 'staff')`),
    check('dispute_clock_rules_silent_buyer', sql`${t.silentBuyer} in ('release', 'staff')`),
  ],
);

/**
 * One clock per dispute (subject `order_dispute`, the order's id) or, later, per warranty claim. The
 * subject's owner locks its own row first and the clock second (see dispute-clock.service.ts), so a
 * default ruling and a late answer have exactly one outcome.
 */
export const disputeClocks = pgTable(
  'dispute_clocks',
  {
    id: uuid('id').primaryKey(),
    /** order_dispute | warranty_claim */
    subjectType: text('subject_type').notNull(),
    subjectId: uuid('subject_id').notNull(),
    category: text('category').notNull(),
    buyerId: uuid('buyer_id').notNull(),
    sellerId: uuid('seller_id').notNull(),
    /** seller | buyer | staff | decided */
    stage: text('stage').notNull(),
    stageSince: timestamp('stage_since', { withTimezone: true, mode: 'date' }).notNull(),
    /** The awaited side's deadline (stages seller and buyer only). */
    deadlineAt: timestamp('deadline_at', { withTimezone: true, mode: 'date' }),
    /** Why staff have it (stage staff): DISPUTE_STAFF_REASONS of the contract. */
    staffReason: text('staff_reason'),
    sellerHours: integer('seller_hours').notNull(),
    buyerHours: integer('buyer_hours').notNull(),
    silentSeller: text('silent_seller').notNull(),
    silentBuyer: text('silent_buyer').notNull(),
    /** The deadline the awaited side was reminded of (one reminder per deadline). */
    remindedFor: timestamp('reminded_for', { withTimezone: true, mode: 'date' }),
    extendedReason: text('extended_reason'),
    /** default | staff */
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('dispute_clocks_subject_key').on(t.subjectType, t.subjectId),
    check('dispute_clocks_subject_type', sql`${t.subjectType} in ('order_dispute', 'warranty_claim')`),
    check('dispute_clocks_stage', sql`${t.stage} in ('seller', 'buyer', 'staff', 'decided')`),
    check(
      'dispute_clocks_deadline',
      sql`(${t.stage} in ('seller', 'buyer')) = (${t.deadlineAt} is not null)`,
    ),
    check(
      'dispute_clocks_staff_reason',
      sql`(${t.stage} = 'staff') = (${t.staffReason} is not null) or ${t.stage} = 'decided'`,
    ),
    check(
      'dispute_clocks_decided',
      sql`(${t.stage} = 'decided') = (${t.decidedAt} is not null and ${t.decidedBy} in ('default', 'staff', 'agreement'))`,
    ),
    check('dispute_clocks_silent_seller', sql`${t.silentSeller} in ('refund', 'staff')`),
    check('dispute_clocks_silent_buyer', sql`${t.silentBuyer} in ('release', 'staff')`),
  ],
);

/** What the buyer and the seller answered in a dispute, with who and when. */
export const disputeAnswers = pgTable(
  'dispute_answers',
  {
    id: uuid('id').primaryKey(),
    clockId: uuid('clock_id')
      .notNull()
      .references(() => disputeClocks.id, { onDelete: 'cascade' }),
    /** buyer | seller */
    side: text('side').notNull(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    check('dispute_answers_side', sql`${t.side} in ('buyer', 'seller')`),
    index('dispute_answers_clock_idx').on(t.clockId, t.createdAt, t.id),
  ],
);
