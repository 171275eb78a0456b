import { adminDashboardSchema } from '@lootmarket/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestContext,
  errorCode,
  snapshotDatabase,
  type TestContext,
} from '../../test/support/app';
import { databaseKinds } from '../../test/support/databases';
import { registerStaff } from '../../test/support/staff';
import { games } from '../catalog/catalog.schema';
import { orders } from '../orders/orders.schema';
import { tickets } from '../tickets/tickets.schema';
import { withdrawals } from '../withdrawals/withdrawals.schema';

const kinds = await databaseKinds();

describe.each(kinds)('admin dashboard on $notice', ({ name, available }) => {
  let ctx: TestContext;
  let staff: Awaited<ReturnType<typeof registerStaff>>;
  beforeAll(async () => {
    if (!available) return;
    ctx = await createTestContext(name);
    staff = await registerStaff(ctx.app, ctx.database);
    const db = ctx.database.db;
    const gameId = crypto.randomUUID();
    await db.insert(games).values({ id: gameId, slug: 'dash-game', name: 'Dash Game' });
    const order = (paid: boolean, disputed: boolean) => ({
      id: crypto.randomUUID(),
      buyerId: staff.user.userId,
      sellerId: staff.support.userId,
      gameId,
      category: 'gold',
      offerTitle: '1000 gold',
      offerDescription: 'Fast',
      automaticDelivery: false,
      quantity: 2,
      currency: 'USD',
      unitPrice: 500n,
      subtotal: 1000n,
      buyerFee: 50n,
      sellerFee: 100n,
      sellerNet: 900n,
      total: 1050n,
      paymentMethod: 'wallet',
      status: 'pending',
      escrow: paid ? 'held' : 'awaiting_payment',
      paidAt: paid ? new Date() : null,
      disputeStatus: disputed ? 'open' : null,
      disputeOpenedAt: disputed ? new Date() : null,
    });
    await db.insert(orders).values([order(true, true), order(true, false), order(false, false)]);
    await db.insert(withdrawals).values([
      {
        id: crypto.randomUUID(),
        userId: staff.user.userId,
        currency: 'USD',
        amount: 1000n,
        fee: 10n,
        payout: 990n,
        method: 'paypal',
        destination: 'me@example.com',
        vip: true,
        status: 'pending_review',
      },
      {
        id: crypto.randomUUID(),
        userId: staff.user.userId,
        currency: 'USD',
        amount: 1000n,
        fee: 10n,
        payout: 990n,
        method: 'paypal',
        destination: 'me@example.com',
        vip: false,
        status: 'rejected',
        reason: 'no',
      },
    ]);
    const created = new Date(Date.now() - 10 * 60_000);
    await db.insert(tickets).values([
      {
        id: crypto.randomUUID(),
        userId: staff.user.userId,
        type: 'General',
        source: 'profile',
        title: 'Help',
        description: 'Please',
        contactEmail: staff.user.email,
        createdAt: created,
        firstReplyAt: new Date(created.getTime() + 180_000),
        status: 'answered',
      },
      {
        id: crypto.randomUUID(),
        userId: staff.user.userId,
        type: 'General',
        source: 'profile',
        title: 'Old',
        description: 'Done',
        contactEmail: staff.user.email,
        status: 'closed',
      },
    ]);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const get = (query: string, token?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/v1/admin/dashboard${query}`,
      ...(token ? { headers: bearer(token) } : {}),
    });

  it.runIf(available)('counts from the real tables, for staff only', async () => {
    expect((await get('')).statusCode).toBe(401);
    expect(errorCode(await get('', staff.user.token))).toBe('FORBIDDEN');
    expect((await get('', staff.admin.token)).statusCode).toBe(200);
    const body = adminDashboardSchema.parse((await get('?days=7', staff.support.token)).json());
    expect(body.series).toHaveLength(7);
    const today = new Date().toISOString().slice(0, 10);
    expect(body.series.at(-1)).toEqual({ date: today, orders: 3, signUps: 3 });
    expect(body.totals).toEqual({
      orders: 3,
      signUps: 3,
      openDisputes: 1,
      pendingWithdrawals: { standard: 0, vip: 1 },
      openTickets: 1,
      stalledRefunds: 0,
      averageFirstReplySeconds: 180,
    });
    expect(body.money).toHaveLength(1);
    expect(body.money[0]).toMatchObject({ currency: 'USD', volume: '2100', fees: '300' });
    expect(body.money[0]?.series.at(-1)).toEqual({ date: today, volume: '2100', fees: '300' });
  });

  it.runIf(available)('refuses an unknown period and changes nothing', async () => {
    const before = await snapshotDatabase(ctx.database);
    for (const query of ['?days=8', '?days=abc']) {
      const response = await get(query, staff.admin.token);
      expect([response.statusCode, errorCode(response)]).toEqual([400, 'VALIDATION_FAILED']);
    }
    expect(await snapshotDatabase(ctx.database)).toEqual(before);
  });
});
