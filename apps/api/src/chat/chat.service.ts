import {
  type ChatMessage,
  type Conversation,
  hasExternalContacts,
  SUCCESS_MESSAGE_IDS,
} from '@lootmarket/contract';
import { and, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { findUserById } from '../auth/users.service';
import type { DbOrTx, Tx } from '../db/database';
import { AppError } from '../errors/app-error';
import type { Notifier } from '../notifications/notifier';
import { offerBrief } from '../offers/offers.service';
import { avatarUrl } from '../photos/photo-urls';
import { chatMessages, conversations } from './chat.schema';

export const CHAT_SUCCESS = { sent: SUCCESS_MESSAGE_IDS.messageSent } as const;
/** How much of a message the recipient's notification quotes. */
const PREVIEW_LENGTH = 140;

type MessageRow = typeof chatMessages.$inferSelect;
type ConversationRow = typeof conversations.$inferSelect;

export function toChatMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    body: row.body,
    flaggedContacts: row.flaggedContacts,
    createdAt: row.createdAt.toISOString(),
    clientId: row.clientId,
  };
}

/** The conversation when `userId` takes part in it; otherwise null (callers answer 404, revealing nothing). */
export async function conversationOf(
  db: DbOrTx,
  conversationId: string,
  userId: string,
): Promise<ConversationRow | null> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.id, conversationId),
        or(eq(conversations.buyerId, userId), eq(conversations.sellerId, userId)),
      ),
    );
  return row ?? null;
}

export async function isParticipant(db: DbOrTx, userId: string, conversationId: string): Promise<boolean> {
  return (await conversationOf(db, conversationId, userId)) !== null;
}

/**
 * The purchase chat of an offer for this buyer, created on first use. The partial unique key makes
 * two concurrent opens meet on one row.
 */
export async function openOfferConversation(db: DbOrTx, buyerId: string, offerId: string): Promise<string> {
  const offer = await offerBrief(db, offerId);
  if (!offer) throw new AppError('NOT_FOUND');
  if (offer.sellerId === buyerId) throw new AppError('FORBIDDEN');
  await db
    .insert(conversations)
    .values({ id: crypto.randomUUID(), offerId, buyerId, sellerId: offer.sellerId })
    .onConflictDoNothing({
      target: [conversations.offerId, conversations.buyerId],
      where: sql`${conversations.orderId} is null`,
    });
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.offerId, offerId),
        eq(conversations.buyerId, buyerId),
        sql`${conversations.orderId} is null`,
      ),
    );
  if (!row) throw new AppError('CHAT_CONVERSATION_UNAVAILABLE');
  return row.id;
}

interface ConversationQueryRow {
  id: string;
  offer_id: string | null;
  offer_title: string | null;
  order_id: string | null;
  buyer_id: string;
  buyer_name: string;
  buyer_avatar: string | null;
  seller_id: string;
  seller_name: string;
  seller_avatar: string | null;
  last_message_at: string | Date;
  unread: number | string;
  m_id: string | null;
  m_sender_id: string | null;
  m_body: string | null;
  m_flagged: boolean | null;
  m_client_id: string | null;
  m_created_at: string | Date | null;
}

const iso = (value: string | Date) => new Date(value).toISOString();

/**
 * My conversations, most recent first, each with its last message and how many messages from the
 * other side I have not read. One statement: the last message and the count are lateral lookups on
 * the (conversation_id, created_at) index.
 */
export async function listConversations(
  db: DbOrTx,
  userId: string,
  onlyId?: string,
): Promise<Conversation[]> {
  const result = await db.execute(sql`
    select c.id, c.offer_id, o.title as offer_title, c.order_id,
           c.buyer_id, b.username as buyer_name, b.avatar_photo_id as buyer_avatar,
           c.seller_id, s.username as seller_name, s.avatar_photo_id as seller_avatar, c.last_message_at,
           coalesce(u.unread, 0) as unread,
           m.id as m_id, m.sender_id as m_sender_id, m.body as m_body, m.flagged_contacts as m_flagged,
           m.client_id as m_client_id, m.created_at as m_created_at
    from conversations c
    join users b on b.id = c.buyer_id
    join users s on s.id = c.seller_id
    left join offers o on o.id = c.offer_id
    left join lateral (
      select * from chat_messages cm where cm.conversation_id = c.id
      order by cm.created_at desc, cm.id desc limit 1
    ) m on true
    left join lateral (
      select count(*)::int as unread from chat_messages cm
      where cm.conversation_id = c.id and cm.sender_id <> ${userId}
        and cm.created_at > coalesce(case when c.buyer_id = ${userId} then c.buyer_read_at else c.seller_read_at end, '-infinity')
    ) u on true
    where (c.buyer_id = ${userId} or c.seller_id = ${userId})
      ${onlyId ? sql`and c.id = ${onlyId}` : sql``}
    order by c.last_message_at desc, c.id desc
    limit 100
  `);
  const rows = (result as unknown as { rows: ConversationQueryRow[] }).rows;
  return rows.map((row) => ({
    id: row.id,
    offer: row.offer_id && row.offer_title !== null ? { id: row.offer_id, title: row.offer_title } : null,
    orderId: row.order_id,
    buyer: { userId: row.buyer_id, username: row.buyer_name, avatarUrl: avatarUrl(row.buyer_avatar) },
    seller: { userId: row.seller_id, username: row.seller_name, avatarUrl: avatarUrl(row.seller_avatar) },
    lastMessage:
      row.m_id && row.m_sender_id && row.m_body !== null && row.m_created_at
        ? {
            id: row.m_id,
            conversationId: row.id,
            senderId: row.m_sender_id,
            body: row.m_body,
            flaggedContacts: row.m_flagged === true,
            createdAt: iso(row.m_created_at),
            clientId: row.m_client_id,
          }
        : null,
    unread: Number(row.unread),
    updatedAt: iso(row.last_message_at),
  }));
}

export async function getConversation(
  db: DbOrTx,
  userId: string,
  conversationId: string,
): Promise<Conversation> {
  const [conversation] = await listConversations(db, userId, conversationId);
  if (!conversation) throw new AppError('NOT_FOUND');
  return conversation;
}

/** One page of history, oldest first; `before` is the id of the oldest message already shown. */
export async function listMessages(
  db: DbOrTx,
  conversationId: string,
  query: { before?: string | undefined; limit: number },
): Promise<{ items: ChatMessage[]; nextCursor: string | null }> {
  const conditions = [eq(chatMessages.conversationId, conversationId)];
  if (query.before) {
    const [anchor] = await db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.id, query.before)));
    if (!anchor) return { items: [], nextCursor: null };
    // Compared in the database: created_at has microseconds, which a JavaScript Date would round
    // away, skipping messages of the same millisecond.
    conditions.push(
      sql`(${chatMessages.createdAt}, ${chatMessages.id}) < (select m.created_at, m.id from ${chatMessages} m where m.id = ${anchor.id})`,
    );
  }
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(...conditions))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    items: page.reverse().map(toChatMessage),
    nextCursor: rows.length > query.limit ? (page[0]?.id ?? null) : null,
  };
}

/**
 * What buyer and seller wrote about an order, for staff deciding its dispute: the order's own chat
 * and the buyer's questions about the offer before buying, oldest first (the latest `limit`).
 */
export async function orderChatHistory(
  db: DbOrTx,
  order: { orderId: string; offerId: string | null; buyerId: string },
  limit: number,
): Promise<ChatMessage[]> {
  const aboutTheOrder = order.offerId
    ? or(
        eq(conversations.orderId, order.orderId),
        and(
          eq(conversations.offerId, order.offerId),
          eq(conversations.buyerId, order.buyerId),
          isNull(conversations.orderId),
        ),
      )
    : eq(conversations.orderId, order.orderId);
  const rows = await db
    .select({ message: chatMessages })
    .from(chatMessages)
    .innerJoin(conversations, eq(conversations.id, chatMessages.conversationId))
    .where(aboutTheOrder)
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(limit);
  return rows.reverse().map(({ message }) => toChatMessage(message));
}

export async function markConversationRead(db: DbOrTx, conversation: ConversationRow, userId: string) {
  const column = conversation.buyerId === userId ? { buyerReadAt: sql`now()` } : { sellerReadAt: sql`now()` };
  await db.update(conversations).set(column).where(eq(conversations.id, conversation.id));
}

export interface SentMessage {
  message: ChatMessage;
  recipientId: string;
  /** The clientId had been used already: nothing was written, nobody is to be told again. */
  duplicate: boolean;
}

/**
 * Stores a message, moves the conversation up the list, marks it read for the sender and notifies
 * the recipient (message_received), all in one transaction. Blank → CHAT_EMPTY_MESSAGE. A message
 * with external contacts is stored flagged (the contract's detector), not refused: chat is where a
 * buyer may paste anything, moderators see the flag. A `clientId` the sender already used in this
 * conversation answers the stored message again (`duplicate: true`) and writes nothing: a client
 * that lost the socket's answer may retry over REST without sending the message twice.
 */
export async function sendMessage(
  tx: Tx,
  notifier: Notifier,
  conversation: ConversationRow,
  senderId: string,
  input: { body: string; clientId?: string | undefined },
): Promise<SentMessage> {
  const body = input.body.trim();
  if (body === '') throw new AppError('CHAT_EMPTY_MESSAGE');
  const senderIsBuyer = conversation.buyerId === senderId;
  const recipientId = senderIsBuyer ? conversation.sellerId : conversation.buyerId;
  if (input.clientId) {
    // Walks the conversation's (conversation_id, created_at) index; a retry follows within moments.
    const [earlier] = await tx
      .select()
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.conversationId, conversation.id),
          eq(chatMessages.senderId, senderId),
          eq(chatMessages.clientId, input.clientId),
        ),
      )
      .limit(1);
    if (earlier) return { message: toChatMessage(earlier), recipientId, duplicate: true };
  }
  const [row] = await tx
    .insert(chatMessages)
    .values({
      id: crypto.randomUUID(),
      conversationId: conversation.id,
      senderId,
      body,
      flaggedContacts: hasExternalContacts(body),
      clientId: input.clientId ?? null,
    })
    .returning();
  if (!row) throw new AppError('CHAT_SEND_FAILED');
  await tx
    .update(conversations)
    .set({
      lastMessageAt: row.createdAt,
      ...(senderIsBuyer ? { buyerReadAt: row.createdAt } : { sellerReadAt: row.createdAt }),
    })
    .where(eq(conversations.id, conversation.id));
  const sender = await findUserById(tx, senderId);
  await notifier.notify(tx, recipientId, {
    kind: 'message_received',
    params: {
      from: sender?.username ?? '',
      preview: body.length > PREVIEW_LENGTH ? `${body.slice(0, PREVIEW_LENGTH - 1)}…` : body,
      conversationId: conversation.id,
    },
    link: `/chat/?c=${conversation.id}`,
  });
  return { message: toChatMessage(row), recipientId, duplicate: false };
}

/**
 * A seller's average answer time in minutes, as a scalar subquery (the offers domain's seller stats):
 * the mean time from a buyer's message to the seller's next message in the same conversation, last 90 days.
 */
export function averageAnswerMinutesSql(sellerId: string): SQL {
  return sql`select round(avg(extract(epoch from (answer.created_at - m.created_at)) / 60))::int
              from chat_messages m
              join conversations c on c.id = m.conversation_id and c.seller_id = ${sellerId}::uuid
              cross join lateral (
                select a.created_at from chat_messages a
                 where a.conversation_id = m.conversation_id and a.sender_id = c.seller_id
                   and a.created_at > m.created_at
                 order by a.created_at limit 1) answer
             where m.sender_id = c.buyer_id and m.created_at > now() - interval '90 days'`;
}
