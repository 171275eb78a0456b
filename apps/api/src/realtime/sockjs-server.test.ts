import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { proxyTrust } from '../http/trust-proxy';
import { RedisBus } from './bus';
import { ownDestinationsPolicy } from './policy';
import { attachRealtime } from './sockjs-server';
import { sha256Hex } from './stomp/broker';
import {
  ObservedClient,
  startRealtimeServer,
  TEST_ORIGIN,
  type TestRealtimeServer,
  tableAuthenticate,
} from './test-support/realtime-server';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const wait = { timeout: 5_000, interval: 10 };

const clients: ObservedClient[] = [];
function observe(url: string, options: ConstructorParameters<typeof ObservedClient>[1]): ObservedClient {
  const client = new ObservedClient(url, options);
  clients.push(client);
  return client.start();
}

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.stop()));
});

/** Raw HTTP against the test server, for what a browser client never sends. */
function httpCall(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | Buffer; holdOpen?: boolean },
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: init.method ?? 'GET', headers: init.headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      res.on('error', reject);
    });
    req.on('error', reject);
    if (init.body !== undefined) req.write(init.body);
    if (init.holdOpen) req.flushHeaders();
    else req.end();
  });
}

describe('STOMP over SockJS with the real browser client', () => {
  let server: TestRealtimeServer;
  const conversationPolicy = ownDestinationsPolicy({
    canJoinConversation: (userId, conversationId) => userId === 'alice' && conversationId === 'conv-1',
  });
  const sent: unknown[] = [];

  beforeAll(async () => {
    server = await startRealtimeServer({
      authorizeSubscription: conversationPolicy,
      applicationHandlers: {
        '/app/chat.send': ({ userId, body }) => {
          sent.push({ userId, body: JSON.parse(body) });
        },
      },
      onSubscribed: ({ destination, reply }) => {
        if (destination.endsWith('/notifications')) reply({ total: 2 });
      },
    });
  });
  afterAll(() => server.close());

  it.each([['websocket'], ['xhr-streaming'], ['xhr-polling']])(
    'connects with a token, gets the snapshot and a published notification (%s)',
    async (transport) => {
      const alice = observe(server.url, { token: 'token-alice', transports: [transport] });
      await vi.waitFor(() => expect(alice.client.connected).toBe(true), wait);
      alice.subscribe('/socket/alice/notifications');
      await vi.waitFor(() => expect(alice.messages).toHaveLength(1), wait);
      expect(JSON.parse(alice.messages[0]?.body ?? '')).toEqual({ total: 2 });

      await server.realtime.broker.publish('alice', 'notifications', {
        items: [{ id: 'n1', type: 'order.paid' }],
      });
      await vi.waitFor(() => expect(alice.messages).toHaveLength(2), wait);
      const message = alice.messages[1];
      expect(JSON.parse(message?.body ?? '')).toEqual({ items: [{ id: 'n1', type: 'order.paid' }] });
      expect(message?.headers.destination).toBe('/socket/alice/notifications');
      expect(message?.headers['content-type']).toBe('application/json');
      expect(message?.headers['message-id']).toBeTruthy();
    },
  );

  it('sends to an application destination with a receipt', async () => {
    const alice = observe(server.url, { token: 'token-alice' });
    await vi.waitFor(() => expect(alice.client.connected).toBe(true), wait);
    let receipted = false;
    alice.client.watchForReceipt('send-1', () => {
      receipted = true;
    });
    alice.client.publish({
      destination: '/app/chat.send',
      body: JSON.stringify({ conversationId: 'conv-1', text: 'Is the key region-free? :)\n' }),
      headers: { receipt: 'send-1', 'content-type': 'application/json' },
    });
    await vi.waitFor(() => expect(receipted).toBe(true), wait);
    expect(sent).toContainEqual({
      userId: 'alice',
      body: { conversationId: 'conv-1', text: 'Is the key region-free? :)\n' },
    });
  });

  it.each([
    '/socket/bob/notifications',
    '/socket/alice/notifications/',
    '/socket/alice/../bob/notifications',
    '/socket/alice/%6Eotifications',
    '/socket/alice:notifications',
    '/socket/*/notifications',
    '/socket/alice/notifications ',
    '/socket/alice/chat/conv-2',
  ])('refuses a subscription to %j with ERROR, then close', async (destination) => {
    const alice = observe(server.url, { token: 'token-alice' });
    await vi.waitFor(() => expect(alice.client.connected).toBe(true), wait);
    alice.subscribe(destination);
    await vi.waitFor(() => expect(alice.closes).toBe(1), wait);
    expect(alice.errors.map((f) => f.headers.message)).toEqual([
      'Not allowed to subscribe to this destination',
    ]);
    await server.realtime.broker.publish('bob', 'notifications', { total: 1 });
    expect(alice.messages).toHaveLength(0);
  });

  it('fans one publish out as one shared frame: straight to WebSockets, through sockjs for streaming', async () => {
    const clientsOf = [
      observe(server.url, { token: 'token-alice' }),
      observe(server.url, { token: 'token-alice-2' }),
      observe(server.url, { token: 'token-alice', transports: ['xhr-streaming'] }),
    ];
    for (const client of clientsOf) await vi.waitFor(() => expect(client.client.connected).toBe(true), wait);
    for (const client of clientsOf) client.subscribe('/socket/alice/notifications');
    await vi.waitFor(() => {
      for (const client of clientsOf) expect(client.messages).toHaveLength(1);
    }, wait);
    const before = { ...server.realtime.fanout };
    // Characters sockjs escapes (\u2028, lone surrogates are not valid JSON input, so none), multi-byte
    // text, and a frame over 65,535 bytes (the 64-bit length form of a WebSocket frame).
    const bodies = [
      { items: [{ id: 'n1', text: 'Zażółć gęślą jaźń — 日本語 \u2028 \u0000 "quoted" \\ end' }] },
      { items: [{ id: 'n2', text: 'é'.repeat(28_000) }] },
      { total: 0 },
    ];
    for (const body of bodies) await server.realtime.broker.publish('alice', 'notifications', body);
    await vi.waitFor(() => {
      for (const client of clientsOf) expect(client.messages).toHaveLength(1 + bodies.length);
    }, wait);
    for (const client of clientsOf) {
      expect(client.messages.slice(1).map((m) => JSON.parse(m.body))).toEqual(bodies);
      expect(client.messages[2]?.headers['content-length']).toBe(
        String(Buffer.byteLength(JSON.stringify(bodies[1]))),
      );
    }
    // One message, one id, on every transport.
    const ids = clientsOf.map((client) => client.messages[1]?.headers['message-id']);
    expect(new Set(ids).size).toBe(1);
    expect(server.realtime.fanout.directWrites - before.directWrites).toBe(2 * bodies.length);
    expect(server.realtime.fanout.sockjsWrites - before.sockjsWrites).toBe(bodies.length);
  });

  it('refuses SEND into /socket/**', async () => {
    const alice = observe(server.url, { token: 'token-alice' });
    await vi.waitFor(() => expect(alice.client.connected).toBe(true), wait);
    alice.client.publish({ destination: '/socket/bob/notifications', body: JSON.stringify({ total: 99 }) });
    await vi.waitFor(() => expect(alice.closes).toBe(1), wait);
    expect(alice.errors[0]?.headers.message).toBe('Sending to /socket destinations is not allowed');
  });

  it.each([
    ['no token', undefined, 'Authentication required', 'websocket'],
    ['a bad token', 'token-mallory', 'Invalid or expired token', 'websocket'],
    ['a bad token', 'token-mallory', 'Invalid or expired token', 'xhr-streaming'],
    ['a bad token', 'token-mallory', 'Invalid or expired token', 'xhr-polling'],
  ])('answers %s with ERROR, then close (%s)', async (_label, token, message, transport) => {
    const client = observe(server.url, { transports: [transport], ...(token ? { token } : {}) });
    await vi.waitFor(() => expect(client.closes).toBe(1), wait);
    expect(client.client.connected).toBe(false);
    expect(client.errors.map((f) => f.headers.message)).toEqual([message]);
  });

  it('answers DISCONNECT with a RECEIPT', async () => {
    const alice = observe(server.url, { token: 'token-alice' });
    await vi.waitFor(() => expect(alice.client.connected).toBe(true), wait);
    await vi.waitFor(() => expect(server.realtime.broker.sessionsOf('alice')).toBeGreaterThan(0), wait);
    await alice.client.deactivate();
    expect(alice.disconnectReceipt?.command).toBe('RECEIPT');
    expect(alice.disconnectReceipt?.headers['receipt-id']).toMatch(/^close-/);
  });

  it('ends the sessions of a revoked token', async () => {
    const bob = observe(server.url, { token: 'token-bob' });
    await vi.waitFor(() => expect(bob.client.connected).toBe(true), wait);
    await server.realtime.broker.revokeSessionsForToken(sha256Hex('token-bob'));
    await vi.waitFor(() => expect(bob.closes).toBe(1), wait);
    expect(bob.errors[0]?.headers.message).toBe('Token revoked');
  });

  it('keeps an idle connection up on STOMP heart-beats alone (about 13 s)', { timeout: 20_000 }, async () => {
    const alice = observe(server.url, { token: 'token-alice' });
    await vi.waitFor(() => expect(alice.client.connected).toBe(true), wait);
    const since = Date.now();
    alice.subscribe('/socket/alice/notifications');
    // stompjs drops a server silent for 2 × 4 s; SockJS's own frames (every 25 s) are invisible to it.
    await vi.waitFor(
      () => {
        expect(alice.heartbeats).toBeGreaterThanOrEqual(3);
        expect(Date.now() - since).toBeGreaterThan(12_500);
      },
      { timeout: 16_000, interval: 250 },
    );
    expect(alice.closes).toBe(0);
    expect(alice.client.connected).toBe(true);
    await server.realtime.broker.publish('alice', 'notifications', { total: 5 });
    await vi.waitFor(
      () => expect(alice.messages.map((m) => JSON.parse(m.body))).toContainEqual({ total: 5 }),
      wait,
    );
  });
});

describe('hardening of the SockJS endpoint', () => {
  let server: TestRealtimeServer;

  beforeAll(async () => {
    server = await startRealtimeServer({
      limits: { maxFrameBytes: 4_096, maxBodyBytes: 4_000 },
      maxMessageBytes: 16_384,
    });
  });
  afterAll(() => server.close());

  it('refuses a STOMP frame over the frame limit with ERROR, then close', async () => {
    const alice = observe(server.url, { token: 'token-alice' });
    await vi.waitFor(() => expect(alice.client.connected).toBe(true), wait);
    alice.client.publish({ destination: '/app/chat.send', body: 'x'.repeat(6_000) });
    await vi.waitFor(() => expect(alice.closes).toBe(1), wait);
    expect(alice.errors[0]?.headers.message).toMatch(/^Malformed frame: (body|frame)-too-large$/);
  });

  it('closes a WebSocket whose frame is over the transport limit', async () => {
    const alice = observe(server.url, { token: 'token-alice' });
    await vi.waitFor(() => expect(alice.client.connected).toBe(true), wait);
    alice.client.publish({ destination: '/app/chat.send', body: 'x'.repeat(100_000) });
    await vi.waitFor(() => expect(alice.closes).toBe(1), wait);
    expect(alice.errors).toHaveLength(0);
    await vi.waitFor(() => expect(server.realtime.broker.sessionsOf('alice')).toBe(0), wait);
  });

  it('refuses an xhr_send body announced over the limit before reading it', async () => {
    const started = Date.now();
    const response = await httpCall(`${server.url}/ws/000/${randomUUID()}/xhr_send`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', 'Content-Length': String(20 * 1024 * 1024) },
      body: '["',
      holdOpen: true,
    });
    expect(response.status).toBe(413);
    // 20 MB were announced and 2 bytes sent: the answer came without waiting for the body.
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('cuts off a chunked xhr_send body once it passes the limit, without reading the rest', async () => {
    const total = 20 * 1024 * 1024;
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    const outcome = await new Promise<{ status: number; written: number }>((resolve, reject) => {
      let written = 0;
      let status = 0;
      const req = request(`${server.url}/ws/000/${randomUUID()}/xhr_send`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain', 'Transfer-Encoding': 'chunked' },
      });
      req.on('response', (res) => {
        status = res.statusCode ?? 0;
        res.resume();
        // Stop sending: the answer is in, as a browser would.
        req.destroy();
        resolve({ status, written });
      });
      req.on('error', (error) => (status ? resolve({ status, written }) : reject(error)));
      const pump = () => {
        while (written < total && !req.destroyed) {
          written += chunk.length;
          if (!req.write(chunk)) {
            req.once('drain', pump);
            return;
          }
        }
      };
      pump();
    });
    expect(outcome.status).toBe(413);
    // The server stopped reading near the 16 KiB limit; only socket buffers took more.
    expect(outcome.written).toBeLessThan(total / 2);
  });

  it('lets a small xhr_send through to SockJS (an unknown session is its 404)', async () => {
    const response = await httpCall(`${server.url}/ws/000/${randomUUID()}/xhr_send`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: '["x"]',
    });
    expect(response.status).toBe(404);
  });

  it('serves allowed origins with CORS and refuses others', async () => {
    const allowed = await httpCall(`${server.url}/ws/info`, { headers: { Origin: TEST_ORIGIN } });
    expect(allowed.status).toBe(200);
    expect(allowed.headers['access-control-allow-origin']).toBe(TEST_ORIGIN);
    const refused = await httpCall(`${server.url}/ws/info`, { headers: { Origin: 'https://evil.example' } });
    expect(refused.status).toBe(403);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    const opaque = await httpCall(`${server.url}/ws/info`, { headers: { Origin: 'null' } });
    expect(opaque.status).toBe(403);
  });

  it('refuses a WebSocket upgrade from another origin', async () => {
    const outcome = await new Promise<string>((resolve) => {
      const ws = new WebSocket(`${server.url.replace('http', 'ws')}/ws/000/${randomUUID()}/websocket`, {
        origin: 'https://evil.example',
      });
      ws.on('open', () => resolve('open'));
      ws.on('unexpected-response', (_req, res) => resolve(`status ${res.statusCode}`));
      ws.on('error', (error) => resolve(`error ${error.message}`));
    });
    expect(outcome).toMatch(/403/);
    const fine = new WebSocket(`${server.url.replace('http', 'ws')}/ws/000/${randomUUID()}/websocket`, {
      origin: TEST_ORIGIN,
    });
    await new Promise((resolve) => fine.on('open', resolve));
    fine.close();
  });

  it('does not serve the legacy JSONP and iframe transports', async () => {
    for (const path of ['/ws/iframe.html', '/ws/iframe-1.6.1.html', `/ws/000/${randomUUID()}/jsonp?c=x`]) {
      expect((await httpCall(`${server.url}${path}`, {})).status, path).toBe(404);
    }
  });

  it('leaves other requests to the HTTP server', async () => {
    const response = await httpCall(`${server.url}/api/v1/health`, {
      headers: { Origin: 'https://evil.example' },
    });
    expect(response.text).toBe('not the realtime endpoint');
  });
});

describe('connection attempts per client address', () => {
  const upgrade = (url: string, headers: Record<string, string> = {}) =>
    new Promise<string>((resolve) => {
      const ws = new WebSocket(`${url.replace('http', 'ws')}/ws/000/${randomUUID()}/websocket`, { headers });
      ws.on('open', () => {
        ws.close();
        resolve('open');
      });
      ws.on('unexpected-response', (_req, res) => resolve(`status ${res.statusCode}`));
      ws.on('error', (error) => resolve(`error ${error.message}`));
    });

  it('refuses new sessions past the limit with ERROR, then 429 until the window ends; open ones stay', async () => {
    const server = await startRealtimeServer({ connectionRate: { max: 3, windowMs: 60_000 } });
    try {
      const first = observe(server.url, { token: 'token-alice' });
      const second = observe(server.url, { token: 'token-bob' });
      await vi.waitFor(() => expect(first.client.connected && second.client.connected).toBe(true), wait);
      // The third attempt fails its STOMP handshake but still counts as an attempt.
      const failed = observe(server.url, { token: 'token-mallory' });
      await vi.waitFor(() => expect(failed.closes).toBe(1), wait);
      // A session opened past the limit (here by a transport that skips /info) gets ERROR, then close.
      const streamed = await httpCall(`${server.url}/ws/000/${randomUUID()}/xhr_streaming`, {
        method: 'POST',
      });
      expect(streamed.text).toContain('\no\na["ERROR\\nmessage:Too many connection attempts\\n');
      expect(streamed.text).toMatch(/\nc\[[0-9]+,"[^"]*"\]\n$/);
      // sockjs-client starts with /info, which now answers 429: the client gives up without a session.
      const refused = observe(server.url, { token: 'token-alice-2' });
      await vi.waitFor(() => expect(refused.closes).toBe(1), wait);
      expect(refused.errors).toEqual([]);
      expect(server.realtime.broker.sessionsOf('alice')).toBe(1);

      expect(await upgrade(server.url)).toBe('status 429');
      const info = await httpCall(`${server.url}/ws/info`, {});
      expect(info.status).toBe(429);
      expect(info.text).toBe('Too many connection attempts');
      // Sessions already open are not touched.
      expect(first.client.connected && second.client.connected).toBe(true);
      first.subscribe('/socket/alice/notifications');
      await vi.waitFor(async () => {
        await server.realtime.broker.publish('alice', 'notifications', { total: 1 });
        expect(first.messages.length).toBeGreaterThan(0);
      }, wait);
    } finally {
      await Promise.all(clients.splice(0).map((c) => c.stop()));
      await server.close();
    }
  });

  it('counts each forwarded address on its own only behind a trusted proxy, read from the right', async () => {
    const limit = { connectionRate: { max: 1, windowMs: 60_000 } };
    const proxied = await startRealtimeServer({
      ...limit,
      trustProxy: proxyTrust({ proxies: ['loopback'] }),
    });
    const twoHops = await startRealtimeServer({ ...limit, trustProxy: proxyTrust({ hops: 2 }) });
    const direct = await startRealtimeServer(limit);
    try {
      const from = (chain: string) => ({ 'X-Forwarded-For': chain });
      expect(await upgrade(proxied.url, from('203.0.113.7'))).toBe('open');
      expect(await upgrade(proxied.url, from('203.0.113.8'))).toBe('open');
      // What a client writes itself stands left of the address its proxy appended: a made-up entry
      // there is not a new address with a budget of its own.
      // (Each try makes up a new one: the same made-up address twice would spend a budget of its own.)
      let madeUp = 0;
      const claimed = () => `198.51.100.${++madeUp}`;
      await vi.waitFor(
        async () => expect(await upgrade(proxied.url, from(`${claimed()}, 203.0.113.7`))).toBe('status 429'),
        wait,
      );
      // Two proxies: the second appended the first's address, the first the client's.
      expect(await upgrade(twoHops.url, from('198.51.100.1, 203.0.113.7, 10.0.0.1'))).toBe('open');
      await vi.waitFor(
        async () =>
          expect(await upgrade(twoHops.url, from(`${claimed()}, 203.0.113.7, 10.0.0.2`))).toBe('status 429'),
        wait,
      );
      expect(await upgrade(twoHops.url, from('203.0.113.9, 10.0.0.1'))).toBe('open');
      // Without trust, the header is the client's own claim: one address, one budget.
      expect(await upgrade(direct.url, from('203.0.113.7'))).toBe('open');
      await vi.waitFor(
        async () => expect(await upgrade(direct.url, from('203.0.113.9'))).toBe('status 429'),
        wait,
      );
    } finally {
      await Promise.all([proxied.close(), twoHops.close(), direct.close()]);
    }
  });

  it('lets the window end', async () => {
    let now = 0;
    const { FixedWindowCounter } = await import('./rate-window');
    const counter = new FixedWindowCounter({ max: 2, windowMs: 1_000, maxKeys: 2, now: () => now });
    expect([counter.hit('a'), counter.hit('a'), counter.hit('a')]).toEqual([true, true, false]);
    expect(counter.exhausted('a')).toBe(true);
    expect(counter.hit('b')).toBe(true);
    // A third address in a full table is refused rather than stored.
    expect(counter.exhausted('c')).toBe(true);
    expect(counter.hit('c')).toBe(false);
    now = 1_000;
    expect(counter.exhausted('a')).toBe(false);
    expect(counter.hit('c')).toBe(true);
  });
});

describe('two API processes sharing Redis', () => {
  it('delivers a notification published on one to a client connected to the other', async () => {
    const channel = `lootmarket:realtime:test:${randomUUID()}`;
    const buses = [new RedisBus({ url: REDIS_URL, channel }), new RedisBus({ url: REDIS_URL, channel })];
    const [first, second] = await Promise.all(buses.map((bus) => startRealtimeServer({ bus })));
    try {
      const alice = observe((second as TestRealtimeServer).url, { token: 'token-alice' });
      await vi.waitFor(() => expect(alice.client.connected).toBe(true), wait);
      alice.subscribe('/socket/alice/notifications');
      await vi.waitFor(
        () => expect((second as TestRealtimeServer).realtime.broker.sessionsOf('alice')).toBe(1),
        wait,
      );
      // The SUBSCRIBE may still be in flight: publish until one arrives (at most once per publish).
      await vi.waitFor(
        async () => {
          await (first as TestRealtimeServer).realtime.broker.publish('alice', 'notifications', { total: 7 });
          expect(alice.messages.length).toBeGreaterThan(0);
        },
        { timeout: 5_000, interval: 50 },
      );
      expect(JSON.parse(alice.messages[0]?.body ?? '')).toEqual({ total: 7 });
      expect((first as TestRealtimeServer).realtime.broker.sessionsOf('alice')).toBe(0);
    } finally {
      await Promise.all([first?.close(), second?.close()]);
      await Promise.all(buses.map((bus) => bus.close()));
    }
  });
});

describe('mounted on a Fastify server', () => {
  it('serves Fastify routes and STOMP on the same port', async () => {
    const app = Fastify();
    app.get('/api/v1/health', async () => ({ status: 'ok' }));
    const realtime = attachRealtime(app.server, {
      authenticate: tableAuthenticate(),
      allowedOrigins: [TEST_ORIGIN],
    });
    app.addHook('onClose', () => realtime.close());
    await realtime.ready();
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const health = await httpCall(`${address}/api/v1/health`, {});
      expect(JSON.parse(health.text)).toEqual({ status: 'ok' });
      const alice = observe(address, { token: 'token-alice' });
      await vi.waitFor(() => expect(alice.client.connected).toBe(true), wait);
      alice.subscribe('/socket/alice/notifications');
      await vi.waitFor(async () => {
        await realtime.broker.publish('alice', 'notifications', { total: 1 });
        expect(alice.messages.length).toBeGreaterThan(0);
      }, wait);
      expect((await httpCall(`${address}/nope`, {})).status).toBe(404);
    } finally {
      await Promise.all(clients.splice(0).map((c) => c.stop()));
      await app.close();
    }
  });
});
