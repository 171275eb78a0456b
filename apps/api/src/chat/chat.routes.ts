import {
  CHAT_SEND_DESTINATION,
  type ChatPush,
  chatMessagesQuerySchema,
  chatMessagesResponseSchema,
  chatSocketSendSchema,
  conversationIdParamsSchema,
  conversationListResponseSchema,
  conversationResponseSchema,
  markConversationReadResponseSchema,
  openConversationRequestSchema,
  sendChatMessageRequestSchema,
  sendChatMessageResponseSchema,
} from '@lootmarket/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, isAppError } from '../errors/app-error';
import { bearerSecurity, errorResponses } from '../http/responses';
import { currentSession } from '../plugins/app/authentication';
import { FixedWindowCounter } from '../realtime/rate-window';
import {
  CHAT_SUCCESS,
  conversationOf,
  getConversation,
  isParticipant,
  listConversations,
  listMessages,
  markConversationRead,
  openOfferConversation,
  type SentMessage,
  sendMessage,
} from './chat.service';

/** Where chat pushes go: `/socket/{userId}/chat` (and `/chat/{conversationId}`), to both participants. */
const CHAT_DESTINATION_SUFFIX = 'chat';
const CLIENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The sender's clientId of a SEND body that may be invalid otherwise, so its failure can name it. */
function clientIdOf(json: unknown): string | null {
  const value = typeof json === 'object' && json !== null ? (json as { clientId?: unknown }).clientId : null;
  return typeof value === 'string' && CLIENT_ID.test(value) ? value : null;
}

/**
 * Chat (spec §2 chat app, offer and order purchase chat): REST for lists, history and sending, and
 * the same sending over STOMP (`/app/chat.send`), pushed to both participants after the commit.
 */
export async function chatRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const tags = ['chat'];
  const guarded = { onRequest: app.requireUser };
  // Socket sends count against the same budget as REST writes, per user instead of per address.
  const socketSends = new FixedWindowCounter({
    max: app.config.rateLimit.writeMax,
    windowMs: app.config.rateLimit.windowMs,
  });

  async function send(
    conversationId: string,
    senderId: string,
    input: { body: string; clientId?: string | undefined },
  ) {
    const sent: SentMessage = await app.notifier.transaction(async (tx) => {
      const conversation = await conversationOf(tx, conversationId, senderId);
      if (!conversation) throw new AppError('NOT_FOUND');
      return sendMessage(tx, app.notifier, conversation, senderId, input);
    });
    const push: ChatPush = { type: 'message', message: sent.message };
    if (sent.duplicate) {
      // A retry of a stored message: the sender hears of it again (it may have missed the first push).
      await app.realtime.publish(senderId, CHAT_DESTINATION_SUFFIX, push);
      return sent.message;
    }
    // After the commit; a lost push is caught up by the history on the next load.
    const perConversation = `${CHAT_DESTINATION_SUFFIX}/${conversationId}`;
    for (const userId of [senderId, sent.recipientId]) {
      await app.realtime.publish(userId, CHAT_DESTINATION_SUFFIX, push);
      await app.realtime.publish(userId, perConversation, push);
    }
    return sent.message;
  }

  app.socketConversationAccess.check = (userId, conversationId) =>
    isParticipant(db(), userId, conversationId);
  app.socketHandlers[CHAT_SEND_DESTINATION] = async ({ userId, body }) => {
    // A throw here would close the sender's socket: every failure is answered on its chat destination.
    let clientId: string | null = null;
    const fail = (code: Extract<ChatPush, { type: 'error' }>['code']) =>
      app.realtime.publish(userId, CHAT_DESTINATION_SUFFIX, {
        type: 'error',
        code,
        clientId,
      } satisfies ChatPush);
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      await fail('CHAT_SEND_FAILED');
      return;
    }
    clientId = clientIdOf(json);
    if (!socketSends.hit(userId)) {
      await fail('TOO_MANY_ATTEMPTS');
      return;
    }
    const parsed = chatSocketSendSchema.safeParse(json);
    if (!parsed.success) {
      await fail('CHAT_SEND_FAILED');
      return;
    }
    try {
      await send(parsed.data.conversationId, userId, parsed.data);
    } catch (error) {
      if (isAppError(error) && error.code === 'CHAT_EMPTY_MESSAGE') await fail('CHAT_EMPTY_MESSAGE');
      else if (isAppError(error) && error.code === 'NOT_FOUND') await fail('CHAT_CONVERSATION_UNAVAILABLE');
      else {
        app.log.error({ err: error, userId }, 'chat: socket send failed');
        await fail('CHAT_SEND_FAILED');
      }
    }
  };

  app.get(
    '/api/v1/chat/conversations',
    {
      ...guarded,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'My conversations, most recent first, with the last message and my unread count',
        response: { 200: conversationListResponseSchema, ...errorResponses(401) },
      },
      config: { access: 'signedIn' },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { items: await listConversations(db(), currentSession(request).user.id) };
    },
  );

  app.post(
    '/api/v1/chat/conversations',
    {
      ...guarded,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Get or create the purchase chat of an offer with its seller (the caller is the buyer)',
        body: openConversationRequestSchema,
        response: { 200: conversationResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
      config: { access: 'signedIn' },
    },
    async (request) => {
      const userId = currentSession(request).user.id;
      const id = await openOfferConversation(db(), userId, request.body.offerId);
      return { conversation: await getConversation(db(), userId, id) };
    },
  );

  app.get(
    '/api/v1/chat/conversations/:conversationId/messages',
    {
      ...guarded,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'History of a conversation I take part in, oldest first; `before` pages to older ones',
        params: conversationIdParamsSchema,
        querystring: chatMessagesQuerySchema,
        response: { 200: chatMessagesResponseSchema, ...errorResponses(400, 401, 404) },
      },
      config: { access: { owner: 'allow', counterpart: 'allow', others: 404 } },
    },
    async (request, reply) => {
      const conversation = await conversationOf(
        db(),
        request.params.conversationId,
        currentSession(request).user.id,
      );
      if (!conversation) throw new AppError('NOT_FOUND');
      reply.header('cache-control', 'private, no-store');
      return listMessages(db(), conversation.id, request.query);
    },
  );

  app.post(
    '/api/v1/chat/conversations/:conversationId/messages',
    {
      ...guarded,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Send a message (the REST fallback of /app/chat.send)',
        params: conversationIdParamsSchema,
        body: sendChatMessageRequestSchema,
        response: { 201: sendChatMessageResponseSchema, ...errorResponses(400, 401, 404, 429) },
      },
      config: { access: { owner: 'allow', counterpart: 'allow', others: 404 } },
    },
    async (request, reply) => {
      const message = await send(
        request.params.conversationId,
        currentSession(request).user.id,
        request.body,
      );
      return reply.status(201).send({ message, messageId: CHAT_SUCCESS.sent });
    },
  );

  app.post(
    '/api/v1/chat/conversations/:conversationId/read',
    {
      ...guarded,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Mark a conversation read up to now',
        params: conversationIdParamsSchema,
        response: { 200: markConversationReadResponseSchema, ...errorResponses(400, 401, 404, 429) },
      },
      config: { access: { owner: 'allow', counterpart: 'allow', others: 404 } },
    },
    async (request) => {
      const userId = currentSession(request).user.id;
      const conversation = await conversationOf(db(), request.params.conversationId, userId);
      if (!conversation) throw new AppError('NOT_FOUND');
      await markConversationRead(db(), conversation, userId);
      return { unread: 0 as const };
    },
  );
}
