import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';

/**
 * Durable timed jobs (auto-release of an order's escrow, payment expiry, clean-ups). A worker in each
 * API process claims due rows with FOR UPDATE SKIP LOCKED and finishes each in the transaction of its
 * effect: a job survives restarts and runs once across processes.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey(),
    /** order.auto_release | payment.expire | withdrawal.payout (leased: see src/jobs/jobs.service.ts) */
    kind: text('kind').notNull(),
    /** What it is about (an order id, a payment id); (kind, subject) is unique. */
    subject: text('subject').notNull(),
    runAt: timestamp('run_at', { withTimezone: true, mode: 'date' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('jobs_kind_subject_key').on(t.kind, t.subject),
    // The worker's poll: due jobs not done yet, by run_at.
    index('jobs_due_idx').on(t.runAt).where(sql`${t.doneAt} is null`),
  ],
);
