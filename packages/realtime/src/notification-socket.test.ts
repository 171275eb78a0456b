import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConnectionStatus } from './connection-status';
import { NOTIFICATIONS_EVENT, type NotificationsEventDetail } from './notification-payload';
import { isOwnChatDestination, NotificationSocket } from './notification-socket';
import { RECONNECT_POLICY, reconnectDelay } from './reconnect-policy';
import { type Behaviour, ScriptedSocket } from './test-support/scripted-socket';

let behaviours: Behaviour[] = [];
let sockets: ScriptedSocket[] = [];
let openedAt: number[] = [];
let statuses: ConnectionStatus[] = [];

function makeSocket(extra: Partial<ConstructorParameters<typeof NotificationSocket>[0]> = {}) {
  return new NotificationSocket({
    apiBase: 'https://api.lootmarket.test/',
    token: 'tok-1',
    userId: 'user-7',
    eventTarget: null,
    createSocket: (url) => {
      const socket = new ScriptedSocket(url, behaviours.shift() ?? 'refuse');
      sockets.push(socket);
      openedAt.push(Date.now());
      return socket;
    },
    onStatus: (status) => statuses.push(status),
    ...extra,
  });
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
  behaviours = [];
  sockets = [];
  openedAt = [];
  statuses = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('NotificationSocket: reconnection (spec §9)', () => {
  it('retries 10 times after 1, 2, 4, 8, 16 then 30 s, then reports max attempts and stops', async () => {
    const socket = makeSocket();
    await socket.connect();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    const waits = openedAt.slice(1).map((t, i) => t - (openedAt[i] as number));
    const expected = Array.from({ length: RECONNECT_POLICY.maxAttempts }, (_, i) => reconnectDelay(i + 1));
    expect(waits).toEqual(expected);
    expect(sockets).toHaveLength(1 + RECONNECT_POLICY.maxAttempts);
    expect(socket.status).toBe('maxReconnectAttemptsReached');
    expect(statuses.at(-1)).toBe('maxReconnectAttemptsReached');
    expect(new Set(statuses)).toEqual(new Set(['reconnecting', 'maxReconnectAttemptsReached']));
    expect(sockets.every((s) => s.url === 'https://api.lootmarket.test/ws')).toBe(true);
  });

  it('shows Connection failed after an ERROR, Reconnecting when the retry starts, then Connected', async () => {
    behaviours = ['error', 'accept'];
    const socket = makeSocket();
    await socket.connect();
    await vi.advanceTimersByTimeAsync(10);
    expect(socket.status).toBe('connectionFailed');
    expect(socket.attempts).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(statuses).toEqual(['connectionFailed', 'reconnecting', 'connected']);
    expect(socket.attempts).toBe(0);
  });

  it('starts again from 1 s after a successful connection drops', async () => {
    behaviours = ['refuse', 'refuse', 'accept', 'accept'];
    const socket = makeSocket();
    await socket.connect();
    await vi.advanceTimersByTimeAsync(3_100);
    expect(socket.status).toBe('connected');
    expect(openedAt).toEqual([0, 1_000, 3_000]);
    const droppedAt = Date.now();
    (sockets[2] as ScriptedSocket).drop();
    expect(socket.status).toBe('reconnecting');
    expect(socket.attempts).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(socket.status).toBe('connected');
    expect(openedAt[3]).toBe(droppedAt + 1_000);
  });

  it('starts a fresh round of attempts on reconnect() after max attempts, and only then', async () => {
    const policy = { maxAttempts: 2, initialDelayMs: 1_000, maxDelayMs: 30_000 };
    const socket = makeSocket({ policy });
    await socket.connect();
    await socket.reconnect();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(socket.status).toBe('maxReconnectAttemptsReached');
    expect(sockets).toHaveLength(3);
    behaviours = ['refuse', 'accept'];
    const reconnectedAt = Date.now();
    await socket.reconnect();
    expect(socket.status).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(1_100);
    expect(socket.status).toBe('connected');
    expect(openedAt.slice(3)).toEqual([reconnectedAt, reconnectedAt + 1_000]);
    expect(socket.attempts).toBe(0);
    expect(statuses).toEqual(['reconnecting', 'maxReconnectAttemptsReached', 'reconnecting', 'connected']);
    await socket.reconnect();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(5);
  });

  it('does not reconnect after disconnect()', async () => {
    behaviours = ['accept'];
    const socket = makeSocket();
    await socket.connect();
    await vi.advanceTimersByTimeAsync(10);
    const disconnecting = socket.disconnect();
    await vi.advanceTimersByTimeAsync(10);
    await disconnecting;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
    expect(socket.status).toBe('disconnected');
  });
});

describe('NotificationSocket: frames', () => {
  it('connects with both bearer headers and 4 s heart-beats, and subscribes to its notifications', async () => {
    behaviours = ['accept'];
    const socket = makeSocket();
    await socket.connect();
    await vi.advanceTimersByTimeAsync(10);
    const [connect, subscribe] = (sockets[0] as ScriptedSocket).sent;
    expect(connect).toContain('\nAuthorization:Bearer tok-1\n');
    expect(connect).toContain('\nX-AUTH-TOKEN:Bearer tok-1\n');
    expect(connect).toContain('\nheart-beat:4000,4000\n');
    expect(connect).toContain('\naccept-version:1.2,1.1,1.0\n');
    expect(subscribe).toMatch(/^SUBSCRIBE\n/);
    expect(subscribe).toContain('\ndestination:/socket/user-7/notifications\n');
  });

  it('dispatches ws:notifications with count and payload, and ignores bodies that are not objects', async () => {
    behaviours = ['accept'];
    const target = new EventTarget();
    const seen: NotificationsEventDetail[] = [];
    target.addEventListener(NOTIFICATIONS_EVENT, (event) => seen.push((event as CustomEvent).detail));
    const socket = makeSocket({ eventTarget: target });
    await socket.connect();
    await vi.advanceTimersByTimeAsync(10);
    const server = sockets[0] as ScriptedSocket;
    const subscriptionId = /\nid:([^\n]+)\n/.exec(server.sent[1] ?? '')?.[1];
    const message = (body: string) =>
      server.deliver(
        `MESSAGE\ndestination:/socket/user-7/notifications\nmessage-id:m\nsubscription:${subscriptionId}\n\n${body}\0`,
      );
    message('{"total":4}');
    message('{"items":[{"id":"n1"},{"id":"n2"}]}');
    message('[1,2]');
    message('not json');
    message('{"items":"x","total":"9","kind":"order.paid"}');
    expect(seen).toEqual([
      { count: 4, payload: { total: 4 } },
      { count: 2, payload: { items: [{ id: 'n1' }, { id: 'n2' }] } },
      { count: 0, payload: { kind: 'order.paid' } },
    ]);
    expect(socket.lastMessage).toEqual(seen[2]);
  });

  it('sends JSON only while connected', async () => {
    behaviours = ['accept'];
    const socket = makeSocket();
    expect(socket.send('/app/chat.send', { text: 'hi' })).toBe(false);
    await socket.connect();
    await vi.advanceTimersByTimeAsync(10);
    expect(socket.send('/app/chat.send', { text: 'hi' })).toBe(true);
    const frame = (sockets[0] as ScriptedSocket).sent.at(-1) ?? '';
    expect(frame).toMatch(/^SEND\ndestination:\/app\/chat.send\ncontent-type:application\/json\n/);
    expect(frame.endsWith('\n\n{"text":"hi"}\0')).toBe(true);
  });

  it('subscribes to its own chat destinations now and after every reconnection, and stops on release', async () => {
    behaviours = ['accept', 'accept'];
    const socket = makeSocket();
    const received: string[] = [];
    const early = socket.subscribe('/socket/user-7/chat', (body) => received.push(`all:${body}`));
    await socket.connect();
    await vi.advanceTimersByTimeAsync(10);
    const first = sockets[0] as ScriptedSocket;
    const subscribeFrames = (server: ScriptedSocket) =>
      server.sent.filter((frame) => frame.startsWith('SUBSCRIBE\n'));
    expect(subscribeFrames(first).map((f) => /\ndestination:([^\n]+)\n/.exec(f)?.[1])).toEqual([
      '/socket/user-7/notifications',
      '/socket/user-7/chat',
    ]);
    const late = socket.subscribe(socket.chatDestination('c-1'), (body) => received.push(`one:${body}`));
    const idOf = (server: ScriptedSocket, destination: string) =>
      /\nid:([^\n]+)\n/.exec(
        subscribeFrames(server).find((f) => f.includes(`\ndestination:${destination}\n`)) ?? '',
      )?.[1];
    const deliver = (server: ScriptedSocket, destination: string, body: string) =>
      server.deliver(
        `MESSAGE\ndestination:${destination}\nmessage-id:m\nsubscription:${idOf(server, destination)}\n\n${body}\0`,
      );
    deliver(first, '/socket/user-7/chat', '{"type":"message"}');
    deliver(first, '/socket/user-7/chat/c-1', '{"n":1}');
    expect(received).toEqual(['all:{"type":"message"}', 'one:{"n":1}']);

    first.drop();
    await vi.advanceTimersByTimeAsync(1_000);
    const second = sockets[1] as ScriptedSocket;
    expect(socket.status).toBe('connected');
    expect(subscribeFrames(second)).toHaveLength(3);
    late();
    expect(second.sent.at(-1)).toMatch(
      new RegExp(`^UNSUBSCRIBE\nid:${idOf(second, '/socket/user-7/chat/c-1')}\n`),
    );
    deliver(second, '/socket/user-7/chat', '{"n":2}');
    expect(received.at(-1)).toBe('all:{"n":2}');
    early();
    late();
    expect(second.sent.filter((f) => f.startsWith('UNSUBSCRIBE\n'))).toHaveLength(2);
  });

  it('leaves which destinations exist to the server: any one may be subscribed', async () => {
    behaviours = ['accept'];
    const socket = makeSocket();
    socket.subscribe('/topic/market.prices', () => {});
    await socket.connect();
    await vi.advanceTimersByTimeAsync(10);
    const destinations = (sockets[0] as ScriptedSocket).sent
      .filter((frame) => frame.startsWith('SUBSCRIBE\n'))
      .map((frame) => /\ndestination:([^\n]+)\n/.exec(frame)?.[1]);
    expect(destinations).toEqual(['/socket/user-7/notifications', '/topic/market.prices']);
    expect(isOwnChatDestination('user-7', '/socket/user-7/chat/c-1')).toBe(true);
    expect(isOwnChatDestination('user-7', '/socket/user-8/chat')).toBe(false);
  });

  it('reports whether it is connected', async () => {
    behaviours = ['accept'];
    const socket = makeSocket();
    expect(socket.connected).toBe(false);
    await socket.connect();
    await vi.advanceTimersByTimeAsync(10);
    expect(socket.connected).toBe(true);
    expect(() => socket.chatDestination('a/b')).toThrow(TypeError);
  });
});
