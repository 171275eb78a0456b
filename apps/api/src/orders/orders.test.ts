import { createHash } from 'node:crypto';
import {
  adminDisputeListResponseSchema,
  checkoutResponseSchema,
  orderDetailSchema,
  orderListResponseSchema,
  orderSummarySchema,
  sellerDashboardSchema,
} from '@lootmarket/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, errorCode, snapshotDatabase } from '../../test/support/app';
import { databaseKinds } from '../../test/support/databases';
import { adminAuditLog } from '../admin/admin.schema';
import { idempotencyKeys } from '../idempotency/idempotency.schema';
import { requestHashOf } from '../idempotency/idempotency.service';
import { jobs } from '../jobs/jobs.schema';
import { refundEscrow } from '../ledger/ledger.service';
import { ledgerInvariantViolations } from '../ledger/ledger.test-support';
import { notifications } from '../notifications/notifications.schema';
import { offers, sellerStats } from '../offers/offers.schema';
import { orders } from './orders.schema';
import {
  balances,
  checkout,
  confirm,
  createTestOffer,
  fundWallet,
  newKey,
  offerStock,
  ordersTestSetup,
} from './orders.test-support';

const kinds = await databaseKinds();
const DAY = 24 * 60 * 60 * 1000;

describe.each(kinds)('orders API on $notice', ({ name, available }) => {
  const { ctx, seller, buyer, other, staff, db, get, post } = ordersTestSetup(name, available);
  const kindsOf = async (userId: string) =>
    (
      await db()
        .select({ kind: notifications.kind })
        .from(notifications)
        .where(eq(notifications.userId, userId))
    ).map((row) => row.kind);

  it.skipIf(!available)(
    'shows the order summary to guests; the owner cannot buy their own offer',
    async () => {
      const offerId = await createTestOffer(db(), seller.userId, { priceMinor: 1999n, stock: 5 });
      const summary = await get(`/api/v1/orders/summary?offerId=${offerId}&quantity=3`);
      expect(summary.statusCode).toBe(200);
      const body = orderSummarySchema.parse(summary.json());
      // Default fees (README): buyer 3 % on top; total = subtotal + fees.
      expect(body).toMatchObject({ subtotal: '5997', fees: '180', total: '6177', walletAvailable: null });
      // The methods on offer, as GET /api/v1/payments/methods says.
      const offered = (await get('/api/v1/payments/methods')).json().methods;
      expect(body.paymentMethods).toEqual(offered);
      expect(offered).toEqual(['wallet', 'card', 'crypto']);
      const own = await get(`/api/v1/orders/summary?offerId=${offerId}&quantity=1`, seller.token);
      expect(own.statusCode).toBe(403);
      expect(errorCode(own)).toBe('OWN_PRODUCT_PURCHASE');
      expect(own.json().error.message).toBe(
        'Sorry, we cannot process this payment. You cannot purchase your own product.',
      );
      const before = await snapshotDatabase(ctx.database);
      const buyOwn = await checkout(ctx.app, seller.token, { offerId, quantity: 1, paymentMethod: 'wallet' });
      expect(errorCode(buyOwn)).toBe('OWN_PRODUCT_PURCHASE');
      expect(await snapshotDatabase(ctx.database)).toEqual(before);
    },
  );

  it.skipIf(!available)('wallet purchase: escrow held, seller paid on confirmation, rated once', async () => {
    const offerId = await createTestOffer(db(), seller.userId, { priceMinor: 1000n, stock: 4 });
    await fundWallet(db(), buyer.userId, 5000n);
    const sellerBefore = await balances(db(), seller.userId);
    const response = await checkout(ctx.app, buyer.token, { offerId, quantity: 2, paymentMethod: 'wallet' });
    expect(response.statusCode).toBe(201);
    const { order, payment } = checkoutResponseSchema.parse(response.json());
    expect(payment).toEqual({ id: null, redirectUrl: null });
    // subtotal 2000, buyer fee 60, total 2060; seller fee 5 % = 100, net 1900.
    expect(order).toMatchObject({
      status: 'pending',
      escrow: 'held',
      subtotal: '2000',
      fees: '60',
      totalPrice: '2060',
    });
    expect(order.moneyAvailableAt).not.toBeNull();
    expect(await offerStock(db(), offerId)).toBe(2);
    expect(await balances(db(), buyer.userId)).toEqual({ available: 5000n - 2060n, upcoming: 0n });
    expect((await balances(db(), seller.userId)).upcoming - sellerBefore.upcoming).toBe(1900n);
    expect(await kindsOf(seller.userId)).toContain('order_paid');

    // The seller sees the sale and the seller-side amounts; the buyer does not.
    const sellerView = orderDetailSchema.parse(
      (await get(`/api/v1/orders/${order.id}`, seller.token)).json(),
    );
    expect(sellerView).toMatchObject({ type: 'sale', sellerNet: '1900', sellerFee: '100' });
    expect(order).toMatchObject({ type: 'purchase', sellerNet: '0' });
    // Nobody else sees it at all (§8 "Transaction ID not found.").
    const stranger = await get(`/api/v1/orders/${order.id}`, other.token);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error.message).toBe('Transaction ID not found.');
    expect((await get(`/api/v1/orders/${order.id}`, staff.support.token)).statusCode).toBe(200);

    // Rating before completion is refused; only the buyer confirms.
    const early = await post(`/api/v1/orders/${order.id}/rating`, buyer.token, { stars: 5, comment: 'x' });
    expect(errorCode(early)).toBe('ORDER_NOT_COMPLETED');
    expect(errorCode(await confirm(ctx.app, seller.token, order.id))).toBe('FORBIDDEN');
    expect(errorCode(await confirm(ctx.app, other.token, order.id))).toBe('TRANSACTION_NOT_FOUND');

    const key = newKey();
    const confirmed = await confirm(ctx.app, buyer.token, order.id, key);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'completed', escrow: 'released' });
    // The same confirmation again: the same answer, no second effect.
    const replay = await confirm(ctx.app, buyer.token, order.id, key);
    expect(replay.json()).toEqual(confirmed.json());
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const sellerAfter = await balances(db(), seller.userId);
    expect(sellerAfter.available - sellerBefore.available).toBe(1900n);
    expect(sellerAfter.upcoming).toBe(sellerBefore.upcoming);
    // A second, different confirmation is refused: the order is no longer pending.
    expect(errorCode(await confirm(ctx.app, buyer.token, order.id))).toBe('ORDER_NOT_PENDING');

    const rated = await post(`/api/v1/orders/${order.id}/rating`, buyer.token, {
      stars: 4,
      comment: 'Fast and friendly',
    });
    expect(rated.statusCode).toBe(201);
    expect(rated.json()).toMatchObject({ stars: 4, comment: 'Fast and friendly' });
    const before = await snapshotDatabase(ctx.database);
    const twice = await post(`/api/v1/orders/${order.id}/rating`, buyer.token, {
      stars: 1,
      comment: 'again',
    });
    expect(twice.statusCode).toBe(409);
    expect(errorCode(twice)).toBe('ORDER_ALREADY_RATED');
    const badStars = await post(`/api/v1/orders/${order.id}/rating`, buyer.token, { stars: 6, comment: '' });
    expect(badStars.statusCode).toBe(400);
    expect(await snapshotDatabase(ctx.database)).toEqual(before);
    const [stats] = await db().select().from(sellerStats).where(eq(sellerStats.userId, seller.userId));
    expect(stats).toMatchObject({ itemsSold: 2, reviewsCount: 1, positiveFeedbackPercent: 100 });
    expect(await ledgerInvariantViolations(db())).toEqual([]);
  });

  it.skipIf(!available)('refuses bad checkouts with a code and changes nothing', async () => {
    const offerId = await createTestOffer(db(), seller.userId, { priceMinor: 100_000n, stock: 1 });
    const before = await snapshotDatabase(ctx.database);
    const cases: Array<[Parameters<typeof checkout>[2], string | null, number, string]> = [
      [{ offerId, quantity: 1, paymentMethod: 'wallet' }, null, 400, 'IDEMPOTENCY_KEY_REQUIRED'],
      [{ offerId, quantity: 1, paymentMethod: 'wallet' }, 'short', 400, 'IDEMPOTENCY_KEY_REQUIRED'],
      [{ offerId, quantity: 0, paymentMethod: 'wallet' }, newKey(), 400, 'VALIDATION_FAILED'],
      [{ offerId, quantity: 1, paymentMethod: 'paypal' }, newKey(), 400, 'VALIDATION_FAILED'],
      [{ offerId: 'nope', quantity: 1, paymentMethod: 'wallet' }, newKey(), 400, 'VALIDATION_FAILED'],
      [
        { offerId: crypto.randomUUID(), quantity: 1, paymentMethod: 'wallet' },
        newKey(),
        409,
        'OFFER_UNAVAILABLE',
      ],
      [{ offerId, quantity: 2, paymentMethod: 'wallet' }, newKey(), 409, 'OUT_OF_STOCK'],
      // 1,000.00 + fee against an empty wallet.
      [{ offerId, quantity: 1, paymentMethod: 'wallet' }, newKey(), 402, 'INSUFFICIENT_FUNDS'],
    ];
    for (const [body, key, status, code] of cases) {
      const response = await checkout(ctx.app, other.token, body, key);
      expect([response.statusCode, errorCode(response)], JSON.stringify(body)).toEqual([status, code]);
    }
    const guest = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: { 'idempotency-key': newKey() },
      payload: { offerId, quantity: 1, paymentMethod: 'card', unitPrice: '100000', currency: 'USD' },
    });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().error.message).toBe('Token not found – please login.');
    expect(await snapshotDatabase(ctx.database)).toEqual(before);
  });

  it.skipIf(!available)(
    'the same checkout 100 times: one order, the same answer; another body under the key is refused',
    async () => {
      const offerId = await createTestOffer(db(), seller.userId, { priceMinor: 500n, stock: 50 });
      await fundWallet(db(), other.userId, 100_000n);
      const key = newKey();
      const body = { offerId, quantity: 1, paymentMethod: 'wallet' };
      const answers = [];
      for (let i = 0; i < 100; i++) answers.push(await checkout(ctx.app, other.token, body, key));
      expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([201]));
      expect(new Set(answers.map((a) => a.body)).size).toBe(1);
      expect(await offerStock(db(), offerId)).toBe(49);
      const mine = await db()
        .select()
        .from(orders)
        .where(and(eq(orders.offerId, offerId), eq(orders.buyerId, other.userId)));
      expect(mine).toHaveLength(1);
      const before = await snapshotDatabase(ctx.database);
      const reused = await checkout(ctx.app, other.token, { ...body, quantity: 2 }, key);
      expect([reused.statusCode, errorCode(reused)]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
      expect(await snapshotDatabase(ctx.database)).toEqual(before);
      // The key is the caller's: another user with the same key places their own order.
      await fundWallet(db(), buyer.userId, 10_000n);
      const theirs = await checkout(ctx.app, buyer.token, body, key);
      expect(theirs.statusCode).toBe(201);
      expect(theirs.json().order.id).not.toBe(answers[0]?.json().order.id);
    },
  );

  it.skipIf(!available)(
    'a refused wallet purchase keeps no key: the same key runs afresh once the offer can sell',
    async () => {
      const offerId = await createTestOffer(db(), seller.userId, { priceMinor: 400n, stock: 1 });
      await fundWallet(db(), other.userId, 10_000n);
      const key = newKey();
      const body = { offerId, quantity: 2, paymentMethod: 'wallet' };
      const before = await snapshotDatabase(ctx.database);
      const refused = await checkout(ctx.app, other.token, body, key);
      expect([refused.statusCode, errorCode(refused)]).toEqual([409, 'OUT_OF_STOCK']);
      expect(await snapshotDatabase(ctx.database)).toEqual(before);
      await db().update(offers).set({ stock: 5 }).where(eq(offers.id, offerId));
      const placed = await checkout(ctx.app, other.token, body, key);
      expect(placed.statusCode).toBe(201);
      expect(await offerStock(db(), offerId)).toBe(3);
    },
  );

  it.skipIf(!available)(
    'a twin waiting on a key that its first request gives up runs in its place',
    async () => {
      const offerId = await createTestOffer(db(), seller.userId, { priceMinor: 300n, stock: 5 });
      await fundWallet(db(), other.userId, 10_000n);
      const key = newKey();
      const body = { offerId, quantity: 1, paymentMethod: 'wallet', unitPrice: '300', currency: 'USD' };
      // The first request's claim, as it stands while that request runs (no answer yet).
      const canonical = JSON.stringify({
        body: { currency: 'USD', offerId, paymentMethod: 'wallet', quantity: 1, unitPrice: '300' },
        params: {},
      });
      const claim = {
        scope: `${other.userId} POST /api/v1/orders`,
        key,
        requestHash: createHash('sha256').update(canonical).digest('hex'),
        expiresAt: new Date(Date.now() + DAY),
      };
      await db().insert(idempotencyKeys).values(claim);
      const twin = checkout(ctx.app, other.token, body, key);
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(await offerStock(db(), offerId)).toBe(5);
      // The first request fails before any effect and frees its key.
      await db()
        .delete(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, key)));
      const answer = await twin;
      expect(answer.statusCode).toBe(201);
      expect(answer.headers['idempotent-replayed']).toBeUndefined();
      expect(await offerStock(db(), offerId)).toBe(4);
    },
  );

  it.skipIf(!available)(
    'lists orders with search, status filter and pages for buyer and seller',
    async () => {
      const offerId = await createTestOffer(db(), seller.userId, {
        priceMinor: 300n,
        stock: 20,
        title: 'Searchable mount',
      });
      await fundWallet(db(), buyer.userId, 10_000n);
      for (let i = 0; i < 3; i++) {
        expect(
          (await checkout(ctx.app, buyer.token, { offerId, quantity: 1, paymentMethod: 'wallet' }))
            .statusCode,
        ).toBe(201);
      }
      const list = orderListResponseSchema.parse(
        (await get('/api/v1/orders?search=searchable&status=pending&pageSize=2', buyer.token)).json(),
      );
      expect(list.total).toBe(3);
      expect(list.orders).toHaveLength(2);
      expect(list.orders.every((o) => o.item === 'Searchable mount' && o.type === 'purchase')).toBe(true);
      const page2 = orderListResponseSchema.parse(
        (await get('/api/v1/orders?search=searchable&pageSize=2&page=2', buyer.token)).json(),
      );
      expect(page2.orders).toHaveLength(1);
      const sales = orderListResponseSchema.parse(
        (await get('/api/v1/orders?role=seller&search=searchable', seller.token)).json(),
      );
      expect(sales.total).toBe(3);
      expect(sales.orders[0]?.type).toBe('sale');
      const none = orderListResponseSchema.parse(
        (await get('/api/v1/orders?search=searchable', other.token)).json(),
      );
      expect(none.total).toBe(0);
      expect((await get('/api/v1/orders?status=unknown', buyer.token)).statusCode).toBe(400);
      expect((await get('/api/v1/orders')).statusCode).toBe(401);
    },
  );

  it.skipIf(!available)(
    'disputes: buyer opens, confirm is blocked, only an admin decides (with a note, audited)',
    async () => {
      const offerId = await createTestOffer(db(), seller.userId, { priceMinor: 2000n, stock: 5 });
      await fundWallet(db(), buyer.userId, 10_000n);
      const buyerBefore = await balances(db(), buyer.userId);
      const { order } = (
        await checkout(ctx.app, buyer.token, { offerId, quantity: 1, paymentMethod: 'wallet' })
      ).json();
      expect(errorCode(await post(`/api/v1/orders/${order.id}/dispute`, seller.token, { reason: 'x' }))).toBe(
        'FORBIDDEN',
      );
      expect((await post(`/api/v1/orders/${order.id}/dispute`, buyer.token, { reason: '' })).statusCode).toBe(
        400,
      );
      const opened = await post(`/api/v1/orders/${order.id}/dispute`, buyer.token, {
        reason: 'Never arrived',
      });
      expect(opened.statusCode).toBe(200);
      expect(opened.json()).toMatchObject({
        dispute: { status: 'open', reason: 'Never arrived' },
        moneyAvailableAt: null,
      });
      expect(await kindsOf(seller.userId)).toContain('order_disputed');
      expect(
        errorCode(await post(`/api/v1/orders/${order.id}/dispute`, buyer.token, { reason: 'again' })),
      ).toBe('ORDER_DISPUTED');
      expect(errorCode(await confirm(ctx.app, buyer.token, order.id))).toBe('ORDER_DISPUTED');
      // The auto-release job leaves a disputed order alone (the dispute clock's own job, which would
      // refund a silent seller's order, is tested in dispute-clock.test.ts).
      await ctx.app.jobs.runJob('order.auto_release', order.id, new Date(Date.now() + 30 * DAY));
      expect((await get(`/api/v1/orders/${order.id}`, buyer.token)).json().status).toBe('pending');

      const queue = await get('/api/v1/admin/disputes', staff.support.token);
      expect(queue.statusCode).toBe(200);
      const queued = adminDisputeListResponseSchema
        .parse(queue.json())
        .disputes.find((d) => d.order.id === order.id);
      // Opened by the buyer, not by a chargeback at the card issuer.
      expect(queued).toMatchObject({ chargeback: null });
      expect((await get('/api/v1/admin/disputes', buyer.token)).statusCode).toBe(403);
      expect((await get('/api/v1/admin/disputes')).statusCode).toBe(401);
      const before = await snapshotDatabase(ctx.database);
      for (const token of [buyer.token, seller.token, staff.support.token]) {
        expect(
          (await post(`/api/v1/admin/disputes/${order.id}/refund`, token, { note: 'n' })).statusCode,
        ).toBe(403);
      }
      expect(
        (await post(`/api/v1/admin/disputes/${order.id}/refund`, staff.admin.token, { note: '' })).statusCode,
      ).toBe(400);
      expect(await snapshotDatabase(ctx.database)).toEqual(before);

      const refunded = await post(`/api/v1/admin/disputes/${order.id}/refund`, staff.admin.token, {
        note: 'Seller could not show delivery',
      });
      expect(refunded.statusCode).toBe(200);
      expect(refunded.json()).toMatchObject({
        order: { status: 'failed', escrow: 'refunded' },
        dispute: { status: 'refunded', note: 'Seller could not show delivery' },
      });
      expect(await balances(db(), buyer.userId)).toEqual(buyerBefore);
      expect(await kindsOf(buyer.userId)).toContain('order_payment_refunded');
      expect(await kindsOf(seller.userId)).toContain('order_sale_refunded');
      const audit = await db().select().from(adminAuditLog).where(eq(adminAuditLog.targetId, order.id));
      expect(audit.map((row) => [row.action, row.actorId, row.reason])).toEqual([
        ['dispute.refund', staff.admin.userId, 'Seller could not show delivery'],
      ]);
      const again = await post(`/api/v1/admin/disputes/${order.id}/release`, staff.admin.token, {
        note: 'n',
      });
      expect(errorCode(again)).toBe('DISPUTE_NOT_OPEN');
      expect(await ledgerInvariantViolations(db())).toEqual([]);
    },
  );

  it.skipIf(!available)(
    'auto-release: the job pays the seller after N days, once, and survives a new process',
    async () => {
      const offerId = await createTestOffer(db(), seller.userId, { priceMinor: 700n, stock: 5 });
      await fundWallet(db(), buyer.userId, 10_000n);
      const { order } = (
        await checkout(ctx.app, buyer.token, { offerId, quantity: 1, paymentMethod: 'wallet' })
      ).json();
      const sellerBefore = await balances(db(), seller.userId);
      const availableAt = new Date(order.moneyAvailableAt);
      expect(availableAt.getTime() - Date.parse(order.date)).toBeGreaterThanOrEqual(3 * DAY - 1000);
      // Not yet due: nothing happens. (This order's own job: runDue would also release the seller's
      // other orders of this file, whose times come at the same moment.)
      await ctx.app.jobs.runJob('order.auto_release', order.id, new Date(availableAt.getTime() - 60_000));
      expect((await get(`/api/v1/orders/${order.id}`, buyer.token)).json().status).toBe('pending');
      // A second app on the same database (another process) runs the due job; the first finds nothing left.
      const { buildApp } = await import('../app');
      const { testConfig } = await import('../../test/support/app');
      const second = await buildApp({
        config: testConfig({ JOBS_POLL_MS: '0' }),
        database: ctx.database,
        logger: false,
      });
      await second.ready();
      try {
        const due = new Date(availableAt.getTime() + 1000);
        const ran = await Promise.all([
          second.jobs.runJob('order.auto_release', order.id, due),
          ctx.app.jobs.runJob('order.auto_release', order.id, due),
        ]);
        // One of the two processes ran it; the other found it claimed or done.
        expect(ran.filter(Boolean)).toHaveLength(1);
      } finally {
        await second.close();
      }
      const detail = (await get(`/api/v1/orders/${order.id}`, buyer.token)).json();
      expect(detail).toMatchObject({ status: 'completed', escrow: 'released' });
      const sellerAfter = await balances(db(), seller.userId);
      // 7.00 minus the 5 % seller fee (0.35).
      expect(sellerAfter.available - sellerBefore.available).toBe(665n);
      const [job] = await db()
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, 'order.auto_release'), eq(jobs.subject, order.id)));
      expect(job?.doneAt).not.toBeNull();
      expect(job?.attempts).toBe(1);
    },
  );

  it.skipIf(!available)(
    'seller marks delivered; dashboard shows income, 6 months, recent sales, balances',
    async () => {
      const offerId = await createTestOffer(db(), seller.userId, { priceMinor: 1500n, stock: 5 });
      await fundWallet(db(), buyer.userId, 10_000n);
      const { order } = (
        await checkout(ctx.app, buyer.token, { offerId, quantity: 1, paymentMethod: 'wallet' })
      ).json();
      expect(errorCode(await post(`/api/v1/orders/${order.id}/deliver`, buyer.token))).toBe('FORBIDDEN');
      expect(errorCode(await post(`/api/v1/orders/${order.id}/deliver`, other.token))).toBe(
        'TRANSACTION_NOT_FOUND',
      );
      const delivered = await post(`/api/v1/orders/${order.id}/deliver`, seller.token);
      expect(delivered.statusCode).toBe(200);
      expect(delivered.json().deliveredAt).not.toBeNull();
      expect(await kindsOf(buyer.userId)).toContain('order_delivered');
      const dashboard = await get('/api/v1/seller/dashboard?currency=USD', seller.token);
      expect(dashboard.statusCode).toBe(200);
      const body = sellerDashboardSchema.parse(dashboard.json());
      expect(body.revenueByMonth).toHaveLength(6);
      expect(body.recentSales.map((sale) => sale.id)).toContain(order.id);
      const ledger = await balances(db(), seller.userId);
      expect(body.balances).toEqual({
        available: ledger.available.toString(),
        inEscrow: '0',
        outgoing: '0',
        upcoming: ledger.upcoming.toString(),
        // No warranted sale: nothing reserved.
        reserved: '0',
        total: (ledger.available + ledger.upcoming).toString(),
      });
      expect(body.reserves).toEqual([]);
      expect(BigInt(body.income.totalRevenue)).toBeGreaterThan(0n);
      expect((await get('/api/v1/seller/dashboard')).statusCode).toBe(401);
      expect((await get('/api/v1/seller/dashboard?currency=XXX', seller.token)).statusCode).toBe(400);
    },
  );

  it.skipIf(!available)(
    'fee rules: staff read, only admins change (audited), checkout uses them',
    async () => {
      expect((await get('/api/v1/admin/fee-rules', staff.support.token)).statusCode).toBe(200);
      expect((await get('/api/v1/admin/fee-rules', buyer.token)).statusCode).toBe(403);
      expect((await get('/api/v1/admin/fee-rules')).statusCode).toBe(401);
      const rules = {
        purchase: [
          { category: null, buyerFeeBps: 1000, sellerFeeBps: 0 },
          { category: 'items', buyerFeeBps: 0, sellerFeeBps: 1000 },
        ],
        withdrawal: { standardFeeBps: 0, vipFeeBps: 500, standardReviewHours: 24, vipReviewHours: 2 },
      };
      const put = (token: string, body: object) =>
        ctx.app.inject({
          method: 'PUT',
          url: '/api/v1/admin/fee-rules',
          headers: bearer(token),
          payload: body,
        });
      const before = await snapshotDatabase(ctx.database);
      expect((await put(staff.support.token, rules)).statusCode).toBe(403);
      const noDefault = await put(staff.admin.token, { ...rules, purchase: [rules.purchase[1]] });
      expect([noDefault.statusCode, errorCode(noDefault)]).toEqual([400, 'VALIDATION_FAILED']);
      expect(await snapshotDatabase(ctx.database)).toEqual(before);
      const saved = await put(staff.admin.token, rules);
      expect(saved.statusCode).toBe(200);
      expect(saved.json().purchase).toEqual(rules.purchase);
      const gold = await createTestOffer(db(), seller.userId, { priceMinor: 1000n, category: 'gold' });
      const items = await createTestOffer(db(), seller.userId, { priceMinor: 1000n, category: 'items' });
      expect((await get(`/api/v1/orders/summary?offerId=${gold}`)).json()).toMatchObject({
        fees: '100',
        total: '1100',
      });
      expect((await get(`/api/v1/orders/summary?offerId=${items}`)).json()).toMatchObject({
        fees: '0',
        total: '1000',
      });
      expect((await get('/api/v1/withdrawals/terms')).json()).toMatchObject({
        vipFeeBps: 500,
        vipReviewHours: 2,
      });
      const audited = await db()
        .select()
        .from(adminAuditLog)
        .where(eq(adminAuditLog.action, 'fee_rule.update'));
      expect(audited).toHaveLength(1);
      // Back to the defaults for the other tests.
      expect(
        (
          await put(staff.admin.token, {
            purchase: [{ category: null, buyerFeeBps: 300, sellerFeeBps: 500 }],
            withdrawal: { standardFeeBps: 100, vipFeeBps: 300, standardReviewHours: 48, vipReviewHours: 4 },
          })
        ).statusCode,
      ).toBe(200);
    },
  );

  it.skipIf(!available)(
    'automatic delivery: the code is handed over on payment, to the buyer only; unpaid orders give it back',
    async () => {
      const offerId = await createTestOffer(db(), seller.userId, {
        priceMinor: 2500n,
        category: 'keys',
        stock: 0,
      });
      const upload = await post(`/api/v1/offers/${offerId}/codes`, seller.token, {
        codes: ['AAAA-1111', 'BBBB-2222'],
      });
      expect(upload.statusCode).toBe(201);
      expect(await offerStock(db(), offerId)).toBe(2);
      // A card order reserves a code; cancelling gives it back.
      const unpaid = (
        await checkout(ctx.app, buyer.token, { offerId, quantity: 1, paymentMethod: 'card' })
      ).json();
      expect(await offerStock(db(), offerId)).toBe(1);
      expect(errorCode(await get(`/api/v1/orders/${unpaid.order.id}/code`, buyer.token))).toBe(
        'ORDER_NOT_PAID',
      );
      await post(`/api/v1/payments/${unpaid.payment.id}/cancel`, buyer.token);
      expect(await offerStock(db(), offerId)).toBe(2);

      await fundWallet(db(), buyer.userId, 10_000n);
      const { order } = (
        await checkout(ctx.app, buyer.token, { offerId, quantity: 2, paymentMethod: 'wallet' })
      ).json();
      expect(order).toMatchObject({ automaticDelivery: true, escrow: 'held' });
      expect(order.deliveredAt).not.toBeNull();
      expect(await kindsOf(buyer.userId)).toContain('order_delivered');
      const codes = await get(`/api/v1/orders/${order.id}/code`, buyer.token);
      expect(codes.statusCode).toBe(200);
      expect(codes.json().codes.sort()).toEqual(['AAAA-1111', 'BBBB-2222']);
      for (const token of [seller.token, other.token, staff.admin.token]) {
        expect((await get(`/api/v1/orders/${order.id}/code`, token)).statusCode).toBe(404);
      }
      expect((await get(`/api/v1/orders/${order.id}/code`)).statusCode).toBe(401);
      expect(await offerStock(db(), offerId)).toBe(0);
      expect(
        errorCode(await checkout(ctx.app, buyer.token, { offerId, quantity: 1, paymentMethod: 'wallet' })),
      ).toBe('OUT_OF_STOCK');
    },
  );

  it.skipIf(!available)('every orders, payments, wallet and withdrawal route refuses guests', async () => {
    const id = crypto.randomUUID();
    const routes: Array<[string, string, object?]> = [
      ['GET', '/api/v1/orders'],
      [
        'POST',
        '/api/v1/orders',
        { offerId: id, quantity: 1, paymentMethod: 'wallet', unitPrice: '1000', currency: 'USD' },
      ],
      ['GET', `/api/v1/orders/${id}`],
      ['GET', `/api/v1/orders/${id}/code`],
      ['POST', `/api/v1/orders/${id}/confirm`],
      ['POST', `/api/v1/orders/${id}/deliver`],
      ['POST', `/api/v1/orders/${id}/dispute`, { reason: 'x' }],
      ['POST', `/api/v1/orders/${id}/rating`, { stars: 5, comment: '' }],
      ['GET', '/api/v1/seller/dashboard'],
      ['GET', `/api/v1/payments/${id}`],
      [
        'POST',
        `/api/v1/payments/${id}/sandbox/card`,
        { number: '4242424242424242', expiry: '12/39', cvc: '123', name: 'A' },
      ],
      ['POST', `/api/v1/payments/${id}/sandbox/confirm`, { approve: true }],
      ['POST', `/api/v1/payments/${id}/sandbox/crypto`, { outcome: 'confirm' }],
      ['POST', `/api/v1/payments/${id}/cancel`],
      ['GET', '/api/v1/wallets'],
      ['POST', '/api/v1/wallets', { currency: 'USD' }],
      ['GET', '/api/v1/wallets/USD/transactions'],
      ['GET', '/api/v1/withdrawals'],
      [
        'POST',
        '/api/v1/withdrawals',
        { currency: 'USD', amount: '100', method: 'paypal', destination: 'a@b.c' },
      ],
      ['GET', '/api/v1/admin/disputes'],
      ['POST', `/api/v1/admin/disputes/${id}/release`, { note: 'n' }],
      ['POST', `/api/v1/admin/disputes/${id}/refund`, { note: 'n' }],
      ['GET', '/api/v1/admin/withdrawals'],
      ['POST', `/api/v1/admin/withdrawals/${id}/approve`, {}],
      ['POST', `/api/v1/admin/withdrawals/${id}/reject`, { reason: 'r' }],
      ['GET', '/api/v1/admin/fee-rules'],
    ];
    const before = await snapshotDatabase(ctx.database);
    for (const [method, url, payload] of routes) {
      const response = await ctx.app.inject({
        method: method as 'GET' | 'POST',
        url,
        headers: { 'idempotency-key': newKey() },
        ...(payload ? { payload } : {}),
      });
      expect([response.statusCode, errorCode(response)], `${method} ${url}`).toEqual([
        401,
        'UNAUTHENTICATED',
      ]);
    }
    expect(await snapshotDatabase(ctx.database)).toEqual(before);
  });

  it.skipIf(!available)(
    'orders of others: not found for strangers, refused for the wrong party',
    async () => {
      const offerId = await createTestOffer(db(), seller.userId, { priceMinor: 900n });
      await fundWallet(db(), buyer.userId, 5_000n);
      const { order } = (
        await checkout(ctx.app, buyer.token, { offerId, quantity: 1, paymentMethod: 'wallet' })
      ).json();
      const before = await snapshotDatabase(ctx.database);
      const cases: Array<[string, string, object | undefined, number]> = [
        [other.token, `/api/v1/orders/${order.id}/dispute`, { reason: 'x' }, 404],
        [seller.token, `/api/v1/orders/${order.id}/rating`, { stars: 5, comment: '' }, 403],
        [other.token, `/api/v1/orders/${order.id}/rating`, { stars: 5, comment: '' }, 404],
        [staff.admin.token, `/api/v1/orders/${order.id}/deliver`, undefined, 404],
        [staff.support.token, `/api/v1/orders/${order.id}/dispute`, { reason: 'x' }, 404],
      ];
      for (const [token, url, payload, status] of cases) {
        expect((await post(url, token, payload)).statusCode, url).toBe(status);
      }
      expect(await snapshotDatabase(ctx.database)).toEqual(before);
    },
  );

  it.skipIf(!available)(
    'a wallet purchase whose process died before storing its answer: a retry with the key gets that order, once',
    async () => {
      const offerId = await createTestOffer(db(), seller.userId, { priceMinor: 700n, stock: 10 });
      await fundWallet(db(), buyer.userId, 10_000n);
      const body = { offerId, quantity: 1, paymentMethod: 'wallet' };
      const key = newKey();
      const placed = await checkout(ctx.app, buyer.token, body, key);
      expect(placed.statusCode).toBe(201);
      const orderId: string = placed.json().order.id;
      // The state a crash between the commit and storing the answer leaves: the claim with what it
      // recorded of its effect, no answer.
      const ofKey = eq(idempotencyKeys.key, key);
      await db().update(idempotencyKeys).set({ statusCode: null, response: { orderId } }).where(ofKey);
      const walletBefore = await balances(db(), buyer.userId);
      const before = await db()
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.buyerId, buyer.userId));

      const retried = await checkout(ctx.app, buyer.token, body, key);
      expect(retried.statusCode).toBe(201);
      expect(retried.headers['idempotent-replayed']).toBe('true');
      expect(retried.json().order.id).toBe(orderId);
      expect(retried.json().payment).toEqual({ id: null, redirectUrl: null });
      const [stored] = await db().select().from(idempotencyKeys).where(ofKey);
      expect(stored?.statusCode).toBe(201);
      // The rebuilt answer is stored: the next retry replays it at once, identical.
      const again = await checkout(ctx.app, buyer.token, body, key);
      expect(again.json()).toEqual(retried.json());
      // One purchase, paid once.
      const after = await db().select({ id: orders.id }).from(orders).where(eq(orders.buyerId, buyer.userId));
      expect(after.length).toBe(before.length);
      expect(await balances(db(), buyer.userId)).toEqual(walletBefore);
      expect(await offerStock(db(), offerId)).toBe(9);

      // A claim that recorded an order which does not exist (a refusal whose key was never given
      // back): the key is freed and the retry buys afresh.
      const staleKey = newKey();
      await db()
        .insert(idempotencyKeys)
        .values({
          scope: `${buyer.userId} POST /api/v1/orders`,
          key: staleKey,
          requestHash: stored?.requestHash ?? '',
          response: { orderId: crypto.randomUUID() },
          expiresAt: new Date(Date.now() + DAY),
        });
      const fresh = await checkout(ctx.app, buyer.token, body, staleKey);
      expect(fresh.statusCode).toBe(201);
      expect(fresh.headers['idempotent-replayed']).toBeUndefined();
      expect(fresh.json().order.id).not.toBe(orderId);
      expect(await offerStock(db(), offerId)).toBe(8);
      expect(await ledgerInvariantViolations(db())).toEqual([]);
    },
  );

  it.skipIf(!available)(
    'a confirmation whose process died before storing its answer: a retry with the key gets the completed order, once',
    async () => {
      const offerId = await createTestOffer(db(), seller.userId, { priceMinor: 800n, stock: 10 });
      await fundWallet(db(), buyer.userId, 10_000n);
      const { order } = (
        await checkout(ctx.app, buyer.token, { offerId, quantity: 1, paymentMethod: 'wallet' })
      ).json();
      const key = newKey();
      const confirmed = await confirm(ctx.app, buyer.token, order.id, key);
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json().status).toBe('completed');
      // What a crash between the commit and storing the answer leaves: the claim and the order it
      // recorded, no answer.
      const ofKey = eq(idempotencyKeys.key, key);
      await db()
        .update(idempotencyKeys)
        .set({ statusCode: null, response: { orderId: order.id } })
        .where(ofKey);
      const sellerBefore = await balances(db(), seller.userId);

      const retried = await confirm(ctx.app, buyer.token, order.id, key);
      expect(retried.statusCode).toBe(200);
      expect(retried.headers['idempotent-replayed']).toBe('true');
      expect(retried.json()).toEqual(confirmed.json());
      const [stored] = await db().select().from(idempotencyKeys).where(ofKey);
      expect(stored?.statusCode).toBe(200);
      expect(await balances(db(), seller.userId)).toEqual(sellerBefore);

      // A claim left by a refusal that was never given back (the order is not completed: disputed): the
      // key is freed and the retry runs afresh, meeting the refusal itself.
      const { order: other } = (
        await checkout(ctx.app, buyer.token, { offerId, quantity: 1, paymentMethod: 'wallet' })
      ).json();
      expect(
        (await post(`/api/v1/orders/${other.id}/dispute`, buyer.token, { reason: 'Never arrived' }))
          .statusCode,
      ).toBe(200);
      const staleKey = newKey();
      await db()
        .insert(idempotencyKeys)
        .values({
          scope: stored?.scope ?? '',
          key: staleKey,
          requestHash: requestHashOf({ params: { orderId: other.id }, body: undefined }),
          response: { orderId: other.id },
          expiresAt: new Date(Date.now() + DAY),
        });
      const fresh = await confirm(ctx.app, buyer.token, other.id, staleKey);
      expect(fresh.headers['idempotent-replayed']).toBeUndefined();
      expect([fresh.statusCode, errorCode(fresh)]).toEqual([409, 'ORDER_DISPUTED']);
      expect(await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, staleKey))).toEqual([]);
      expect(await ledgerInvariantViolations(db())).toEqual([]);
    },
  );

  it.skipIf(!available)(
    'a held order whose escrow was resolved behind its back: the confirmation is refused and changes nothing',
    async () => {
      const offerId = await createTestOffer(db(), seller.userId, { priceMinor: 700n, stock: 10 });
      await fundWallet(db(), buyer.userId, 10_000n);
      const { order } = (
        await checkout(ctx.app, buyer.token, { offerId, quantity: 1, paymentMethod: 'wallet' })
      ).json();
      // A state no route leaves (a bug's): the pendings voided, the order still pending and held.
      expect((await refundEscrow(db(), order.id)).ok).toBe(true);
      const before = await snapshotDatabase(ctx.database);

      // order_confirm's ledger check names the resolution (pending_transfer_already_voided), which the
      // service answers as a lost race: the order is no longer pending. Not the unique index's 500.
      const refused = await confirm(ctx.app, buyer.token, order.id);
      expect([refused.statusCode, errorCode(refused)]).toEqual([409, 'ORDER_NOT_PENDING']);
      expect(await snapshotDatabase(ctx.database)).toEqual(before);
      expect(await ledgerInvariantViolations(db())).toEqual([]);
      // The order told as what its ledger says, so the suite's later checks see a consistent market.
      await db().update(orders).set({ status: 'failed', escrow: 'refunded' }).where(eq(orders.id, order.id));
    },
  );
});
