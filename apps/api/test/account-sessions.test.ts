import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { sessions, users } from '../src/auth/auth.schema';
import { hashToken } from '../src/auth/tokens';
import { ObservedClient } from '../src/realtime/test-support/realtime-server';
import {
  bearer,
  clientStatus,
  createTestContext,
  errorCode,
  type RegisteredUser,
  registerUser,
  snapshotDatabase,
  solveHumanCheck,
  TEST_PASSWORD,
  type TestContext,
  testConfig,
} from './support/app';
import { databaseKinds } from './support/databases';

const kinds = await databaseKinds();
const IDLE_MINUTES = 60;
const env = { SESSION_IDLE_MINUTES: String(IDLE_MINUTES) };
const wait = { timeout: 8_000, interval: 20 };

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/**
 * A stolen session must not live on: idle timeout, the list of one's sessions, signing one or all others out.
 */
describe.each(kinds)('sessions in My account on $notice', ({ name, available }) => {
  let ctx: TestContext;
  let admin: RegisteredUser;

  beforeAll(async () => {
    if (!available) return;
    ctx = await createTestContext(name, env);
    admin = await registerUser(ctx.app, 'admin');
    await ctx.database.db
      .update(users)
      .set({ roles: ['user', 'admin'] })
      .where(eq(users.id, admin.userId));
  });
  afterAll(async () => {
    await ctx?.close();
  });
  const db = () => ctx.database.db;

  async function signIn(app: FastifyInstance, email: string, userAgent: string, ip = '203.0.113.9') {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress: ip,
      headers: { 'user-agent': userAgent },
      payload: { email, password: TEST_PASSWORD, humanCheck: await solveHumanCheck(app) },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().token as string;
  }

  /** The id of a token's session, read where the API keeps it. */
  const sessionIdOf = async (token: string) => {
    const [row] = await db()
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    return row?.id as string;
  };

  /** Moves a session's last use `minutes` into the past. */
  const unusedFor = (sessionId: string, minutes: number) =>
    db()
      .update(sessions)
      .set({ lastUsedAt: sql`now() - ${minutes}::int * interval '1 minute'` })
      .where(eq(sessions.id, sessionId));

  it.runIf(available)(
    'a session unused for longer than the idle timeout no longer authenticates; use keeps it alive',
    async () => {
      const user = await registerUser(ctx.app, 'idle');
      const idleToken = await signIn(ctx.app, user.email, FIREFOX_WINDOWS);
      const idleId = await sessionIdOf(idleToken);
      const busyId = await sessionIdOf(user.token);

      await unusedFor(idleId, IDLE_MINUTES + 1);
      await unusedFor(busyId, IDLE_MINUTES - 2);
      const before = await snapshotDatabase(ctx.database);
      expect(await clientStatus(ctx.app, idleToken)).toBe(401);
      const read = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/readToken',
        cookies: { lootmarket_session: idleToken },
      });
      expect(read.json()).toEqual({ token: null });
      const logout = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/logout',
        headers: bearer(idleToken),
      });
      expect(errorCode(logout)).toBe('UNAUTHENTICATED');
      expect(await snapshotDatabase(ctx.database)).toEqual(before);

      // Used just within the timeout: it works, and the use starts a new idle window.
      expect(await clientStatus(ctx.app, user.token)).toBe(200);
      const [busy] = await db().select().from(sessions).where(eq(sessions.id, busyId));
      expect(Date.now() - (busy?.lastUsedAt.getTime() ?? 0)).toBeLessThan(60_000);
      const readBusy = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/readToken',
        cookies: { lootmarket_session: user.token },
      });
      expect(readBusy.json()).toEqual({ token: user.token });

      // The absolute lifetime still ends a session in use.
      await db()
        .update(sessions)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(sessions.id, busyId));
      expect(await clientStatus(ctx.app, user.token)).toBe(401);
    },
  );

  it.runIf(available)(
    'lists the caller’s live sessions with device, address, times and this device marked',
    async () => {
      const owner = await registerUser(ctx.app, 'lister');
      const other = await registerUser(ctx.app, 'stranger');
      const firefox = await signIn(ctx.app, owner.email, FIREFOX_WINDOWS, '198.51.100.4');
      const iphone = await signIn(ctx.app, owner.email, SAFARI_IPHONE, '198.51.100.5');
      const loggedOut = await signIn(ctx.app, owner.email, SAFARI_IPHONE);
      await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(loggedOut) });
      const idle = await signIn(ctx.app, owner.email, SAFARI_IPHONE);
      await unusedFor(await sessionIdOf(idle), IDLE_MINUTES + 5);

      const list = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/account/sessions',
        headers: bearer(firefox),
      });
      expect(list.statusCode).toBe(200);
      expect(list.headers['cache-control']).toBe('no-store');
      const listed = list.json().sessions as Array<Record<string, unknown>>;
      expect(listed).toHaveLength(3);
      const [current] = listed.filter((s) => s.current);
      expect(current).toMatchObject({ browser: 'Firefox', os: 'Windows', ip: '198.51.100.4', current: true });
      expect(listed.filter((s) => s.current)).toHaveLength(1);
      expect(listed).toContainEqual(
        expect.objectContaining({ browser: 'Safari', os: 'iOS', ip: '198.51.100.5', current: false }),
      );
      for (const session of listed) {
        expect(Object.keys(session).sort()).toEqual(
          ['browser', 'createdAt', 'current', 'id', 'ip', 'lastUsedAt', 'os'].sort(),
        );
        expect(session.lastUsedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      }
      // The other device sees the same sessions, itself marked.
      const fromIphone = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/account/sessions',
        headers: bearer(iphone),
      });
      expect(fromIphone.json().sessions.find((s: { current: boolean }) => s.current).os).toBe('iOS');

      // Another user, and an admin, see only their own.
      for (const viewer of [other, admin]) {
        const theirs = await ctx.app.inject({
          method: 'GET',
          url: '/api/v1/account/sessions',
          headers: bearer(viewer.token),
        });
        const ids = (theirs.json().sessions as Array<{ id: string }>).map((s) => s.id);
        for (const session of listed) expect(ids).not.toContain(session.id);
      }
    },
  );

  it.runIf(available)(
    'signs one session out for its owner only; others, admins, bad ids and ended ones change nothing',
    async () => {
      const owner = await registerUser(ctx.app, 'revoker');
      const other = await registerUser(ctx.app, 'intruder');
      const laptop = await signIn(ctx.app, owner.email, FIREFOX_WINDOWS);
      const laptopId = await sessionIdOf(laptop);
      const remove = (token: string | null, id: string) =>
        ctx.app.inject({
          method: 'DELETE',
          url: `/api/v1/account/sessions/${id}`,
          headers: token ? bearer(token) : {},
        });

      const before = await snapshotDatabase(ctx.database);
      const guest = await remove(null, laptopId);
      expect(guest.statusCode).toBe(401);
      expect(errorCode(guest)).toBe('UNAUTHENTICATED');
      for (const stranger of [other, admin]) {
        const refused = await remove(stranger.token, laptopId);
        expect(refused.statusCode).toBe(404);
        expect(errorCode(refused)).toBe('NOT_FOUND');
      }
      const unknown = await remove(owner.token, crypto.randomUUID());
      expect(errorCode(unknown)).toBe('NOT_FOUND');
      const bad = await remove(owner.token, 'not-a-session-id');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { sessionId: 'invalidFormat' },
      });
      expect(await snapshotDatabase(ctx.database)).toEqual(before);
      expect(await clientStatus(ctx.app, laptop)).toBe(200);

      const removed = await remove(owner.token, laptopId);
      expect(removed.statusCode).toBe(204);
      expect(await clientStatus(ctx.app, laptop)).toBe(401);
      expect(await clientStatus(ctx.app, owner.token)).toBe(200);
      const afterRemoval = await snapshotDatabase(ctx.database);
      expect(errorCode(await remove(owner.token, laptopId))).toBe('NOT_FOUND');
      expect(await snapshotDatabase(ctx.database)).toEqual(afterRemoval);
    },
  );

  it.runIf(available)('signs out everywhere else: every other session ends, this one stays', async () => {
    const owner = await registerUser(ctx.app, 'everywhere');
    const other = await registerUser(ctx.app, 'bystander');
    const phone = await signIn(ctx.app, owner.email, SAFARI_IPHONE);
    const laptop = await signIn(ctx.app, owner.email, FIREFOX_WINDOWS);
    const signOut = (token: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/account/sessions/sign-out-others',
        headers: bearer(token),
      });

    const done = await signOut(laptop);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ revokedSessions: 2 });
    expect(await clientStatus(ctx.app, laptop)).toBe(200);
    expect(await clientStatus(ctx.app, phone)).toBe(401);
    expect(await clientStatus(ctx.app, owner.token)).toBe(401);
    expect(await clientStatus(ctx.app, other.token)).toBe(200);
    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/account/sessions',
      headers: bearer(laptop),
    });
    expect(listed.json().sessions.map((s: { current: boolean }) => s.current)).toEqual([true]);

    const before = await snapshotDatabase(ctx.database);
    expect((await signOut(laptop)).json()).toEqual({ revokedSessions: 0 });
    expect(await snapshotDatabase(ctx.database)).toEqual(before);
  });

  it.runIf(available)(
    'over STOMP: an idle session cannot CONNECT; signed-out sessions lose their sockets',
    async () => {
      const app = await buildApp({ config: testConfig(env), database: ctx.database, logger: false });
      const clients: ObservedClient[] = [];
      try {
        await app.listen({ port: 0, host: '127.0.0.1' });
        const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
        const user = await registerUser(app, 'sockets');
        const phone = await signIn(app, user.email, SAFARI_IPHONE);
        const laptop = await signIn(app, user.email, FIREFOX_WINDOWS);
        const idle = await signIn(app, user.email, FIREFOX_WINDOWS);
        await unusedFor(await sessionIdOf(idle), IDLE_MINUTES + 1);

        const [own, fromPhone, fromLaptop, fromIdle] = [user.token, phone, laptop, idle].map((token) => {
          const client = new ObservedClient(url, { token, reconnectDelay: 60_000 }).start();
          clients.push(client);
          return client;
        }) as [ObservedClient, ObservedClient, ObservedClient, ObservedClient];
        await vi.waitFor(
          () => expect(fromIdle.errors.map((e) => e.headers.message)).toEqual(['Invalid or expired token']),
          wait,
        );
        for (const client of [own, fromPhone, fromLaptop])
          await vi.waitFor(() => expect(client.client.connected).toBe(true), wait);

        const removed = await app.inject({
          method: 'DELETE',
          url: `/api/v1/account/sessions/${await sessionIdOf(phone)}`,
          headers: bearer(user.token),
        });
        expect(removed.statusCode).toBe(204);
        await vi.waitFor(
          () => expect(fromPhone.errors.map((e) => e.headers.message)).toEqual(['Token revoked']),
          wait,
        );
        expect(fromLaptop.errors).toHaveLength(0);

        const everywhere = await app.inject({
          method: 'POST',
          url: '/api/v1/account/sessions/sign-out-others',
          headers: bearer(user.token),
        });
        expect(everywhere.json()).toEqual({ revokedSessions: 2 });
        await vi.waitFor(
          () => expect(fromLaptop.errors.map((e) => e.headers.message)).toEqual(['Token revoked']),
          wait,
        );
        expect(own.errors).toHaveLength(0);
        expect(own.client.connected).toBe(true);
      } finally {
        for (const client of clients) await client.stop();
        await app.close();
      }
    },
  );
});
