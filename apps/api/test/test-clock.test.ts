import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkout, createTestOffer, ordersTestSetup } from '../src/orders/orders.test-support';
import { bearer, createTestContext, type TestContext } from './support/app';

/**
 * The test clock of browser tests (src/plugins/app/clock.ts): only with TEST_CLOCK=true, never in the
 * OpenAPI document; it moves forward only, by a bounded amount. (A production start refuses the setting:
 * src/config/production.test.ts.)
 */
describe('the test clock', () => {
  let plain: TestContext;
  let testing: TestContext;
  beforeAll(async () => {
    [plain, testing] = await Promise.all([
      createTestContext('pglite', { JOBS_POLL_MS: '0' }),
      createTestContext('pglite', { JOBS_POLL_MS: '0', TEST_CLOCK: 'true' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([plain?.close(), testing?.close()]);
  });

  it('does not exist without TEST_CLOCK=true', async () => {
    expect(plain.app.clock.testing).toBe(false);
    const advance = await plain.app.inject({
      method: 'POST',
      url: '/api/v1/test-clock/advance',
      payload: { ms: 1000, subjects: [crypto.randomUUID()] },
    });
    expect(advance.statusCode).toBe(404);
    expect((await plain.app.inject({ method: 'GET', url: '/api/v1/test-clock' })).statusCode).toBe(404);
  });

  it('moves the server’s deadline clock forward, and only forward', async () => {
    const before = testing.app.clock.now().getTime();
    const moved = await testing.app.inject({
      method: 'POST',
      url: '/api/v1/test-clock/advance',
      payload: { ms: 25 * 3600_000, subjects: [crypto.randomUUID()] },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().offsetMs).toBe(25 * 3600_000);
    expect(testing.app.clock.now().getTime() - before).toBeGreaterThanOrEqual(25 * 3600_000);
    const subjects = [crypto.randomUUID()];
    for (const payload of [
      { ms: -1, subjects },
      { ms: 0, subjects },
      { ms: 400 * 24 * 3600_000, subjects },
      { ms: 1.5, subjects },
      {},
      // A move names the disputes and claims whose deadlines it applies.
      { ms: 1000 },
      { ms: 1000, subjects: [] },
      { ms: 1000, subjects: ['not-an-id'] },
    ]) {
      const refused = await testing.app.inject({
        method: 'POST',
        url: '/api/v1/test-clock/advance',
        payload,
      });
      expect(refused.statusCode).toBe(400);
    }
    expect((await testing.app.inject({ method: 'GET', url: '/api/v1/test-clock' })).json().offsetMs).toBe(
      25 * 3600_000,
    );
  });

  it('is left out of the OpenAPI document', async () => {
    const document = (await testing.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    expect(Object.keys(document.paths).filter((path) => path.includes('test-clock'))).toEqual([]);
  });
});

/**
 * A move applies the deadlines of the disputes and claims it names, and only theirs: the disputes other
 * browser journeys have open on the same server are not ruled under them, by the move or by the worker
 * (which keeps the real time).
 */
describe('a move of the test clock', () => {
  const { ctx, seller, buyer, db, get } = ordersTestSetup('pglite', true, {
    env: { TEST_CLOCK: 'true' },
    buyerFunds: 100_000n,
  });

  it('rules the named dispute past its deadline, not another one', async () => {
    const offerId = await createTestOffer(db(), seller.userId, { priceMinor: 500n, stock: 10 });
    const disputed = async () => {
      const placed = await checkout(ctx.app, buyer.token, { offerId, quantity: 1, paymentMethod: 'wallet' });
      const orderId = placed.json().order.id as string;
      const opened = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/orders/${orderId}/dispute`,
        headers: bearer(buyer.token),
        payload: { reason: 'Nothing arrived' },
      });
      expect(opened.statusCode, opened.body).toBe(200);
      return orderId;
    };
    const named = await disputed();
    const other = await disputed();
    const moved = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/test-clock/advance',
      payload: { ms: 25 * 3600_000, subjects: [named] },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await ctx.app.jobs.runDue(new Date());
    const clockOf = async (orderId: string) =>
      (await get(`/api/v1/orders/${orderId}`, buyer.token)).json().dispute.clock;
    expect(await clockOf(named)).toMatchObject({ stage: 'decided', decidedBy: 'default' });
    expect(await clockOf(other)).toMatchObject({ stage: 'seller', decidedBy: null });
  });
});
