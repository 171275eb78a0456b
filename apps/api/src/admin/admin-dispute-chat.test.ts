import { adminDisputeChatSchema } from '@lootmarket/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestContext,
  errorCode,
  snapshotDatabase,
  type TestContext,
} from '../../test/support/app';
import { databaseKinds } from '../../test/support/databases';
import { registerStaff } from '../../test/support/staff';
import { chatMessages, conversations, games, offers, orders } from '../db/schema';

const kinds = await databaseKinds();

describe.each(kinds)('dispute chat for staff on $notice', ({ name, available }) => {
  let ctx: TestContext;
  let staff: Awaited<ReturnType<typeof registerStaff>>;
  const orderId = crypto.randomUUID();
  beforeAll(async () => {
    if (!available) return;
    ctx = await createTestContext(name);
    staff = await registerStaff(ctx.app, ctx.database);
    const db = ctx.database.db;
    // buyer: the plain user; seller: the support agent's account (any two accounts do).
    const buyerId = staff.user.userId;
    const sellerId = staff.support.userId;
    const gameId = crypto.randomUUID();
    const offerId = crypto.randomUUID();
    await db.insert(games).values({ id: gameId, slug: 'chat-game', name: 'Chat Game' });
    await db.insert(offers).values({
      id: offerId,
      sellerId,
      gameId,
      category: 'gold',
      title: '1000 gold',
      description: 'Fast',
      deliveryTime: '1h',
      priceMinor: 500n,
      currency: 'USD',
      stock: 5,
    });
    await db.insert(orders).values({
      id: orderId,
      buyerId,
      sellerId,
      offerId,
      gameId,
      category: 'gold',
      offerTitle: '1000 gold',
      offerDescription: 'Fast',
      automaticDelivery: false,
      quantity: 1,
      currency: 'USD',
      unitPrice: 500n,
      subtotal: 500n,
      buyerFee: 15n,
      sellerFee: 25n,
      sellerNet: 475n,
      total: 515n,
      paymentMethod: 'wallet',
      status: 'pending',
      escrow: 'held',
      paidAt: new Date(),
      disputeStatus: 'open',
      disputeReason: 'Never arrived',
      disputeOpenedAt: new Date(),
    });
    const before = crypto.randomUUID();
    const during = crypto.randomUUID();
    const unrelated = crypto.randomUUID();
    await db.insert(conversations).values([
      { id: before, offerId, buyerId, sellerId },
      { id: during, orderId, buyerId, sellerId },
      { id: unrelated, buyerId: staff.admin.userId, sellerId, offerId },
    ]);
    const at = (minutes: number) => new Date(Date.now() - (60 - minutes) * 60_000);
    await db.insert(chatMessages).values([
      {
        id: crypto.randomUUID(),
        conversationId: before,
        senderId: buyerId,
        body: 'Is it fast?',
        createdAt: at(1),
      },
      {
        id: crypto.randomUUID(),
        conversationId: during,
        senderId: sellerId,
        body: 'Sent by mail',
        createdAt: at(2),
      },
      {
        id: crypto.randomUUID(),
        conversationId: during,
        senderId: buyerId,
        body: 'Nothing here',
        createdAt: at(3),
      },
      {
        id: crypto.randomUUID(),
        conversationId: unrelated,
        senderId: staff.admin.userId,
        body: 'Not this order',
        createdAt: at(4),
      },
    ]);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const get = (id: string, token?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/v1/admin/disputes/${id}/chat`,
      ...(token ? { headers: bearer(token) } : {}),
    });

  it.runIf(available)('shows both sides’ messages about the order to staff only, oldest first', async () => {
    expect((await get(orderId)).statusCode).toBe(401);
    expect(errorCode(await get(orderId, staff.user.token))).toBe('FORBIDDEN');
    for (const token of [staff.support.token, staff.admin.token]) {
      const response = await get(orderId, token);
      expect(response.statusCode, response.body).toBe(200);
      const chat = adminDisputeChatSchema.parse(response.json());
      expect(chat.buyer.id).toBe(staff.user.userId);
      expect(chat.seller.id).toBe(staff.support.userId);
      expect(chat.messages.map((message) => message.body)).toEqual([
        'Is it fast?',
        'Sent by mail',
        'Nothing here',
      ]);
    }
  });

  it.runIf(available)('refuses a bad or unknown order id and changes nothing', async () => {
    const before = await snapshotDatabase(ctx.database);
    const bad = await get('not-an-id', staff.admin.token);
    expect([bad.statusCode, errorCode(bad)]).toEqual([400, 'VALIDATION_FAILED']);
    const unknown = await get(crypto.randomUUID(), staff.admin.token);
    expect([unknown.statusCode, errorCode(unknown)]).toEqual([404, 'TRANSACTION_NOT_FOUND']);
    expect(await snapshotDatabase(ctx.database)).toEqual(before);
  });
});
