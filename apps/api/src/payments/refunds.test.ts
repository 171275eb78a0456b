import { orderDetailSchema, SANDBOX_TEST_CARDS } from '@lootmarket/contract';
import { and, eq } from 'drizzle-orm';
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
import { btcpayPeer } from '../../test/support/btcpay-peer';
import { databaseKinds } from '../../test/support/databases';
import { registerStaff } from '../../test/support/staff';
import { stripePeer } from '../../test/support/stripe-peer';
import { adminAuditLog } from '../admin/admin.schema';
import { buildApp } from '../app';
import { jobs } from '../jobs/jobs.schema';
import { ledgerTransfers } from '../ledger/ledger.schema';
import { ledgerInvariantViolations } from '../ledger/ledger.test-support';
import { notifications } from '../notifications/notifications.schema';
import {
  balances,
  checkout,
  createTestOffer,
  fundWallet,
  ordersTestContext,
} from '../orders/orders.test-support';
import { BtcpayProvider } from './btcpay.provider';
import { payments } from './payments.schema';
import { REFUND_JOB, REFUND_LEASE_MS, refundTransferIds } from './refunds.service';
import { StripeProvider } from './stripe.provider';

const kinds = await databaseKinds();
const STRIPE_KEY = 'sk_test_refunds';
const STRIPE_SECRET = 'whsec_refunds';
const BTCPAY_SECRET = 'btcpay-refunds-secret';
const STORE = 'store-refunds';
const BTCPAY_KEY = 'btcpay-refunds-key';

describe.each(kinds)('refunds to the original payment method on $notice', ({ name, available }) => {
  let ctx: TestContext;
  let stripe: Awaited<ReturnType<typeof stripePeer>>;
  let btcpay: Awaited<ReturnType<typeof btcpayPeer>>;
  let seller: RegisteredUser;
  let buyer: RegisteredUser;
  let staff: Awaited<ReturnType<typeof registerStaff>>;
  let env: Record<string, string>;
  let events = 0;

  beforeAll(async () => {
    if (!available) return;
    stripe = await stripePeer();
    btcpay = await btcpayPeer({ storeId: STORE, apiKey: BTCPAY_KEY });
    env = {
      PAYMENT_CARD_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: STRIPE_KEY,
      STRIPE_WEBHOOK_SECRET: STRIPE_SECRET,
      STRIPE_API_URL: stripe.url,
      PAYMENT_CRYPTO_PROVIDER: 'btcpay',
      BTCPAY_URL: btcpay.url,
      BTCPAY_API_KEY: BTCPAY_KEY,
      BTCPAY_STORE_ID: STORE,
      BTCPAY_WEBHOOK_SECRET: BTCPAY_SECRET,
      PAYMENT_REFUND_MAX_ATTEMPTS: '3',
    };
    ctx = await ordersTestContext(name, env);
    [seller, buyer] = await Promise.all([registerUser(ctx.app, 'seller'), registerUser(ctx.app, 'buyer')]);
    staff = await registerStaff(ctx.app, ctx.database);
  });
  afterAll(async () => {
    await ctx?.close();
    await stripe?.close();
    await btcpay?.close();
  });
  const db = () => ctx.database.db;
  const post = (url: string, token: string | undefined, payload: object) =>
    ctx.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload });
  const detail = async (orderId: string, token = buyer.token) =>
    orderDetailSchema.parse(
      (
        await ctx.app.inject({ method: 'GET', url: `/api/v1/orders/${orderId}`, headers: bearer(token) })
      ).json(),
    );
  const paymentOf = async (orderId: string) => {
    const [row] = await db().select().from(payments).where(eq(payments.orderId, orderId));
    if (!row) throw new Error('no payment');
    return row;
  };
  const buyerAvailable = async () => (await balances(db(), buyer.userId)).available;
  const kindsTold = async (userId: string, orderId: string) =>
    (
      await db()
        .select({ kind: notifications.kind })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.link, `/order/${orderId}/`)))
    ).map((n) => n.kind);
  const refundLegs = async (paymentId: string) => {
    const ids = refundTransferIds(paymentId);
    const rows = await db().select({ id: ledgerTransfers.id }).from(ledgerTransfers);
    return {
      hold: rows.some((r) => r.id === ids.hold),
      post: rows.some((r) => r.id === ids.post),
      void: rows.some((r) => r.id === ids.void),
    };
  };
  const stripeRefundCalls = () => stripe.requests.filter((r) => r.url === '/v1/refunds');

  async function paidCardOrder(priceMinor = 1000n) {
    const offerId = await createTestOffer(db(), seller.userId, { priceMinor });
    const response = await checkout(ctx.app, buyer.token, { offerId, quantity: 1, paymentMethod: 'card' });
    expect(response.statusCode).toBe(201);
    const { order, payment } = response.json();
    const row = await paymentOf(order.id);
    events += 1;
    const event = JSON.stringify({
      id: `evt_refunds_${name}_${events}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: row.providerRef,
          object: 'checkout.session',
          client_reference_id: payment.id,
          payment_status: 'paid',
          payment_intent: `pi_${events}`,
        },
      },
    });
    const delivered = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhooks/stripe',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': StripeProvider.testSignature(event, STRIPE_SECRET),
      },
      payload: event,
    });
    expect(delivered.statusCode).toBe(200);
    expect((await paymentOf(order.id)).providerPaymentRef).toBe(`pi_${events}`);
    return { orderId: order.id as string, paymentId: payment.id as string, total: BigInt(order.totalPrice) };
  }

  async function paidCryptoOrder() {
    const offerId = await createTestOffer(db(), seller.userId, { priceMinor: 2000n });
    const response = await checkout(ctx.app, buyer.token, { offerId, quantity: 1, paymentMethod: 'crypto' });
    expect(response.statusCode).toBe(201);
    const { order, payment } = response.json();
    const row = await paymentOf(order.id);
    events += 1;
    const body = JSON.stringify({
      deliveryId: `d_${name}_${events}`,
      type: 'InvoiceSettled',
      invoiceId: row.providerRef,
      storeId: STORE,
      metadata: { paymentId: payment.id },
    });
    const delivered = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhooks/btcpay',
      headers: {
        'content-type': 'application/json',
        'btcpay-sig': BtcpayProvider.signature(body, BTCPAY_SECRET),
      },
      payload: body,
    });
    expect(delivered.statusCode).toBe(200);
    return { orderId: order.id as string, paymentId: payment.id as string, invoiceId: row.providerRef ?? '' };
  }

  async function disputeAndRefund(orderId: string) {
    const opened = await post(`/api/v1/orders/${orderId}/dispute`, buyer.token, { reason: 'Never arrived' });
    expect(opened.statusCode).toBe(200);
    const decided = await post(`/api/v1/admin/disputes/${orderId}/refund`, staff.admin.token, {
      note: 'No delivery',
    });
    expect(decided.statusCode).toBe(200);
    return decided;
  }

  it.skipIf(!available)(
    'a card order refunded: Stripe refunds the PaymentIntent once, the money leaves the wallet through the ledger',
    async () => {
      const { orderId, paymentId, total } = await paidCardOrder();
      const opened = await post(`/api/v1/orders/${orderId}/dispute`, buyer.token, {
        reason: 'Never arrived',
      });
      expect(opened.statusCode).toBe(200);
      // Only an admin decides; bad input and other callers change nothing and call nobody.
      const before = await snapshotDatabase(ctx.database);
      const url = `/api/v1/admin/disputes/${orderId}/refund`;
      expect((await post(url, undefined, { note: 'n' })).statusCode).toBe(401);
      for (const token of [buyer.token, seller.token, staff.support.token, staff.user.token]) {
        const refused = await post(url, token, { note: 'n' });
        expect([refused.statusCode, errorCode(refused)]).toEqual([403, 'FORBIDDEN']);
      }
      const empty = await post(url, staff.admin.token, { note: '' });
      expect([empty.statusCode, errorCode(empty)]).toEqual([400, 'VALIDATION_FAILED']);
      expect(await snapshotDatabase(ctx.database)).toEqual(before);
      expect(stripeRefundCalls()).toHaveLength(0);

      const decided = await post(url, staff.admin.token, { note: 'No delivery' });
      expect(decided.statusCode).toBe(200);
      const sent = stripeRefundCalls().at(-1);
      expect(sent?.headers.authorization).toBe(`Bearer ${STRIPE_KEY}`);
      expect(sent?.headers['idempotency-key']).toBe(`refund-${orderId}`);
      expect(Object.fromEntries(sent?.body ?? [])).toMatchObject({
        payment_intent: `pi_${events}`,
        amount: total.toString(),
        'metadata[orderId]': orderId,
      });
      expect(await paymentOf(orderId)).toMatchObject({
        refundStatus: 'refunded',
        refundRef: 're_1',
        refundAttempts: 1,
      });
      const view = await detail(orderId);
      expect(view).toMatchObject({ status: 'failed', failureReason: 'refunded' });
      expect(view.refund).toMatchObject({ status: 'refunded', method: 'card', link: null });
      expect(view.refund?.refundedAt).toBeTruthy();
      // The money went back to the card: not in the wallet (through the ledger: hold, then post).
      expect(await buyerAvailable()).toBe(0n);
      expect(await refundLegs(paymentId)).toEqual({ hold: true, post: true, void: false });
      expect(await kindsTold(buyer.userId, orderId)).toContain('order_refunded');
      // Nothing left to run for it, however late: refunded once.
      expect(await ctx.app.jobs.runJob(REFUND_JOB, paymentId, new Date(Date.now() + 48 * 3600_000))).toBe(
        false,
      );
      expect(stripe.refunds()).toHaveLength(1);
      expect(await ledgerInvariantViolations(db())).toEqual([]);
    },
  );

  it.skipIf(!available)(
    'Stripe refuses the refund: the money stays in the wallet and the buyer is told',
    async () => {
      const { orderId, paymentId, total } = await paidCardOrder();
      const wallet0 = await buyerAvailable();
      stripe.set('refuse');
      try {
        await disputeAndRefund(orderId);
      } finally {
        stripe.set('ok');
      }
      const payment = await paymentOf(orderId);
      expect(payment).toMatchObject({ refundStatus: 'refused' });
      expect(payment.refundError).toContain('has already been refunded');
      expect((await detail(orderId)).refund).toMatchObject({ status: 'refused', method: 'card' });
      expect(await buyerAvailable()).toBe(wallet0 + total);
      expect(await refundLegs(paymentId)).toEqual({ hold: true, post: false, void: true });
      expect(await kindsTold(buyer.userId, orderId)).toContain('order_refund_refused');
      expect(await ledgerInvariantViolations(db())).toEqual([]);
    },
  );

  it.skipIf(!available)(
    'Stripe errors: pending with the money held, retried with backoff, refunded once',
    async () => {
      const { orderId } = await paidCardOrder();
      const wallet0 = await buyerAvailable();
      const start = Date.now();
      stripe.set('error');
      await disputeAndRefund(orderId);
      const pending = await paymentOf(orderId);
      expect(pending).toMatchObject({ refundStatus: 'pending', refundAttempts: 1 });
      expect(pending.refundError).toContain('unknown error');
      expect((await detail(orderId)).refund).toMatchObject({ status: 'pending' });
      // Held: not spendable meanwhile.
      expect(await buyerAvailable()).toBe(wallet0);
      expect(await ctx.app.jobs.runJob(REFUND_JOB, pending.id, new Date(start + 10_000))).toBe(false);
      stripe.set('ok');
      expect(await ctx.app.jobs.runJob(REFUND_JOB, pending.id, new Date(Date.now() + 31_000))).toBe(true);
      expect(await paymentOf(orderId)).toMatchObject({
        refundStatus: 'refunded',
        refundAttempts: 2,
        refundError: null,
      });
      expect(stripe.refunds().filter((r) => r.paymentIntent === pending.providerPaymentRef)).toHaveLength(1);
      expect(await buyerAvailable()).toBe(wallet0);
      expect(await ledgerInvariantViolations(db())).toEqual([]);
    },
  );

  it.skipIf(!available)(
    'retries over: staff see the refund stalled (orders filter, dashboard); only an admin retries it, audited',
    async () => {
      const { orderId } = await paidCardOrder();
      const start = Date.now();
      stripe.set('error');
      try {
        await disputeAndRefund(orderId);
        const { id } = await paymentOf(orderId);
        // Attempts 2 and 3 (the test's maximum), each when its backoff is due.
        expect(await ctx.app.jobs.runJob(REFUND_JOB, id, new Date(start + 60_000))).toBe(true);
        expect(await ctx.app.jobs.runJob(REFUND_JOB, id, new Date(start + 5 * 60_000))).toBe(true);
        expect(await paymentOf(orderId)).toMatchObject({ refundStatus: 'pending', refundAttempts: 3 });
      } finally {
        stripe.set('ok');
      }
      const list = async (query: string, token = staff.support.token) =>
        (
          await ctx.app.inject({ method: 'GET', url: `/api/v1/admin/orders${query}`, headers: bearer(token) })
        ).json();
      const stalled = await list('?refund=stalled&pageSize=100');
      expect(stalled.orders.map((o: { id: string }) => o.id)).toContain(orderId);
      expect(stalled.orders.every((o: { refund: string }) => o.refund === 'stalled')).toBe(true);
      expect((await list(`?q=${orderId}`)).orders[0].refund).toBe('stalled');
      expect(
        (await list('?refund=pending&pageSize=100')).orders.map((o: { id: string }) => o.id),
      ).not.toContain(orderId);
      const dashboard = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/admin/dashboard',
        headers: bearer(staff.support.token),
      });
      expect(dashboard.json().totals.stalledRefunds).toBeGreaterThanOrEqual(1);

      const retry = (token: string | undefined, id = orderId) =>
        post(`/api/v1/admin/orders/${id}/refund/retry`, token, {});
      const before = await snapshotDatabase(ctx.database);
      const refused = [
        await retry(undefined),
        await retry(buyer.token),
        await retry(seller.token),
        await retry(staff.support.token),
        await retry(staff.admin.token, 'not-a-uuid'),
        await retry(staff.admin.token, crypto.randomUUID()),
      ];
      expect(refused.map((r) => [r.statusCode, errorCode(r)])).toEqual([
        [401, 'UNAUTHENTICATED'],
        [403, 'FORBIDDEN'],
        [403, 'FORBIDDEN'],
        [403, 'FORBIDDEN'],
        [400, 'VALIDATION_FAILED'],
        [404, 'TRANSACTION_NOT_FOUND'],
      ]);
      expect(await snapshotDatabase(ctx.database)).toEqual(before);

      const retried = await retry(staff.admin.token);
      expect([retried.statusCode, retried.json()]).toEqual([200, { refund: 'refunded' }]);
      expect(await paymentOf(orderId)).toMatchObject({ refundStatus: 'refunded', refundAttempts: 1 });
      const [audit] = await db()
        .select()
        .from(adminAuditLog)
        .where(and(eq(adminAuditLog.action, 'refund.retry'), eq(adminAuditLog.targetId, orderId)));
      expect(audit).toMatchObject({ actorId: staff.admin.userId, targetType: 'order' });
      // Done now: nothing to retry, and nothing changes.
      const after = await snapshotDatabase(ctx.database);
      const again = await retry(staff.admin.token);
      expect([again.statusCode, errorCode(again)]).toEqual([409, 'REFUND_NOT_STALLED']);
      expect(await snapshotDatabase(ctx.database)).toEqual(after);
      expect(await ledgerInvariantViolations(db())).toEqual([]);
    },
  );

  it.skipIf(!available)(
    'Stripe refunded but the answer was lost and the process died: the retry replays the key, refunded once',
    async () => {
      const { orderId, paymentId } = await paidCardOrder();
      const wallet0 = await buyerAvailable();
      stripe.set('lose-answer');
      try {
        await disputeAndRefund(orderId);
      } finally {
        stripe.set('ok');
      }
      expect(await paymentOf(orderId)).toMatchObject({ refundStatus: 'pending' });
      const made = stripe.refunds().length;
      // A process claims the retry (attempt counted, lease taken) and dies before calling Stripe.
      const claimedAt = new Date(Date.now() + 60_000);
      await db()
        .update(jobs)
        .set({ attempts: 2, runAt: new Date(claimedAt.getTime() + REFUND_LEASE_MS) })
        .where(and(eq(jobs.kind, REFUND_JOB), eq(jobs.subject, paymentId)));
      expect(await ctx.app.jobs.runJob(REFUND_JOB, paymentId, claimedAt)).toBe(false);
      expect(
        await ctx.app.jobs.runJob(
          REFUND_JOB,
          paymentId,
          new Date(claimedAt.getTime() + REFUND_LEASE_MS + 1000),
        ),
      ).toBe(true);
      const done = await paymentOf(orderId);
      expect(done).toMatchObject({ refundStatus: 'refunded', refundAttempts: 3 });
      expect(stripe.refunds()).toHaveLength(made);
      expect(stripe.refunds().find((r) => r.id === done.refundRef)?.paymentIntent).toBe(
        done.providerPaymentRef,
      );
      expect(await buyerAvailable()).toBe(wallet0);
      expect(await refundLegs(paymentId)).toEqual({ hold: true, post: true, void: false });
      expect(await ledgerInvariantViolations(db())).toEqual([]);
    },
  );

  it.skipIf(!available)(
    'a payment paid before PaymentIntents were kept: the refund looks it up from the Checkout Session',
    async () => {
      const { orderId } = await paidCardOrder();
      await db().update(payments).set({ providerPaymentRef: null }).where(eq(payments.orderId, orderId));
      await disputeAndRefund(orderId);
      const payment = await paymentOf(orderId);
      expect(
        stripe.requests.some(
          (r) => r.method === 'GET' && r.url === `/v1/checkout/sessions/${payment.providerRef}`,
        ),
      ).toBe(true);
      expect(Object.fromEntries(stripeRefundCalls().at(-1)?.body ?? [])).toMatchObject({
        payment_intent: `pi_of_${payment.providerRef}`,
      });
      expect(payment.refundStatus).toBe('refunded');
    },
  );

  it.skipIf(!available)(
    'a crypto order refunded: a BTCPay refund pull payment the buyer claims; a lost answer is found by name',
    async () => {
      const { orderId, paymentId, invoiceId } = await paidCryptoOrder();
      const wallet0 = await buyerAvailable();
      btcpay.set('lose-answer');
      try {
        await disputeAndRefund(orderId);
      } finally {
        btcpay.set('ok');
      }
      expect(await paymentOf(orderId)).toMatchObject({ refundStatus: 'pending' });
      const sent = btcpay.requests.filter((r) => r.url.endsWith('/refund'));
      expect(sent).toHaveLength(1);
      expect(sent[0]?.url).toBe(`/api/v1/stores/${STORE}/invoices/${invoiceId}/refund`);
      expect(sent[0]?.headers.authorization).toBe(`token ${BTCPAY_KEY}`);
      expect(sent[0]?.body).toMatchObject({
        name: BtcpayProvider.refundName(orderId),
        payoutMethodId: 'BTC-CHAIN',
        refundVariant: 'Fiat',
      });
      expect(await ctx.app.jobs.runJob(REFUND_JOB, paymentId, new Date(Date.now() + 31_000))).toBe(true);
      const pull = btcpay.pullPayments.filter((p) => p.name === BtcpayProvider.refundName(orderId));
      expect(pull).toHaveLength(1);
      expect(btcpay.requests.filter((r) => r.url.endsWith('/refund'))).toHaveLength(1);
      expect(await paymentOf(orderId)).toMatchObject({ refundStatus: 'refunded', refundRef: pull[0]?.id });
      expect((await detail(orderId)).refund).toMatchObject({
        status: 'refunded',
        method: 'crypto',
        link: pull[0]?.viewLink,
      });
      // The claim page pays whoever opens it: the seller sees the state, not the link.
      expect((await detail(orderId, seller.token)).refund).toMatchObject({ status: 'refunded', link: null });
      expect(await buyerAvailable()).toBe(wallet0);
      expect(await kindsTold(buyer.userId, orderId)).toContain('order_refunded');
      expect(await ledgerInvariantViolations(db())).toEqual([]);
    },
  );

  it.skipIf(!available)('BTCPay refuses the refund: the money stays in the wallet', async () => {
    const { orderId } = await paidCryptoOrder();
    const wallet0 = await buyerAvailable();
    btcpay.set('refuse');
    try {
      await disputeAndRefund(orderId);
    } finally {
      btcpay.set('ok');
    }
    const payment = await paymentOf(orderId);
    expect(payment).toMatchObject({ refundStatus: 'refused' });
    expect(payment.refundError).toContain('Cannot refund this invoice');
    expect(await buyerAvailable()).toBe(wallet0 + payment.amount);
    expect(await ledgerInvariantViolations(db())).toEqual([]);
  });

  it.skipIf(!available)('a wallet order refunded: back to the wallet, no provider asked', async () => {
    await fundWallet(db(), buyer.userId, 5000n);
    const offerId = await createTestOffer(db(), seller.userId, { priceMinor: 1000n });
    const response = await checkout(ctx.app, buyer.token, { offerId, quantity: 1, paymentMethod: 'wallet' });
    expect(response.statusCode).toBe(201);
    const orderId = response.json().order.id as string;
    const wallet0 = await buyerAvailable();
    const calls = stripe.requests.length + btcpay.requests.length;
    await disputeAndRefund(orderId);
    expect((await detail(orderId)).refund).toBeNull();
    expect(await buyerAvailable()).toBe(wallet0 + BigInt(response.json().order.totalPrice));
    expect(stripe.requests.length + btcpay.requests.length).toBe(calls);
    expect(await ledgerInvariantViolations(db())).toEqual([]);
  });

  it.skipIf(!available)('two processes racing for one refund: one Stripe call, posted once', async () => {
    const processB: FastifyInstance = await buildApp({
      config: testConfig({ ...env, JOBS_POLL_MS: '0', SANDBOX_WEBHOOK_SECRET: 'test-sandbox-secret' }),
      database: ctx.database,
      logger: false,
    });
    await processB.ready();
    try {
      const { orderId, paymentId } = await paidCardOrder();
      stripe.set('error');
      await disputeAndRefund(orderId);
      const calls = stripeRefundCalls().length;
      stripe.set('ok', 300);
      const due = new Date(Date.now() + 31_000);
      await Promise.all([
        ctx.app.jobs.runDue(due),
        processB.jobs.runDue(due),
        ctx.app.jobs.runJob(REFUND_JOB, paymentId, due),
        processB.jobs.runJob(REFUND_JOB, paymentId, due),
      ]);
      stripe.set('ok');
      expect(stripeRefundCalls().length - calls).toBe(1);
      expect(await paymentOf(orderId)).toMatchObject({ refundStatus: 'refunded', refundAttempts: 2 });
      expect(await refundLegs(paymentId)).toEqual({ hold: true, post: true, void: false });
      expect(await ledgerInvariantViolations(db())).toEqual([]);
    } finally {
      await processB.close();
    }
  });
});

describe.each(kinds.filter((kind) => kind.name === 'pglite'))(
  'sandbox refunds on $notice',
  ({ name, available }) => {
    let ctx: TestContext;
    let seller: RegisteredUser;
    let buyer: RegisteredUser;
    let staff: Awaited<ReturnType<typeof registerStaff>>;
    beforeAll(async () => {
      if (!available) return;
      ctx = await ordersTestContext(name);
      [seller, buyer] = await Promise.all([registerUser(ctx.app, 'seller'), registerUser(ctx.app, 'buyer')]);
      staff = await registerStaff(ctx.app, ctx.database);
    });
    afterAll(async () => {
      await ctx?.close();
    });

    it.skipIf(!available)('a sandbox card order refunded goes back to the test card at once', async () => {
      const db = ctx.database.db;
      const offerId = await createTestOffer(db, seller.userId, { priceMinor: 1000n });
      const response = await checkout(ctx.app, buyer.token, { offerId, quantity: 1, paymentMethod: 'card' });
      const { order, payment } = response.json();
      const succeed = SANDBOX_TEST_CARDS.find((c) => c.outcome === 'succeed')?.number ?? '';
      const paid = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/payments/${payment.id}/sandbox/card`,
        headers: bearer(buyer.token),
        payload: { number: succeed, expiry: '12/39', cvc: '123', name: 'Test Buyer' },
      });
      expect(paid.statusCode).toBe(200);
      for (const [url, token, payload] of [
        [`/api/v1/orders/${order.id}/dispute`, buyer.token, { reason: 'Wrong item' }],
        [`/api/v1/admin/disputes/${order.id}/refund`, staff.admin.token, { note: 'Refunded' }],
      ] as const) {
        expect(
          (await ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload })).statusCode,
        ).toBe(200);
      }
      const [row] = await db.select().from(payments).where(eq(payments.id, payment.id));
      expect(row).toMatchObject({ refundStatus: 'refunded', refundRef: `sandbox-refund-${order.id}` });
      expect((await balances(db, buyer.userId)).available).toBe(0n);
      expect(await ledgerInvariantViolations(db)).toEqual([]);
    });
  },
);
