import { adminDashboardSchema } from '@lootmarket/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminTestSetup, caller, orderRow } from '../../test/support/admin';
import { errorCode, snapshotDatabase } from '../../test/support/app';
import { databaseKinds } from '../../test/support/databases';
import { games } from '../catalog/catalog.schema';
import { orders } from '../orders/orders.schema';
import { tickets } from '../tickets/tickets.schema';
import { withdrawals } from '../withdrawals/withdrawals.schema';

const kinds = await databaseKinds();

describe.each(kinds)('admin dashboard on $notice', ({ name, available }) => {
  const setup = adminTestSetup(name, available);
  beforeAll(async () => {
    if (!available) return;
    const db = setup.ctx.database.db;
    const gameId = crypto.randomUUID();
    await db.insert(games).values({ id: gameId, slug: 'dash-game', name: 'Dash Game' });
    const order = (paid: boolean, disputed: boolean) =>
      orderRow({
        buyerId: setup.staff.user.userId,
        sellerId: setup.staff.support.userId,
        gameId,
        quantity: 2,
        unitPrice: 500n,
        subtotal: 1000n,
        buyerFee: 50n,
        sellerFee: 100n,
        sellerNet: 900n,
        total: 1050n,
        escrow: paid ? 'held' : 'awaiting_payment',
        paidAt: paid ? new Date() : null,
        disputeStatus: disputed ? 'open' : null,
        disputeOpenedAt: disputed ? new Date() : null,
      });
    await db.insert(orders).values([order(true, true), order(true, false), order(false, false)]);
    await db.insert(withdrawals).values([
      {
        id: crypto.randomUUID(),
        userId: setup.staff.user.userId,
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
        userId: setup.staff.user.userId,
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
        userId: setup.staff.user.userId,
        type: 'General',
        source: 'profile',
        title: 'Help',
        description: 'Please',
        contactEmail: setup.staff.user.email,
        createdAt: created,
        firstReplyAt: new Date(created.getTime() + 180_000),
        status: 'answered',
      },
      {
        id: crypto.randomUUID(),
        userId: setup.staff.user.userId,
        type: 'General',
        source: 'profile',
        title: 'Old',
        description: 'Done',
        contactEmail: setup.staff.user.email,
        status: 'closed',
      },
    ]);
  });

  const call = caller(() => setup.ctx.app);
  const get = (query: string, token?: string) => call('GET', `/api/v1/admin/dashboard${query}`, token);

  it.runIf(available)('counts from the real tables, for staff only', async () => {
    expect((await get('')).statusCode).toBe(401);
    expect(errorCode(await get('', setup.staff.user.token))).toBe('FORBIDDEN');
    expect((await get('', setup.staff.admin.token)).statusCode).toBe(200);
    const body = adminDashboardSchema.parse((await get('?days=7', setup.staff.support.token)).json());
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
    const before = await snapshotDatabase(setup.ctx.database);
    for (const query of ['?days=8', '?days=abc']) {
      const response = await get(query, setup.staff.admin.token);
      expect([response.statusCode, errorCode(response)]).toEqual([400, 'VALIDATION_FAILED']);
    }
    expect(await snapshotDatabase(setup.ctx.database)).toEqual(before);
  });
});
