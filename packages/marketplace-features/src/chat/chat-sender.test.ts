import type { ChatMessage, ChatPush, ChatSocketSend } from '@lootmarket/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../api/api-client';
import { type ChatTransport, parseChatPush, SOCKET_ANSWER_TIMEOUT_MS, sendChatMessage } from './chat-sender';

const conversationId = '5a0c8a53-0a3f-4e69-9d7f-7d7c0f4f6c11';

function message(clientId: string, body = 'Hello'): ChatMessage {
  return {
    id: `m-${clientId}`,
    conversationId,
    senderId: 'buyer',
    body,
    flaggedContacts: false,
    createdAt: '2026-11-21T15:00:00.000Z',
    clientId,
  };
}

/** Both ends of the transport in memory: what went out, and a way to push answers back. */
function transport(
  connected: boolean,
  rest: ApiResult<ChatMessage> = { ok: true, status: 201, data: message('c1') },
) {
  const listeners = new Set<(push: ChatPush) => void>();
  const sent: Array<{ destination: string; payload: ChatSocketSend }> = [];
  const posted: Array<[string, string, string]> = [];
  const value: ChatTransport = {
    sendOverSocket: (destination, payload) => {
      if (!connected) return false;
      sent.push({ destination, payload });
      return true;
    },
    onPush: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    postOverRest: async (...args) => {
      posted.push(args);
      return rest;
    },
  };
  const push = (p: ChatPush) => {
    for (const listener of [...listeners]) listener(p);
  };
  return { value, sent, posted, listeners, push };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('sendChatMessage', () => {
  it('sends over the socket and resolves with the pushed message of its clientId', async () => {
    const t = transport(true);
    const result = sendChatMessage(t.value, { conversationId, body: 'Hello', clientId: 'c1' });
    expect(t.sent).toEqual([
      { destination: '/app/chat.send', payload: { conversationId, body: 'Hello', clientId: 'c1' } },
    ]);
    // Someone else's message, and another composer's, are not the answer.
    t.push({ type: 'message', message: { ...message('c1'), conversationId: 'other' } });
    t.push({ type: 'message', message: message('c2') });
    t.push({ type: 'error', code: 'CHAT_SEND_FAILED', clientId: null });
    t.push({ type: 'message', message: message('c1') });
    await expect(result).resolves.toEqual({ ok: true, message: message('c1'), via: 'socket' });
    expect(t.posted).toEqual([]);
    expect(t.listeners.size).toBe(0);
  });

  it('resolves with the refusal pushed for its clientId ("Cannot send an empty message")', async () => {
    const t = transport(true);
    const result = sendChatMessage(t.value, { conversationId, body: '  ', clientId: 'c1' });
    t.push({ type: 'error', code: 'CHAT_EMPTY_MESSAGE', clientId: 'c1' });
    await expect(result).resolves.toEqual({ ok: false, code: 'CHAT_EMPTY_MESSAGE', via: 'socket' });
    expect(t.posted).toEqual([]);
  });

  it('refuses invisible, direction-changing and control characters before sending anything', async () => {
    for (const [body, fieldCode] of [
      ['invoice\u202Egpj.exe', 'invisibleCharacter'],
      ['disc\u200Bord', 'invisibleCharacter'],
      ['nul\u0000', 'controlCharacter'],
      ['half \ud800', 'malformedText'],
    ] as const) {
      const t = transport(true);
      await expect(sendChatMessage(t.value, { conversationId, body, clientId: 'c1' })).resolves.toEqual({
        ok: false,
        code: 'VALIDATION_FAILED',
        via: 'local',
        fieldCode,
      });
      expect(t.sent).toEqual([]);
      expect(t.posted).toEqual([]);
    }
    // An emoji sequence joined by ZWJ is text.
    const t = transport(false);
    await sendChatMessage(t.value, { conversationId, body: 'gg \u{1F469}\u200D\u{1F4BB}', clientId: 'c2' });
    expect(t.posted).toHaveLength(1);
  });

  it('hands on the field code of a REST refusal', async () => {
    const t = transport(false, {
      ok: false,
      status: 400,
      code: 'VALIDATION_FAILED',
      fields: { body: 'invisibleCharacter' },
    });
    await expect(
      sendChatMessage(t.value, { conversationId, body: 'Hello', clientId: 'c1' }),
    ).resolves.toEqual({
      ok: false,
      code: 'VALIDATION_FAILED',
      via: 'rest',
      fieldCode: 'invisibleCharacter',
    });
  });

  it('falls back to REST at once when the socket is not connected', async () => {
    const t = transport(false, { ok: false, status: 400, code: 'CHAT_EMPTY_MESSAGE', fields: {} });
    await expect(sendChatMessage(t.value, { conversationId, body: '', clientId: 'c1' })).resolves.toEqual({
      ok: false,
      code: 'CHAT_EMPTY_MESSAGE',
      via: 'rest',
    });
    expect(t.posted).toEqual([[conversationId, '', 'c1']]);
    expect(t.listeners.size).toBe(0);
  });

  it('falls back to REST with the same clientId when the socket answer does not come in time', async () => {
    const t = transport(true);
    const result = sendChatMessage(t.value, { conversationId, body: 'Hello', clientId: 'c1' });
    await vi.advanceTimersByTimeAsync(SOCKET_ANSWER_TIMEOUT_MS - 1);
    expect(t.posted).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ ok: true, message: message('c1'), via: 'rest' });
    expect(t.posted).toEqual([[conversationId, 'Hello', 'c1']]);
    // A late socket answer changes nothing.
    t.push({ type: 'message', message: message('c1') });
    expect(t.listeners.size).toBe(0);
  });
});

describe('parseChatPush', () => {
  it('keeps the contract pushes and drops anything else', () => {
    expect(parseChatPush(JSON.stringify({ type: 'message', message: message('c1') }))).toEqual({
      type: 'message',
      message: message('c1'),
    });
    expect(parseChatPush('{"type":"error","code":"TOO_MANY_ATTEMPTS","clientId":"c1"}')).toEqual({
      type: 'error',
      code: 'TOO_MANY_ATTEMPTS',
      clientId: 'c1',
    });
    expect(parseChatPush('{"type":"error","code":"SOMETHING_ELSE","clientId":null}')).toBeNull();
    expect(parseChatPush('{"total":3}')).toBeNull();
    expect(parseChatPush('not json')).toBeNull();
  });
});
