import { walletTransactionsResponseSchema } from '@lootmarket/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, type TestContext } from '../../test/support/app';
import { databaseKinds } from '../../test/support/databases';
import { users } from '../auth/auth.schema';
import { ledgerInvariantViolations } from '../ledger/ledger.test-support';
import { DEMO_BUYER, seedDemoData } from '../seed/seed';
import { orders } from './orders.schema';
import { ordersTestContext } from './orders.test-support';

const kinds = await databaseKinds();

describe.each(kinds)('demo orders in the seed on $notice', ({ name, available }) => {
  let ctx: TestContext;
  beforeAll(async () => {
    if (!available) return;
    ctx = await ordersTestContext(name);
    await seedDemoData(ctx.database.db);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it.skipIf(!available)(
    'the demo buyer has a wallet with money and orders in every state; the seller a dashboard',
    async () => {
      const { db } = ctx.database;
      const [buyer] = await db.select().from(users).where(eq(users.email, DEMO_BUYER.email));
      const token = (await login(ctx.app, DEMO_BUYER.email, DEMO_BUYER.password)).json().token;
      const wallets = (
        await ctx.app.inject({ method: 'GET', url: '/api/v1/wallets', headers: bearer(token) })
      ).json();
      expect(wallets.wallets).toEqual([
        expect.objectContaining({ currency: 'USD', available: '25000', upcoming: '0' }),
      ]);
      const list = (
        await ctx.app.inject({ method: 'GET', url: '/api/v1/orders', headers: bearer(token) })
      ).json();
      expect(list.total).toBe(8);
      expect(new Set(list.orders.map((o: { status: string }) => o.status))).toEqual(
        new Set(['pending', 'completed', 'failed']),
      );
      const rows = await db
        .select()
        .from(orders)
        .where(eq(orders.buyerId, buyer?.id ?? ''));
      // The ledger dated the demo's money by the demo's calendar: each purchase when its order was
      // paid, the refund when it was refunded (months apart, not all on the day of seeding).
      const transactions = walletTransactionsResponseSchema.parse(
        (
          await ctx.app.inject({
            method: 'GET',
            url: '/api/v1/wallets/USD/transactions?pageSize=100',
            headers: bearer(token),
          })
        ).json(),
      ).transactions;
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const row of transactions.filter((t) => t.orderId !== null)) {
        const order = byId.get(row.orderId ?? '');
        const expected = row.action === 'refund' ? order?.failedAt : order?.paidAt;
        expect([row.action, row.date]).toEqual([row.action, expected?.toISOString()]);
      }
      expect(transactions.filter((t) => t.action === 'refund')).toHaveLength(1);
      const days = new Set(transactions.map((t) => t.date.slice(0, 10)));
      expect(days.size).toBeGreaterThanOrEqual(7);
      const sellerId = rows[0]?.sellerId ?? '';
      const [seller] = await db.select().from(users).where(eq(users.id, sellerId));
      const sellerToken = (await login(ctx.app, seller?.email ?? '', 'Lootmarket-seller-2026!')).json().token;
      const dashboard = (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/v1/seller/dashboard?currency=USD',
          headers: bearer(sellerToken),
        })
      ).json();
      expect(
        dashboard.revenueByMonth.filter((m: { revenue: string }) => m.revenue !== '0').length,
      ).toBeGreaterThanOrEqual(4);
      expect(BigInt(dashboard.balances.upcoming)).toBeGreaterThan(0n);
      expect(BigInt(dashboard.balances.available)).toBeGreaterThan(0n);
      expect(await ledgerInvariantViolations(db)).toEqual([]);
    },
  );
});
