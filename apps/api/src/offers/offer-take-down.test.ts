import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  errorResponseSchema,
  moderationQueueResponseSchema,
  offerListResponseSchema,
  offerModerationDeleteResponseSchema,
  offerModerationResponseSchema,
  offerResponseSchema,
} from '@lootmarket/contract';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminTestSetup, caller } from '../../test/support/admin';
import {
  bearer,
  errorCode,
  type RegisteredUser,
  registerUser,
  snapshotDatabase,
} from '../../test/support/app';
import { databaseKinds } from '../../test/support/databases';
import { multipartBody } from '../../test/support/multipart';
import { adminAuditLog } from '../admin/admin.schema';
import { gameCategories, games } from '../catalog/catalog.schema';
import { notifications } from '../notifications/notifications.schema';
import { orders } from '../orders/orders.schema';
import {
  checkout,
  createTestOffer,
  fundWallet,
  offerStock,
  ordersTestContext,
} from '../orders/orders.test-support';

const kinds = await databaseKinds();

describe.each(kinds)('moderation take-downs on $notice', ({ name, available }) => {
  const setup = adminTestSetup(name, available, {
    context: (kind) =>
      ordersTestContext(kind, {
        UPLOADS_DIR: mkdtempSync(path.join(tmpdir(), 'lootmarket-take-down-')),
      }),
  });
  let seller: RegisteredUser;
  let buyer: RegisteredUser;
  const gameSlug = 'take-down-game';

  beforeAll(async () => {
    if (!available) return;
    [seller, buyer] = await Promise.all([
      registerUser(setup.ctx.app, 'seller'),
      registerUser(setup.ctx.app, 'buyer'),
    ]);
    const gameId = crypto.randomUUID();
    await setup.ctx.database.db.insert(games).values({ id: gameId, slug: gameSlug, name: 'Take-down Game' });
    await setup.ctx.database.db.insert(gameCategories).values({ gameId, category: 'gold' });
    await fundWallet(setup.ctx.database.db, buyer.userId, 100_000n);
  });

  const db = () => setup.ctx.database.db;
  const call = caller(() => setup.ctx.app);
  const moderate = (
    offerId: string,
    action: 'deactivate' | 'lift' | 'delete',
    token: string | null,
    reason = 'Asks buyers to pay outside Lootmarket',
  ) => call('POST', `/api/v1/admin/moderation/offers/${offerId}/${action}`, token, { reason });
  const offerFor = async (offerId: string, token: string | null) =>
    offerResponseSchema.parse((await call('GET', `/api/v1/offers/${offerId}`, token)).json()).offer;
  const marketHas = async (title: string) => {
    const response = await call(
      'GET',
      `/api/v1/games/${gameSlug}/gold/offers?product=${encodeURIComponent(title)}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().offers as Array<{ title: string }>).some((offer) => offer.title === title);
  };
  const notificationsOf = (userId: string, kind: string) =>
    db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));
  const auditOf = (offerId: string, action: string) =>
    db()
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetId, offerId), eq(adminAuditLog.action, action)));

  async function lockedOffer(title: string, reason = 'Asks buyers to pay outside Lootmarket') {
    const offerId = await createTestOffer(db(), seller.userId, { title, stock: 5 });
    const response = await moderate(offerId, 'deactivate', setup.staff.support.token, reason);
    expect(response.statusCode, response.body).toBe(200);
    return offerId;
  }

  it.runIf(available)(
    'a take-down locks the offer: its seller cannot switch it back on, and sees why',
    async () => {
      const offerId = await lockedOffer('Locked gold', 'Asks buyers to pay outside Lootmarket');
      const own = await offerFor(offerId, seller.token);
      expect(own).toMatchObject({
        active: false,
        moderationLock: { reason: 'Asks buyers to pay outside Lootmarket', lockedAt: expect.any(String) },
      });
      const mine = offerListResponseSchema.parse(
        (await call('GET', '/api/v1/offers/mine', seller.token)).json(),
      );
      expect(mine.offers.find((offer) => offer.id === offerId)?.moderationLock?.reason).toBe(
        'Asks buyers to pay outside Lootmarket',
      );

      const before = await snapshotDatabase(setup.ctx.database);
      const refused = await call('POST', `/api/v1/offers/${offerId}/activate`, seller.token);
      expect(refused.statusCode).toBe(409);
      expect(errorResponseSchema.parse(refused.json()).error).toMatchObject({
        code: 'OFFER_LOCKED_BY_MODERATION',
        message: 'Moderators took this offer down. It stays inactive until they lift the take-down.',
        reason: 'Asks buyers to pay outside Lootmarket',
      });
      expect(await snapshotDatabase(setup.ctx.database)).toEqual(before);

      // The seller may mend the listing; an edit never switches it on, even when asked to.
      const mended = await call('PATCH', `/api/v1/offers/${offerId}`, seller.token, {
        title: 'Locked gold, mended',
        active: true,
      });
      expect(mended.statusCode, mended.body).toBe(200);
      expect(offerResponseSchema.parse(mended.json()).offer).toMatchObject({
        title: 'Locked gold, mended',
        active: false,
        moderationLock: { reason: 'Asks buyers to pay outside Lootmarket' },
      });
      const switchedOff = await call('POST', `/api/v1/offers/${offerId}/deactivate`, seller.token);
      expect(offerResponseSchema.parse(switchedOff.json()).offer.moderationLock).not.toBeNull();

      // Off the market for everyone else: the offer page, the market and the checkout.
      for (const token of [null, buyer.token]) {
        const hidden = await call('GET', `/api/v1/offers/${offerId}`, token);
        expect([hidden.statusCode, errorCode(hidden)]).toEqual([404, 'NOT_FOUND']);
      }
      expect(await marketHas('Locked gold, mended')).toBe(false);
      const bought = await checkout(setup.ctx.app, buyer.token, {
        offerId,
        quantity: 1,
        paymentMethod: 'wallet',
      });
      expect([bought.statusCode, errorCode(bought)]).toEqual([409, 'OFFER_UNAVAILABLE']);
      expect(await offerStock(db(), offerId)).toBe(5);
      expect(await db().select().from(orders).where(eq(orders.offerId, offerId))).toEqual([]);
    },
  );

  it.runIf(available)(
    'staff lift a take-down, audited and the seller told; then the seller decides to activate',
    async () => {
      const offerId = await lockedOffer('Lifted gold');
      const before = await snapshotDatabase(setup.ctx.database);
      expect(errorCode(await moderate(offerId, 'lift', null))).toBe('UNAUTHENTICATED');
      for (const caller of [seller, setup.staff.user]) {
        const refused = await moderate(offerId, 'lift', caller.token);
        expect([refused.statusCode, errorCode(refused)]).toEqual([403, 'FORBIDDEN']);
      }
      expect(await snapshotDatabase(setup.ctx.database)).toEqual(before);

      const lifted = await moderate(offerId, 'lift', setup.staff.admin.token, 'Seller removed the contact');
      expect(lifted.statusCode, lifted.body).toBe(200);
      expect(offerModerationResponseSchema.parse(lifted.json())).toMatchObject({
        active: false,
        moderationLockedAt: null,
        moderationReason: null,
      });
      const [told] = await notificationsOf(seller.userId, 'offer_take_down_lifted');
      expect(told).toMatchObject({
        params: { title: 'Lifted gold', reason: 'Seller removed the contact' },
        link: '/profile/products/',
      });
      const [audit] = await auditOf(offerId, 'offer.lift_take_down');
      expect(audit).toMatchObject({
        actorId: setup.staff.admin.userId,
        reason: 'Seller removed the contact',
        after: { locked: false },
      });
      expect(audit?.before).toMatchObject({ locked: true, lockedBy: setup.staff.support.userId });
      expect((await offerFor(offerId, seller.token)).moderationLock).toBeNull();

      const activated = await call('POST', `/api/v1/offers/${offerId}/activate`, seller.token);
      expect(activated.statusCode, activated.body).toBe(200);
      expect(await marketHas('Lifted gold')).toBe(true);

      const again = snapshotDatabase(setup.ctx.database);
      const notLocked = await moderate(offerId, 'lift', setup.staff.support.token);
      expect([notLocked.statusCode, errorCode(notLocked)]).toEqual([409, 'OFFER_NOT_LOCKED']);
      expect(await snapshotDatabase(setup.ctx.database)).toEqual(await again);
    },
  );

  it.runIf(available)('refuses a second take-down and bad input, changing nothing', async () => {
    const offerId = await lockedOffer('Twice locked gold');
    const before = await snapshotDatabase(setup.ctx.database);
    const twice = await moderate(offerId, 'deactivate', setup.staff.admin.token);
    expect([twice.statusCode, errorCode(twice)]).toEqual([409, 'OFFER_ALREADY_LOCKED']);
    const cases: Array<[string, Record<string, unknown> | undefined, number, string]> = [
      [`/api/v1/admin/moderation/offers/${offerId}/lift`, {}, 400, 'VALIDATION_FAILED'],
      [`/api/v1/admin/moderation/offers/${offerId}/lift`, { reason: 'x' }, 400, 'VALIDATION_FAILED'],
      [`/api/v1/admin/moderation/offers/${offerId}/delete`, {}, 400, 'VALIDATION_FAILED'],
      ['/api/v1/admin/moderation/offers/nope/lift', { reason: 'checked it' }, 400, 'VALIDATION_FAILED'],
      [
        `/api/v1/admin/moderation/offers/${crypto.randomUUID()}/lift`,
        { reason: 'no such offer' },
        404,
        'NOT_FOUND',
      ],
      [
        `/api/v1/admin/moderation/offers/${crypto.randomUUID()}/delete`,
        { reason: 'no such offer' },
        404,
        'NOT_FOUND',
      ],
    ];
    for (const [url, payload, status, code] of cases) {
      const response = await call('POST', url, setup.staff.admin.token, payload);
      expect([response.statusCode, errorCode(response)], url).toEqual([status, code]);
    }
    expect(await snapshotDatabase(setup.ctx.database)).toEqual(before);
  });

  it.runIf(available)('lists the offers held taken down, newest first, for staff only', async () => {
    const offerId = await lockedOffer('Listed locked gold', 'Counterfeit keys');
    const url = '/api/v1/admin/moderation/offers?filter=locked&q=Listed%20locked';
    expect(errorCode(await call('GET', url, setup.staff.user.token))).toBe('FORBIDDEN');
    const queue = moderationQueueResponseSchema.parse(
      (await call('GET', url, setup.staff.admin.token)).json(),
    );
    expect(queue.items.map((item) => item.offer.id)).toEqual([offerId]);
    expect(queue.items[0]).toMatchObject({
      offer: { active: false },
      lock: {
        reason: 'Counterfeit keys',
        lockedAt: expect.any(String),
        lockedBy: { id: setup.staff.support.userId, username: setup.staff.support.username },
      },
      lastSignalAt: null,
    });
    // Support agents lift take-downs as admins do.
    const lifted = await moderate(offerId, 'lift', setup.staff.support.token, 'Keys checked, all valid');
    expect(lifted.statusCode, lifted.body).toBe(200);
    const after = moderationQueueResponseSchema.parse(
      (await call('GET', url, setup.staff.admin.token)).json(),
    );
    expect(after.items).toEqual([]);
  });

  it.runIf(available)(
    'staff delete an offer through moderation: its photos go, the seller is told, the audit keeps it',
    async () => {
      const offerId = await createTestOffer(db(), seller.userId, { title: 'Offending gold' });
      const image = await sharp({
        create: { width: 400, height: 300, channels: 3, background: { r: 20, g: 90, b: 160 } },
      })
        .jpeg()
        .toBuffer();
      const body = multipartBody([
        { field: 'photos', filename: 'a.jpg', contentType: 'image/jpeg', data: image },
      ]);
      const uploaded = await setup.ctx.app.inject({
        method: 'POST',
        url: `/api/v1/offers/${offerId}/photos`,
        headers: { ...bearer(seller.token), ...body.headers },
        payload: body.payload,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const photoId = uploaded.json().photos[0].id as string;
      const photoFiles = () =>
        readdirSync(setup.ctx.app.photoStorage.dir).filter((file) => file.startsWith(photoId));
      expect(photoFiles().length).toBeGreaterThan(0);

      const before = await snapshotDatabase(setup.ctx.database);
      expect(errorCode(await moderate(offerId, 'delete', null))).toBe('UNAUTHENTICATED');
      for (const caller of [seller, setup.staff.user]) {
        const refused = await moderate(offerId, 'delete', caller.token);
        expect([refused.statusCode, errorCode(refused)]).toEqual([403, 'FORBIDDEN']);
      }
      expect(await snapshotDatabase(setup.ctx.database)).toEqual(before);

      const deleted = await moderate(offerId, 'delete', setup.staff.support.token, 'Sells stolen accounts');
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(offerModerationDeleteResponseSchema.parse(deleted.json())).toEqual({ offerId, deleted: true });
      expect((await call('GET', `/api/v1/offers/${offerId}`, seller.token)).statusCode).toBe(404);
      expect(photoFiles()).toEqual([]);
      expect(existsSync(setup.ctx.app.photoStorage.dir)).toBe(true);
      const [told] = await notificationsOf(seller.userId, 'offer_deleted');
      expect(told).toMatchObject({
        params: { title: 'Offending gold', reason: 'Sells stolen accounts' },
        link: null,
      });
      const [audit] = await auditOf(offerId, 'offer.delete');
      expect(audit).toMatchObject({
        actorId: setup.staff.support.userId,
        reason: 'Sells stolen accounts',
        after: null,
      });
      expect(audit?.before).toMatchObject({ title: 'Offending gold', sellerId: seller.userId, photos: 1 });

      // Admins delete as support agents do, a taken-down offer too.
      const locked = await lockedOffer('Offending locked gold');
      const byAdmin = await moderate(locked, 'delete', setup.staff.admin.token, 'Repeated offence');
      expect(byAdmin.statusCode, byAdmin.body).toBe(200);
      expect(await auditOf(locked, 'offer.delete')).toHaveLength(1);
    },
  );
});
