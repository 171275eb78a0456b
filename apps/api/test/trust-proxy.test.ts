import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { sessions } from '../src/auth/auth.schema';
import { registerUser, solveHumanCheck, TEST_PASSWORD, testConfig } from './support/app';
import { createTestDatabase, databaseKinds, type TestDatabase } from './support/databases';

const kinds = await databaseKinds();
const AUTH_MAX = 2;
/** The reverse proxy in front of the server, as the server sees it on the socket. */
const PROXY = '10.0.0.5';

describe.each(kinds)('the client address behind reverse proxies on $notice', ({ name, available }) => {
  let testDb: TestDatabase;
  /** TRUST_PROXY=10.0.0.5 / TRUST_PROXY=2 / unset, over one database. */
  const apps: Record<'listed' | 'hops' | 'none', FastifyInstance> = {} as never;
  beforeAll(async () => {
    if (!available) return;
    testDb = await createTestDatabase(name);
    const settings = { listed: PROXY, hops: '2', none: '' } as const;
    for (const [kind, trustProxy] of Object.entries(settings) as Array<[keyof typeof apps, string]>) {
      apps[kind] = await buildApp({
        // The listed proxy's app has a small sign-in budget per client, to see whose budget is spent.
        config: testConfig({
          TRUST_PROXY: trustProxy,
          ...(kind === 'listed' ? { RATE_LIMIT_AUTH_MAX: String(AUTH_MAX) } : {}),
        }),
        database: testDb.database,
        logger: false,
      });
      await apps[kind].ready();
    }
  });
  afterAll(async () => {
    await Promise.all(Object.values(apps).map((app) => app.close()));
    await testDb?.drop();
  });

  async function signIn(app: FastifyInstance, email: string, from: string, forwardedFor?: string) {
    return app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress: from,
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
      payload: { email, password: TEST_PASSWORD, humanCheck: await solveHumanCheck(app) },
    });
  }

  /** The address the sign-in history (back office, user view) recorded for the latest session. */
  async function recordedAddress(app: FastifyInstance, email: string, from: string, forwardedFor?: string) {
    const response = await signIn(app, email, from, forwardedFor);
    expect(response.statusCode).toBe(200);
    const userId = response.json().user.userId as string;
    const [latest] = await testDb.database.db
      .select({ ip: sessions.ip })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.createdAt))
      .limit(1);
    return latest?.ip;
  }

  it.runIf(available)('believes X-Forwarded-For only from a listed proxy, read from the right', async () => {
    const { email } = await registerUser(apps.none, 'proxied');
    // The proxy appended the client's address; what the client wrote itself stands left of it.
    expect(await recordedAddress(apps.listed, email, PROXY, '198.51.100.1, 203.0.113.7')).toBe('203.0.113.7');
    expect(await recordedAddress(apps.listed, email, PROXY, '203.0.113.8')).toBe('203.0.113.8');
    // A client that reaches the server directly names any address it likes: not believed.
    expect(await recordedAddress(apps.listed, email, '203.0.113.99', '198.51.100.1')).toBe('203.0.113.99');
    // A proxy behind the listed one is not trusted to speak for the client either.
    expect(await recordedAddress(apps.listed, email, PROXY, '198.51.100.1, 203.0.113.7, 10.0.0.6')).toBe(
      '10.0.0.6',
    );
  });

  it.runIf(available)('believes exactly as many proxies as the hop count says', async () => {
    const { email } = await registerUser(apps.none, 'hops');
    expect(await recordedAddress(apps.hops, email, PROXY, '198.51.100.1, 203.0.113.7, 10.0.0.6')).toBe(
      '203.0.113.7',
    );
    expect(await recordedAddress(apps.hops, email, PROXY, '203.0.113.7')).toBe('203.0.113.7');
  });

  it.runIf(available)('believes no header when TRUST_PROXY is unset', async () => {
    const { email } = await registerUser(apps.none, 'direct');
    expect(await recordedAddress(apps.none, email, PROXY, '203.0.113.7')).toBe(PROXY);
  });

  it.runIf(available)('gives each client behind the proxy its own sign-in budget, and no more', async () => {
    const { email } = await registerUser(apps.none, 'budget');
    const wrong = (forwardedFor: string) =>
      apps.listed
        .inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          remoteAddress: PROXY,
          headers: { 'x-forwarded-for': forwardedFor },
          payload: { email, password: 'not the password' },
        })
        .then((response) => response.statusCode);
    const first = [];
    for (let attempt = 0; attempt < AUTH_MAX; attempt += 1) first.push(await wrong('203.0.113.20'));
    expect(first.every((status) => status !== 429)).toBe(true);
    expect(await wrong('203.0.113.20')).toBe(429);
    // A new address made up left of the proxy's entry is the same client.
    expect(await wrong('198.51.100.77, 203.0.113.20')).toBe(429);
    // Another client behind the same proxy has its own budget.
    expect(await wrong('203.0.113.21')).not.toBe(429);
  });
});
