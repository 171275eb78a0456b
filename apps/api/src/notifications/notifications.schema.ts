import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ownedBy } from '../auth/auth.schema';
import { createdAt } from '../db/columns';

// ---------------------------------------------------------------------------------------------------
// Notifications (src/notifications): written in the transaction of what they report, pushed after it
// commits. The row is the truth; the socket push is a hint the snapshot on SUBSCRIBE catches up with.

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey(),
    userId: ownedBy(),
    /** NOTIFICATION_KINDS of the contract; the browser words it from kind + params in its language. */
    kind: text('kind').notNull(),
    /** The panel tab: messages | sales | payments. */
    category: text('category').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default(sql`'{}'::jsonb`),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('notifications_category', sql`${t.category} in ('messages', 'sales', 'payments')`),
    // The panel: one user's notifications newest first, one page at a time (id breaks ties).
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // The bell: unread count on every SUBSCRIBE and every push; only unread rows are in it.
    index('notifications_user_unread_idx').on(t.userId, t.createdAt.desc()).where(sql`${t.readAt} is null`),
  ],
);
