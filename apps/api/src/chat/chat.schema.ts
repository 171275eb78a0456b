import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema';
import { createdAt } from '../db/columns';
import { offers } from '../offers/offers.schema';

// ---------------------------------------------------------------------------------------------------
// Chat (src/chat): one conversation per (offer, buyer), or per order, between buyer and seller.

export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey(),
    /** The offer the buyer asks about; kept when the offer goes (set null), the history stays. */
    offerId: uuid('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    /** The order's purchase chat; orders have no table yet, so no foreign key until they do. */
    orderId: uuid('order_id'),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Read state: each side has read everything up to this instant. */
    buyerReadAt: timestamp('buyer_read_at', { withTimezone: true, mode: 'date' }),
    sellerReadAt: timestamp('seller_read_at', { withTimezone: true, mode: 'date' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    check('conversations_two_people', sql`${t.buyerId} <> ${t.sellerId}`),
    // Get-or-create is race-free: two tabs opening the same purchase chat meet on this key.
    uniqueIndex('conversations_offer_buyer_key').on(t.offerId, t.buyerId).where(sql`${t.orderId} is null`),
    uniqueIndex('conversations_order_key').on(t.orderId).where(sql`${t.orderId} is not null`),
    index('conversations_buyer_idx').on(t.buyerId, t.lastMessageAt.desc()),
    index('conversations_seller_idx').on(t.sellerId, t.lastMessageAt.desc()),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** The contract's external-contact detector matched: shown to moderators, the message still goes. */
    flaggedContacts: boolean('flagged_contacts').notNull().default(false),
    /** The sender's own id for the message, echoed back so its composer can match it. */
    clientId: text('client_id'),
    createdAt: createdAt(),
  },
  (t) => [
    check('chat_messages_body_length', sql`char_length(${t.body}) between 1 and 2000`),
    // History newest first, older pages on scroll; unread counts walk the same index.
    index('chat_messages_conversation_created_idx').on(t.conversationId, t.createdAt.desc(), t.id.desc()),
    index('chat_messages_flagged_idx').on(t.createdAt).where(sql`${t.flaggedContacts}`),
  ],
);
