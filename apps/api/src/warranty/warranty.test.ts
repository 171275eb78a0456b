import {
  adminAuditResponseSchema,
  adminWarrantyRulesResponseSchema,
  CATEGORY_SLUGS,
  marketResponseSchema,
  offerResponseSchema,
  warrantyCategoriesResponseSchema,
} from '@lootmarket/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../../test/support/admin';
import { errorCode, snapshotDatabase } from '../../test/support/app';
import { databaseKinds } from '../../test/support/databases';
import { gameCategories, games } from '../catalog/catalog.schema';
import { offers } from '../offers/offers.schema';
import { orders } from '../orders/orders.schema';
import { checkout, createTestOffer, ordersTestSetup } from '../orders/orders.test-support';

// Warranty rules per category (staff), and the warranty an offer carries: the seller's choice of 14, 30,
// 60 or 90 days where the category carries one, none elsewhere.

const kinds = await databaseKinds();

describe.each(kinds)('warranty rules and offer warranties on $notice', ({ name, available }) => {
  const setup = ordersTestSetup(name, available, { buyerFunds: 1_000_000n });
  const { ctx, seller, buyer, other, staff, db } = setup;
  const call = caller(() => ctx.app);
  let game: { id: string; slug: string };

  beforeAll(async () => {
    if (!available) return;
    const id = crypto.randomUUID();
    game = { id, slug: `warranty-game-${id.slice(0, 8)}` };
    await db().insert(games).values({ id, slug: game.slug, name: 'Warranty Game' });
    await db()
      .insert(gameCategories)
      .values(['account', 'gold', 'items'].map((category, position) => ({ gameId: id, category, position })));
  });

  const offerBody = (category: string, extra: Record<string, unknown> = {}) => ({
    game: game.slug,
    category,
    title: 'Level 80 account, full gear',
    description: 'Original e-mail included, handed over at once.',
    deliveryTime: '1h',
    price: '120.00',
    currency: 'USD',
    quantity: 1,
    ...extra,
  });
  const createOffer = (body: unknown, token = seller.token) => call('POST', '/api/v1/offers', token, body);

  it.skipIf(!available)('GET /api/v1/warranty-rules: public, the seeded account warranty', async () => {
    const response = await call('GET', '/api/v1/warranty-rules');
    expect(response.statusCode).toBe(200);
    expect(warrantyCategoriesResponseSchema.parse(response.json())).toEqual({
      categories: ['account'],
      days: [14, 30, 60, 90],
    });
  });

  it.skipIf(!available)(
    'offers of a warranted category carry 14 days by default or the seller’s choice',
    async () => {
      const byDefault = await createOffer(offerBody('account'));
      expect(byDefault.statusCode, byDefault.body).toBe(201);
      expect(offerResponseSchema.parse(byDefault.json()).offer.warrantyDays).toBe(14);
      const chosen = offerResponseSchema.parse(
        (await createOffer(offerBody('account', { warrantyDays: 60 }))).json(),
      );
      expect(chosen.offer.warrantyDays).toBe(60);
      const edited = await call('PATCH', `/api/v1/offers/${chosen.offer.id}`, seller.token, {
        warrantyDays: 90,
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(offerResponseSchema.parse(edited.json()).offer.warrantyDays).toBe(90);
      // The market's cards carry it.
      const market = marketResponseSchema.parse(
        (await call('GET', `/api/v1/games/${game.slug}/account/offers`)).json(),
      );
      expect(market.offers.find((o) => o.id === chosen.offer.id)?.warrantyDays).toBe(90);
      // Another category without a warranty: none.
      const gold = offerResponseSchema.parse((await createOffer(offerBody('gold'))).json());
      expect(gold.offer.warrantyDays).toBeNull();
    },
  );

  it.skipIf(!available)(
    'a warranty outside the choices, or in a category without one, is refused with nothing written',
    async () => {
      const existing = offerResponseSchema.parse(
        (await createOffer(offerBody('account', { warrantyDays: 30 }))).json(),
      );
      const before = await snapshotDatabase(ctx.database);
      for (const [body, field] of [
        [offerBody('account', { warrantyDays: 45 }), 'warrantyDays'],
        [offerBody('account', { warrantyDays: 'ninety' }), 'warrantyDays'],
        [offerBody('account', { warrantyDays: 7 }), 'warrantyDays'],
        [offerBody('gold', { warrantyDays: 30 }), 'warrantyDays'],
      ] as const) {
        const refused = await createOffer(body);
        expect(refused.statusCode, JSON.stringify(body)).toBe(400);
        expect(errorCode(refused)).toBe('OFFER_WARRANTY_INVALID');
        expect(refused.json().error.fields?.[field]).toBe('warrantyInvalid');
      }
      const badEdit = await call('PATCH', `/api/v1/offers/${existing.offer.id}`, seller.token, {
        warrantyDays: 15,
      });
      expect(badEdit.statusCode).toBe(400);
      expect(errorCode(badEdit)).toBe('OFFER_WARRANTY_INVALID');
      // Moving the offer to a category without warranty while naming one.
      const badMove = await call('PATCH', `/api/v1/offers/${existing.offer.id}`, seller.token, {
        category: 'gold',
        warrantyDays: 30,
      });
      expect(errorCode(badMove)).toBe('OFFER_WARRANTY_INVALID');
      // A stranger may not edit it at all (not the owner: 403, as for every other field).
      const stranger = await call('PATCH', `/api/v1/offers/${existing.offer.id}`, other.token, {
        warrantyDays: 60,
      });
      expect(stranger.statusCode).toBe(403);
      expect(await snapshotDatabase(ctx.database)).toEqual(before);
    },
  );

  it.skipIf(!available)(
    'admin warranty rules: guests 401, users 403, support reads, only admins write',
    async () => {
      expect((await call('GET', '/api/v1/admin/warranty-rules')).statusCode).toBe(401);
      expect((await call('GET', '/api/v1/admin/warranty-rules', staff.user.token)).statusCode).toBe(403);
      const read = await call('GET', '/api/v1/admin/warranty-rules', staff.support.token);
      expect(read.statusCode).toBe(200);
      const rules = adminWarrantyRulesResponseSchema.parse(read.json()).rules;
      expect(rules.map((rule) => rule.category)).toEqual([...CATEGORY_SLUGS]);
      expect(rules.filter((rule) => rule.enabled).map((rule) => rule.category)).toEqual(['account']);
      const before = await snapshotDatabase(ctx.database);
      const body = { category: 'items', enabled: true };
      expect((await call('PUT', '/api/v1/admin/warranty-rules', null, body)).statusCode).toBe(401);
      expect((await call('PUT', '/api/v1/admin/warranty-rules', staff.user.token, body)).statusCode).toBe(
        403,
      );
      expect((await call('PUT', '/api/v1/admin/warranty-rules', staff.support.token, body)).statusCode).toBe(
        403,
      );
      for (const bad of [
        { category: 'nope', enabled: true },
        { category: 'items', enabled: 'yes' },
        { category: 'items' },
        { category: 'items', enabled: true, days: 30 },
        {},
      ]) {
        const refused = await call('PUT', '/api/v1/admin/warranty-rules', staff.admin.token, bad);
        expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
        expect(errorCode(refused)).toBe('VALIDATION_FAILED');
      }
      expect(await snapshotDatabase(ctx.database)).toEqual(before);
    },
  );

  it.skipIf(!available)(
    'switching a category on gives its offers 14 days, off takes them away; bought orders keep theirs; audited',
    async () => {
      const itemsOffer = await createTestOffer(db(), seller.userId, { category: 'items', priceMinor: 700n });
      const on = await call('PUT', '/api/v1/admin/warranty-rules', staff.admin.token, {
        category: 'items',
        enabled: true,
      });
      expect(on.statusCode, on.body).toBe(200);
      const rule = adminWarrantyRulesResponseSchema
        .parse(on.json())
        .rules.find((r) => r.category === 'items');
      expect(rule).toMatchObject({ enabled: true, updatedBy: { id: staff.admin.userId } });
      const warrantyOf = async (offerId: string) =>
        (await db().select({ days: offers.warrantyDays }).from(offers).where(eq(offers.id, offerId)))[0]
          ?.days;
      expect(await warrantyOf(itemsOffer)).toBe(14);
      const bought = await checkout(ctx.app, buyer.token, {
        offerId: itemsOffer,
        quantity: 1,
        paymentMethod: 'wallet',
      });
      expect(bought.statusCode).toBe(201);
      const orderId = bought.json().order.id as string;
      // The same again: nothing to change, nothing audited.
      await call('PUT', '/api/v1/admin/warranty-rules', staff.admin.token, {
        category: 'items',
        enabled: true,
      });
      const off = await call('PUT', '/api/v1/admin/warranty-rules', staff.admin.token, {
        category: 'items',
        enabled: false,
      });
      expect(off.statusCode).toBe(200);
      expect(await warrantyOf(itemsOffer)).toBeNull();
      const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
      expect(order?.warrantyDays).toBe(14);
      const audit = adminAuditResponseSchema.parse(
        (
          await call(
            'GET',
            '/api/v1/admin/audit-log?targetType=warranty_rule&targetId=items',
            staff.admin.token,
          )
        ).json(),
      ).entries;
      expect(audit.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
        ['warranty_rule.update', { enabled: true }, { enabled: false, offersChanged: 1 }],
        ['warranty_rule.update', { enabled: false }, { enabled: true, offersChanged: 1 }],
      ]);
      const publicRules = warrantyCategoriesResponseSchema.parse(
        (await call('GET', '/api/v1/warranty-rules')).json(),
      );
      expect(publicRules.categories).toEqual(['account']);
    },
  );
});
