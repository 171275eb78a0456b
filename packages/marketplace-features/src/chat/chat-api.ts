import {
  type ChatMessage,
  type ChatMessagesResponse,
  type Conversation,
  chatMessagesResponseSchema,
  conversationListResponseSchema,
  conversationResponseSchema,
  sendChatMessageResponseSchema,
} from '@lootmarket/contract';
import { ApiError, type ApiResult, apiQuery, apiRequest } from '../api/api-client';

export const conversationsQueryKey = ['chat', 'conversations'] as const;
export const messagesQueryKey = (conversationId: string) => ['chat', 'messages', conversationId] as const;

function parsed<T>(schema: { safeParse: (v: unknown) => { success: boolean; data?: T } }, data: unknown): T {
  const result = schema.safeParse(data);
  if (!result.success || result.data === undefined) throw new ApiError(200, 'UNEXPECTED');
  return result.data;
}

export async function fetchConversations(token: string): Promise<Conversation[]> {
  return parsed(conversationListResponseSchema, await apiQuery('/api/v1/chat/conversations', { token }))
    .items;
}

/** Get-or-create the purchase chat of an offer. */
export async function openOfferConversation(token: string, offerId: string): Promise<Conversation> {
  const data = await apiQuery('/api/v1/chat/conversations', { method: 'POST', token, body: { offerId } });
  return parsed(conversationResponseSchema, data).conversation;
}

/** The chat of an order for either side (its buyer's conversation about the offer), opened on first use. */
export async function openOrderConversation(token: string, orderId: string): Promise<Conversation> {
  const data = await apiQuery(`/api/v1/orders/${encodeURIComponent(orderId)}/conversation`, {
    method: 'POST',
    token,
  });
  return parsed(conversationResponseSchema, data).conversation;
}

export async function fetchMessages(
  token: string,
  conversationId: string,
  before: string | null,
): Promise<ChatMessagesResponse> {
  const query = before ? `?before=${encodeURIComponent(before)}` : '';
  const data = await apiQuery(`/api/v1/chat/conversations/${conversationId}/messages${query}`, { token });
  return parsed(chatMessagesResponseSchema, data);
}

export async function postMessage(
  token: string,
  conversationId: string,
  body: string,
  clientId: string,
): Promise<ApiResult<ChatMessage>> {
  const result = await apiRequest<unknown>(`/api/v1/chat/conversations/${conversationId}/messages`, {
    method: 'POST',
    token,
    body: { body, clientId },
  });
  if (!result.ok) return result;
  const data = sendChatMessageResponseSchema.safeParse(result.data);
  return data.success
    ? { ok: true, status: result.status, data: data.data.message }
    : { ok: false, status: result.status, code: 'UNEXPECTED', fields: {} };
}

export async function markConversationRead(token: string, conversationId: string): Promise<void> {
  await apiRequest(`/api/v1/chat/conversations/${conversationId}/read`, { method: 'POST', token });
}
