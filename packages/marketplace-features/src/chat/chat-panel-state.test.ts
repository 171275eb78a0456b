import type { ChatMessage } from '@lootmarket/contract';
import { CONNECTION_STATUSES } from '@lootmarket/realtime';
import { describe, expect, it } from 'vitest';
import { connectionState, firstUnread } from './chat-panel-state';

function message(id: string, senderId: string): ChatMessage {
  return {
    id,
    conversationId: '5a0c8a53-0a3f-4e69-9d7f-7d7c0f4f6c11',
    senderId,
    body: id,
    flaggedContacts: false,
    createdAt: '2026-11-21T15:00:00.000Z',
    clientId: null,
  };
}

describe('firstUnread', () => {
  const history = [
    message('a', 'seller'),
    message('b', 'me'),
    message('c', 'seller'),
    message('d', 'me'),
    message('e', 'seller'),
  ];

  it("counts back over the other side's messages only", () => {
    expect(firstUnread(history, 'me', 1)).toBe('e');
    expect(firstUnread(history, 'me', 2)).toBe('c');
  });

  it('stops at the oldest loaded message when more are unread than loaded', () => {
    expect(firstUnread(history, 'me', 9)).toBe('a');
  });

  it('has no line when nothing is unread', () => {
    expect(firstUnread(history, 'me', 0)).toBeNull();
    expect(firstUnread([], 'me', 3)).toBeNull();
  });
});

describe('connectionState', () => {
  it('folds every socket status into live, connecting or offline', () => {
    const folded = Object.fromEntries(CONNECTION_STATUSES.map((status) => [status, connectionState(status)]));
    expect(folded).toEqual({
      waitingForData: 'connecting',
      loadingUserData: 'connecting',
      awaitingAuthentication: 'connecting',
      awaitingUserData: 'connecting',
      connected: 'connected',
      connectionFailed: 'offline',
      reconnecting: 'connecting',
      maxReconnectAttemptsReached: 'offline',
      disconnected: 'offline',
    });
  });
});
