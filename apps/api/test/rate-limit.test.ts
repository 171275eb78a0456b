import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestContext,
  errorCode,
  registerUser,
  snapshotDatabase,
  solveHumanCheck,
  type TestContext,
} from './support/app';
import { databaseKinds } from './support/databases';

const kinds = await databaseKinds();
const AUTH_MAX = 4;
const WRITE_MAX = 6;
const ACCOUNT_WRITE_MAX = 3;

describe.each(kinds)('rate limits on $notice', ({ name, available }) => {
  let ctx: TestContext;
  beforeAll(async () => {
    if (available) {
      ctx = await createTestContext(name, {
        RATE_LIMIT_AUTH_MAX: String(AUTH_MAX),
        RATE_LIMIT_WRITE_MAX: String(WRITE_MAX),
        RATE_LIMIT_ACCOUNT_WRITE_MAX: String(ACCOUNT_WRITE_MAX),
      });
    }
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it.runIf(available)(
    'answers 429 with its code after repeated wrong passwords and changes nothing',
    async () => {
      const user = await registerUser(ctx.app, 'limited');
      const before = await snapshotDatabase(ctx.database);
      const statuses: number[] = [];
      let last: Awaited<ReturnType<typeof ctx.app.inject>> | undefined;
      for (let attempt = 0; attempt < AUTH_MAX + 1; attempt += 1) {
        last = await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: {
            email: user.email,
            password: `wrong-${attempt}`,
            humanCheck: await solveHumanCheck(ctx.app),
          },
        });
        statuses.push(last.statusCode);
      }
      expect(statuses).toEqual([...Array(AUTH_MAX).fill(401), 429]);
      expect(last?.json().error).toEqual({
        code: 'TOO_MANY_ATTEMPTS',
        message: 'Too many attempts – please wait a moment.',
      });
      expect(last?.headers['retry-after']).toBeDefined();
      expect(await snapshotDatabase(ctx.database)).toEqual(before);

      // Reads are not limited by the write limit.
      for (let read = 0; read < WRITE_MAX + 2; read += 1) {
        const client = await ctx.app.inject({
          method: 'GET',
          url: '/api/v1/client',
          headers: bearer(user.token),
        });
        expect(client.statusCode).toBe(200);
      }
    },
  );

  it.runIf(available)('limits both password reset routes as the other sign-in routes', async () => {
    const requests = [
      { url: '/api/v1/auth/password-reset', payload: { email: 'nobody@example.com' } },
      {
        url: '/api/v1/auth/password-reset/confirm',
        payload: { token: 'x'.repeat(43), password: 'another horse', repeatPassword: 'another horse' },
      },
    ];
    for (const [index, { url, payload }] of requests.entries()) {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < AUTH_MAX + 1; attempt += 1) {
        const response = await ctx.app.inject({
          method: 'POST',
          url,
          payload,
          remoteAddress: `10.0.1.${index + 1}`,
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) expect(errorCode(response)).toBe('TOO_MANY_ATTEMPTS');
      }
      expect(statuses, url).toEqual([...Array(AUTH_MAX).fill(400), 429]);
    }
  });

  it.runIf(available)('limits every write, signed in or not', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < WRITE_MAX + 1; attempt += 1) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/verify-email',
        payload: { token: `not-a-token-${attempt}` },
        remoteAddress: '10.0.0.9',
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(errorCode(response)).toBe('TOO_MANY_ATTEMPTS');
    }
    expect(statuses.slice(0, WRITE_MAX)).toEqual(Array(WRITE_MAX).fill(400));
    expect(statuses.at(-1)).toBe(429);
  });

  it.runIf(available)(
    'limits one account writing from many addresses; refused writes change nothing, others write on',
    async () => {
      const roaming = await registerUser(ctx.app, 'roaming');
      const neighbour = await registerUser(ctx.app, 'neighbour');
      const ticket = (token: string, remoteAddress: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/v1/tickets',
          headers: bearer(token),
          remoteAddress,
          payload: {
            type: 'General',
            title: 'Where is my order?',
            description: 'Asked from another network each time.',
            email: 'roaming@example.com',
          },
        });
      // Each write from a fresh address: the per-address limit never triggers, the account's does.
      for (let attempt = 0; attempt < ACCOUNT_WRITE_MAX; attempt += 1) {
        const accepted = await ticket(roaming.token, `198.51.100.${attempt + 1}`);
        expect(accepted.statusCode, accepted.body).toBe(201);
      }
      const before = await snapshotDatabase(ctx.database);
      for (const address of ['198.51.100.50', '203.0.113.7', '2001:db8::1']) {
        const refused = await ticket(roaming.token, address);
        expect(refused.statusCode).toBe(429);
        expect(refused.json().error).toEqual({
          code: 'TOO_MANY_ATTEMPTS',
          message: 'Too many attempts – please wait a moment.',
        });
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(await snapshotDatabase(ctx.database)).toEqual(before);

      // Reads stay open to the limited account; another account writes from the same address.
      const list = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/tickets',
        headers: bearer(roaming.token),
      });
      expect(list.statusCode).toBe(200);
      expect((await ticket(neighbour.token, '198.51.100.50')).statusCode).toBe(201);
    },
  );
});
