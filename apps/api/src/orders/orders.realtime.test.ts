import type { AddressInfo } from 'node:net';
import { checkoutResponseSchema } from '@lootmarket/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RegisteredUser, registerUser, type TestContext } from '../../test/support/app';
import { databaseKinds } from '../../test/support/databases';
import { ObservedClient } from '../realtime/test-support/realtime-server';
import { checkout, confirm, createTestOffer, fundWallet, ordersTestContext } from './orders.test-support';

const kinds = await databaseKinds();
const wait = { timeout: 10_000, interval: 25 };

/** What a STOMP MESSAGE on the notifications destination carries (spec §7: items and/or total). */
type NotificationPush = { items?: Array<{ kind: string; link?: string | null }>; total?: number };

// Live order notifications, end to end with the real parts: a real order (not a hand-made notification)
// reaches the seller's and the buyer's @stomp/stompjs + sockjs-client sessions on the real server.
describe.each(kinds)('order notifications over STOMP on $notice', ({ name, available }) => {
  let ctx: TestContext;
  let url: string;
  let seller: RegisteredUser;
  let buyer: RegisteredUser;

  beforeAll(async () => {
    if (!available) return;
    ctx = await ordersTestContext(name);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    [seller, buyer] = await Promise.all([
      registerUser(ctx.app, 'socket-seller'),
      registerUser(ctx.app, 'socket-buyer'),
    ]);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const pushes = (client: ObservedClient): NotificationPush[] =>
    client.messages.map((message) => JSON.parse(message.body) as NotificationPush);
  const kindsPushed = (client: ObservedClient) =>
    pushes(client).flatMap((push) => (push.items ?? []).map((item) => item.kind));

  it.skipIf(!available)(
    'a wallet purchase, the delivery and the confirmation each reach the other side live',
    async () => {
      const sellerSocket = new ObservedClient(url, { token: seller.token }).start();
      const buyerSocket = new ObservedClient(url, { token: buyer.token }).start();
      try {
        await vi.waitFor(() => {
          expect(sellerSocket.client.connected).toBe(true);
          expect(buyerSocket.client.connected).toBe(true);
        }, wait);
        sellerSocket.subscribe(`/socket/${seller.userId}/notifications`);
        buyerSocket.subscribe(`/socket/${buyer.userId}/notifications`);
        // The snapshot right after SUBSCRIBE: nothing unread yet.
        await vi.waitFor(() => expect(pushes(sellerSocket)).toEqual([{ total: 0 }]), wait);
        await vi.waitFor(() => expect(pushes(buyerSocket)).toEqual([{ total: 0 }]), wait);

        const offerId = await createTestOffer(ctx.database.db, seller.userId, {
          priceMinor: 1500n,
          stock: 3,
        });
        await fundWallet(ctx.database.db, buyer.userId, 10_000n);
        const paid = await checkout(ctx.app, buyer.token, { offerId, quantity: 1, paymentMethod: 'wallet' });
        expect(paid.statusCode, paid.body).toBe(201);
        const { order } = checkoutResponseSchema.parse(paid.json());

        await vi.waitFor(() => expect(kindsPushed(sellerSocket)).toContain('order_paid'), wait);
        const sale = pushes(sellerSocket).find((push) =>
          push.items?.some((item) => item.kind === 'order_paid'),
        );
        expect(sale?.items?.[0]?.link).toBe(`/order/${order.id}/`);
        expect(sale?.total).toBeGreaterThanOrEqual(1);

        const delivered = await ctx.app.inject({
          method: 'POST',
          url: `/api/v1/orders/${order.id}/deliver`,
          headers: { authorization: `Bearer ${seller.token}` },
        });
        expect(delivered.statusCode, delivered.body).toBe(200);
        await vi.waitFor(() => expect(kindsPushed(buyerSocket)).toContain('order_delivered'), wait);

        const confirmed = await confirm(ctx.app, buyer.token, order.id);
        expect(confirmed.statusCode, confirmed.body).toBe(200);
        await vi.waitFor(() => expect(kindsPushed(sellerSocket)).toContain('order_completed'), wait);
        // Nobody was told about someone else's business, and no session was refused.
        expect(sellerSocket.errors).toHaveLength(0);
        expect(buyerSocket.errors).toHaveLength(0);
      } finally {
        await sellerSocket.stop();
        await buyerSocket.stop();
      }
    },
  );
});
