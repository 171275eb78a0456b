import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { paymentSessionSchema, SANDBOX_TEST_CARDS } from '@lootmarket/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  errorCode,
  type RegisteredUser,
  registerUser,
  snapshotDatabase,
  type TestContext,
} from '../../test/support/app';
import { databaseKinds } from '../../test/support/databases';
import { registerWithRoles } from '../../test/support/staff';
import { ledgerInvariantViolations } from '../ledger/ledger.test-support';
import {
  balances,
  checkout,
  createTestOffer,
  offerStock,
  ordersTestContext,
  sandboxWebhook,
  stripeWebhook,
} from '../orders/orders.test-support';
import { BtcpayProvider } from './btcpay.provider';
import { payments, processedWebhookEvents } from './payments.schema';
import { toPaymentSession } from './payments.service';
import { REFUND_JOB } from './refunds.service';

const kinds = await databaseKinds();
const card = (number: string) => ({ number, expiry: '12/39', cvc: '123', name: 'Test Buyer' });
const cardOf = (outcome: string) => SANDBOX_TEST_CARDS.find((c) => c.outcome === outcome)?.number ?? '';

describe.each(kinds)('sandbox payments on $notice', ({ name, available }) => {
  let ctx: TestContext;
  let seller: RegisteredUser;
  let buyer: RegisteredUser;
  let other: RegisteredUser;
  let support: RegisteredUser;
  let admin: RegisteredUser;

  beforeAll(async () => {
    if (!available) return;
    ctx = await ordersTestContext(name);
    [seller, buyer, other, support, admin] = await Promise.all([
      registerUser(ctx.app, 'seller'),
      registerUser(ctx.app, 'buyer'),
      registerUser(ctx.app, 'other'),
      registerWithRoles(ctx.app, ctx.database, 'agent', ['user', 'support']),
      registerWithRoles(ctx.app, ctx.database, 'boss', ['user', 'admin']),
    ]);
  });
  afterAll(async () => {
    await ctx?.close();
  });
  const db = () => ctx.database.db;
  const get = (url: string, token?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const post = (url: string, token: string | undefined, payload?: object) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: token ? bearer(token) : {},
      ...(payload ? { payload } : {}),
    });

  async function cardOrder(quantity = 1, method: 'card' | 'crypto' = 'card') {
    const offerId = await createTestOffer(db(), seller.userId, { priceMinor: 1000n, stock: 3 });
    const response = await checkout(ctx.app, buyer.token, { offerId, quantity, paymentMethod: method });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    return { offerId, orderId: body.order.id as string, paymentId: body.payment.id as string, body };
  }

  it.skipIf(!available)(
    'a test card that succeeds: the page data, then the money held in escrow',
    async () => {
      const { offerId, orderId, paymentId, body } = await cardOrder(2);
      expect(body.payment.redirectUrl).toBe(`/order/pay/${paymentId}/`);
      expect(body.order).toMatchObject({ escrow: 'awaiting_payment', status: 'pending', can: { pay: true } });
      expect(await offerStock(db(), offerId)).toBe(1);
      const page = paymentSessionSchema.parse(
        (await get(`/api/v1/payments/${paymentId}`, buyer.token)).json(),
      );
      expect(page).toMatchObject({
        status: 'open',
        amount: '2060',
        currency: 'USD',
        provider: 'sandbox',
        method: 'card',
      });
      expect(page.testCards.map((c) => c.outcome).sort()).toEqual([
        'confirm',
        'decline',
        'succeed',
        'succeed',
      ]);
      // Only the buyer sees the payment link.
      for (const token of [seller.token, other.token]) {
        const hidden = await get(`/api/v1/payments/${paymentId}`, token);
        expect([hidden.statusCode, hidden.json().error.message]).toEqual([404, 'Payment link not found.']);
      }
      expect((await get(`/api/v1/payments/${paymentId}`)).statusCode).toBe(401);
      expect(errorCode(await get(`/api/v1/payments/${crypto.randomUUID()}`, buyer.token))).toBe(
        'PAYMENT_LINK_NOT_FOUND',
      );
      const before = await snapshotDatabase(ctx.database);
      expect(
        (await post(`/api/v1/payments/${paymentId}/sandbox/card`, other.token, card(cardOf('succeed'))))
          .statusCode,
      ).toBe(404);
      const notLuhn = await post(
        `/api/v1/payments/${paymentId}/sandbox/card`,
        buyer.token,
        card('4242424242424241'),
      );
      expect([notLuhn.statusCode, errorCode(notLuhn)]).toEqual([400, 'VALIDATION_FAILED']);
      const pastExpiry = await post(`/api/v1/payments/${paymentId}/sandbox/card`, buyer.token, {
        ...card(cardOf('succeed')),
        expiry: '01/20',
      });
      expect(pastExpiry.statusCode).toBe(400);
      expect(await snapshotDatabase(ctx.database)).toEqual(before);

      const paid = await post(
        `/api/v1/payments/${paymentId}/sandbox/card`,
        buyer.token,
        card(cardOf('succeed')),
      );
      expect(paid.statusCode).toBe(200);
      expect(paid.json().status).toBe('succeeded');
      const order = (await get(`/api/v1/orders/${orderId}`, buyer.token)).json();
      expect(order).toMatchObject({ escrow: 'held', status: 'pending', can: { pay: false, confirm: true } });
      expect((await balances(db(), seller.userId)).upcoming).toBe(1900n);
      // The card money went through the buyer's wallet into escrow: nothing left over, nothing missing.
      expect(await balances(db(), buyer.userId)).toEqual({ available: 0n, upcoming: 0n });
      expect(
        errorCode(
          await post(`/api/v1/payments/${paymentId}/sandbox/card`, buyer.token, card(cardOf('succeed'))),
        ),
      ).toBe('PAYMENT_NOT_OPEN');
      expect(await ledgerInvariantViolations(db())).toEqual([]);
    },
  );

  it.skipIf(!available)(
    'the payment page and its actions answer the buyer only: staff get what any other user gets',
    async () => {
      const { paymentId } = await cardOrder();
      const before = await snapshotDatabase(ctx.database);
      const guest = await get(`/api/v1/payments/${paymentId}`);
      expect([guest.statusCode, errorCode(guest)]).toEqual([401, 'UNAUTHENTICATED']);
      expect((await get(`/api/v1/payments/${paymentId}`, buyer.token)).statusCode).toBe(200);
      // Staff read payments through the admin order views, never through the buyer's payment page.
      for (const caller of [seller, other, support, admin]) {
        const page = await get(`/api/v1/payments/${paymentId}`, caller.token);
        expect([page.statusCode, errorCode(page)], caller.username).toEqual([404, 'PAYMENT_LINK_NOT_FOUND']);
        for (const [action, payload] of [
          ['sandbox/card', card(cardOf('succeed'))],
          ['sandbox/confirm', { approve: true }],
          ['cancel', undefined],
        ] as const) {
          const acted = await post(`/api/v1/payments/${paymentId}/${action}`, caller.token, payload);
          expect([acted.statusCode, errorCode(acted)], `${caller.username} ${action}`).toEqual([
            404,
            'PAYMENT_LINK_NOT_FOUND',
          ]);
        }
      }
      expect(await snapshotDatabase(ctx.database)).toEqual(before);
    },
  );

  /** The payment row as stored (its decline record). */
  async function paymentRow(paymentId: string) {
    const [row] = await db().select().from(payments).where(eq(payments.id, paymentId));
    if (!row) throw new Error(`no payment ${paymentId}`);
    return row;
  }

  it.skipIf(!available)(
    'a declined card leaves the payment open: the page says so, another card pays the order',
    async () => {
      const { offerId, orderId, paymentId } = await cardOrder(2);
      const declined = await post(
        `/api/v1/payments/${paymentId}/sandbox/card`,
        buyer.token,
        card(cardOf('decline')),
      );
      expect(declined.statusCode).toBe(200);
      const page = paymentSessionSchema.parse(declined.json());
      expect(page).toMatchObject({ status: 'open', declinedAttempts: 1 });
      expect(page.lastDeclinedAt).not.toBeNull();
      expect(
        paymentSessionSchema.parse((await get(`/api/v1/payments/${paymentId}`, buyer.token)).json()),
      ).toEqual(page);
      // The order still waits for its money; its stock stays reserved.
      expect((await get(`/api/v1/orders/${orderId}`, buyer.token)).json()).toMatchObject({
        status: 'pending',
        escrow: 'awaiting_payment',
      });
      expect(await offerStock(db(), offerId)).toBe(1);
      // Someone else cannot try a card on it, a bad card changes nothing.
      const before = await snapshotDatabase(ctx.database);
      expect(
        errorCode(
          await post(`/api/v1/payments/${paymentId}/sandbox/card`, other.token, card(cardOf('succeed'))),
        ),
      ).toBe('PAYMENT_LINK_NOT_FOUND');
      const notLuhn = await post(
        `/api/v1/payments/${paymentId}/sandbox/card`,
        buyer.token,
        card('4242424242424241'),
      );
      expect([notLuhn.statusCode, errorCode(notLuhn)]).toEqual([400, 'VALIDATION_FAILED']);
      expect(await snapshotDatabase(ctx.database)).toEqual(before);

      const again = await post(
        `/api/v1/payments/${paymentId}/sandbox/card`,
        buyer.token,
        card(cardOf('decline')),
      );
      expect(again.json()).toMatchObject({ status: 'open', declinedAttempts: 2 });
      const paid = await post(
        `/api/v1/payments/${paymentId}/sandbox/card`,
        buyer.token,
        card(cardOf('succeed')),
      );
      expect(paid.json()).toMatchObject({ status: 'succeeded', declinedAttempts: 2 });
      expect((await get(`/api/v1/orders/${orderId}`, buyer.token)).json()).toMatchObject({
        status: 'pending',
        escrow: 'held',
      });
      expect(await offerStock(db(), offerId)).toBe(1);
      expect(await balances(db(), buyer.userId)).toEqual({ available: 0n, upcoming: 0n });
      expect(await ledgerInvariantViolations(db())).toEqual([]);
    },
  );

  it.skipIf(!available)(
    'a card that needs an extra confirmation: approve pays, deny is a decline (the card form again)',
    async () => {
      const first = await cardOrder();
      const step = await post(
        `/api/v1/payments/${first.paymentId}/sandbox/card`,
        buyer.token,
        card(cardOf('confirm')),
      );
      expect(step.json().status).toBe('requires_confirmation');
      expect((await get(`/api/v1/orders/${first.orderId}`, buyer.token)).json().escrow).toBe(
        'awaiting_payment',
      );
      const approved = await post(`/api/v1/payments/${first.paymentId}/sandbox/confirm`, buyer.token, {
        approve: true,
      });
      expect(approved.json().status).toBe('succeeded');
      expect((await get(`/api/v1/orders/${first.orderId}`, buyer.token)).json().escrow).toBe('held');

      const second = await cardOrder();
      expect(
        errorCode(
          await post(`/api/v1/payments/${second.paymentId}/sandbox/confirm`, buyer.token, { approve: true }),
        ),
      ).toBe('PAYMENT_NOT_OPEN');
      await post(`/api/v1/payments/${second.paymentId}/sandbox/card`, buyer.token, card(cardOf('confirm')));
      // Only the buyer confirms; a malformed answer changes nothing.
      const before = await snapshotDatabase(ctx.database);
      expect(
        errorCode(
          await post(`/api/v1/payments/${second.paymentId}/sandbox/confirm`, other.token, { approve: false }),
        ),
      ).toBe('PAYMENT_LINK_NOT_FOUND');
      const malformed = await post(`/api/v1/payments/${second.paymentId}/sandbox/confirm`, buyer.token, {
        approve: 'no',
      });
      expect([malformed.statusCode, errorCode(malformed)]).toEqual([400, 'VALIDATION_FAILED']);
      expect(await snapshotDatabase(ctx.database)).toEqual(before);
      const denied = await post(`/api/v1/payments/${second.paymentId}/sandbox/confirm`, buyer.token, {
        approve: false,
      });
      expect(denied.json()).toMatchObject({ status: 'open', declinedAttempts: 1 });
      expect((await get(`/api/v1/orders/${second.orderId}`, buyer.token)).json().escrow).toBe(
        'awaiting_payment',
      );
      expect(await offerStock(db(), second.offerId)).toBe(2);
      // Denied once more, then the buyer gives up: the order fails as declined, the stock returns.
      await post(`/api/v1/payments/${second.paymentId}/sandbox/card`, buyer.token, card(cardOf('confirm')));
      expect(
        (
          await post(`/api/v1/payments/${second.paymentId}/sandbox/confirm`, buyer.token, { approve: false })
        ).json(),
      ).toMatchObject({ status: 'open', declinedAttempts: 2 });
      expect((await post(`/api/v1/payments/${second.paymentId}/cancel`, buyer.token)).json().status).toBe(
        'declined',
      );
      expect((await get(`/api/v1/orders/${second.orderId}`, buyer.token)).json()).toMatchObject({
        status: 'failed',
        failureReason: 'declined',
      });
      expect(await offerStock(db(), second.offerId)).toBe(3);
      expect(
        errorCode(
          await post(
            `/api/v1/payments/${second.paymentId}/sandbox/card`,
            buyer.token,
            card(cardOf('succeed')),
          ),
        ),
      ).toBe('PAYMENT_NOT_OPEN');
    },
  );

  it.skipIf(!available)(
    'a decline, then the session expires: the order fails as declined; a decline past the expiry is final',
    async () => {
      const { offerId, orderId, paymentId } = await cardOrder(2);
      await post(`/api/v1/payments/${paymentId}/sandbox/card`, buyer.token, card(cardOf('decline')));
      // Past its time, the page already shows how the job will end it.
      const row = await paymentRow(paymentId);
      expect(toPaymentSession(row, null, new Date(row.expiresAt.getTime() + 1)).status).toBe('declined');
      await ctx.app.jobs.runDue(new Date(Date.now() + 31 * 60 * 1000));
      expect((await get(`/api/v1/orders/${orderId}`, buyer.token)).json()).toMatchObject({
        status: 'failed',
        failureReason: 'declined',
      });
      expect(await paymentRow(paymentId)).toMatchObject({ status: 'declined', declinedAttempts: 1 });
      expect(await offerStock(db(), offerId)).toBe(3);

      // A declined attempt reported after the session's time (before the job ran) ends it as declined.
      const late = await cardOrder();
      await db()
        .update(payments)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(payments.id, late.paymentId));
      const body = JSON.stringify({
        id: `evt-attempt-${late.paymentId}`,
        type: 'payment.attempt_declined',
        paymentId: late.paymentId,
      });
      expect((await sandboxWebhook(ctx.app, body)).statusCode).toBe(200);
      expect(await paymentRow(late.paymentId)).toMatchObject({ status: 'declined', declinedAttempts: 0 });
      expect((await get(`/api/v1/orders/${late.orderId}`, buyer.token)).json().failureReason).toBe(
        'declined',
      );
      expect(await offerStock(db(), late.offerId)).toBe(3);
    },
  );

  it.skipIf(!available)(
    'crypto test invoice: confirm pays; expire fails; cancel fails; expiry job fails the rest',
    async () => {
      const paid = await cardOrder(1, 'crypto');
      const page = (await get(`/api/v1/payments/${paid.paymentId}`, buyer.token)).json();
      expect(page.cryptoInvoice).toMatchObject({ asset: 'BTC (testnet)' });
      expect(page.testCards).toEqual([]);
      expect(
        errorCode(
          await post(`/api/v1/payments/${paid.paymentId}/sandbox/card`, buyer.token, card(cardOf('succeed'))),
        ),
      ).toBe('PAYMENT_LINK_NOT_FOUND');
      expect(
        (
          await post(`/api/v1/payments/${paid.paymentId}/sandbox/crypto`, buyer.token, { outcome: 'confirm' })
        ).json().status,
      ).toBe('succeeded');
      expect((await get(`/api/v1/orders/${paid.orderId}`, buyer.token)).json().escrow).toBe('held');

      const expired = await cardOrder(1, 'crypto');
      expect(
        (
          await post(`/api/v1/payments/${expired.paymentId}/sandbox/crypto`, buyer.token, {
            outcome: 'expire',
          })
        ).json().status,
      ).toBe('expired');
      expect((await get(`/api/v1/orders/${expired.orderId}`, buyer.token)).json().failureReason).toBe(
        'expired',
      );

      const cancelled = await cardOrder();
      expect((await post(`/api/v1/payments/${cancelled.paymentId}/cancel`, other.token)).statusCode).toBe(
        404,
      );
      expect((await post(`/api/v1/payments/${cancelled.paymentId}/cancel`, buyer.token)).json().status).toBe(
        'cancelled',
      );
      expect(await offerStock(db(), cancelled.offerId)).toBe(3);

      const forgotten = await cardOrder(2);
      expect(await offerStock(db(), forgotten.offerId)).toBe(1);
      await ctx.app.jobs.runDue(new Date(Date.now() + 31 * 60 * 1000));
      expect((await get(`/api/v1/orders/${forgotten.orderId}`, buyer.token)).json()).toMatchObject({
        status: 'failed',
        failureReason: 'expired',
      });
      expect(await offerStock(db(), forgotten.offerId)).toBe(3);
    },
  );

  it.skipIf(!available)(
    'webhooks: a bad signature changes nothing; one event 100 times has one effect and one answer',
    async () => {
      const { orderId, paymentId } = await cardOrder();
      const body = JSON.stringify({ id: `evt-${paymentId}`, type: 'payment.succeeded', paymentId });
      const send = (signature: string, payload = body) => sandboxWebhook(ctx.app, payload, signature);
      const before = await snapshotDatabase(ctx.database);
      const forged = [
        'nonsense',
        `t=${Math.floor(Date.now() / 1000)},v1=${'00'.repeat(32)}`,
        // A genuine signature of another body.
        ctx.app.payments.sandbox.sign(body.replace('succeeded', 'declined')),
        // A genuine but old signature (replayed capture).
        ctx.app.payments.sandbox.sign(body, Math.floor(Date.now() / 1000) - 3600),
      ];
      for (const signature of forged) {
        const response = await send(signature);
        expect([response.statusCode, errorCode(response)]).toEqual([400, 'WEBHOOK_SIGNATURE_INVALID']);
      }
      expect(
        (await ctx.app.inject({ method: 'POST', url: '/api/v1/payments/webhooks/stripe', payload: {} }))
          .statusCode,
      ).toBe(404);
      expect(await snapshotDatabase(ctx.database)).toEqual(before);

      const signature = ctx.app.payments.sandbox.sign(body);
      const answers = [];
      for (let i = 0; i < 100; i++) answers.push(await send(signature));
      expect(new Set(answers.map((a) => `${a.statusCode} ${a.body}`))).toEqual(
        new Set(['200 {"received":true}']),
      );
      expect(
        await db()
          .select()
          .from(processedWebhookEvents)
          .where(eq(processedWebhookEvents.eventId, `evt-${paymentId}`)),
      ).toHaveLength(1);
      expect((await get(`/api/v1/orders/${orderId}`, buyer.token)).json().escrow).toBe('held');
      expect((await balances(db(), seller.userId)).upcoming % 950n).toBe(0n);
      // Reordered: a decline (final, or of one attempt) arriving after the success changes nothing.
      for (const type of ['payment.declined', 'payment.attempt_declined']) {
        const late = JSON.stringify({ id: `evt-late-${type}-${paymentId}`, type, paymentId });
        expect((await send(ctx.app.payments.sandbox.sign(late), late)).statusCode).toBe(200);
      }
      expect((await paymentRow(paymentId)).status).toBe('succeeded');
      expect((await get(`/api/v1/orders/${orderId}`, buyer.token)).json().escrow).toBe('held');
      expect(await ledgerInvariantViolations(db())).toEqual([]);
    },
  );

  it.skipIf(!available)(
    'money that arrives after the order expired goes back to the card (held in the wallet meanwhile)',
    async () => {
      const { orderId, paymentId } = await cardOrder();
      await ctx.app.jobs.runDue(new Date(Date.now() + 31 * 60 * 1000));
      const buyerBefore = await balances(db(), buyer.userId);
      const body = JSON.stringify({ id: `evt-lateok-${paymentId}`, type: 'payment.succeeded', paymentId });
      const deliver = () => sandboxWebhook(ctx.app, body);
      expect((await deliver()).statusCode).toBe(200);
      expect((await deliver()).statusCode).toBe(200);
      const order = (await get(`/api/v1/orders/${orderId}`, buyer.token)).json();
      expect(order.status).toBe('failed');
      expect(order.refund).toMatchObject({ status: 'pending', method: 'card' });
      // Arrived, and held for the refund: not spendable, not withdrawable.
      expect((await balances(db(), buyer.userId)).available).toBe(buyerBefore.available);
      expect(await ctx.app.jobs.runJob(REFUND_JOB, paymentId, new Date(Date.now() + 1000))).toBe(true);
      const [payment] = await db().select().from(payments).where(eq(payments.id, paymentId));
      expect([payment?.status, payment?.refundStatus]).toEqual(['succeeded', 'refunded']);
      expect((await get(`/api/v1/orders/${orderId}`, buyer.token)).json().refund.status).toBe('refunded');
      expect(await balances(db(), buyer.userId)).toEqual(buyerBefore);
      expect(await ledgerInvariantViolations(db())).toEqual([]);
    },
  );
});

/** A local HTTP peer standing in for a provider's API: records requests, answers with `respond`. */
async function providerPeer(
  respond: (request: IncomingMessage, body: string) => { status: number; body: unknown },
) {
  const requests: Array<{ method: string; url: string; body: string; headers: IncomingMessage['headers'] }> =
    [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      requests.push({ method: request.method ?? '', url: request.url ?? '', body, headers: request.headers });
      const answer = respond(request, body);
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe('Stripe and BTCPay providers (local peers, PGlite)', () => {
  const STRIPE_SECRET = 'whsec_test_secret';
  const BTCPAY_SECRET = 'btcpay-webhook-secret';
  let ctx: TestContext;
  let stripePeer: Awaited<ReturnType<typeof providerPeer>>;
  let btcpayPeer: Awaited<ReturnType<typeof providerPeer>>;
  let seller: RegisteredUser;
  let buyer: RegisteredUser;
  let failNext = false;

  beforeAll(async () => {
    stripePeer = await providerPeer((request) =>
      failNext
        ? { status: 500, body: { error: { message: 'boom', type: 'api_error' } } }
        : request.url === '/v1/checkout/sessions'
          ? {
              status: 200,
              body: {
                id: `cs_test_${stripePeer.requests.length}`,
                object: 'checkout.session',
                url: 'https://checkout.stripe.test/pay',
              },
            }
          : { status: 404, body: { error: { message: 'unknown' } } },
    );
    btcpayPeer = await providerPeer((_request, body) => {
      const parsed = JSON.parse(body) as { metadata: { paymentId: string } };
      return {
        status: 200,
        body: { id: `inv_${parsed.metadata.paymentId.slice(0, 8)}`, checkoutLink: 'https://btcpay.test/i/1' },
      };
    });
    ctx = await ordersTestContext('pglite', {
      PAYMENT_CARD_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: STRIPE_SECRET,
      STRIPE_API_URL: stripePeer.url,
      PAYMENT_CRYPTO_PROVIDER: 'btcpay',
      BTCPAY_URL: btcpayPeer.url,
      BTCPAY_API_KEY: 'btcpay-key',
      BTCPAY_STORE_ID: 'store-1',
      BTCPAY_WEBHOOK_SECRET: BTCPAY_SECRET,
    });
    [seller, buyer] = await Promise.all([registerUser(ctx.app, 'seller'), registerUser(ctx.app, 'buyer')]);
  });
  afterAll(async () => {
    await ctx?.close();
    await stripePeer?.close();
    await btcpayPeer?.close();
  });
  const db = () => ctx.database.db;

  it('Stripe: a Checkout Session, then a signed checkout.session.completed holds the money (once)', async () => {
    const offerId = await createTestOffer(db(), seller.userId, { priceMinor: 1000n });
    const response = await checkout(ctx.app, buyer.token, { offerId, quantity: 1, paymentMethod: 'card' });
    expect(response.statusCode).toBe(201);
    const { order, payment } = response.json();
    expect(payment.redirectUrl).toBe('https://checkout.stripe.test/pay');
    const sent = new URLSearchParams(stripePeer.requests.at(-1)?.body ?? '');
    expect(sent.get('client_reference_id')).toBe(payment.id);
    expect(sent.get('line_items[0][price_data][unit_amount]')).toBe('1030');
    expect(sent.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(stripePeer.requests.at(-1)?.headers['idempotency-key']).toBe(`checkout-${payment.id}`);
    const [row] = await db().select().from(payments).where(eq(payments.id, payment.id));
    const event = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: row?.providerRef,
          object: 'checkout.session',
          client_reference_id: payment.id,
          payment_status: 'paid',
        },
      },
    });
    const bad = await stripeWebhook(ctx.app, event, 'whsec_wrong');
    expect([bad.statusCode, errorCode(bad)]).toEqual([400, 'WEBHOOK_SIGNATURE_INVALID']);
    for (let i = 0; i < 5; i++)
      expect((await stripeWebhook(ctx.app, event, STRIPE_SECRET)).statusCode).toBe(200);
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${order.id}`,
      headers: bearer(buyer.token),
    });
    expect(detail.json().escrow).toBe('held');
    expect((await balances(db(), seller.userId)).upcoming).toBe(950n);
  });

  it('Stripe: a refused session fails the order and answers "Something went wrong with your payment."', async () => {
    const offerId = await createTestOffer(db(), seller.userId, { priceMinor: 1000n, stock: 2 });
    failNext = true;
    try {
      const response = await checkout(ctx.app, buyer.token, { offerId, quantity: 1, paymentMethod: 'card' });
      expect([response.statusCode, response.json().error.message]).toEqual([
        402,
        'Something went wrong with your payment.',
      ]);
    } finally {
      failNext = false;
    }
    expect(await offerStock(db(), offerId)).toBe(2);
  });

  it('BTCPay: a Greenfield invoice, then a BTCPay-Sig signed InvoiceSettled holds the money', async () => {
    const offerId = await createTestOffer(db(), seller.userId, { priceMinor: 2000n });
    const response = await checkout(ctx.app, buyer.token, { offerId, quantity: 1, paymentMethod: 'crypto' });
    expect(response.statusCode).toBe(201);
    const { order, payment } = response.json();
    expect(payment.redirectUrl).toBe('https://btcpay.test/i/1');
    const request = btcpayPeer.requests.at(-1);
    expect(request?.url).toBe('/api/v1/stores/store-1/invoices');
    expect(request?.headers.authorization).toBe('token btcpay-key');
    expect(JSON.parse(request?.body ?? '{}')).toMatchObject({ amount: '20.60', currency: 'USD' });
    const [row] = await db().select().from(payments).where(eq(payments.id, payment.id));
    const body = JSON.stringify({
      deliveryId: 'd1',
      type: 'InvoiceSettled',
      invoiceId: row?.providerRef,
      storeId: 'store-1',
    });
    const deliver = (sig: string, payload = body) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/payments/webhooks/btcpay',
        headers: { 'content-type': 'application/json', 'btcpay-sig': sig },
        payload,
      });
    expect(errorCode(await deliver(BtcpayProvider.signature(body, 'wrong')))).toBe(
      'WEBHOOK_SIGNATURE_INVALID',
    );
    expect((await deliver(BtcpayProvider.signature(body, BTCPAY_SECRET))).statusCode).toBe(200);
    // A redelivery names the original delivery: no second effect.
    const redelivery = JSON.stringify({
      deliveryId: 'd2',
      originalDeliveryId: 'd1',
      type: 'InvoiceSettled',
      invoiceId: row?.providerRef,
    });
    expect((await deliver(BtcpayProvider.signature(redelivery, BTCPAY_SECRET), redelivery)).statusCode).toBe(
      200,
    );
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${order.id}`,
      headers: bearer(buyer.token),
    });
    expect(detail.json().escrow).toBe('held');
    expect(await ledgerInvariantViolations(db())).toEqual([]);
  });
});
