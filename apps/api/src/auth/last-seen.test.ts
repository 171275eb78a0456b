import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, type RegisteredUser, registerUser, type TestContext } from '../../test/support/app';
import { databaseKinds } from '../../test/support/databases';
import { createTestOffer, ordersTestContext } from '../orders/orders.test-support';
import { users } from './auth.schema';
import { LAST_SEEN_INTERVAL_MS } from './last-seen';

const kinds = await databaseKinds();

describe.each(kinds)('"last seen" on activity on $notice', ({ name, available }) => {
  let ctx: TestContext;
  let seller: RegisteredUser;
  beforeAll(async () => {
    if (!available) return;
    ctx = await ordersTestContext(name);
    seller = await registerUser(ctx.app, 'seller');
  });
  afterAll(async () => {
    await ctx?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const db = () => ctx.database.db;
  const stored = async () =>
    (await db().select({ at: users.lastSeenAt }).from(users).where(eq(users.id, seller.userId)))[0]?.at ??
    null;
  const activity = (token?: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/v1/wallets', headers: token ? bearer(token) : {} });

  it.skipIf(!available)(
    'an authenticated request records it, at most once a minute; guests and bad tokens do not',
    async () => {
      await db().update(users).set({ lastSeenAt: null }).where(eq(users.id, seller.userId));
      const start = Date.now() + 5 * 60_000;
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(start);

      expect((await activity()).statusCode).toBe(401);
      expect((await activity('not-a-real-token-but-long-enough')).statusCode).toBe(401);
      expect(await stored()).toBeNull();

      expect((await activity(seller.token)).statusCode).toBe(200);
      expect((await stored())?.getTime()).toBe(start);

      // Many requests within the minute: no further write.
      for (let i = 1; i <= 5; i++) {
        vi.setSystemTime(start + i * 10_000);
        expect((await activity(seller.token)).statusCode).toBe(200);
      }
      expect((await stored())?.getTime()).toBe(start);

      // A minute later: written again.
      vi.setSystemTime(start + LAST_SEEN_INTERVAL_MS + 1000);
      await activity(seller.token);
      expect((await stored())?.getTime()).toBe(start + LAST_SEEN_INTERVAL_MS + 1000);

      // The offer page shows it.
      const offerId = await createTestOffer(db(), seller.userId);
      const offer = await ctx.app.inject({ method: 'GET', url: `/api/v1/offers/${offerId}` });
      expect(offer.json().offer.seller.lastSeenAt).toBe(
        new Date(start + LAST_SEEN_INTERVAL_MS + 1000).toISOString(),
      );
    },
  );

  it.skipIf(!available)('another process that wrote it recently is not written over', async () => {
    // A user this process has not seen yet, whose activity another API process recorded 10 s ago.
    const other = await registerUser(ctx.app, 'other');
    const recent = new Date(Date.now() - 10_000);
    const at = async () =>
      (await db().select({ at: users.lastSeenAt }).from(users).where(eq(users.id, other.userId)))[0]?.at;
    await db().update(users).set({ lastSeenAt: recent }).where(eq(users.id, other.userId));
    expect((await activity(other.token)).statusCode).toBe(200);
    expect((await at())?.getTime()).toBe(recent.getTime());
    // Older than the interval: written.
    await db()
      .update(users)
      .set({ lastSeenAt: new Date(Date.now() - LAST_SEEN_INTERVAL_MS - 5000) })
      .where(eq(users.id, other.userId));
    const before = Date.now();
    await activity(other.token);
    expect((await at())?.getTime()).toBeGreaterThanOrEqual(before);
  });
});
