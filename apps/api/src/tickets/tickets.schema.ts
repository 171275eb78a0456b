import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema';
import { createdAt } from '../db/columns';
import { offers } from '../offers/offers.schema';

// ---------------------------------------------------------------------------------------------------
// Help desk (src/tickets): tickets from the profile, the contact form and offer reports; a thread of
// replies; attachments on disk (the rows hold what was checked by content).

export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey(),
    /** The account that asked; null for a guest's contact form. Its tickets go with the account. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** TICKET_TYPES of the contract: General | Account | Payment | Technical | Other. */
    type: text('type').notNull(),
    /** TICKET_TOPICS: what the list filters of spec §3 select on; null appears under "all" only. */
    topic: text('topic'),
    /** profile | contact | offer_report */
    source: text('source').notNull(),
    status: text('status').notNull().default('open'),
    /** Checked against the asker's own orders (the orders domain answers), so no foreign key here. */
    orderId: uuid('order_id'),
    /** The reported offer; the report stays when the offer goes. */
    offerId: uuid('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    reportReason: text('report_reason'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    contactEmail: text('contact_email').notNull(),
    phone: text('phone'),
    notifyOnAnswer: boolean('notify_on_answer').notNull().default(false),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** Last activity (a reply, a status change): lists sort by it. */
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The first staff reply: time to first reply = first_reply_at - created_at. */
    firstReplyAt: timestamp('first_reply_at', { withTimezone: true, mode: 'date' }),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('tickets_type', sql`${t.type} in ('General', 'Account', 'Payment', 'Technical', 'Other')`),
    check('tickets_status', sql`${t.status} in ('open', 'answered', 'closed')`),
    check('tickets_source', sql`${t.source} in ('profile', 'contact', 'offer_report')`),
    check(
      'tickets_topic',
      sql`${t.topic} is null or ${t.topic} in ('payment', 'technical', 'fraud', 'offerReport', 'productReturn', 'feedback', 'account', 'transaction')`,
    ),
    check('tickets_report_has_offer', sql`(${t.source} = 'offer_report') = (${t.reportReason} is not null)`),
    check('tickets_profile_has_user', sql`${t.source} = 'contact' or ${t.userId} is not null`),
    // "My tickets": one user's tickets by last activity, a page at a time (id breaks ties).
    index('tickets_user_updated_idx').on(t.userId, t.updatedAt.desc(), t.id.desc()),
    // The support inbox: by status (open first), newest activity first.
    index('tickets_status_updated_idx').on(t.status, t.updatedAt.desc(), t.id.desc()),
    // Inbox search by words of the title across every ticket.
    index('tickets_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    // One open report per offer and reporter: a second click does not open a second ticket.
    uniqueIndex('tickets_open_report_key')
      .on(t.offerId, t.userId)
      .where(sql`${t.source} = 'offer_report' and ${t.status} <> 'closed'`),
  ],
);

export const ticketReplies = pgTable(
  'ticket_replies',
  {
    id: uuid('id').primaryKey(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    /** Null once the author's account is gone; the reply stays in the thread. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** user (the asker) | support (staff) */
    authorRole: text('author_role').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('ticket_replies_author_role', sql`${t.authorRole} in ('user', 'support')`),
    check('ticket_replies_body_length', sql`char_length(${t.body}) between 1 and 5000`),
    // The thread, oldest first.
    index('ticket_replies_ticket_created_idx').on(t.ticketId, t.createdAt, t.id),
  ],
);

export const ticketAttachments = pgTable(
  'ticket_attachments',
  {
    /** Also the file's name on disk (`<uploads>/tickets/<id>`): never the user's file name. */
    id: uuid('id').primaryKey(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    /** The name the user gave, shown and offered on download only. */
    fileName: text('file_name').notNull(),
    /** What the content is (sniffed), not what the upload claimed. */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'ticket_attachments_content_type',
      sql`${t.contentType} in ('image/jpeg', 'image/png', 'image/webp', 'application/pdf')`,
    ),
    index('ticket_attachments_ticket_idx').on(t.ticketId),
  ],
);
