import type { AddressInfo } from 'node:net';
import type { ChatMessage, Conversation } from '@lootmarket/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  bearer,
  createTestContext,
  errorCode,
  type RegisteredUser,
  registerUser,
  type TestContext,
  testConfig,
} from '../../test/support/app';
import { databaseKinds } from '../../test/support/databases';
import { buildApp } from '../app';
import { gameServers, games } from '../catalog/catalog.schema';
import { ObservedClient } from '../realtime/test-support/realtime-server';
import { seedDemoData } from '../seed/seed';

const kinds = await databaseKinds();
const wait = { timeout: 8_000, interval: 20 };

async function chatFingerprint(ctx: TestContext): Promise<string> {
  const result = await ctx.database.db.execute(sql`
    select (select count(*) from conversations)::text || ':' || (select count(*) from chat_messages)::text || ':' ||
      (select count(*) from notifications)::text as f`);
  return (result as unknown as { rows: Array<{ f: string }> }).rows[0]?.f ?? '';
}

describe.each(kinds)('chat on $notice', ({ name, available }) => {
  let ctx: TestContext;
  let seller: RegisteredUser;
  let buyer: RegisteredUser;
  let stranger: RegisteredUser;
  let offerId: string;

  beforeAll(async () => {
    if (!available) return;
    ctx = await createTestContext(name);
    await seedDemoData(ctx.database.db);
    seller = await registerUser(ctx.app, 'seller');
    buyer = await registerUser(ctx.app, 'buyer');
    stranger = await registerUser(ctx.app, 'stranger');
    const [wow] = await ctx.database.db.select().from(games).where(eq(games.slug, 'world-of-warcraft'));
    const [server] = await ctx.database.db
      .select()
      .from(gameServers)
      .where(eq(gameServers.gameId, wow?.id ?? ''));
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/offers',
      headers: bearer(seller.token),
      payload: {
        game: 'world-of-warcraft',
        category: 'gold',
        server: server?.slug,
        title: '100k Gold, hand farmed',
        description: 'Face-to-face trade at the auction house.',
        deliveryTime: '1h',
        price: '19.99',
        currency: 'USD',
        quantity: 10,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    offerId = created.json().offer.id;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      ...(token ? { headers: bearer(token) } : {}),
    });
  /** The app on a free port of its own (sockets need a listening server), closed after `use`. */
  async function listening(
    use: (app: FastifyInstance, url: string) => Promise<void>,
    env: Record<string, string> = {},
  ) {
    const app = await buildApp({ config: testConfig(env), database: ctx.database, logger: false });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      await use(app, `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
    } finally {
      await app.close();
    }
  }
  const open = async (token = buyer.token): Promise<Conversation> => {
    const response = await call('POST', '/api/v1/chat/conversations', token, { offerId });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().conversation;
  };

  it.runIf(available)(
    'one conversation per offer and buyer; the seller cannot open one with himself',
    async () => {
      const first = await open();
      const again = await open();
      expect(again.id).toBe(first.id);
      expect(first).toMatchObject({
        offer: { id: offerId, title: '100k Gold, hand farmed' },
        buyer: { userId: buyer.userId },
        seller: { userId: seller.userId },
        lastMessage: null,
        unread: 0,
      });
      const own = await call('POST', '/api/v1/chat/conversations', seller.token, { offerId });
      expect(own.statusCode).toBe(403);
      const missing = await call('POST', '/api/v1/chat/conversations', buyer.token, {
        offerId: crypto.randomUUID(),
      });
      expect(missing.statusCode).toBe(404);
    },
  );

  it.runIf(available)(
    'sends over REST, counts unread, pages older history, flags external contacts',
    async () => {
      const conversation = await open();
      const url = `/api/v1/chat/conversations/${conversation.id}/messages`;
      const sent: ChatMessage[] = [];
      for (let i = 0; i < 5; i += 1) {
        const response = await call('POST', url, buyer.token, {
          body: `  question ${i}  `,
          clientId: `c${i}`,
        });
        expect(response.statusCode, response.body).toBe(201);
        expect(response.json().messageId).toBe('success.messageSent');
        sent.push(response.json().message);
      }
      expect(sent[0]).toMatchObject({
        body: 'question 0',
        clientId: 'c0',
        flaggedContacts: false,
        senderId: buyer.userId,
      });
      const flagged = await call('POST', url, buyer.token, { body: 'add me on discord: gold_guy#1234' });
      expect(flagged.json().message.flaggedContacts).toBe(true);

      const sellerList = (await call('GET', '/api/v1/chat/conversations', seller.token)).json().items;
      expect(sellerList.find((c: Conversation) => c.id === conversation.id)).toMatchObject({
        unread: 6,
        lastMessage: { body: 'add me on discord: gold_guy#1234' },
      });
      const buyerList = (await call('GET', '/api/v1/chat/conversations', buyer.token)).json().items;
      expect(buyerList.find((c: Conversation) => c.id === conversation.id).unread).toBe(0);

      const latest = (await call('GET', `${url}?limit=4`, seller.token)).json();
      expect(latest.items.map((m: ChatMessage) => m.body)).toEqual([
        'question 2',
        'question 3',
        'question 4',
        'add me on discord: gold_guy#1234',
      ]);
      const older = (await call('GET', `${url}?limit=4&before=${latest.nextCursor}`, seller.token)).json();
      expect(older.items.map((m: ChatMessage) => m.body)).toEqual(['question 0', 'question 1']);
      expect(older.nextCursor).toBeNull();

      expect(
        (await call('POST', `/api/v1/chat/conversations/${conversation.id}/read`, seller.token)).json(),
      ).toEqual({
        unread: 0,
      });
      const after = (await call('GET', '/api/v1/chat/conversations', seller.token)).json().items;
      expect(after.find((c: Conversation) => c.id === conversation.id).unread).toBe(0);
      // The seller was told: one message_received notification per message.
      const notes = (await call('GET', '/api/v1/notifications?category=messages', seller.token)).json().items;
      expect(notes[0]).toMatchObject({
        kind: 'message_received',
        params: { from: buyer.username, conversationId: conversation.id },
        link: `/chat/?c=${conversation.id}`,
      });
    },
  );

  it.runIf(available)(
    'guests 401, strangers 404 (nothing revealed), bad input 400; nothing changes',
    async () => {
      const conversation = await open();
      const base = `/api/v1/chat/conversations/${conversation.id}`;
      const before = await chatFingerprint(ctx);
      for (const [method, url, payload] of [
        ['GET', '/api/v1/chat/conversations', undefined],
        ['POST', '/api/v1/chat/conversations', { offerId }],
        ['GET', `${base}/messages`, undefined],
        ['POST', `${base}/messages`, { body: 'hi' }],
        ['POST', `${base}/read`, undefined],
      ] as const) {
        expect((await call(method, url, null, payload)).statusCode, `${method} ${url}`).toBe(401);
      }
      for (const [method, url, payload] of [
        ['GET', `${base}/messages`, undefined],
        ['POST', `${base}/messages`, { body: 'let me in' }],
        ['POST', `${base}/read`, undefined],
      ] as const) {
        const response = await call(method, url, stranger.token, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
      expect(
        (await call('GET', '/api/v1/chat/conversations', stranger.token))
          .json()
          .items.some((c: Conversation) => c.id === conversation.id),
      ).toBe(false);

      const empty = await call('POST', `${base}/messages`, buyer.token, { body: '   \n ' });
      expect(empty.statusCode).toBe(400);
      expect(errorCode(empty)).toBe('CHAT_EMPTY_MESSAGE');
      expect(empty.json().error.message).toBe('Cannot send an empty message.');
      for (const payload of [
        {},
        { body: 'x'.repeat(2001) },
        { body: 7 },
        { body: 'hi', extra: 1 },
        { body: 'hi', clientId: 'a b' },
      ]) {
        const response = await call('POST', `${base}/messages`, buyer.token, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      }
      for (const payload of [{}, { offerId: 'nope' }]) {
        expect((await call('POST', '/api/v1/chat/conversations', buyer.token, payload)).statusCode).toBe(400);
      }
      expect(
        (await call('GET', '/api/v1/chat/conversations/not-a-uuid/messages', buyer.token)).statusCode,
      ).toBe(400);
      expect((await call('GET', `${base}/messages?limit=500`, buyer.token)).statusCode).toBe(400);
      expect(await chatFingerprint(ctx)).toBe(before);
    },
  );

  it.runIf(available)(
    'over STOMP: /app/chat.send reaches both participants and raises the seller bell',
    async () => {
      await listening(async (_app, url) => {
        const conversation = await open();
        const buyerClient = new ObservedClient(url, { token: buyer.token }).start();
        const sellerClient = new ObservedClient(url, { token: seller.token }).start();
        for (const client of [buyerClient, sellerClient])
          await vi.waitFor(() => expect(client.client.connected).toBe(true), wait);
        buyerClient.subscribe(`/socket/${buyer.userId}/chat`);
        sellerClient.subscribe(`/socket/${seller.userId}/chat`);
        sellerClient.subscribe(`/socket/${seller.userId}/notifications`);
        await vi.waitFor(() => expect(sellerClient.messages).toHaveLength(1), wait);
        const unreadBefore = JSON.parse(sellerClient.messages[0]?.body ?? '').total as number;

        buyerClient.client.publish({
          destination: '/app/chat.send',
          body: JSON.stringify({
            conversationId: conversation.id,
            body: 'Is it still available?',
            clientId: 'k1',
          }),
        });
        await vi.waitFor(() => expect(buyerClient.messages).toHaveLength(1), wait);
        await vi.waitFor(() => expect(sellerClient.messages).toHaveLength(3), wait);
        const echoed = JSON.parse(buyerClient.messages[0]?.body ?? '');
        expect(echoed).toMatchObject({
          type: 'message',
          message: { body: 'Is it still available?', clientId: 'k1' },
        });
        const bodies = sellerClient.messages.slice(1).map((m) => JSON.parse(m.body));
        expect(bodies).toContainEqual(echoed);
        const bell = bodies.find((b) => 'total' in b);
        expect(bell.total).toBe(unreadBefore + 1);
        expect(bell.items[0]).toMatchObject({
          kind: 'message_received',
          params: { preview: 'Is it still available?' },
        });

        // Failures come back on the sender's chat destination; the socket stays open.
        buyerClient.client.publish({
          destination: '/app/chat.send',
          body: JSON.stringify({ conversationId: conversation.id, body: '  ', clientId: 'k2' }),
        });
        buyerClient.client.publish({ destination: '/app/chat.send', body: 'not json' });
        // Invisible, direction-changing and control characters are refused on the socket as over REST.
        for (const [body, clientId] of [
          ['pay me on disc\u200Bord', 'k3'],
          ['\u202Eevil', 'k4'],
          ['nul\u0000byte', 'k5'],
        ])
          buyerClient.client.publish({
            destination: '/app/chat.send',
            body: JSON.stringify({ conversationId: conversation.id, body, clientId }),
          });
        const strangerClient = new ObservedClient(url, { token: stranger.token }).start();
        await vi.waitFor(() => expect(strangerClient.client.connected).toBe(true), wait);
        strangerClient.subscribe(`/socket/${stranger.userId}/chat`);
        strangerClient.client.publish({
          destination: '/app/chat.send',
          body: JSON.stringify({ conversationId: conversation.id, body: 'sneaky' }),
        });
        await vi.waitFor(() => expect(buyerClient.messages).toHaveLength(6), wait);
        expect(buyerClient.messages.slice(1).map((m) => JSON.parse(m.body))).toEqual([
          { type: 'error', code: 'CHAT_EMPTY_MESSAGE', clientId: 'k2' },
          { type: 'error', code: 'CHAT_SEND_FAILED', clientId: null },
          { type: 'error', code: 'CHAT_SEND_FAILED', clientId: 'k3' },
          { type: 'error', code: 'CHAT_SEND_FAILED', clientId: 'k4' },
          { type: 'error', code: 'CHAT_SEND_FAILED', clientId: 'k5' },
        ]);
        await vi.waitFor(() => expect(strangerClient.messages).toHaveLength(1), wait);
        expect(JSON.parse(strangerClient.messages[0]?.body ?? '')).toEqual({
          type: 'error',
          code: 'CHAT_CONVERSATION_UNAVAILABLE',
          clientId: null,
        });
        // A stranger may not subscribe to the conversation's own destination either.
        strangerClient.subscribe(`/socket/${stranger.userId}/chat/${conversation.id}`);
        await vi.waitFor(() => expect(strangerClient.errors).toHaveLength(1), wait);
        expect(buyerClient.client.connected).toBe(true);
        for (const client of [buyerClient, sellerClient, strangerClient]) await client.stop();
      });
    },
  );

  it.runIf(available)(
    'over STOMP: stored (flagged when it carries contacts) before it is pushed, per-conversation destination, retries by clientId',
    async () => {
      await listening(async (app, url) => {
        const conversation = await open();
        const buyerClient = new ObservedClient(url, { token: buyer.token }).start();
        const sellerClient = new ObservedClient(url, { token: seller.token }).start();
        for (const client of [buyerClient, sellerClient])
          await vi.waitFor(() => expect(client.client.connected).toBe(true), wait);
        // Whatever the push carries is already in the database when it arrives.
        const storedWhenPushed: Array<{ id: string; flagged: boolean } | null> = [];
        sellerClient.client.subscribe(`/socket/${seller.userId}/chat/${conversation.id}`, (frame) => {
          const push = JSON.parse(frame.body);
          void ctx.database.db
            .execute(sql`select id, flagged_contacts from chat_messages where id = ${push.message.id}`)
            .then((result) => {
              const row = (result as unknown as { rows: Array<{ id: string; flagged_contacts: boolean }> })
                .rows[0];
              storedWhenPushed.push(row ? { id: row.id, flagged: row.flagged_contacts } : null);
            });
          sellerClient.messages.push(frame);
        });
        buyerClient.subscribe(`/socket/${buyer.userId}/chat`);
        await vi.waitFor(() => expect(app.realtime.sessionsOf(seller.userId)).toBe(1), wait);
        // The subscriptions are sent right after CONNECTED; a receipt-less wait: publish until seen.
        const send = (body: string, clientId: string) =>
          buyerClient.client.publish({
            destination: '/app/chat.send',
            body: JSON.stringify({ conversationId: conversation.id, body, clientId }),
          });
        send('write me at gold dot guy at gmail dot com', 'flag-1');
        await vi.waitFor(() => expect(sellerClient.messages).toHaveLength(1), wait);
        await vi.waitFor(() => expect(storedWhenPushed).toHaveLength(1), wait);
        const pushed = JSON.parse(sellerClient.messages[0]?.body ?? '');
        expect(pushed).toMatchObject({
          type: 'message',
          message: { clientId: 'flag-1', flaggedContacts: true, senderId: buyer.userId },
        });
        expect(storedWhenPushed[0]).toEqual({ id: pushed.message.id, flagged: true });
        await vi.waitFor(() => expect(buyerClient.messages).toHaveLength(1), wait);

        // The same clientId again (a client that lost the answer retries): one row, the sender is told.
        const before = await chatFingerprint(ctx);
        send('write me at gold dot guy at gmail dot com', 'flag-1');
        await vi.waitFor(() => expect(buyerClient.messages).toHaveLength(2), wait);
        expect(JSON.parse(buyerClient.messages[1]?.body ?? '').message.id).toBe(pushed.message.id);
        expect(await chatFingerprint(ctx)).toBe(before);
        // Over REST on the same server: the stored message again, and the sender's socket hears of it.
        const rest = await app.inject({
          method: 'POST',
          url: `/api/v1/chat/conversations/${conversation.id}/messages`,
          headers: bearer(buyer.token),
          payload: { body: 'write me at gold dot guy at gmail dot com', clientId: 'flag-1' },
        });
        expect(rest.statusCode).toBe(201);
        expect(rest.json().message.id).toBe(pushed.message.id);
        expect(await chatFingerprint(ctx)).toBe(before);
        await vi.waitFor(() => expect(buyerClient.messages).toHaveLength(3), wait);
        expect(JSON.parse(buyerClient.messages[2]?.body ?? '').message.id).toBe(pushed.message.id);
        // A body the contract refuses (over 2000 characters) names its clientId in the failure.
        send('x'.repeat(2_001), 'long-1');
        await vi.waitFor(() => expect(buyerClient.messages).toHaveLength(4), wait);
        expect(JSON.parse(buyerClient.messages[3]?.body ?? '')).toEqual({
          type: 'error',
          code: 'CHAT_SEND_FAILED',
          clientId: 'long-1',
        });
        expect(sellerClient.messages).toHaveLength(1);
        expect(buyerClient.client.connected).toBe(true);
        for (const client of [buyerClient, sellerClient]) await client.stop();
      });
    },
  );

  it.runIf(available)('over STOMP: socket sends share the REST write limit, per user', async () => {
    await listening(
      async (_app, url) => {
        const conversation = await open();
        const buyerClient = new ObservedClient(url, { token: buyer.token }).start();
        await vi.waitFor(() => expect(buyerClient.client.connected).toBe(true), wait);
        buyerClient.subscribe(`/socket/${buyer.userId}/chat`);
        for (const clientId of ['rate-1', 'rate-2', 'rate-3'])
          buyerClient.client.publish({
            destination: '/app/chat.send',
            body: JSON.stringify({ conversationId: conversation.id, body: `hello ${clientId}`, clientId }),
          });
        await vi.waitFor(() => expect(buyerClient.messages).toHaveLength(3), wait);
        const pushes = buyerClient.messages.map((m) => JSON.parse(m.body));
        expect(pushes.filter((p) => p.type === 'message').map((p) => p.message.clientId)).toEqual([
          'rate-1',
          'rate-2',
        ]);
        expect(pushes).toContainEqual({ type: 'error', code: 'TOO_MANY_ATTEMPTS', clientId: 'rate-3' });
        await buyerClient.stop();
      },
      { RATE_LIMIT_WRITE_MAX: '2' },
    );
  });

  it.runIf(available)(
    "over STOMP: another user's chat destinations are refused in every variant, and SEND into /socket/** too",
    async () => {
      await listening(async (_app, url) => {
        const conversation = await open();
        const me = stranger.userId;
        const them = seller.userId;
        const id = conversation.id;
        const variants = [
          `/socket/${them}/chat`,
          `/socket/${them}/chat/${id}`,
          `/socket/${them.toUpperCase()}/chat`,
          `/socket/${me}/chat/${id}`,
          `/socket/${me}/chat/`,
          `/socket/${me}/chat/../../${them}/chat`,
          `/socket/${me}/../${them}/chat`,
          `/socket/${me}/chat/%2e%2e/%2e%2e/${them}/chat`,
          `/socket/${encodeURIComponent(them).replace(/-/g, '%2D')}/chat`,
          `/socket/${me}:chat`,
          `/socket/${them}/chat\n`,
          '/socket/*/chat',
          `/socket/${me}/chat/*`,
          `/socket/${them}/chat/#`,
          `/socket/>`,
          ` /socket/${them}/chat`,
          `/socket/${them}/chat `,
          `/socket/${me}/chat\t`,
          `/socket/${me}/chat/${id} `,
        ];
        for (const destination of variants) {
          const client = new ObservedClient(url, { token: stranger.token }).start();
          await vi.waitFor(() => expect(client.client.connected).toBe(true), wait);
          // stompjs writes ':' as \c and a line feed as \n (header escaping); the server decodes them
          // back and compares the result exactly.
          client.subscribe(destination);
          await vi.waitFor(() => expect(client.closes, destination).toBe(1), wait);
          expect(
            client.errors.map((f) => f.headers.message),
            destination,
          ).toEqual(['Not allowed to subscribe to this destination']);
          await client.stop();
        }
        // The stranger's own chat destination is fine, and nothing of the others reaches it.
        const own = new ObservedClient(url, { token: stranger.token }).start();
        await vi.waitFor(() => expect(own.client.connected).toBe(true), wait);
        own.subscribe(`/socket/${me}/chat`);
        own.client.publish({
          destination: `/socket/${them}/chat`,
          body: JSON.stringify({ type: 'message' }),
        });
        await vi.waitFor(() => expect(own.closes).toBe(1), wait);
        expect(own.errors[0]?.headers.message).toBe('Sending to /socket destinations is not allowed');
        expect(own.messages).toEqual([]);
        await own.stop();
      });
    },
  );
});
