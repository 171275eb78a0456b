import { z } from 'zod';
import { text } from '../validation/text';

/** Longest chat message, in characters after trimming. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
export const CHAT_MESSAGES_PAGE_SIZE = 30;
export const CHAT_MESSAGES_MAX_PAGE_SIZE = 100;

/** STOMP destination the browser SENDs chat messages to (the REST call is the fallback). */
export const CHAT_SEND_DESTINATION = '/app/chat.send';

/**
 * A message body as typed. Only emptiness has a spec message ("Cannot send an empty message."), so
 * the schema trims and the service answers CHAT_EMPTY_MESSAGE for a blank one.
 */
export const chatMessageBodySchema = text().trim().max(CHAT_MESSAGE_MAX_LENGTH);

export const chatMessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  senderId: z.string(),
  body: z.string(),
  /** The external-contact detector found an e-mail, phone, link or messenger handle in the body. */
  flaggedContacts: z.boolean(),
  createdAt: z.string(),
  /** Echo of the sender's `clientId`, so a composer can match its optimistic message. */
  clientId: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatParticipantSchema = z.object({
  userId: z.string(),
  username: z.string(),
  /** Their uploaded avatar (a small square WebP), or null: the UI draws the initials. */
  avatarUrl: z.string().nullable(),
});

export const conversationSchema = z.object({
  id: z.string(),
  offer: z.object({ id: z.string(), title: z.string() }).nullable(),
  orderId: z.string().nullable(),
  buyer: chatParticipantSchema,
  seller: chatParticipantSchema,
  lastMessage: chatMessageSchema.nullable(),
  /** Messages from the other participant the caller has not read. */
  unread: z.number().int().min(0),
  updatedAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationListResponseSchema = z.object({ items: z.array(conversationSchema) });
export type ConversationListResponse = z.infer<typeof conversationListResponseSchema>;

export const conversationResponseSchema = z.object({ conversation: conversationSchema });
export type ConversationResponse = z.infer<typeof conversationResponseSchema>;

/** Get-or-create the purchase chat of an offer (the caller is the buyer). */
export const openConversationRequestSchema = z.strictObject({ offerId: z.uuid() });

export const conversationIdParamsSchema = z.object({ conversationId: z.uuid() });

export const chatMessagesQuerySchema = z.object({
  /** From the previous page's `nextCursor`: older messages (loaded on scroll up). */
  before: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_MESSAGES_MAX_PAGE_SIZE).default(CHAT_MESSAGES_PAGE_SIZE),
});

export const chatMessagesResponseSchema = z.object({
  /** Oldest first, as the history shows them. */
  items: z.array(chatMessageSchema),
  /** Cursor for the page of older messages; null at the start of the conversation. */
  nextCursor: z.string().nullable(),
});
export type ChatMessagesResponse = z.infer<typeof chatMessagesResponseSchema>;

export const sendChatMessageRequestSchema = z.strictObject({
  body: chatMessageBodySchema,
  clientId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
});
export type SendChatMessageRequest = z.infer<typeof sendChatMessageRequestSchema>;

/** The STOMP SEND body to {@link CHAT_SEND_DESTINATION}. */
export const chatSocketSendSchema = sendChatMessageRequestSchema.extend({ conversationId: z.uuid() });
export type ChatSocketSend = z.infer<typeof chatSocketSendSchema>;

export const sendChatMessageResponseSchema = z.object({
  message: chatMessageSchema,
  /** "Message sent!" (spec §8). */
  messageId: z.string(),
});

/**
 * What `/socket/{userId}/chat` carries: a new message (to both participants), or a failure of the
 * caller's own socket send, so the composer can show "Failed to send message." or
 * "Cannot send an empty message." without a REST round trip (TOO_MANY_ATTEMPTS: the socket's send
 * limit, the same as the REST write limit). `/socket/{userId}/chat/{conversationId}` carries the
 * messages of that conversation only.
 */
export const chatPushSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), message: chatMessageSchema }),
  z.object({
    type: z.literal('error'),
    code: z.enum([
      'CHAT_EMPTY_MESSAGE',
      'CHAT_SEND_FAILED',
      'CHAT_CONVERSATION_UNAVAILABLE',
      'TOO_MANY_ATTEMPTS',
    ]),
    clientId: z.string().nullable(),
  }),
]);
export type ChatPush = z.infer<typeof chatPushSchema>;

export const markConversationReadResponseSchema = z.object({ unread: z.literal(0) });
