import { orderDetailSchema } from '@lootmarket/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type RegisteredUser, registerUser, type TestContext } from '../../test/support/app';
import { btcpayPeer } from '../../test/support/btcpay-peer';
import { databaseKinds } from '../../test/support/databases';
import { registerStaff } from '../../test/support/staff';
import { stripePeer } from '../../test/support/stripe-peer';
import { ledgerInvariantViolations } from '../ledger/ledger.test-support';
import { BtcpayProvider } from '../payments/btcpay.provider';
import { payments } from '../payments/payments.schema';
import {
  balances,
  checkout,
  createTestOffer,
  ordersTestContext,
  payCardOrderWithStripe,
} from './orders.test-support';

// A split of a card or crypto order: the buyer's part goes back to the payer through the refund
// machinery (the `payment.refund` job): Stripe's refund API with an `amount`, BTCPay's invoice refund
// with a custom amount. The seller is paid the rest at once.

const kinds = await databaseKinds();
const STRIPE_KEY = 'sk_test_partial';
const STRIPE_SECRET = 'whsec_partial';
const STORE = 'store-partial';
const BTCPAY_KEY = 'btcpay-partial-key';
const BTCPAY_SECRET = 'btcpay-partial-secret';

describe.each(kinds)('partial refunds to the card or crypto payer on $notice', ({ name, available }) => {
  let ctx: TestContext;
  let stripe: Awaited<ReturnType<typeof stripePeer>>;
  let btcpay: Awaited<ReturnType<typeof btcpayPeer>>;
  let seller: RegisteredUser;
  let buyer: RegisteredUser;
  let staff: Awaited<ReturnType<typeof registerStaff>>;
  let events = 0;

  beforeAll(async () => {
    if (!available) return;
    stripe = await stripePeer();
    btcpay = await btcpayPeer({ storeId: STORE, apiKey: BTCPAY_KEY });
    ctx = await ordersTestContext(name, {
      PAYMENT_CARD_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: STRIPE_KEY,
      STRIPE_WEBHOOK_SECRET: STRIPE_SECRET,
      STRIPE_API_URL: stripe.url,
      PAYMENT_CRYPTO_PROVIDER: 'btcpay',
      BTCPAY_URL: btcpay.url,
      BTCPAY_API_KEY: BTCPAY_KEY,
      BTCPAY_STORE_ID: STORE,
      BTCPAY_WEBHOOK_SECRET: BTCPAY_SECRET,
    });
    [seller, buyer] = await Promise.all([registerUser(ctx.app, 'seller'), registerUser(ctx.app, 'buyer')]);
    staff = await registerStaff(ctx.app, ctx.database);
  });
  afterAll(async () => {
    await ctx?.close();
    await stripe?.close();
    await btcpay?.close();
  });
  const db = () => ctx.database.db;
  const post = (url: string, token: string, payload?: object) =>
    ctx.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const paymentOf = async (orderId: string) => {
    const [row] = await db().select().from(payments).where(eq(payments.orderId, orderId));
    if (!row) throw new Error('no payment');
    return row;
  };

  it.skipIf(!available)(
    'a card order: the seller accepts the buyer’s proposal; Stripe refunds that amount once, the seller is paid the rest',
    async () => {
      const offerId = await createTestOffer(db(), seller.userId, { priceMinor: 2_000n });
      events += 1;
      const { orderId, total } = await payCardOrderWithStripe(ctx.app, db(), buyer.token, offerId, {
        secret: STRIPE_SECRET,
        eventId: `evt_partial_${name}_${events}`,
        paymentIntent: `pi_partial_${events}`,
      });
      expect(total).toBe(2_060n);
      expect(
        (await post(`/api/v1/orders/${orderId}/dispute`, buyer.token, { reason: 'Half' })).statusCode,
      ).toBe(200);
      const sellerBefore = (await balances(db(), seller.userId)).available;
      const proposed = orderDetailSchema.parse(
        (await post(`/api/v1/orders/${orderId}/dispute/proposals`, buyer.token, { refund: '1030' })).json(),
      );
      const proposalId = proposed.refundProposals[0]?.id as string;
      for (let i = 0; i < 5; i++) {
        const accepted = await post(
          `/api/v1/orders/${orderId}/dispute/proposals/${proposalId}/accept`,
          seller.token,
        );
        expect(accepted.statusCode).toBe(200);
      }
      const calls = stripe.requests.filter((r) => r.url === '/v1/refunds');
      expect(calls).toHaveLength(1);
      expect(Object.fromEntries(calls[0]?.body ?? [])).toMatchObject({
        payment_intent: `pi_partial_${events}`,
        amount: '1030',
        'metadata[orderId]': orderId,
      });
      expect(await paymentOf(orderId)).toMatchObject({ refundStatus: 'refunded', refundAmount: 1030n });
      const view = orderDetailSchema.parse(
        (
          await ctx.app.inject({
            method: 'GET',
            url: `/api/v1/orders/${orderId}`,
            headers: bearer(buyer.token),
          })
        ).json(),
      );
      expect(view).toMatchObject({
        outcome: 'partially_refunded',
        refundedTo: 'card',
        split: { refund: '1030', kept: '1030' },
        refund: { status: 'refunded', method: 'card' },
      });
      // Kept 1030 of 2060: the fee leg (60 + 100) halves to 80, the seller gets 950.
      expect((await balances(db(), seller.userId)).available).toBe(sellerBefore + 950n);
      // The buyer's part left the wallet for the card: nothing stays behind.
      expect((await balances(db(), buyer.userId)).available).toBe(0n);
      expect(await ledgerInvariantViolations(db())).toEqual([]);
    },
    60_000,
  );

  it.skipIf(!available)(
    'a crypto order split by staff: BTCPay refunds a custom amount in the invoice’s currency',
    async () => {
      const offerId = await createTestOffer(db(), seller.userId, { priceMinor: 2_000n });
      const response = await checkout(ctx.app, buyer.token, {
        offerId,
        quantity: 1,
        paymentMethod: 'crypto',
      });
      expect(response.statusCode).toBe(201);
      const { order, payment } = response.json();
      const row = await paymentOf(order.id);
      events += 1;
      const body = JSON.stringify({
        deliveryId: `d_partial_${name}_${events}`,
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
      await post(`/api/v1/orders/${order.id}/dispute`, buyer.token, { reason: 'Half' });
      const split = await post(`/api/v1/admin/disputes/${order.id}/split`, staff.admin.token, {
        refund: '500',
        note: 'Part delivered',
      });
      expect(split.statusCode).toBe(200);
      const sent = btcpay.requests.filter((r) => r.method === 'POST' && r.url.endsWith('/refund')).at(-1);
      expect(sent?.body).toMatchObject({
        refundVariant: 'Custom',
        customAmount: '5.00',
        customCurrency: 'USD',
      });
      expect(await paymentOf(order.id)).toMatchObject({ refundStatus: 'refunded', refundAmount: 500n });
      expect(await ledgerInvariantViolations(db())).toEqual([]);
    },
    60_000,
  );
});
