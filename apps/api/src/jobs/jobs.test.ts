import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerUser, type TestContext } from '../../test/support/app';
import { databaseKinds } from '../../test/support/databases';
import { orders } from '../orders/orders.schema';
import { checkout, createTestOffer, fundWallet, ordersTestContext } from '../orders/orders.test-support';
import { jobs } from './jobs.schema';

const kinds = await databaseKinds();

describe.each(kinds)('jobs worker on $notice', ({ name, available }) => {
  let ctx: TestContext;
  beforeAll(async () => {
    if (!available) return;
    // Release at once, poll often: the worker's own timer must pick the job up.
    ctx = await ordersTestContext(name, { JOBS_POLL_MS: '50', ORDER_AUTO_RELEASE_DAYS: '0' });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it.skipIf(!available)('runs a due auto-release by itself, once, and records it done', async () => {
    const db = ctx.database.db;
    const seller = await registerUser(ctx.app, 'seller');
    const buyer = await registerUser(ctx.app, 'buyer');
    const offerId = await createTestOffer(db, seller.userId, { priceMinor: 100n });
    await fundWallet(db, buyer.userId, 1_000n);
    const { order } = (
      await checkout(ctx.app, buyer.token, { offerId, quantity: 1, paymentMethod: 'wallet' })
    ).json();
    await vi.waitFor(
      async () => {
        const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
        expect(row?.status).toBe('completed');
      },
      { timeout: 10_000, interval: 50 },
    );
    const [job] = await db.select().from(jobs).where(eq(jobs.subject, order.id));
    expect(job).toMatchObject({ kind: 'order.auto_release', attempts: 1, lastError: null });
    expect(job?.doneAt).not.toBeNull();
  });
});
