import {
  adminDisputeListResponseSchema,
  adminOrdersResponseSchema,
  orderDetailSchema,
} from '@lootmarket/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  errorCode,
  type RegisteredUser,
  registerUser,
  snapshotDatabase,
  type TestContext,
  testConfig,
} from '../../test/support/app';
import { databaseKinds } from '../../test/support/databases';
import { registerStaff } from '../../test/support/staff';
import { adminAuditLog } from '../admin/admin.schema';
import { buildApp } from '../app';
import { jobs } from '../jobs/jobs.schema';
import { escrowTransferIds } from '../ledger/ledger.ids';
import { ledgerTransfers } from '../ledger/ledger.schema';
import { ledgerInvariantViolations } from '../ledger/ledger.test-support';
import { notifications } from '../notifications/notifications.schema';
import { orders } from './orders.schema';
import { HELD_RELEASE_RECHECK_MS } from './orders.service';
import {
  balances,
  checkout,
  confirm,
  createTestOffer,
  fundWallet,
  ordersTestContext,
} from './orders.test-support';

// A banned seller is not paid: no release pays a banned account. The buyer's confirmation is recorded and the
// money stays in escrow; the auto-release job marks the order held for staff review and looks again later
// (once, across processes); a staff release needs an explicit choice; staff decide a held order (POST
// /api/v1/admin/orders/{id}/review); an unban lets the release go ahead.

const kinds = await databaseKinds();
const HOUR = 60 * 60 * 1000;

describe.each(kinds)('releases to a banned seller on $notice', ({ name, available }) => {
  let ctx: TestContext;
  let buyer: RegisteredUser;
  let staff: Awaited<ReturnType<typeof registerStaff>>;

  beforeAll(async () => {
    if (!available) return;
    ctx = await ordersTestContext(name);
    buyer = await registerUser(ctx.app, 'hbuyer');
    staff = await registerStaff(ctx.app, ctx.database);
    await fundWallet(ctx.database.db, buyer.userId, 1_000_000n);
  }, 120_000);
  afterAll(async () => {
    if (ctx) expect(await ledgerInvariantViolations(ctx.database.db)).toEqual([]);
    await ctx?.close();
  });

  const db = () => ctx.database.db;
  const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const detail = async (orderId: string) =>
    orderDetailSchema.parse((await call('GET', `/api/v1/orders/${orderId}`, buyer.token)).json());
  const ban = async (seller: RegisteredUser) =>
    expect(
      (await call('POST', `/api/v1/admin/users/${seller.userId}/ban`, staff.admin.token, { reason: 'fraud' }))
        .statusCode,
    ).toBe(200);
  const unban = async (seller: RegisteredUser) =>
    expect(
      (
        await call('POST', `/api/v1/admin/users/${seller.userId}/unban`, staff.admin.token, {
          reason: 'appeal',
        })
      ).statusCode,
    ).toBe(200);
  /** The posted legs of an order's escrow (the seller paid, the fee taken). */
  const posts = async (orderId: string) => {
    const ids = escrowTransferIds(orderId);
    return db()
      .select({ id: ledgerTransfers.id })
      .from(ledgerTransfers)
      .where(inArray(ledgerTransfers.id, [ids.releaseNet, ids.releaseFee]));
  };
  const completedNotices = async (sellerId: string, orderId: string) =>
    (
      await db()
        .select({ link: notifications.link })
        .from(notifications)
        .where(and(eq(notifications.userId, sellerId), eq(notifications.kind, 'order_completed')))
    ).filter((row) => row.link === `/order/${orderId}/`).length;
  const jobOf = async (orderId: string) =>
    (
      await db()
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, 'order.auto_release'), eq(jobs.subject, orderId)))
    )[0];

  /** A new seller (a ban ends their sessions) with a wallet order the buyer paid: 10.00 each. */
  async function heldSale(quantity = 1) {
    const seller = await registerUser(ctx.app, 'hseller');
    const offerId = await createTestOffer(db(), seller.userId, { priceMinor: 1000n, stock: 10 });
    const bought = await checkout(ctx.app, buyer.token, { offerId, quantity, paymentMethod: 'wallet' });
    expect(bought.statusCode).toBe(201);
    return { seller, orderId: bought.json().order.id as string };
  }

  /** Another process on the same database (its own job worker). */
  async function secondProcess(): Promise<FastifyInstance> {
    const second = await buildApp({
      config: testConfig({ JOBS_POLL_MS: '0' }),
      database: ctx.database,
      logger: false,
    });
    await second.ready();
    return second;
  }

  it.skipIf(!available)(
    "the buyer's confirmation is recorded and the money stays held; after the unban the seller is paid once",
    async () => {
      const { seller, orderId } = await heldSale();
      await ban(seller);
      const sellerBefore = await balances(db(), seller.userId);
      const confirmed = await confirm(ctx.app, buyer.token, orderId);
      expect(confirmed.statusCode).toBe(200);
      const held = orderDetailSchema.parse(confirmed.json());
      expect(held).toMatchObject({
        status: 'pending',
        outcome: 'release_held',
        escrow: 'held',
        releaseHeld: { reason: 'seller_banned' },
        moneyAvailableAt: null,
        can: { confirm: false, dispute: true },
      });
      expect(held.confirmedAt).not.toBeNull();
      expect(await posts(orderId)).toEqual([]);
      expect(await balances(db(), seller.userId)).toEqual(sellerBefore);
      expect(await completedNotices(seller.userId, orderId)).toBe(0);
      // A second confirmation (another key) changes nothing but storing its own answer under its key.
      const { idempotency_keys: _keys, ...before } = await snapshotDatabase(ctx.database);
      expect((await confirm(ctx.app, buyer.token, orderId)).statusCode).toBe(200);
      const { idempotency_keys: _keysAfter, ...after } = await snapshotDatabase(ctx.database);
      expect(after).toEqual(before);
      // Long after its release time the job still pays nothing, and looks again later.
      const late = new Date(Date.now() + 30 * 24 * HOUR);
      await ctx.app.jobs.runDue(late);
      expect(await posts(orderId)).toEqual([]);
      expect((await jobOf(orderId))?.doneAt).toBeNull();
      expect((await jobOf(orderId))?.runAt.getTime()).toBe(late.getTime() + HELD_RELEASE_RECHECK_MS);
      // Staff see it held because of the ban.
      const search = adminOrdersResponseSchema.parse(
        (await call('GET', '/api/v1/admin/orders?held=yes&pageSize=100', staff.support.token)).json(),
      );
      expect(search.orders.find((o) => o.id === orderId)).toMatchObject({
        sellerBanned: true,
        releaseHeld: { reason: 'seller_banned' },
      });
      const notHeld = adminOrdersResponseSchema.parse(
        (await call('GET', '/api/v1/admin/orders?held=no&pageSize=100', staff.support.token)).json(),
      );
      expect(notHeld.orders.some((o) => o.id === orderId)).toBe(false);

      // The ban is lifted: the confirmation the buyer gave goes through now, once.
      await unban(seller);
      await ctx.app.jobs.runDue(new Date());
      const released = await detail(orderId);
      expect(released).toMatchObject({ status: 'completed', escrow: 'released', releaseHeld: null });
      expect(released.confirmedAt).toBe(held.confirmedAt);
      expect((await posts(orderId)).length).toBe(2);
      // 10.00 less the 5 % seller fee.
      expect((await balances(db(), seller.userId)).available - sellerBefore.available).toBe(950n);
      expect(await completedNotices(seller.userId, orderId)).toBe(1);
      expect((await jobOf(orderId))?.doneAt).not.toBeNull();
    },
    120_000,
  );

  it.skipIf(!available)(
    'the auto-release job holds the order once across two processes, looks again later, and releases it once after the unban',
    async () => {
      const { seller, orderId } = await heldSale();
      const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
      const releaseAt = row?.releaseAt as Date;
      await ban(seller);
      const sellerBefore = await balances(db(), seller.userId);
      const second = await secondProcess();
      try {
        const due = new Date(releaseAt.getTime() + 1000);
        const ran = await Promise.all([ctx.app.jobs.runDue(due), second.jobs.runDue(due)]);
        expect(ran[0] + ran[1]).toBe(1);
        const [heldRow] = await db().select().from(orders).where(eq(orders.id, orderId));
        expect(heldRow).toMatchObject({ status: 'pending', escrow: 'held', releaseHold: 'seller_banned' });
        const heldAt = heldRow?.releaseHeldAt;
        expect(heldAt).not.toBeNull();
        expect(await jobOf(orderId)).toMatchObject({
          doneAt: null,
          attempts: 1,
          runAt: new Date(due.getTime() + HELD_RELEASE_RECHECK_MS),
        });
        expect(await posts(orderId)).toEqual([]);
        // An hour later, still banned: looked at again (by one process), still held, the same hold.
        const later = new Date(due.getTime() + HELD_RELEASE_RECHECK_MS);
        await Promise.all([ctx.app.jobs.runDue(later), second.jobs.runDue(later)]);
        const [stillRow] = await db().select().from(orders).where(eq(orders.id, orderId));
        expect(stillRow?.releaseHeldAt).toEqual(heldAt);
        expect(await jobOf(orderId)).toMatchObject({ doneAt: null, attempts: 2 });
        expect(await posts(orderId)).toEqual([]);

        // Unbanned before its release time (the buyer did not confirm): the hold is lifted and the job
        // waits for that time.
        await unban(seller);
        await Promise.all([ctx.app.jobs.runDue(new Date()), second.jobs.runDue(new Date())]);
        expect((await detail(orderId)).releaseHeld).toBeNull();
        expect((await jobOf(orderId))?.runAt).toEqual(releaseAt);
        expect(await posts(orderId)).toEqual([]);
        // Its time comes: released once, by one of the two processes.
        await Promise.all([ctx.app.jobs.runDue(due), second.jobs.runDue(due)]);
      } finally {
        await second.close();
      }
      expect(await detail(orderId)).toMatchObject({ status: 'completed', escrow: 'released' });
      expect((await posts(orderId)).length).toBe(2);
      expect((await balances(db(), seller.userId)).available - sellerBefore.available).toBe(950n);
      expect(await completedNotices(seller.userId, orderId)).toBe(1);
    },
    120_000,
  );

  it.skipIf(!available)(
    "a staff release of a banned seller's dispute needs the explicit choice to pay them",
    async () => {
      const { seller, orderId } = await heldSale();
      expect(
        (await call('POST', `/api/v1/orders/${orderId}/dispute`, buyer.token, { reason: 'Not delivered' }))
          .statusCode,
      ).toBe(200);
      await ban(seller);
      const queue = adminDisputeListResponseSchema.parse(
        (await call('GET', '/api/v1/admin/disputes?pageSize=100', staff.support.token)).json(),
      );
      expect(queue.disputes.find((d) => d.order.id === orderId)).toMatchObject({ sellerBanned: true });
      const sellerBefore = await balances(db(), seller.userId);
      const before = await snapshotDatabase(ctx.database);
      for (const payload of [{ note: 'Delivered' }, { note: 'Delivered', payBannedSeller: false }]) {
        const refused = await call(
          'POST',
          `/api/v1/admin/disputes/${orderId}/release`,
          staff.admin.token,
          payload,
        );
        expect([refused.statusCode, errorCode(refused)]).toEqual([409, 'PAYOUT_TO_BANNED_SELLER']);
      }
      expect(await snapshotDatabase(ctx.database)).toEqual(before);
      const released = await call('POST', `/api/v1/admin/disputes/${orderId}/release`, staff.admin.token, {
        note: 'Delivered; the ban was for something else',
        payBannedSeller: true,
      });
      expect(released.statusCode).toBe(200);
      expect(released.json()).toMatchObject({ order: { status: 'completed' }, sellerBanned: true });
      expect((await balances(db(), seller.userId)).available - sellerBefore.available).toBe(950n);
      const [audit] = await db().select().from(adminAuditLog).where(eq(adminAuditLog.targetId, orderId));
      expect(audit).toMatchObject({
        action: 'dispute.release',
        before: expect.objectContaining({ sellerBanned: true }),
        after: expect.objectContaining({ paidBannedSeller: true }),
      });
    },
    120_000,
  );

  it.skipIf(!available)(
    'staff decide an order held because its seller is banned: admins only, refund or release, audited',
    async () => {
      const heldOne = await heldSale();
      const paidOne = await heldSale();
      await ban(heldOne.seller);
      await ban(paidOne.seller);
      // One held by the buyer's confirmation, one merely pending while its seller is banned.
      expect((await confirm(ctx.app, buyer.token, heldOne.orderId)).statusCode).toBe(200);
      const review = (orderId: string, token: string | undefined, payload: object) =>
        call('POST', `/api/v1/admin/orders/${orderId}/review`, token, payload);
      const decision = { decision: 'refund', note: 'The seller was a fraud' };

      // Refusals change nothing.
      const free = await heldSale();
      const disputed = await heldSale();
      await call('POST', `/api/v1/orders/${disputed.orderId}/dispute`, buyer.token, {
        reason: 'Nothing came',
      });
      await ban(disputed.seller);
      const before = await snapshotDatabase(ctx.database);
      expect((await review(heldOne.orderId, undefined, decision)).statusCode).toBe(401);
      for (const token of [buyer.token, staff.user.token, staff.support.token]) {
        expect(errorCode(await review(heldOne.orderId, token, decision))).toBe('FORBIDDEN');
      }
      for (const payload of [
        { decision: 'pay', note: 'x' },
        { decision: 'refund', note: '' },
        { decision: 'refund' },
        { note: 'x' },
      ]) {
        expect(errorCode(await review(heldOne.orderId, staff.admin.token, payload))).toBe(
          'VALIDATION_FAILED',
        );
      }
      expect((await review('not-an-id', staff.admin.token, decision)).statusCode).toBe(400);
      expect(errorCode(await review(crypto.randomUUID(), staff.admin.token, decision))).toBe(
        'TRANSACTION_NOT_FOUND',
      );
      // Not held (its seller is not banned), or disputed (decided in the dispute queue).
      expect(errorCode(await review(free.orderId, staff.admin.token, decision))).toBe('ORDER_NOT_HELD');
      expect(errorCode(await review(disputed.orderId, staff.admin.token, decision))).toBe('ORDER_DISPUTED');
      expect(await snapshotDatabase(ctx.database)).toEqual(before);

      // Refund: the buyer has the money back.
      const buyerBefore = await balances(db(), buyer.userId);
      const refunded = await review(heldOne.orderId, staff.admin.token, decision);
      expect(refunded.statusCode).toBe(200);
      expect(refunded.json()).toMatchObject({
        status: 'failed',
        outcome: 'refunded',
        refundedTo: 'wallet',
        escrow: 'refunded',
        releaseHeld: null,
        sellerBanned: true,
      });
      expect((await balances(db(), buyer.userId)).available - buyerBefore.available).toBe(1030n);
      // Release: the banned seller is paid, as staff chose.
      const sellerBefore = await balances(db(), paidOne.seller.userId);
      const released = await review(paidOne.orderId, staff.admin.token, {
        decision: 'release',
        note: 'Delivered',
      });
      expect(released.statusCode).toBe(200);
      expect(released.json()).toMatchObject({ status: 'completed', escrow: 'released' });
      expect((await balances(db(), paidOne.seller.userId)).available - sellerBefore.available).toBe(950n);
      // Decided: no second decision.
      expect(errorCode(await review(paidOne.orderId, staff.admin.token, decision))).toBe('ORDER_NOT_PENDING');
      const audit = await db()
        .select({
          action: adminAuditLog.action,
          targetId: adminAuditLog.targetId,
          reason: adminAuditLog.reason,
        })
        .from(adminAuditLog)
        .where(inArray(adminAuditLog.targetId, [heldOne.orderId, paidOne.orderId]));
      expect(audit).toEqual(
        expect.arrayContaining([
          { action: 'order.review_refund', targetId: heldOne.orderId, reason: 'The seller was a fraud' },
          { action: 'order.review_release', targetId: paidOne.orderId, reason: 'Delivered' },
        ]),
      );
      expect(audit).toHaveLength(2);
    },
    120_000,
  );
});
