import type { AddressInfo } from 'node:net';
import type { Notification } from '@lootmarket/contract';
import { NOTIFICATIONS_EVENT, NotificationSocket, type NotificationsEventDetail } from '@lootmarket/realtime';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  bearer,
  createTestContext,
  errorCode,
  type RegisteredUser,
  registerUser,
  solveHumanCheck,
  TEST_PASSWORD,
  type TestContext,
  testConfig,
} from '../../test/support/app';
import { databaseKinds } from '../../test/support/databases';
import { buildApp } from '../app';
import { users } from '../auth/auth.schema';
import { ObservedClient } from '../realtime/test-support/realtime-server';
import { notifications } from './notifications.schema';
import { insertNotification } from './notifications.service';

const kinds = await databaseKinds();
const wait = { timeout: 8_000, interval: 20 };

/** Every notification row, hashed: equal before and after means a refused call changed nothing. */
async function notificationsFingerprint(ctx: TestContext): Promise<string> {
  const result = await ctx.database.db.execute(
    sql`select count(*)::int as n, coalesce(md5(string_agg(t::text, '|' order by t::text)), '-') as h from notifications t`,
  );
  const row = (result as unknown as { rows: Array<{ n: number; h: string }> }).rows[0];
  return `${row?.n}:${row?.h}`;
}

async function listen(app: FastifyInstance, port = 0): Promise<string> {
  await app.listen({ port, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

describe.each(kinds)('notifications on $notice', ({ name, available }) => {
  let ctx: TestContext;
  let owner: RegisteredUser;
  let other: RegisteredUser;
  let admin: RegisteredUser;

  beforeAll(async () => {
    if (!available) return;
    ctx = await createTestContext(name);
    owner = await registerUser(ctx.app, 'owner');
    other = await registerUser(ctx.app, 'other');
    admin = await registerUser(ctx.app, 'admin');
    await ctx.database.db
      .update(users)
      .set({ roles: ['user', 'admin'] })
      .where(eq(users.id, admin.userId));
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const get = (url: string, token: string | null) =>
    ctx.app.inject({ method: 'GET', url, ...(token ? { headers: bearer(token) } : {}) });
  const markRead = (payload: unknown, token: string | null) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/notifications/read',
      payload: payload as Record<string, unknown>,
      ...(token ? { headers: bearer(token) } : {}),
    });
  const notify = (userId: string, kind: Notification['kind'], params: Record<string, string | number> = {}) =>
    ctx.app.notifier.notify(ctx.database.db, userId, { kind, params, link: '/profile/orders/' });

  it.runIf(available)('lists my notifications newest first, by cursor, with filters', async () => {
    const user = await registerUser(ctx.app, 'lister');
    const made: Notification[] = [];
    for (let i = 0; i < 5; i += 1) made.push(await notify(user.userId, 'order_paid', { orderId: `A-${i}` }));
    made.push(await notify(user.userId, 'withdrawal_approved', { amount: '25.00 USD' }));
    made.push(await notify(user.userId, 'message_received', { from: 'bob', conversationId: 'c' }));

    const first = await get('/api/v1/notifications?limit=3', user.token);
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json();
    expect(page1.items.map((n: Notification) => n.id)).toEqual(
      made
        .slice(-3)
        .reverse()
        .map((n) => n.id),
    );
    expect(page1.items[0]).toMatchObject({
      kind: 'message_received',
      category: 'messages',
      params: { from: 'bob', conversationId: 'c' },
      link: '/profile/orders/',
      readAt: null,
    });
    const second = (await get(`/api/v1/notifications?limit=3&cursor=${page1.nextCursor}`, user.token)).json();
    const third = (await get(`/api/v1/notifications?limit=3&cursor=${second.nextCursor}`, user.token)).json();
    const all = [...page1.items, ...second.items, ...third.items].map((n: Notification) => n.id);
    expect(all).toEqual([...made].reverse().map((n) => n.id));
    expect(third.nextCursor).toBeNull();

    const sales = (await get('/api/v1/notifications?category=sales', user.token)).json();
    expect(sales.items).toHaveLength(5);
    expect(sales.items.every((n: Notification) => n.category === 'sales')).toBe(true);
    const payments = (await get('/api/v1/notifications?category=payments', user.token)).json();
    expect(payments.items.map((n: Notification) => n.kind)).toEqual(['withdrawal_approved']);

    // "today / week / month": since an instant. Back-date one row a month.
    await ctx.database.db
      .update(notifications)
      .set({ createdAt: sql`now() - interval '40 days'` })
      .where(eq(notifications.id, made[0]?.id ?? ''));
    const since = new Date(Date.now() - 7 * 24 * 3600_000).toISOString();
    const week = (await get(`/api/v1/notifications?since=${encodeURIComponent(since)}`, user.token)).json();
    expect(week.items).toHaveLength(6);
    expect(week.items.some((n: Notification) => n.id === made[0]?.id)).toBe(false);
  });

  it.runIf(available)('counts unread, marks some or all read, and only ever my own', async () => {
    const user = await registerUser(ctx.app, 'reader');
    const a = await notify(user.userId, 'order_delivered');
    const b = await notify(user.userId, 'order_completed');
    await notify(user.userId, 'ticket_answered');
    const theirs = await notify(other.userId, 'order_paid');
    const count = async (token: string) =>
      (await get('/api/v1/notifications/unread-count', token)).json().total;
    expect(await count(user.token)).toBe(3);
    const otherBefore = await count(other.token);

    const some = await markRead({ ids: [a.id, b.id, theirs.id] }, user.token);
    expect(some.statusCode, some.body).toBe(200);
    expect(some.json()).toEqual({ total: 1 });
    // Another user's id in my list is ignored, not marked and not revealed.
    expect(await count(other.token)).toBe(otherBefore);
    const unreadOnly = (await get('/api/v1/notifications?unread=true', user.token)).json();
    expect(unreadOnly.items.map((n: Notification) => n.kind)).toEqual(['ticket_answered']);
    const readRow = (await get('/api/v1/notifications', user.token))
      .json()
      .items.find((n: Notification) => n.id === a.id);
    expect(readRow.readAt).not.toBeNull();

    expect((await markRead({ all: true }, user.token)).json()).toEqual({ total: 0 });
    expect(await count(user.token)).toBe(0);
    expect(await count(other.token)).toBe(otherBefore);
  });

  it.runIf(available)('guests get 401; other users and admins see only their own', async () => {
    await notify(owner.userId, 'order_paid', { orderId: 'OWN-1' });
    for (const url of ['/api/v1/notifications', '/api/v1/notifications/unread-count']) {
      const guest = await get(url, null);
      expect(guest.statusCode).toBe(401);
      expect(errorCode(guest)).toBe('UNAUTHENTICATED');
    }
    expect((await markRead({ all: true }, null)).statusCode).toBe(401);
    expect((await get('/api/v1/notifications', 'x'.repeat(43))).statusCode).toBe(401);

    const ownerList = (await get('/api/v1/notifications', owner.token)).json();
    expect(ownerList.items.some((n: Notification) => n.params.orderId === 'OWN-1')).toBe(true);
    for (const viewer of [other, admin]) {
      const list = (await get('/api/v1/notifications', viewer.token)).json();
      expect(list.items.some((n: Notification) => n.params.orderId === 'OWN-1')).toBe(false);
      // The owner's row as a cursor reveals nothing either.
      const viaCursor = await get(`/api/v1/notifications?cursor=${ownerList.items[0].id}`, viewer.token);
      expect(viaCursor.json()).toEqual({ items: [], nextCursor: null });
    }
    const before = await notificationsFingerprint(ctx);
    expect((await markRead({ ids: [ownerList.items[0].id] }, admin.token)).statusCode).toBe(200);
    expect(await notificationsFingerprint(ctx)).toBe(before);
  });

  it.runIf(available)('refuses bad input with 400 and changes nothing', async () => {
    await notify(owner.userId, 'order_paid');
    const before = await notificationsFingerprint(ctx);
    for (const payload of [
      {},
      { ids: [] },
      { ids: ['not-a-uuid'] },
      { all: false },
      { all: true, ids: [crypto.randomUUID()] },
      { ids: Array.from({ length: 101 }, () => crypto.randomUUID()) },
      { ids: crypto.randomUUID() },
    ]) {
      const response = await markRead(payload, owner.token);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorCode(response)).toBe('VALIDATION_FAILED');
    }
    for (const query of [
      'category=orders',
      'limit=0',
      'limit=51',
      'since=yesterday',
      'unread=yes',
      'cursor=a%20b',
    ]) {
      const response = await get(`/api/v1/notifications?${query}`, owner.token);
      expect(response.statusCode, query).toBe(400);
    }
    expect(await notificationsFingerprint(ctx)).toBe(before);
  });

  it.runIf(available)('writes in the caller transaction: a rollback stores and pushes nothing', async () => {
    const user = await registerUser(ctx.app, 'rollback');
    await expect(
      ctx.app.notifier.transaction(async (tx) => {
        await ctx.app.notifier.notify(tx, user.userId, { kind: 'order_paid' });
        throw new Error('the order failed after all');
      }),
    ).rejects.toThrow('the order failed after all');
    expect((await get('/api/v1/notifications/unread-count', user.token)).json()).toEqual({ total: 0 });
    // A transaction the notifier did not open cannot be watched for its commit: refused.
    await expect(
      ctx.database.db.transaction((tx) => ctx.app.notifier.notify(tx, user.userId, { kind: 'order_paid' })),
    ).rejects.toThrow(/notifier.transaction/);
    await expect(notify(user.userId, 'order_paid', { 'bad key': 1 })).rejects.toThrow();
    expect((await get('/api/v1/notifications/unread-count', user.token)).json()).toEqual({ total: 0 });
  });

  it.runIf(available)(
    'over STOMP: snapshot on SUBSCRIBE, a committed notification arrives, a rolled-back one never',
    async () => {
      const app = await buildApp({ config: testConfig(), database: ctx.database, logger: false });
      try {
        const url = await listen(app);
        const user = await registerUser(app, 'socket');
        await app.notifier.notify(app.database.db, user.userId, {
          kind: 'order_disputed',
          params: { orderId: 'D-1' },
        });
        const client = new ObservedClient(url, { token: user.token }).start();
        await vi.waitFor(() => expect(client.client.connected).toBe(true), wait);
        client.subscribe(`/socket/${user.userId}/notifications`);
        await vi.waitFor(() => expect(client.messages).toHaveLength(1), wait);
        expect(JSON.parse(client.messages[0]?.body ?? '')).toEqual({ total: 1 });

        await expect(
          app.notifier.transaction(async (tx) => {
            await app.notifier.notify(tx, user.userId, { kind: 'order_failed' });
            throw new Error('rolled back');
          }),
        ).rejects.toThrow();
        const created = await app.notifier.transaction(async (tx) =>
          app.notifier.notify(tx, user.userId, { kind: 'order_paid', params: { orderId: 'P-7' } }),
        );
        await vi.waitFor(() => expect(client.messages).toHaveLength(2), wait);
        const pushed = JSON.parse(client.messages[1]?.body ?? '');
        expect(pushed).toEqual({ items: [created], total: 2 });

        // Reading in another tab lowers this one's bell.
        await app.inject({
          method: 'POST',
          url: '/api/v1/notifications/read',
          headers: bearer(user.token),
          payload: { all: true },
        });
        await vi.waitFor(() => expect(client.messages).toHaveLength(3), wait);
        expect(JSON.parse(client.messages[2]?.body ?? '')).toEqual({ total: 0 });

        // Another user's destination is refused with ERROR.
        const snoop = new ObservedClient(url, { token: other.token }).start();
        await vi.waitFor(() => expect(snoop.client.connected).toBe(true), wait);
        snoop.subscribe(`/socket/${user.userId}/notifications`);
        await vi.waitFor(() => expect(snoop.errors).toHaveLength(1), wait);
        expect(snoop.messages).toHaveLength(0);
        await snoop.stop();
        await client.stop();
      } finally {
        await app.close();
      }
    },
  );

  it.runIf(available)(
    'ends the socket of a token at logout, and the other sessions at a password change',
    async () => {
      const app = await buildApp({ config: testConfig(), database: ctx.database, logger: false });
      try {
        const url = await listen(app);
        const user = await registerUser(app, 'revoked');
        const second = await app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { email: user.email, password: TEST_PASSWORD, humanCheck: await solveHumanCheck(app) },
        });
        const secondToken = second.json().token as string;
        const third = await app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { email: user.email, password: TEST_PASSWORD, humanCheck: await solveHumanCheck(app) },
        });
        const thirdToken = third.json().token as string;
        const clients = [user.token, secondToken, thirdToken].map((token) =>
          new ObservedClient(url, { token }).start(),
        );
        for (const client of clients)
          await vi.waitFor(() => expect(client.client.connected).toBe(true), wait);
        const [first, fromSecond, fromThird] = clients as [ObservedClient, ObservedClient, ObservedClient];

        const logout = await app.inject({
          method: 'POST',
          url: '/api/v1/auth/logout',
          headers: bearer(thirdToken),
        });
        expect(logout.statusCode).toBe(204);
        await vi.waitFor(
          () => expect(fromThird.errors.map((e) => e.headers.message)).toEqual(['Token revoked']),
          wait,
        );
        expect(first.errors).toHaveLength(0);

        const change = await app.inject({
          method: 'POST',
          url: '/api/v1/account/password',
          headers: bearer(user.token),
          payload: {
            currentPassword: TEST_PASSWORD,
            newPassword: 'a brand new horse battery',
            repeatPassword: 'a brand new horse battery',
          },
        });
        expect(change.statusCode, change.body).toBe(200);
        await vi.waitFor(
          () => expect(fromSecond.errors.map((e) => e.headers.message)).toEqual(['Token revoked']),
          wait,
        );
        expect(first.errors).toHaveLength(0);
        expect(first.client.connected).toBe(true);
        for (const client of clients) await client.stop();
      } finally {
        await app.close();
      }
    },
  );

  it.runIf(available)(
    'after a server restart the client reconnects; the snapshot and history carry what it missed',
    async () => {
      let app = await buildApp({ config: testConfig(), database: ctx.database, logger: false });
      const url = await listen(app);
      const port = Number(new URL(url).port);
      const user = await registerUser(app, 'restart');
      const events: NotificationsEventDetail[] = [];
      const target = new EventTarget();
      target.addEventListener(NOTIFICATIONS_EVENT, (event) => events.push((event as CustomEvent).detail));
      const socket = new NotificationSocket({
        apiBase: url,
        token: user.token,
        userId: user.userId,
        eventTarget: target,
        policy: { maxAttempts: 10, initialDelayMs: 200, maxDelayMs: 1_000 },
      });
      try {
        await socket.connect();
        await vi.waitFor(() => expect(events).toEqual([{ count: 0, payload: { total: 0 } }]), wait);
        await app.close();
        await vi.waitFor(() => expect(socket.status).toBe('reconnecting'), wait);

        // While no server runs, an order is paid: the row is written, nobody could be told.
        const missed = await insertWhileDown(ctx, user.userId);

        app = await buildApp({ config: testConfig(), database: ctx.database, logger: false });
        await listen(app, port);
        await vi.waitFor(() => expect(socket.status).toBe('connected'), wait);
        await vi.waitFor(() => expect(events.at(-1)).toEqual({ count: 1, payload: { total: 1 } }), wait);
        const history = await app.inject({
          method: 'GET',
          url: '/api/v1/notifications?unread=true',
          headers: bearer(user.token),
        });
        expect(history.json().items.map((n: Notification) => n.id)).toEqual([missed]);
      } finally {
        await socket.disconnect();
        await app.close();
      }
    },
  );
});

/** The service's own write, with no server and so no socket to tell. */
async function insertWhileDown(ctx: TestContext, userId: string): Promise<string> {
  const row = await insertNotification(ctx.database.db, userId, {
    kind: 'order_paid',
    params: { orderId: 'M-1' },
  });
  return row.id;
}
