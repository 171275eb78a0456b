import {
  CHAT_SEND_DESTINATION,
  type ChatMessage,
  type ChatPush,
  type ChatSocketSend,
  chatPushSchema,
  type ErrorCode,
  type FieldErrorCode,
  unsafeTextCode,
} from '@lootmarket/contract';
import type { ApiResult } from '../api/api-client';

/** How long a socket send waits for its answer before the REST fallback takes over. */
export const SOCKET_ANSWER_TIMEOUT_MS = 8_000;

/** The two ways a message can go out; the socket one is tried first. */
export interface ChatTransport {
  /** A STOMP SEND to `/app/chat.send`; false when the socket is not connected. */
  sendOverSocket(destination: string, payload: ChatSocketSend): boolean;
  /** Pushes of the user's `/socket/{userId}/chat` destination until the returned function is called. */
  onPush(listener: (push: ChatPush) => void): () => void;
  /** POST /api/v1/chat/conversations/{id}/messages. */
  postOverRest(conversationId: string, body: string, clientId: string): Promise<ApiResult<ChatMessage>>;
}

export type ChatSendResult =
  | { ok: true; message: ChatMessage; via: 'socket' | 'rest' }
  /** `fieldCode`: what is wrong with the text itself (the composer shows that field message). */
  | { ok: false; code: ErrorCode; via: 'socket' | 'rest' | 'local'; fieldCode?: FieldErrorCode };

/** A body pushed on the chat destination, or null when it is not one of the contract's pushes. */
export function parseChatPush(body: string): ChatPush | null {
  try {
    const parsed = chatPushSchema.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Sends one chat message: over the socket when it is connected, answered by the push that carries
 * the same `clientId` (the stored message, or the refusal's code); over REST when the socket is not
 * connected or its answer does not come in time. The server answers a clientId it has already stored
 * with that message again, so the fallback never sends a message twice.
 */
export function sendChatMessage(
  transport: ChatTransport,
  input: { conversationId: string; body: string; clientId: string },
  options: { answerTimeoutMs?: number } = {},
): Promise<ChatSendResult> {
  const { conversationId, body, clientId } = input;
  // NUL, invisible or direction-changing characters: the server refuses them (the same contract
  // rule), so the composer says why before anything is sent.
  const unsafe = unsafeTextCode(body);
  if (unsafe)
    return Promise.resolve({ ok: false, code: 'VALIDATION_FAILED', via: 'local', fieldCode: unsafe });
  const overRest = async (): Promise<ChatSendResult> => {
    const result = await transport.postOverRest(conversationId, body, clientId);
    if (result.ok) return { ok: true, message: result.data, via: 'rest' };
    const fieldCode = result.fields.body;
    return { ok: false, code: result.code, via: 'rest', ...(fieldCode ? { fieldCode } : {}) };
  };
  return new Promise<ChatSendResult>((resolve) => {
    let settled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Listening starts before the SEND, so an answer cannot slip past.
    const stop = transport.onPush((push) => {
      if (settled) return;
      if (push.type === 'message') {
        if (push.message.clientId !== clientId || push.message.conversationId !== conversationId) return;
        finish({ ok: true, message: push.message, via: 'socket' });
      } else if (push.clientId === clientId) {
        finish({ ok: false, code: push.code, via: 'socket' });
      }
    });
    const finish = (result: ChatSendResult | 'fallback') => {
      if (settled) return;
      settled = true;
      if (timer !== undefined) clearTimeout(timer);
      stop();
      if (result === 'fallback') void overRest().then(resolve);
      else resolve(result);
    };
    if (!transport.sendOverSocket(CHAT_SEND_DESTINATION, { conversationId, body, clientId })) {
      finish('fallback');
      return;
    }
    timer = setTimeout(() => finish('fallback'), options.answerTimeoutMs ?? SOCKET_ANSWER_TIMEOUT_MS);
  });
}
