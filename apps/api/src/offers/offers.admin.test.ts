import {
  flaggedMessagesResponseSchema,
  moderationQueueResponseSchema,
  offerModerationResponseSchema,
} from '@lootmarket/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminTestSetup, caller } from '../../test/support/admin';
import { errorCode, registerUser, snapshotDatabase } from '../../test/support/app';
import { databaseKinds } from '../../test/support/databases';
import { adminAuditLog } from '../admin/admin.schema';
import { chatMessages, conversations } from '../chat/chat.schema';
import { notifications } from '../notifications/notifications.schema';
import { offers } from '../offers/offers.schema';
import { seedDemoData } from '../seed/seed';
import { tickets } from '../tickets/tickets.schema';

const kinds = await databaseKinds();

describe.each(kinds)('offer moderation on $notice', ({ name, available }) => {
  const setup = adminTestSetup(name, available, { before: (ctx) => seedDemoData(ctx.database.db) });
  let flaggedOffer: typeof offers.$inferSelect;
  let reportedOffer: typeof offers.$inferSelect;
  beforeAll(async () => {
    if (!available) return;
    const buyer = await registerUser(setup.ctx.app, 'reporter');
    const picked = await setup.ctx.database.db.select().from(offers).where(eq(offers.active, true)).limit(2);
    [flaggedOffer, reportedOffer] = picked as [typeof offers.$inferSelect, typeof offers.$inferSelect];
    // The seller answers a buyer with a Discord handle (the detector flags it) and a clean message.
    const conversationId = crypto.randomUUID();
    await setup.ctx.database.db.insert(conversations).values({
      id: conversationId,
      offerId: flaggedOffer.id,
      buyerId: buyer.userId,
      sellerId: flaggedOffer.sellerId,
    });
    await setup.ctx.database.db.insert(chatMessages).values([
      {
        id: crypto.randomUUID(),
        conversationId,
        senderId: flaggedOffer.sellerId,
        body: 'add me on discord gold_guy#1234',
        flaggedContacts: true,
      },
      { id: crypto.randomUUID(), conversationId, senderId: flaggedOffer.sellerId, body: 'thanks!' },
      // A buyer's own contact does not put the seller's offer in the queue.
      {
        id: crypto.randomUUID(),
        conversationId,
        senderId: buyer.userId,
        body: 'mail me a@b.io',
        flaggedContacts: true,
      },
    ]);
    await setup.ctx.database.db.insert(tickets).values({
      id: crypto.randomUUID(),
      userId: buyer.userId,
      type: 'Other',
      topic: 'offerReport',
      source: 'offer_report',
      offerId: reportedOffer.id,
      reportReason: 'Item was never delivered to anyone',
      title: 'Report',
      description: 'Scam listing',
      contactEmail: buyer.email,
    });
  });

  const call = caller(() => setup.ctx.app);
  const queue = async (query = '', token = setup.staff.support.token) =>
    moderationQueueResponseSchema.parse(
      (await call('GET', `/api/v1/admin/moderation/offers${query}`, token)).json(),
    );

  it.runIf(available)(
    'queues offers with flagged seller messages and open reports, for staff only',
    async () => {
      expect((await call('GET', '/api/v1/admin/moderation/offers')).statusCode).toBe(401);
      const asUser = await call('GET', '/api/v1/admin/moderation/offers', setup.staff.user.token);
      expect([asUser.statusCode, errorCode(asUser)]).toEqual([403, 'FORBIDDEN']);

      const all = await queue('', setup.staff.admin.token);
      expect(all.total).toBe(2);
      const flagged = all.items.find((item) => item.offer.id === flaggedOffer.id);
      expect(flagged).toMatchObject({ flaggedMessagesCount: 1, reportsCount: 0, lock: null });
      // The queue counts flagged messages; it never quotes private chat.
      expect(JSON.stringify(all)).not.toContain('gold_guy#1234');
      const reported = all.items.find((item) => item.offer.id === reportedOffer.id);
      expect(reported).toMatchObject({ flaggedMessagesCount: 0, reportsCount: 1 });
      expect(reported?.reports[0]?.reason).toBe('Item was never delivered to anyone');

      expect((await queue('?filter=flagged')).items.map((item) => item.offer.id)).toEqual([flaggedOffer.id]);
      expect((await queue('?filter=reported')).items.map((item) => item.offer.id)).toEqual([
        reportedOffer.id,
      ]);
      const second = await queue('?pageSize=1&page=2');
      expect(second).toMatchObject({ total: 2, page: 2 });
      expect(second.items).toHaveLength(1);
      expect(await queue('?page=5')).toMatchObject({ total: 2, items: [] });
    },
  );

  it.runIf(available)(
    'shows the flagged messages to staff only on an explicit read, and audits every read',
    async () => {
      const url = `/api/v1/admin/moderation/offers/${flaggedOffer.id}/flagged-messages`;
      const before = await snapshotDatabase(setup.ctx.database);
      expect(errorCode(await call('GET', url))).toBe('UNAUTHENTICATED');
      const asUser = await call('GET', url, setup.staff.user.token);
      expect([asUser.statusCode, errorCode(asUser)]).toEqual([403, 'FORBIDDEN']);
      const unknown = await call(
        'GET',
        `/api/v1/admin/moderation/offers/${crypto.randomUUID()}/flagged-messages`,
        setup.staff.admin.token,
      );
      expect([unknown.statusCode, errorCode(unknown)]).toEqual([404, 'NOT_FOUND']);
      expect(await snapshotDatabase(setup.ctx.database)).toEqual(before);

      for (const agent of [setup.staff.support, setup.staff.admin]) {
        const response = await call('GET', url, agent.token);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers['cache-control']).toBe('private, no-store');
        // Only the seller's flagged messages: not their clean ones, not the buyer's.
        const { items } = flaggedMessagesResponseSchema.parse(response.json());
        expect(items.map((message) => message.body)).toEqual(['add me on discord gold_guy#1234']);
        const [read] = await setup.ctx.database.db
          .select()
          .from(adminAuditLog)
          .where(
            and(
              eq(adminAuditLog.action, 'offer.read_flagged_messages'),
              eq(adminAuditLog.actorId, agent.userId),
              eq(adminAuditLog.targetId, flaggedOffer.id),
            ),
          );
        expect(read).toMatchObject({ targetType: 'offer' });
        expect(read?.after).toEqual({
          conversationIds: [items[0]?.conversationId],
          messageIds: items.map((message) => message.id),
        });
      }
    },
  );

  it.runIf(available)(
    'deactivates with a reason the seller is told; the offer leaves the queue',
    async () => {
      const url = `/api/v1/admin/moderation/offers/${flaggedOffer.id}/deactivate`;
      const reason = { reason: 'Off-platform contact in chat' };
      expect((await call('POST', url, undefined, reason)).statusCode).toBe(401);
      expect(errorCode(await call('POST', url, setup.staff.user.token, reason))).toBe('FORBIDDEN');
      const response = await call('POST', url, setup.staff.support.token, reason);
      expect(response.statusCode, response.body).toBe(200);
      expect(offerModerationResponseSchema.parse(response.json())).toMatchObject({
        active: false,
        moderationReason: 'Off-platform contact in chat',
        moderationLockedAt: expect.any(String),
      });
      const [told] = await setup.ctx.database.db
        .select()
        .from(notifications)
        .where(
          and(eq(notifications.userId, flaggedOffer.sellerId), eq(notifications.kind, 'offer_deactivated')),
        );
      expect(told?.params).toEqual({ title: flaggedOffer.title, reason: 'Off-platform contact in chat' });
      expect((await queue()).items.map((item) => item.offer.id)).toEqual([reportedOffer.id]);
      // Guests no longer see it.
      expect((await call('GET', `/api/v1/offers/${flaggedOffer.id}`)).statusCode).toBe(404);
    },
  );

  it.runIf(available)(
    'dismisses the signals so far (admins too); new ones bring the offer back',
    async () => {
      const url = `/api/v1/admin/moderation/offers/${reportedOffer.id}/dismiss`;
      expect(errorCode(await call('POST', url, setup.staff.user.token, { reason: 'checked' }))).toBe(
        'FORBIDDEN',
      );
      const response = await call('POST', url, setup.staff.admin.token, {
        reason: 'Seller showed proof of delivery',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(offerModerationResponseSchema.parse(response.json()).active).toBe(true);
      expect((await queue()).total).toBe(0);
      const audit = await call(
        'GET',
        `/api/v1/admin/audit-log?targetType=offer&targetId=${reportedOffer.id}`,
        setup.staff.admin.token,
      );
      expect(audit.json().entries[0]).toMatchObject({
        action: 'offer.dismiss_flags',
        reason: 'Seller showed proof of delivery',
      });
    },
  );

  it.runIf(available)('refuses bad input with a code and changes nothing', async () => {
    const before = await snapshotDatabase(setup.ctx.database);
    const cases: Array<['GET' | 'POST', string, Record<string, unknown> | undefined, number, string]> = [
      ['GET', '/api/v1/admin/moderation/offers?filter=spam', undefined, 400, 'VALIDATION_FAILED'],
      [
        'POST',
        `/api/v1/admin/moderation/offers/${reportedOffer.id}/deactivate`,
        {},
        400,
        'VALIDATION_FAILED',
      ],
      [
        'POST',
        `/api/v1/admin/moderation/offers/${reportedOffer.id}/deactivate`,
        { reason: 'x' },
        400,
        'VALIDATION_FAILED',
      ],
      [
        'POST',
        '/api/v1/admin/moderation/offers/nope/dismiss',
        { reason: 'checked' },
        400,
        'VALIDATION_FAILED',
      ],
      [
        'POST',
        `/api/v1/admin/moderation/offers/${crypto.randomUUID()}/deactivate`,
        { reason: 'no such offer' },
        404,
        'NOT_FOUND',
      ],
    ];
    for (const [method, url, payload, status, code] of cases) {
      const response = await call(method, url, setup.staff.admin.token, payload);
      expect([response.statusCode, errorCode(response)], url).toEqual([status, code]);
    }
    expect(await snapshotDatabase(setup.ctx.database)).toEqual(before);
  });
});
