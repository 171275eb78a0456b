import {
  type ConnectionStatus,
  NOTIFICATIONS_EVENT,
  NotificationSocket,
  type NotificationsEventDetail,
} from '@lootmarket/realtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startRealtimeServer, type TestRealtimeServer } from './test-support/realtime-server';

/** The published client package (@lootmarket/realtime) against the real server, with real sockjs-client. */
const wait = { timeout: 5_000, interval: 10 };
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function server(options: Parameters<typeof startRealtimeServer>[0] = {}, port?: number) {
  const started = await startRealtimeServer(
    {
      onSubscribed: ({ destination, reply }) => {
        if (destination.endsWith('/notifications')) reply({ total: 3 });
      },
      ...options,
    },
    port === undefined ? {} : { port },
  );
  cleanups.push(() => started.close());
  return started;
}

function socketFor(
  target: TestRealtimeServer,
  token: string,
  policy?: ConstructorParameters<typeof NotificationSocket>[0]['policy'],
) {
  const statuses: ConnectionStatus[] = [];
  const events: NotificationsEventDetail[] = [];
  const eventTarget = new EventTarget();
  eventTarget.addEventListener(NOTIFICATIONS_EVENT, (event) => events.push((event as CustomEvent).detail));
  const socket = new NotificationSocket({
    apiBase: target.url,
    token,
    userId: 'alice',
    eventTarget,
    onStatus: (status) => statuses.push(status),
    ...(policy ? { policy } : {}),
  });
  cleanups.push(() => socket.disconnect());
  return { socket, statuses, events };
}

describe('NotificationSocket against the real server', () => {
  it('connects, receives the snapshot and a published notification as ws:notifications', async () => {
    const api = await server();
    const { socket, events } = socketFor(api, 'token-alice');
    await socket.connect();
    await vi.waitFor(() => expect(socket.status).toBe('connected'), wait);
    await vi.waitFor(() => expect(events).toEqual([{ count: 3, payload: { total: 3 } }]), wait);
    await api.realtime.broker.publish('alice', 'notifications', {
      items: [{ id: 'n9', type: 'message.received' }],
    });
    await vi.waitFor(() => expect(events).toHaveLength(2), wait);
    expect(events[1]).toEqual({ count: 1, payload: { items: [{ id: 'n9', type: 'message.received' }] } });
    expect(socket.lastMessage).toEqual(events[1]);
  });

  it('sends JSON to an application destination', async () => {
    const received: string[] = [];
    const api = await server({
      applicationHandlers: { '/app/chat.send': ({ body }) => void received.push(body) },
    });
    const { socket } = socketFor(api, 'token-alice');
    await socket.connect();
    await vi.waitFor(() => expect(socket.status).toBe('connected'), wait);
    expect(socket.send('/app/chat.send', { conversationId: 'c1', text: 'Hello' })).toBe(true);
    await vi.waitFor(() => expect(received).toEqual(['{"conversationId":"c1","text":"Hello"}']), wait);
  });

  it("reports 'Connection failed.' for a refused token, then reconnects", async () => {
    const api = await server();
    const { socket, statuses } = socketFor(api, 'token-expired');
    await socket.connect();
    await vi.waitFor(
      () => expect(statuses).toEqual(['connectionFailed', 'reconnecting', 'connectionFailed']),
      {
        timeout: 4_000,
        interval: 20,
      },
    );
    expect(socket.attempts).toBeGreaterThanOrEqual(1);
  });

  it('reconnects after a server restart and gets the snapshot again', async () => {
    const first = await startRealtimeServer({
      onSubscribed: ({ reply }) => reply({ total: 1 }),
    });
    const port = Number(new URL(first.url).port);
    const { socket, statuses, events } = socketFor(first, 'token-alice');
    await socket.connect();
    await vi.waitFor(() => expect(events).toEqual([{ count: 1, payload: { total: 1 } }]), wait);
    await first.close();
    await vi.waitFor(() => expect(socket.status).toBe('reconnecting'), wait);
    // While the server is down, a notification was written to the database: the snapshot carries it.
    await server({ onSubscribed: ({ reply }) => reply({ total: 2 }) }, port);
    await vi.waitFor(() => expect(socket.status).toBe('connected'), { timeout: 8_000, interval: 20 });
    await vi.waitFor(() => expect(events.at(-1)).toEqual({ count: 2, payload: { total: 2 } }), wait);
    expect(statuses[0]).toBe('connected');
    expect(statuses).toContain('reconnecting');
    expect(statuses.at(-1)).toBe('connected');
  });

  it('gives up after the last attempt and starts again on reconnect()', async () => {
    const first = await startRealtimeServer({});
    const port = Number(new URL(first.url).port);
    await first.close();
    const { socket, statuses, events } = socketFor(first, 'token-alice', {
      maxAttempts: 2,
      initialDelayMs: 50,
      maxDelayMs: 100,
    });
    await socket.connect();
    await vi.waitFor(() => expect(socket.status).toBe('maxReconnectAttemptsReached'), wait);
    expect(statuses).toEqual(['reconnecting', 'maxReconnectAttemptsReached']);
    await server({ onSubscribed: ({ reply }) => reply({ total: 4 }) }, port);
    await socket.reconnect();
    await vi.waitFor(() => expect(socket.status).toBe('connected'), wait);
    await vi.waitFor(() => expect(events).toEqual([{ count: 4, payload: { total: 4 } }]), wait);
    expect(statuses).toEqual(['reconnecting', 'maxReconnectAttemptsReached', 'reconnecting', 'connected']);
    expect(socket.attempts).toBe(0);
  });
});
