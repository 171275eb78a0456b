import { adminAuditResponseSchema, adminDisputeChatSchema } from '@lootmarket/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminTestSetup, caller, orderRow } from '../../test/support/admin';
import {
  bearer,
  errorCode,
  type RegisteredUser,
  registerUser,
  snapshotDatabase,
} from '../../test/support/app';
import { databaseKinds } from '../../test/support/databases';
import { adminAuditLog } from '../admin/admin.schema';
import { games } from '../catalog/catalog.schema';
import { chatMessages, conversations } from '../chat/chat.schema';
import { offers } from '../offers/offers.schema';
import { orders } from '../orders/orders.schema';

const kinds = await databaseKinds();

type DisputeStatus = 'open' | 'released' | 'refunded' | null;

describe.each(kinds)('dispute chat for staff on $notice', ({ name, available }) => {
  const setup = adminTestSetup(name, available);
  let buyer: RegisteredUser;
  let seller: RegisteredUser;
  let gameId: string;
  let offerId: string;
  const disputedOrderId = crypto.randomUUID();
  const resolvedOrderId = crypto.randomUUID();
  const quietOrderId = crypto.randomUUID();
  const conversationOf: Record<string, string> = {};
  const questionsConversationId = crypto.randomUUID();

  /** An order of buyer and seller on the offer, with its own chat holding one message. */
  async function orderWithChat(orderId: string, dispute: DisputeStatus, body: string) {
    const db = setup.ctx.database.db;
    await db.insert(orders).values(
      orderRow({
        id: orderId,
        buyerId: buyer.userId,
        sellerId: seller.userId,
        offerId,
        gameId,
        subtotal: 500n,
        buyerFee: 15n,
        sellerFee: 25n,
        sellerNet: 475n,
        total: 515n,
        status:
          dispute === null || dispute === 'open'
            ? 'pending'
            : dispute === 'released'
              ? 'completed'
              : 'failed',
        escrow:
          dispute === null || dispute === 'open' ? 'held' : dispute === 'released' ? 'released' : 'refunded',
        paidAt: new Date(),
        ...(dispute
          ? {
              disputeStatus: dispute,
              disputeReason: 'Never arrived',
              disputeOpenedAt: new Date(),
              ...(dispute === 'open' ? {} : { disputeResolvedAt: new Date() }),
            }
          : {}),
      }),
    );
    const conversationId = crypto.randomUUID();
    conversationOf[orderId] = conversationId;
    await db
      .insert(conversations)
      .values({ id: conversationId, orderId, buyerId: buyer.userId, sellerId: seller.userId });
    await db.insert(chatMessages).values({
      id: crypto.randomUUID(),
      conversationId,
      senderId: seller.userId,
      body,
      createdAt: new Date(Date.now() - 30 * 60_000),
    });
  }

  beforeAll(async () => {
    if (!available) return;
    [buyer, seller] = await Promise.all([
      registerUser(setup.ctx.app, 'buyer'),
      registerUser(setup.ctx.app, 'seller'),
    ]);
    const db = setup.ctx.database.db;
    gameId = crypto.randomUUID();
    offerId = crypto.randomUUID();
    await db.insert(games).values({ id: gameId, slug: 'chat-game', name: 'Chat Game' });
    await db.insert(offers).values({
      id: offerId,
      sellerId: seller.userId,
      gameId,
      category: 'gold',
      title: '1000 gold',
      description: 'Fast',
      deliveryTime: '1h',
      priceMinor: 500n,
      currency: 'USD',
      stock: 5,
    });
    await orderWithChat(disputedOrderId, 'open', 'Sent by mail');
    await orderWithChat(resolvedOrderId, 'released', 'Delivered at the auction house');
    await orderWithChat(quietOrderId, null, 'Here is my address, please keep it private');
    // The buyer's questions about the offer before buying, and someone else's chat about it.
    const before = questionsConversationId;
    const unrelated = crypto.randomUUID();
    await db.insert(conversations).values([
      { id: before, offerId, buyerId: buyer.userId, sellerId: seller.userId },
      { id: unrelated, buyerId: setup.staff.admin.userId, sellerId: seller.userId, offerId },
    ]);
    const at = (minutes: number) => new Date(Date.now() - (60 - minutes) * 60_000);
    await db.insert(chatMessages).values([
      {
        id: crypto.randomUUID(),
        conversationId: before,
        senderId: buyer.userId,
        body: 'Is it fast?',
        createdAt: at(1),
      },
      {
        id: crypto.randomUUID(),
        conversationId: conversationOf[disputedOrderId] ?? '',
        senderId: buyer.userId,
        body: 'Nothing here',
        createdAt: at(45),
      },
      {
        id: crypto.randomUUID(),
        conversationId: unrelated,
        senderId: setup.staff.admin.userId,
        body: 'Not this order',
        createdAt: at(4),
      },
    ]);
  });

  const call = caller(() => setup.ctx.app);
  const get = (id: string, token?: string) => call('GET', `/api/v1/admin/disputes/${id}/chat`, token);
  const chatReads = (orderId: string) =>
    setup.ctx.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'order.read_chat'), eq(adminAuditLog.targetId, orderId)));

  it.runIf(available)(
    'shows both sides’ messages about a disputed order to staff only, oldest first',
    async () => {
      const before = await snapshotDatabase(setup.ctx.database);
      expect(errorCode(await get(disputedOrderId))).toBe('UNAUTHENTICATED');
      // Not even the order's own buyer and seller read it here: they have their own chat.
      for (const caller of [setup.staff.user, buyer, seller]) {
        const refused = await get(disputedOrderId, caller.token);
        expect([refused.statusCode, errorCode(refused)]).toEqual([403, 'FORBIDDEN']);
      }
      expect(await snapshotDatabase(setup.ctx.database)).toEqual(before);
      for (const token of [setup.staff.support.token, setup.staff.admin.token]) {
        const response = await get(disputedOrderId, token);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers['cache-control']).toBe('private, no-store');
        const chat = adminDisputeChatSchema.parse(response.json());
        expect(chat.buyer.id).toBe(buyer.userId);
        expect(chat.seller.id).toBe(seller.userId);
        expect(chat.messages.map((message) => message.body)).toEqual([
          'Is it fast?',
          'Sent by mail',
          'Nothing here',
        ]);
      }
    },
  );

  it.runIf(available)(
    'refuses the chat of an order that never had a dispute, and reads nothing',
    async () => {
      const before = await snapshotDatabase(setup.ctx.database);
      for (const token of [setup.staff.support.token, setup.staff.admin.token]) {
        const refused = await get(quietOrderId, token);
        expect([refused.statusCode, errorCode(refused)]).toEqual([403, 'ORDER_CHAT_NOT_DISPUTED']);
        expect(refused.body).not.toContain('keep it private');
      }
      expect(await snapshotDatabase(setup.ctx.database)).toEqual(before);
      expect(await chatReads(quietOrderId)).toEqual([]);
    },
  );

  it.runIf(available)('lets staff read it after the dispute was decided, too', async () => {
    const response = await get(resolvedOrderId, setup.staff.support.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(adminDisputeChatSchema.parse(response.json()).messages.map((message) => message.body)).toEqual([
      'Is it fast?',
      'Delivered at the auction house',
    ]);
  });

  it.runIf(available)(
    'writes every staff read into the audit log: who, which order and conversations, when',
    async () => {
      const readsBefore = (await chatReads(disputedOrderId)).length;
      const response = await get(disputedOrderId, setup.staff.support.token);
      expect(response.statusCode).toBe(200);
      const reads = await chatReads(disputedOrderId);
      expect(reads).toHaveLength(readsBefore + 1);
      const latest = reads.sort((a, b) => b.at.getTime() - a.at.getTime())[0];
      expect(latest).toMatchObject({
        actorId: setup.staff.support.userId,
        targetType: 'order',
        targetId: disputedOrderId,
        requestId: expect.any(String),
      });
      const { conversationIds } = (latest?.after ?? {}) as { conversationIds?: string[] };
      expect([...(conversationIds ?? [])].sort()).toEqual(
        [conversationOf[disputedOrderId], questionsConversationId].sort(),
      );
      expect(latest?.after).toMatchObject({ messages: 3 });
      // Admins find the read in the audit log like any other staff action.
      const audit = await setup.ctx.app.inject({
        method: 'GET',
        url: `/api/v1/admin/audit-log?action=order.read_chat&targetId=${disputedOrderId}`,
        headers: bearer(setup.staff.admin.token),
      });
      expect(adminAuditResponseSchema.parse(audit.json()).entries[0]).toMatchObject({
        actorId: setup.staff.support.userId,
        action: 'order.read_chat',
      });
    },
  );

  it.runIf(available)('refuses a bad or unknown order id and changes nothing', async () => {
    const before = await snapshotDatabase(setup.ctx.database);
    const bad = await get('not-an-id', setup.staff.admin.token);
    expect([bad.statusCode, errorCode(bad)]).toEqual([400, 'VALIDATION_FAILED']);
    const unknown = await get(crypto.randomUUID(), setup.staff.admin.token);
    expect([unknown.statusCode, errorCode(unknown)]).toEqual([404, 'TRANSACTION_NOT_FOUND']);
    expect(await snapshotDatabase(setup.ctx.database)).toEqual(before);
  });
});
