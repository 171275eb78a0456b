import {
  orderDetailSchema,
  sellerDashboardSchema,
  sellerReservesResponseSchema,
  walletListResponseSchema,
  warrantyEndsAt,
} from '@lootmarket/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, errorCode, snapshotDatabase, testConfig } from '../../test/support/app';
import { databaseKinds } from '../../test/support/databases';
import { buildApp } from '../app';
import { jobs } from '../jobs/jobs.schema';
import { escrowTransferIds } from '../ledger/ledger.ids';
import { ledgerTransfers } from '../ledger/ledger.schema';
import { ledgerInvariantViolations } from '../ledger/ledger.test-support';
import { notifications } from '../notifications/notifications.schema';
import { offers } from '../offers/offers.schema';
import { releaseOrderReserve } from './order-reserve';
import { orders } from './orders.schema';
import { balances, checkout, confirm, createTestOffer, ordersTestSetup } from './orders.test-support';

// Warranty and the seller's reserve: a warranted order completes with its fee posted and the seller's net
// reserved until completion + the warranty's days; the order.reserve_release job posts it then, once. Orders
// without a warranty are released as before. The clock is moved by running the jobs at a later `now`.

const kinds = await databaseKinds();
const DAY = 24 * 60 * 60 * 1000;

describe.each(kinds)('warranty and the seller reserve on $notice', ({ name, available }) => {
  const { ctx, seller, buyer, other, staff, db, get } = ordersTestSetup(name, available, {
    buyerFunds: 10_000_000n,
  });

  async function warrantedOffer(days: number | null, category = 'account'): Promise<string> {
    const id = await createTestOffer(db(), seller.userId, { category, priceMinor: 10_000n, stock: 100 });
    await db().update(offers).set({ warrantyDays: days }).where(eq(offers.id, id));
    return id;
  }

  async function buyAndConfirm(offerId: string): Promise<string> {
    const placed = await checkout(ctx.app, buyer.token, { offerId, quantity: 1, paymentMethod: 'wallet' });
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().order.id as string;
    expect((await confirm(ctx.app, buyer.token, orderId)).statusCode).toBe(200);
    return orderId;
  }

  const orderRow = async (orderId: string) =>
    (await db().select().from(orders).where(eq(orders.id, orderId)))[0];
  const posts = (orderId: string) =>
    db()
      .select()
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.orderId, orderId), eq(ledgerTransfers.kind, 'post_pending')));
  const reserveJob = async (orderId: string) =>
    (
      await db()
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, 'order.reserve_release'), eq(jobs.subject, orderId)))
    )[0];
  const detail = async (orderId: string, token: string) =>
    orderDetailSchema.parse((await get(`/api/v1/orders/${orderId}`, token)).json());

  it.skipIf(!available)(
    'a 30-day warranty: the fee is posted at confirmation, the net reserved until completion + 30 days, then released once',
    async () => {
      const offerId = await warrantedOffer(30);
      const before = await balances(db(), seller.userId);
      const orderId = await buyAndConfirm(offerId);
      const order = await orderRow(orderId);
      expect(order).toMatchObject({ status: 'completed', warrantyDays: 30, reserveStatus: 'reserved' });
      const completedAt = order?.completedAt as Date;
      const endsAt = warrantyEndsAt(completedAt, 30);
      // Only the fee leg is posted; the seller's available balance has not moved, the net is pending.
      const ids = escrowTransferIds(orderId);
      expect((await posts(orderId)).map((t) => t.id)).toEqual([ids.releaseFee]);
      const reserved = await balances(db(), seller.userId);
      expect(reserved.available).toBe(before.available);
      expect(reserved.upcoming - before.upcoming).toBe(order?.sellerNet);
      expect((await reserveJob(orderId))?.runAt.getTime()).toBe(endsAt.getTime());

      // The seller sees the reserve and its date; the buyer the warranty's end, not the seller's money.
      const sellerView = await detail(orderId, seller.token);
      expect(sellerView.warranty).toEqual({
        days: 30,
        endsAt: endsAt.toISOString(),
        reserve: {
          amount: order?.sellerNet.toString(),
          status: 'reserved',
          releasesAt: endsAt.toISOString(),
          releasedAt: null,
        },
      });
      expect((await detail(orderId, buyer.token)).warranty).toEqual({
        days: 30,
        endsAt: endsAt.toISOString(),
        reserve: null,
      });
      // The wallet breakdown: reserved apart from upcoming, the parts still add up.
      const wallet = walletListResponseSchema
        .parse((await get('/api/v1/wallets', seller.token)).json())
        .wallets.find((w) => w.currency === 'USD');
      const reservesNow = sellerReservesResponseSchema.parse(
        (await get('/api/v1/wallets/USD/reserves', seller.token)).json(),
      );
      expect(reservesNow.reserves.find((r) => r.orderId === orderId)).toMatchObject({
        amount: order?.sellerNet.toString(),
        warrantyDays: 30,
        releasesAt: endsAt.toISOString(),
      });
      expect(wallet?.reserved).toBe(reservesNow.total);
      const parts = ['available', 'inEscrow', 'outgoing', 'upcoming', 'reserved'] as const;
      expect(parts.reduce((sum, part) => sum + BigInt(wallet?.[part] ?? 0), 0n)).toBe(
        BigInt(wallet?.total ?? -1),
      );
      const dashboard = sellerDashboardSchema.parse(
        (await get('/api/v1/seller/dashboard?currency=USD', seller.token)).json(),
      );
      expect(dashboard.balances.reserved).toBe(reservesNow.total);
      expect(dashboard.reserves.some((r) => r.orderId === orderId)).toBe(true);

      // A day early: nothing moves. At the end: the net is posted, once, whatever runs again.
      await ctx.app.jobs.runDue(new Date(endsAt.getTime() - DAY));
      expect((await orderRow(orderId))?.reserveStatus).toBe('reserved');
      await ctx.app.jobs.runDue(endsAt);
      await ctx.app.jobs.runDue(new Date(endsAt.getTime() + DAY));
      expect((await orderRow(orderId))?.reserveStatus).toBe('released');
      expect((await posts(orderId)).map((t) => t.id).sort()).toEqual([ids.releaseFee, ids.releaseNet].sort());
      const after = await balances(db(), seller.userId);
      expect(after.available - before.available).toBe(order?.sellerNet);
      expect((await detail(orderId, seller.token)).warranty?.reserve?.status).toBe('released');
      // The seller is told, once, with the amount now available.
      const told = await db()
        .select()
        .from(notifications)
        .where(
          and(eq(notifications.userId, seller.userId), eq(notifications.kind, 'order_reserve_released')),
        );
      expect(told.filter((n) => n.link === `/order/${orderId}/`)).toHaveLength(1);
      expect(told.find((n) => n.link === `/order/${orderId}/`)?.params).toMatchObject({
        amountMinor: order?.sellerNet.toString(),
        currency: 'USD',
      });
      expect(await ledgerInvariantViolations(db())).toEqual([]);
    },
  );

  it.skipIf(!available)('an order without a warranty is released in full at once, as before', async () => {
    const offerId = await createTestOffer(db(), seller.userId, { category: 'gold', priceMinor: 5_000n });
    const before = await balances(db(), seller.userId);
    const orderId = await buyAndConfirm(offerId);
    const order = await orderRow(orderId);
    expect(order).toMatchObject({ warrantyDays: null, reserveStatus: null, status: 'completed' });
    expect((await posts(orderId)).length).toBe(2);
    expect((await balances(db(), seller.userId)).available - before.available).toBe(order?.sellerNet);
    expect(await reserveJob(orderId)).toBeUndefined();
    expect((await detail(orderId, buyer.token)).warranty).toBeNull();
  });

  it.skipIf(!available)(
    'the order keeps the warranty it was bought with when the offer changes later',
    async () => {
      const offerId = await warrantedOffer(90);
      const placed = await checkout(ctx.app, buyer.token, { offerId, quantity: 1, paymentMethod: 'wallet' });
      const orderId = placed.json().order.id as string;
      await db().update(offers).set({ warrantyDays: 14 }).where(eq(offers.id, offerId));
      expect((await detail(orderId, buyer.token)).warranty).toEqual({
        days: 90,
        endsAt: null,
        reserve: null,
      });
      // The summary says what a purchase now would carry.
      const summary = await get(`/api/v1/orders/summary?offerId=${offerId}&quantity=1`, buyer.token);
      expect(summary.json().warrantyDays).toBe(14);
    },
  );

  it.skipIf(!available)(
    'a card order and the auto-release reserve the net too; the reserve stays while the seller is banned',
    async () => {
      const offerId = await warrantedOffer(14);
      const placed = await checkout(ctx.app, buyer.token, { offerId, quantity: 1, paymentMethod: 'wallet' });
      const orderId = placed.json().order.id as string;
      const releaseAt = (await orderRow(orderId))?.releaseAt;
      if (!releaseAt) throw new Error('a paid order has its release time');
      // The auto-release (the buyer never confirmed).
      await ctx.app.jobs.runDue(new Date(releaseAt.getTime() + 1000));
      const completed = await orderRow(orderId);
      expect(completed).toMatchObject({ status: 'completed', reserveStatus: 'reserved' });
      const endsAt = warrantyEndsAt(completed?.completedAt as Date, 14);
      // A banned seller is not paid: the job looks again later.
      await db().execute(`update users set banned = true where id = '${seller.userId}'`);
      try {
        await ctx.app.jobs.runDue(endsAt);
        expect((await orderRow(orderId))?.reserveStatus).toBe('reserved');
      } finally {
        await db().execute(`update users set banned = false where id = '${seller.userId}'`);
      }
      await ctx.app.jobs.runDue(new Date(endsAt.getTime() + 2 * 60 * 60 * 1000));
      expect((await orderRow(orderId))?.reserveStatus).toBe('released');
      expect(await ledgerInvariantViolations(db())).toEqual([]);
    },
  );

  it.skipIf(!available)(
    'GET /api/v1/wallets/{currency}/reserves: guests 401, others see only their own',
    async () => {
      const guest = await ctx.app.inject({ method: 'GET', url: '/api/v1/wallets/USD/reserves' });
      expect(guest.statusCode).toBe(401);
      const bad = await get('/api/v1/wallets/XXX/reserves', seller.token);
      expect(bad.statusCode).toBe(400);
      expect(errorCode(bad)).toBe('VALIDATION_FAILED');
      for (const caller of [other, staff.support, staff.admin, buyer]) {
        const mine = sellerReservesResponseSchema.parse(
          (await get('/api/v1/wallets/USD/reserves', caller.token)).json(),
        );
        expect(mine).toEqual({ currency: 'USD', total: '0', reserves: [] });
      }
    },
  );

  it.skipIf(!available)(
    'the order detail of a warranted order: stranger 404, staff see the reserve',
    async () => {
      const orderId = await buyAndConfirm(await warrantedOffer(60));
      const stranger = await get(`/api/v1/orders/${orderId}`, other.token);
      expect(stranger.statusCode).toBe(404);
      const guest = await ctx.app.inject({ method: 'GET', url: `/api/v1/orders/${orderId}` });
      expect(guest.statusCode).toBe(401);
      const staffView = await detail(orderId, staff.support.token);
      expect(staffView.warranty?.reserve?.status).toBe('reserved');
      // Nothing a second confirmation can change.
      const snapshot = await snapshotDatabase(ctx.database);
      const again = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/orders/${orderId}/confirm`,
        headers: { ...bearer(buyer.token), 'idempotency-key': `again-${orderId}` },
      });
      expect(again.statusCode).toBe(409);
      const { idempotency_keys: _a, ...rest } = await snapshotDatabase(ctx.database);
      const { idempotency_keys: _b, ...restBefore } = snapshot;
      expect(rest).toEqual(restBefore);
    },
  );
});

const postgres = kinds.find((k) => k.name === 'postgres');

describe.runIf(postgres?.available)('reserve releases racing on PostgreSQL', () => {
  const { ctx, seller, buyer, db } = ordersTestSetup('postgres', true, { buyerFunds: 100_000_000n });

  it('two app instances and a direct release attempt at once: each reserve is posted exactly once', async () => {
    const second = await buildApp({
      config: testConfig({ JOBS_POLL_MS: '0' }),
      database: ctx.database,
      logger: false,
    });
    await second.ready();
    try {
      const offerId = await createTestOffer(db(), seller.userId, {
        category: 'account',
        priceMinor: 2_500n,
        stock: 100,
      });
      await db().update(offers).set({ warrantyDays: 30 }).where(eq(offers.id, offerId));
      const orderIds: string[] = [];
      for (let i = 0; i < 20; i++) {
        const placed = await checkout(ctx.app, buyer.token, {
          offerId,
          quantity: 1,
          paymentMethod: 'wallet',
        });
        const orderId = placed.json().order.id as string;
        expect((await confirm(ctx.app, buyer.token, orderId)).statusCode).toBe(200);
        orderIds.push(orderId);
      }
      const before = await balances(db(), seller.userId);
      const rows = await db().select().from(orders).where(inArray(orders.id, orderIds));
      const reservedNet = rows.reduce((sum, row) => sum + row.sellerNet, 0n);
      const late = new Date(Date.now() + 31 * DAY);
      // Two runners (one per process) and, per order, a release attempt of its own in another transaction.
      const results = await Promise.allSettled([
        ctx.app.jobs.runDue(late),
        second.jobs.runDue(late),
        ...orderIds.map((orderId) =>
          ctx.app.notifier.transaction((tx) => releaseOrderReserve(tx, orderId, late, ctx.app.orderDeps)),
        ),
      ]);
      expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
      await ctx.app.jobs.runDue(late);
      const resolutions = await db()
        .select({ pendingId: ledgerTransfers.pendingId, kind: ledgerTransfers.kind })
        .from(ledgerTransfers)
        .where(
          inArray(
            ledgerTransfers.pendingId,
            orderIds.map((id) => escrowTransferIds(id).holdNet),
          ),
        );
      expect(resolutions.length).toBe(orderIds.length);
      expect(resolutions.every((r) => r.kind === 'post_pending')).toBe(true);
      const after = await db().select().from(orders).where(inArray(orders.id, orderIds));
      expect(after.every((row) => row.reserveStatus === 'released')).toBe(true);
      const sellerAfter = await balances(db(), seller.userId);
      expect(sellerAfter.available - before.available).toBe(reservedNet);
      expect(before.upcoming - sellerAfter.upcoming).toBe(reservedNet);
      const done = await db()
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, 'order.reserve_release'), inArray(jobs.subject, orderIds)));
      expect(done.every((job) => job.doneAt !== null)).toBe(true);
      expect(await ledgerInvariantViolations(db())).toEqual([]);
    } finally {
      await second.close();
    }
  }, 120_000);
});
