import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Human-check challenges already redeemed: each proof counts once, until it expires anyway. */
export const humanCheckUses = pgTable('human_check_uses', {
  challengeId: text('challenge_id').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});
