import { conversationResponseSchema, orderDetailSchema } from '@lootmarket/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorCode, snapshotDatabase } from '../../test/support/app';
import { databaseKinds } from '../../test/support/databases';
import { notifications } from '../notifications/notifications.schema';
import { checkout, confirm, createTestOffer, ordersTestSetup } from './orders.test-support';

const kinds = await databaseKinds();

/**
 * The order page is live for both sides. Every change of an order (delivered,
 * confirmed, disputed, decided, refunded) notifies the buyer and the seller with a link to the order,
 * which is what the open order page listens for; "Mark as delivered" takes an optional note.
 */
describe.each(kinds)('the live order on $notice', ({ name, available }) => {
  const { ctx, seller, buyer, other, staff, db, get, post } = ordersTestSetup(name, available, {
    buyerFunds: 100_000n,
  });
  /** The kinds of the notifications `userId` got about `orderId` (linked to its page), oldest first. */
  const toldAbout = async (userId: string, orderId: string) =>
    (
      await db()
        .select({ kind: notifications.kind })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.link, `/order/${orderId}/`)))
        .orderBy(notifications.createdAt, notifications.id)
    ).map((row) => row.kind);
  const buy = async () => {
    const offerId = await createTestOffer(db(), seller.userId, { priceMinor: 1500n, stock: 5 });
    const response = await checkout(ctx.app, buyer.token, { offerId, quantity: 1, paymentMethod: 'wallet' });
    expect(response.statusCode).toBe(201);
    return response.json().order.id as string;
  };

  it.skipIf(!available)('only the seller marks delivered; a bad note changes nothing', async () => {
    const orderId = await buy();
    const deliver = (token: string, payload?: object) =>
      post(`/api/v1/orders/${orderId}/deliver`, token, payload);
    const before = await snapshotDatabase(ctx.database);
    expect(errorCode(await deliver(buyer.token, { note: 'Sent' }))).toBe('FORBIDDEN');
    expect(errorCode(await deliver(other.token, { note: 'Sent' }))).toBe('TRANSACTION_NOT_FOUND');
    expect(errorCode(await deliver(staff.admin.token, { note: 'Sent' }))).toBe('TRANSACTION_NOT_FOUND');
    for (const payload of [
      { note: 'x'.repeat(1001) },
      { note: 'a\u0000b' },
      { note: 5 },
      { extra: 1, note: [] },
    ]) {
      const refused = await deliver(seller.token, payload);
      expect(refused.statusCode).toBe(400);
      expect(errorCode(refused)).toBe('VALIDATION_FAILED');
    }
    expect(await snapshotDatabase(ctx.database)).toEqual(before);
  });

  it.skipIf(!available)('the note is kept and both sides are told', async () => {
    const orderId = await buy();
    const delivered = await post(`/api/v1/orders/${orderId}/deliver`, seller.token, {
      note: '  Sent to your in-game mailbox, character Ayla.  ',
    });
    expect(delivered.statusCode).toBe(200);
    expect(orderDetailSchema.parse(delivered.json())).toMatchObject({
      deliveryNote: 'Sent to your in-game mailbox, character Ayla.',
      can: { markDelivered: false },
    });
    const forBuyer = orderDetailSchema.parse((await get(`/api/v1/orders/${orderId}`, buyer.token)).json());
    expect(forBuyer.deliveryNote).toBe('Sent to your in-game mailbox, character Ayla.');
    expect(forBuyer.deliveredAt).not.toBeNull();
    expect(await toldAbout(buyer.userId, orderId)).toContain('order_delivered');
    expect(await toldAbout(seller.userId, orderId)).toContain('order_marked_delivered');
    expect(await toldAbout(other.userId, orderId)).toEqual([]);
    // Marking it again changes nothing and tells nobody again.
    const again = await post(`/api/v1/orders/${orderId}/deliver`, seller.token, { note: 'Other words' });
    expect(again.json().deliveryNote).toBe('Sent to your in-game mailbox, character Ayla.');
    expect(
      (await toldAbout(buyer.userId, orderId)).filter((kind) => kind === 'order_delivered'),
    ).toHaveLength(1);
  });

  it.skipIf(!available)('without a body or with a blank note there is no note', async () => {
    const plain = await buy();
    const delivered = await post(`/api/v1/orders/${plain}/deliver`, seller.token);
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json()).toMatchObject({ deliveryNote: null });
    const blank = await buy();
    expect(
      (await post(`/api/v1/orders/${blank}/deliver`, seller.token, { note: '   ' })).json(),
    ).toMatchObject({
      deliveryNote: null,
    });
  });

  it.skipIf(!available)('a confirmation tells both sides', async () => {
    const orderId = await buy();
    expect((await confirm(ctx.app, buyer.token, orderId)).statusCode).toBe(200);
    expect(await toldAbout(buyer.userId, orderId)).toContain('order_completed');
    expect(await toldAbout(seller.userId, orderId)).toContain('order_completed');
  });

  it.skipIf(!available)('a dispute and its decisions tell both sides', async () => {
    const released = await buy();
    const refunded = await buy();
    for (const orderId of [released, refunded]) {
      expect(
        (await post(`/api/v1/orders/${orderId}/dispute`, buyer.token, { reason: 'Not there' })).statusCode,
      ).toBe(200);
      expect(await toldAbout(buyer.userId, orderId)).toContain('order_disputed');
      expect(await toldAbout(seller.userId, orderId)).toContain('order_disputed');
    }
    const note = { note: 'Checked the screenshots' };
    expect(
      (await post(`/api/v1/admin/disputes/${released}/release`, staff.admin.token, note)).statusCode,
    ).toBe(200);
    expect(await toldAbout(buyer.userId, released)).toContain('order_completed');
    expect(await toldAbout(seller.userId, released)).toContain('order_completed');
    expect(
      (await post(`/api/v1/admin/disputes/${refunded}/refund`, staff.admin.token, note)).statusCode,
    ).toBe(200);
    expect(await toldAbout(buyer.userId, refunded)).toContain('order_payment_refunded');
    expect(await toldAbout(seller.userId, refunded)).toContain('order_sale_refunded');
  });
  it.skipIf(!available)(
    "the order's chat opens for either side: the seller may write first, into the buyer's conversation",
    async () => {
      const orderId = await buy();
      const open = (token: string, id = orderId) => post(`/api/v1/orders/${id}/conversation`, token);
      const before = await snapshotDatabase(ctx.database);
      expect(errorCode(await open(other.token))).toBe('TRANSACTION_NOT_FOUND');
      expect(errorCode(await open(staff.admin.token))).toBe('TRANSACTION_NOT_FOUND');
      expect(errorCode(await open(staff.support.token))).toBe('TRANSACTION_NOT_FOUND');
      expect((await post(`/api/v1/orders/${orderId}/conversation`)).statusCode).toBe(401);
      const malformed = await open(seller.token, 'not-an-order');
      expect(malformed.statusCode).toBe(400);
      expect(errorCode(malformed)).toBe('VALIDATION_FAILED');
      expect(errorCode(await open(seller.token, crypto.randomUUID()))).toBe('TRANSACTION_NOT_FOUND');
      expect(await snapshotDatabase(ctx.database)).toEqual(before);

      const forSeller = await open(seller.token);
      expect(forSeller.statusCode).toBe(200);
      const { conversation } = conversationResponseSchema.parse(forSeller.json());
      expect(conversation).toMatchObject({ orderId: null, buyer: { userId: buyer.userId } });
      const sent = await post(`/api/v1/chat/conversations/${conversation.id}/messages`, seller.token, {
        body: 'Hi! Which character should I mail the gold to?',
      });
      expect(sent.statusCode).toBe(201);
      // The buyer's side meets the same conversation, with the seller's message unread.
      const forBuyer = conversationResponseSchema.parse((await open(buyer.token)).json()).conversation;
      expect(forBuyer.id).toBe(conversation.id);
      expect(forBuyer.unread).toBe(1);
    },
  );
});
