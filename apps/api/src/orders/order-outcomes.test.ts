import {
  orderDetailSchema,
  orderListResponseSchema,
  SANDBOX_TEST_CARDS,
  sellerDashboardSchema,
} from '@lootmarket/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/support/databases';
import { notifications } from '../notifications/notifications.schema';
import { orderNumber } from './order-views';
import { checkout, confirm, createTestOffer, ordersTestSetup } from './orders.test-support';

// The order's sub-state (`outcome`, `refundedTo`) beside the spec's three statuses, derived
// in the order read model and the same in the detail, the lists, the seller dashboard and the
// notifications both sides get.

const kinds = await databaseKinds();
const card = (number: string) => ({ number, expiry: '12/39', cvc: '123', name: 'Test Buyer' });
const cardOf = (outcome: string) => SANDBOX_TEST_CARDS.find((c) => c.outcome === outcome)?.number ?? '';

describe.each(kinds)('order outcomes on $notice', ({ name, available }) => {
  const { ctx, seller, buyer, other, staff, db, get, post } = ordersTestSetup(name, available, {
    buyerFunds: 100_000n,
  });

  /** The order as the buyer's and the seller's detail, and their lists, show it (the contract's schemas). */
  async function outcomeEverywhere(orderId: string) {
    const detail = async (token: string) => {
      const response = await get(`/api/v1/orders/${orderId}`, token);
      expect(response.statusCode).toBe(200);
      const { outcome, refundedTo } = orderDetailSchema.parse(response.json());
      return { outcome, refundedTo };
    };
    const listed = async (token: string, role: 'buyer' | 'seller') => {
      const response = await get(`/api/v1/orders?role=${role}&search=${orderId}`, token);
      const item = orderListResponseSchema.parse(response.json()).orders.find((o) => o.id === orderId);
      return item ? { outcome: item.outcome, refundedTo: item.refundedTo } : null;
    };
    const buyerView = await detail(buyer.token);
    // The sub-state does not depend on who looks: both sides and both lists agree.
    expect(await detail(seller.token)).toEqual(buyerView);
    expect(await listed(buyer.token, 'buyer')).toEqual(buyerView);
    expect(await listed(seller.token, 'seller')).toEqual(buyerView);
    return buyerView;
  }

  async function walletOrder() {
    const offerId = await createTestOffer(db(), seller.userId, { priceMinor: 1000n, stock: 5 });
    const response = await checkout(ctx.app, buyer.token, { offerId, quantity: 2, paymentMethod: 'wallet' });
    expect(response.statusCode).toBe(201);
    return response.json().order.id as string;
  }

  async function unpaidOrder(method: 'card' | 'crypto') {
    const offerId = await createTestOffer(db(), seller.userId, { priceMinor: 1000n, stock: 5 });
    const response = await checkout(ctx.app, buyer.token, { offerId, quantity: 1, paymentMethod: method });
    expect(response.statusCode).toBe(201);
    return { orderId: response.json().order.id as string, paymentId: response.json().payment.id as string };
  }

  /** The notifications `userId` got about this order: kind and params. */
  async function toldAbout(userId: string, orderId: string) {
    const rows = await db()
      .select({ kind: notifications.kind, params: notifications.params })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.link, `/order/${orderId}/`)));
    return rows;
  }

  it.skipIf(!available)('a paid order is in escrow; confirmed, it is completed', async () => {
    const orderId = await walletOrder();
    expect(await outcomeEverywhere(orderId)).toEqual({ outcome: 'in_escrow', refundedTo: null });
    expect((await confirm(ctx.app, buyer.token, orderId)).statusCode).toBe(200);
    expect(await outcomeEverywhere(orderId)).toEqual({ outcome: 'completed', refundedTo: null });
    const dashboard = sellerDashboardSchema.parse(
      (await get('/api/v1/seller/dashboard', seller.token)).json(),
    );
    expect(dashboard.recentSales.find((o) => o.id === orderId)?.outcome).toBe('completed');
  });

  it.skipIf(!available)(
    'an open dispute reads disputed; decided for the buyer, refunded to the wallet, both told in their words',
    async () => {
      const orderId = await walletOrder();
      const opened = await post(`/api/v1/orders/${orderId}/dispute`, buyer.token, {
        reason: 'Never arrived',
      });
      expect(opened.statusCode).toBe(200);
      // Still the spec's "pending" (in progress), with the sub-state beside it.
      expect(orderDetailSchema.parse(opened.json())).toMatchObject({
        status: 'pending',
        outcome: 'disputed',
      });
      expect(await outcomeEverywhere(orderId)).toEqual({ outcome: 'disputed', refundedTo: null });

      const refunded = await post(`/api/v1/admin/disputes/${orderId}/refund`, staff.admin.token, {
        note: 'Seller could not show delivery',
      });
      expect(refunded.statusCode).toBe(200);
      expect(await outcomeEverywhere(orderId)).toEqual({ outcome: 'refunded', refundedTo: 'wallet' });
      const detail = orderDetailSchema.parse((await get(`/api/v1/orders/${orderId}`, buyer.token)).json());
      expect(detail).toMatchObject({ status: 'failed', escrow: 'refunded', totalPrice: '2060' });

      const number = orderNumber(orderId);
      expect(await toldAbout(buyer.userId, orderId)).toContainEqual({
        kind: 'order_payment_refunded',
        params: { orderId: number, amount: '20.60 USD', amountMinor: '2060', currency: 'USD', to: 'wallet' },
      });
      expect(await toldAbout(seller.userId, orderId)).toContainEqual({
        kind: 'order_sale_refunded',
        params: { orderId: number },
      });
      // Neither side is told the order "failed".
      for (const user of [buyer, seller]) {
        expect((await toldAbout(user.userId, orderId)).map((n) => n.kind)).not.toContain('order_failed');
      }
    },
  );

  it.skipIf(!available)('a card order refunded after a dispute goes back to the card', async () => {
    const { orderId, paymentId } = await unpaidOrder('card');
    expect(await outcomeEverywhere(orderId)).toEqual({ outcome: 'awaiting_payment', refundedTo: null });
    const paid = await post(
      `/api/v1/payments/${paymentId}/sandbox/card`,
      buyer.token,
      card(cardOf('succeed')),
    );
    expect(paid.json().status).toBe('succeeded');
    expect(await outcomeEverywhere(orderId)).toEqual({ outcome: 'in_escrow', refundedTo: null });
    await post(`/api/v1/orders/${orderId}/dispute`, buyer.token, { reason: 'Wrong item' });
    const refunded = await post(`/api/v1/admin/disputes/${orderId}/refund`, staff.admin.token, {
      note: 'ok',
    });
    expect(refunded.statusCode).toBe(200);
    expect(await outcomeEverywhere(orderId)).toEqual({ outcome: 'refunded', refundedTo: 'card' });
    expect(await toldAbout(buyer.userId, orderId)).toContainEqual({
      kind: 'order_payment_refunded',
      params: {
        orderId: orderNumber(orderId),
        amount: '10.30 USD',
        amountMinor: '1030',
        currency: 'USD',
        to: 'card',
      },
    });
  });

  it.skipIf(!available)('declined, expired and cancelled payments each say so', async () => {
    const declined = await unpaidOrder('card');
    // A declined card can be retried: the order waits, and the buyer (on the page) is not told each time.
    for (let attempt = 0; attempt < 2; attempt++)
      await post(`/api/v1/payments/${declined.paymentId}/sandbox/card`, buyer.token, card(cardOf('decline')));
    expect((await outcomeEverywhere(declined.orderId)).outcome).not.toBe('declined');
    expect(await toldAbout(buyer.userId, declined.orderId)).toEqual([]);
    // Giving up after a decline: the payment was declined, said once.
    await post(`/api/v1/payments/${declined.paymentId}/cancel`, buyer.token);
    expect(await outcomeEverywhere(declined.orderId)).toEqual({ outcome: 'declined', refundedTo: null });
    expect((await toldAbout(buyer.userId, declined.orderId)).map((n) => n.kind)).toEqual([
      'order_payment_declined',
    ]);

    const expired = await unpaidOrder('crypto');
    await post(`/api/v1/payments/${expired.paymentId}/sandbox/crypto`, buyer.token, { outcome: 'expire' });
    expect(await outcomeEverywhere(expired.orderId)).toEqual({ outcome: 'expired', refundedTo: null });
    expect((await toldAbout(buyer.userId, expired.orderId)).map((n) => n.kind)).toEqual([
      'order_payment_expired',
    ]);

    const cancelled = await unpaidOrder('card');
    await post(`/api/v1/payments/${cancelled.paymentId}/cancel`, buyer.token);
    expect(await outcomeEverywhere(cancelled.orderId)).toEqual({ outcome: 'cancelled', refundedTo: null });
    expect((await toldAbout(buyer.userId, cancelled.orderId)).map((n) => n.kind)).toEqual(['order_failed']);
  });

  it.skipIf(!available)('only the parties see the sub-state: anyone else gets 404', async () => {
    const orderId = await walletOrder();
    const response = await get(`/api/v1/orders/${orderId}`, other.token);
    expect(response.statusCode).toBe(404);
    expect(JSON.stringify(response.json())).not.toContain('outcome');
    const list = orderListResponseSchema.parse((await get('/api/v1/orders?role=buyer', other.token)).json());
    expect(list.orders.map((o) => o.id)).not.toContain(orderId);
  });

  it.skipIf(!available)('the OpenAPI document describes the sub-state of orders', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const text = JSON.stringify(doc);
    for (const outcome of ['disputed', 'refunded', 'declined', 'expired', 'release_held']) {
      expect(text).toContain(`"${outcome}"`);
    }
    expect(text).toContain('"outcome"');
    expect(text).toContain('"refundedTo"');
  });
});
