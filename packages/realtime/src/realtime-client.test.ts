import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientStatus } from './realtime-client';
import { RealtimeClient, type RealtimeClientOptions } from './realtime-client';
import { type Behaviour, ScriptedSocket } from './test-support/scripted-socket';

let behaviours: Behaviour[] = [];
let sockets: ScriptedSocket[] = [];
let statuses: ClientStatus[] = [];

function makeClient(extra: Partial<RealtimeClientOptions> = {}) {
  return new RealtimeClient({
    url: 'https://push.example.test/stomp',
    createSocket: (url) => {
      const socket = new ScriptedSocket(url, behaviours.shift() ?? 'refuse');
      sockets.push(socket);
      return socket;
    },
    onStatus: (status) => statuses.push(status),
    ...extra,
  });
}

const subscribeFrames = (server: ScriptedSocket) => server.sent.filter((f) => f.startsWith('SUBSCRIBE\n'));
const header = (frame: string, name: string) => new RegExp(`\\n${name}:([^\\n]*)\\n`).exec(frame)?.[1];

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
  behaviours = [];
  sockets = [];
  statuses = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('RealtimeClient: any server', () => {
  it('connects to the given URL with the given headers and heart-beats', async () => {
    behaviours = ['accept'];
    const client = makeClient({ connectHeaders: { login: 'guest', passcode: 'guest' }, heartbeatMs: 2_500 });
    await client.connect();
    await vi.advanceTimersByTimeAsync(10);
    expect(client.status).toBe('connected');
    expect(sockets.map((s) => s.url)).toEqual(['https://push.example.test/stomp']);
    const connect = (sockets[0] as ScriptedSocket).sent[0] ?? '';
    expect(header(connect, 'login')).toBe('guest');
    expect(header(connect, 'passcode')).toBe('guest');
    expect(header(connect, 'heart-beat')).toBe('2500,2500');
  });

  it('asks a header function again before every attempt', async () => {
    behaviours = ['accept', 'accept'];
    let issued = 0;
    const client = makeClient({ connectHeaders: async () => ({ Authorization: `Bearer t${++issued}` }) });
    await client.connect();
    await vi.advanceTimersByTimeAsync(10);
    (sockets[0] as ScriptedSocket).drop();
    await vi.advanceTimersByTimeAsync(1_010);
    expect(client.status).toBe('connected');
    expect(sockets.map((s) => header(s.sent[0] ?? '', 'Authorization'))).toEqual(['Bearer t1', 'Bearer t2']);
  });

  it('subscribes to any destination, from the options and later, with headers, after every CONNECTED', async () => {
    behaviours = ['accept', 'accept'];
    const received: string[] = [];
    const client = makeClient({
      subscriptions: [{ destination: '/topic/prices', listener: (body) => received.push(`prices:${body}`) }],
    });
    await client.connect();
    await vi.advanceTimersByTimeAsync(10);
    const release = client.subscribe(
      '/queue/orders.eu',
      (body, headers) => received.push(`orders:${body}:${headers['x-region']}`),
      { ack: 'auto', selector: "region = 'eu'" },
    );
    const first = sockets[0] as ScriptedSocket;
    expect(subscribeFrames(first).map((f) => header(f, 'destination'))).toEqual([
      '/topic/prices',
      '/queue/orders.eu',
    ]);
    expect(header(subscribeFrames(first)[1] ?? '', 'selector')).toBe("region = 'eu'");
    const deliver = (server: ScriptedSocket, destination: string, body: string, extra = '') => {
      const frame = subscribeFrames(server).find((f) => header(f, 'destination') === destination) ?? '';
      server.deliver(
        `MESSAGE\ndestination:${destination}\nmessage-id:m\nsubscription:${header(frame, 'id')}\n${extra}\n${body}\0`,
      );
    };
    deliver(first, '/topic/prices', '42');
    deliver(first, '/queue/orders.eu', 'o1', 'x-region:eu\n');
    expect(received).toEqual(['prices:42', 'orders:o1:eu']);

    first.drop();
    await vi.advanceTimersByTimeAsync(1_010);
    const second = sockets[1] as ScriptedSocket;
    expect(subscribeFrames(second).map((f) => header(f, 'destination'))).toEqual([
      '/topic/prices',
      '/queue/orders.eu',
    ]);
    release();
    expect(second.sent.at(-1)).toMatch(/^UNSUBSCRIBE\n/);
    release();
    expect(second.sent.filter((f) => f.startsWith('UNSUBSCRIBE\n'))).toHaveLength(1);
  });

  it('publishes text as it is and values as JSON, only while connected', async () => {
    behaviours = ['accept'];
    const client = makeClient();
    expect(client.publish('/app/ping', 'hi')).toBe(false);
    await client.connect();
    await vi.advanceTimersByTimeAsync(10);
    expect(client.publish('/app/ping', 'hi', { 'content-type': 'text/plain' })).toBe(true);
    expect(client.sendJson('/app/move', { x: 1 })).toBe(true);
    const [text, json] = (sockets[0] as ScriptedSocket).sent.slice(-2);
    expect(text).toMatch(/^SEND\ndestination:\/app\/ping\ncontent-type:text\/plain\n/);
    expect(text?.endsWith('\n\nhi\0')).toBe(true);
    expect(header(json ?? '', 'content-type')).toBe('application/json');
    expect(json?.endsWith('\n\n{"x":1}\0')).toBe(true);
  });

  it('reports an ERROR frame with its message', async () => {
    behaviours = ['error'];
    const errors: string[] = [];
    const client = makeClient({ onServerError: (message) => errors.push(message) });
    await client.connect();
    await vi.advanceTimersByTimeAsync(10);
    expect(errors).toEqual(['Invalid or expired token']);
    expect(statuses[0]).toBe('connectionFailed');
  });
});

describe('RealtimeClient: connect() and disconnect()', () => {
  it('opens one connection when connect() is called twice in one tick, and disconnect() closes it', async () => {
    behaviours = ['accept', 'accept'];
    const client = makeClient();
    const first = client.connect();
    const second = client.connect();
    expect(second).toBe(first);
    await Promise.all([first, second]);
    await vi.advanceTimersByTimeAsync(10);
    expect(sockets).toHaveLength(1);
    expect(client.status).toBe('connected');
    await client.connect();
    expect(sockets).toHaveLength(1);

    const closing = client.disconnect();
    await vi.advanceTimersByTimeAsync(10);
    await closing;
    expect((sockets[0] as ScriptedSocket).sent.some((f) => f.startsWith('DISCONNECT\n'))).toBe(true);
    expect((sockets[0] as ScriptedSocket).readyState).toBe(3);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
    expect(client.status).toBe('disconnected');
    expect(client.connected).toBe(false);
  });

  it('connects again after disconnect(), with its subscriptions', async () => {
    behaviours = ['accept', 'accept'];
    const client = makeClient();
    client.subscribe('/topic/news', () => {});
    await client.connect();
    await vi.advanceTimersByTimeAsync(10);
    const closing = client.disconnect();
    await vi.advanceTimersByTimeAsync(10);
    await closing;
    await client.connect();
    await vi.advanceTimersByTimeAsync(10);
    expect(sockets).toHaveLength(2);
    expect(client.status).toBe('connected');
    expect(subscribeFrames(sockets[1] as ScriptedSocket).map((f) => header(f, 'destination'))).toEqual([
      '/topic/news',
    ]);
    expect(statuses).toEqual(['connected', 'disconnected', 'connected']);
  });

  it('does not open anything when disconnect() comes before the transport is ready', async () => {
    behaviours = ['accept'];
    let releaseFactory: () => void = () => {};
    const factoryReady = new Promise<void>((resolve) => {
      releaseFactory = resolve;
    });
    const client = makeClient({
      connectHeaders: async () => {
        await factoryReady;
        return {};
      },
    });
    const opening = client.connect();
    const closing = client.disconnect();
    releaseFactory();
    await vi.advanceTimersByTimeAsync(60_000);
    await Promise.all([opening, closing]);
    expect(sockets.flatMap((s) => s.sent).filter((f) => f.startsWith('CONNECT\n'))).toHaveLength(0);
    expect(client.status).toBe('disconnected');
  });
});
