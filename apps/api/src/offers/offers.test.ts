import { offerCreateRequestSchema, offerResponseSchema } from '@lootmarket/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestContext,
  errorCode,
  type RegisteredUser,
  registerUser,
  snapshotDatabase,
  type TestContext,
} from '../../test/support/app';
import { databaseKinds } from '../../test/support/databases';
import { multipartBody } from '../../test/support/multipart';
import { registerWithRoles } from '../../test/support/staff';
import { users } from '../auth/auth.schema';
import { gameCategories, gameServers, games } from '../catalog/catalog.schema';
import { seedDemoData } from '../seed/seed';
import { createOffer, setOfferActive } from './offers.service';

const kinds = await databaseKinds();

describe.each(kinds)('offers API on $notice', ({ name, available }) => {
  let ctx: TestContext;
  let owner: RegisteredUser;
  let other: RegisteredUser;
  let support: RegisteredUser;
  let admin: RegisteredUser;
  let wowServer: string;
  let otherGameServer: string;
  let categoryWowLacks: string;
  let serverlessGame: { slug: string; category: string };

  const valid = () => ({
    game: 'world-of-warcraft',
    category: 'gold',
    server: wowServer,
    title: '100k Gold, hand farmed',
    description: 'Face-to-face trade at the auction house, usually within the hour.',
    deliveryTime: '1h',
    price: '19.99',
    currency: 'USD',
    quantity: 40,
  });

  beforeAll(async () => {
    if (!available) return;
    ctx = await createTestContext(name);
    await seedDemoData(ctx.database.db);
    owner = await registerUser(ctx.app, 'seller');
    other = await registerUser(ctx.app, 'other');
    admin = await registerWithRoles(ctx.app, ctx.database, 'admin', ['user', 'admin']);
    support = await registerWithRoles(ctx.app, ctx.database, 'support', ['user', 'support']);
    const { db } = ctx.database;
    const [wow] = await db.select().from(games).where(eq(games.slug, 'world-of-warcraft'));
    const servers = await db.select().from(gameServers);
    wowServer = servers.find((server) => server.gameId === wow?.id)?.slug ?? '';
    otherGameServer =
      servers.find(
        (server) =>
          server.gameId !== wow?.id && !servers.some((s) => s.gameId === wow?.id && s.slug === server.slug),
      )?.slug ?? '';
    const categories = await db.select().from(gameCategories);
    const wowCategories = new Set(categories.filter((c) => c.gameId === wow?.id).map((c) => c.category));
    categoryWowLacks =
      ['gift_cards', 'top_up', 'twitch_drops', 'dlc'].find((c) => !wowCategories.has(c)) ?? '';
    const allGames = await db.select().from(games);
    const withServers = new Set(servers.map((server) => server.gameId));
    const bare = allGames.find((game) => !withServers.has(game.id)) ?? allGames[0];
    serverlessGame = {
      slug: bare?.slug ?? '',
      category: categories.find((c) => c.gameId === bare?.id)?.category ?? '',
    };
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const create = (payload: unknown, token: string | null = owner.token) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/offers',
      payload: payload as Record<string, unknown>,
      ...(token ? { headers: bearer(token) } : {}),
    });
  const patch = (offerId: string, payload: unknown, token: string | null = owner.token) =>
    ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/offers/${offerId}`,
      payload: payload as Record<string, unknown>,
      ...(token ? { headers: bearer(token) } : {}),
    });
  const get = (offerId: string, token: string | null) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/v1/offers/${offerId}`,
      ...(token ? { headers: bearer(token) } : {}),
    });
  const post = (url: string, token: string | null) =>
    ctx.app.inject({ method: 'POST', url, ...(token ? { headers: bearer(token) } : {}) });
  const offerOf = (response: LightMyRequestResponse) => offerResponseSchema.parse(response.json()).offer;

  async function createValid(overrides: Record<string, unknown> = {}, token = owner.token) {
    const response = await create({ ...valid(), ...overrides }, token);
    expect(response.statusCode, response.body).toBe(201);
    return offerOf(response);
  }

  it.runIf(available)('lists an offer with every field of spec §3, priced in minor units', async () => {
    const response = await create(valid());
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.messageId).toBe('success.productSubmitted');
    const offer = offerOf(response);
    expect(offer).toMatchObject({
      game: { slug: 'world-of-warcraft', name: 'World of Warcraft' },
      category: 'gold',
      server: { slug: wowServer },
      title: '100k Gold, hand farmed',
      deliveryTime: '1h',
      price: '19.99',
      priceMinor: 1999,
      currency: 'USD',
      quantity: 40,
      photos: [],
      active: true,
      viewerIsOwner: true,
      seller: { id: owner.userId, username: owner.username },
    });
    const yen = await createValid({ price: '500', currency: 'JPY' });
    expect(yen.priceMinor).toBe(500);
    const serverless = await createValid({
      game: serverlessGame.slug,
      category: serverlessGame.category,
      server: null,
    });
    expect(serverless.server).toBeNull();
  });

  const refusals: Array<[string, () => Record<string, unknown>, string, string]> = [
    ['an unknown game', () => ({ ...valid(), game: 'no-such-game' }), 'OFFER_GAME_INVALID', 'game'],
    ['no game', () => ({ ...valid(), game: '' }), 'OFFER_GAME_INVALID', 'game'],
    [
      'a category the game lacks',
      () => ({ ...valid(), category: categoryWowLacks }),
      'OFFER_CATEGORY_INVALID',
      'category',
    ],
    ['an unknown category', () => ({ ...valid(), category: 'pets' }), 'OFFER_CATEGORY_INVALID', 'category'],
    [
      'a server of another game',
      () => ({ ...valid(), server: otherGameServer }),
      'OFFER_SERVER_INVALID',
      'server',
    ],
    [
      'no server where the game has servers',
      () => ({ ...valid(), server: null }),
      'OFFER_SERVER_INVALID',
      'server',
    ],
    ['an empty title', () => ({ ...valid(), title: '   ' }), 'OFFER_TITLE_REQUIRED', 'title'],
    ['no title', () => ({ ...valid(), title: undefined }), 'OFFER_TITLE_REQUIRED', 'title'],
    [
      'an empty description',
      () => ({ ...valid(), description: '' }),
      'OFFER_DESCRIPTION_REQUIRED',
      'description',
    ],
    [
      'a delivery time off the list',
      () => ({ ...valid(), deliveryTime: '4h' }),
      'OFFER_DELIVERY_TIME_REQUIRED',
      'deliveryTime',
    ],
    [
      'no delivery time',
      () => ({ ...valid(), deliveryTime: undefined }),
      'OFFER_DELIVERY_TIME_REQUIRED',
      'deliveryTime',
    ],
    ['a zero price', () => ({ ...valid(), price: '0' }), 'OFFER_PRICE_INVALID', 'price'],
    ['a negative price', () => ({ ...valid(), price: '-5' }), 'OFFER_PRICE_INVALID', 'price'],
    ['a price finer than cents', () => ({ ...valid(), price: '19.999' }), 'OFFER_PRICE_INVALID', 'price'],
    [
      'yen with decimals',
      () => ({ ...valid(), price: '5.5', currency: 'JPY' }),
      'OFFER_PRICE_INVALID',
      'price',
    ],
    ['a price that is not a number', () => ({ ...valid(), price: 'cheap' }), 'OFFER_PRICE_INVALID', 'price'],
    ['a huge price', () => ({ ...valid(), price: '1000000.01' }), 'OFFER_PRICE_INVALID', 'price'],
    ['an unknown currency', () => ({ ...valid(), currency: 'XYZ' }), 'OFFER_PRICE_INVALID', 'price'],
    ['a zero quantity', () => ({ ...valid(), quantity: 0 }), 'OFFER_QUANTITY_INVALID', 'quantity'],
    ['a fractional quantity', () => ({ ...valid(), quantity: 1.5 }), 'OFFER_QUANTITY_INVALID', 'quantity'],
    [
      'a quantity that is not a number',
      () => ({ ...valid(), quantity: 'ten' }),
      'OFFER_QUANTITY_INVALID',
      'quantity',
    ],
    [
      'a contact in the title',
      () => ({ ...valid(), title: 'Gold, add me on discord: trader#1234' }),
      'EXTERNAL_CONTACTS_NOT_ALLOWED',
      'title',
    ],
    [
      'a contact in the description',
      () => ({ ...valid(), description: 'Cheaper deals: name at gmail dot com' }),
      'EXTERNAL_CONTACTS_NOT_ALLOWED',
      'description',
    ],
  ];

  it.runIf(available).each(refusals)(
    'refuses %s with its §5 code and stores nothing',
    async (_, payload, code, field) => {
      const before = await snapshotDatabase(ctx.database);
      const response = await create(payload());
      expect(response.statusCode, response.body).toBe(400);
      expect(errorCode(response)).toBe(code);
      expect(Object.keys(response.json().error.fields)).toContain(field);
      expect(await snapshotDatabase(ctx.database)).toEqual(before);
    },
  );

  it.runIf(available)('names every wrong field at once, a contact first', async () => {
    const response = await create({ ...valid(), game: '', price: '0', description: 'wa.me/48600700800' });
    expect(errorCode(response)).toBe('EXTERNAL_CONTACTS_NOT_ALLOWED');
    expect(response.json().error.fields).toMatchObject({ game: 'gameInvalid', price: 'priceInvalid' });
  });

  it.runIf(available)('lets only signed-in users list offers', async () => {
    const before = await snapshotDatabase(ctx.database);
    const response = await create(valid(), null);
    expect(response.statusCode).toBe(401);
    expect(errorCode(response)).toBe('UNAUTHENTICATED');
    expect(await snapshotDatabase(ctx.database)).toEqual(before);
  });

  it.runIf(available)('lets the owner edit, and refuses an edit that changes nothing', async () => {
    const offer = await createValid();
    const edited = await patch(offer.id, { price: '17.50', quantity: 12 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().messageId).toBe('success.offerUpdated');
    expect(offerOf(edited)).toMatchObject({ priceMinor: 1750, quantity: 12, title: offer.title });

    const before = await snapshotDatabase(ctx.database);
    for (const body of [{}, { price: '17.5' }, { ...valid(), price: '17.50', quantity: 12 }]) {
      const same = await patch(offer.id, body);
      expect(same.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorCode(same)).toBe('OFFER_NO_CHANGES');
      expect(same.json().error.message).toBe('No changes detected. Nothing to save.');
    }
    const contact = await patch(offer.id, { description: 'text me +48 600 700 800' });
    expect(errorCode(contact)).toBe('EXTERNAL_CONTACTS_NOT_ALLOWED');
    const badServer = await patch(offer.id, { server: otherGameServer });
    expect(errorCode(badServer)).toBe('OFFER_SERVER_INVALID');
    expect(await snapshotDatabase(ctx.database)).toEqual(before);
  });

  it.runIf(available)('refuses edits by guests, other users and staff, changing nothing', async () => {
    const offer = await createValid();
    const before = await snapshotDatabase(ctx.database);
    const guest = await patch(offer.id, { price: '1.00' }, null);
    expect(guest.statusCode).toBe(401);
    for (const user of [other, support, admin]) {
      const response = await patch(offer.id, { price: '1.00' }, user.token);
      expect(response.statusCode).toBe(403);
      expect(errorCode(response)).toBe('FORBIDDEN');
    }
    const missing = await patch(crypto.randomUUID(), { price: '1.00' });
    expect(missing.statusCode).toBe(404);
    expect(await snapshotDatabase(ctx.database)).toEqual(before);
  });

  it.runIf(available)('shows inactive offers to their owner and moderators only', async () => {
    const offer = await createValid();
    expect((await get(offer.id, null)).statusCode).toBe(200);
    expect(offerOf(await get(offer.id, other.token)).viewerIsOwner).toBe(false);

    const otherTries = await post(`/api/v1/offers/${offer.id}/deactivate`, other.token);
    expect(otherTries.statusCode).toBe(403);
    const off = await post(`/api/v1/offers/${offer.id}/deactivate`, owner.token);
    expect(off.statusCode).toBe(200);
    expect(offerOf(off).active).toBe(false);

    for (const token of [null, other.token]) {
      const hidden = await get(offer.id, token);
      expect(hidden.statusCode).toBe(404);
      expect(errorCode(hidden)).toBe('NOT_FOUND');
    }
    // Someone else's inactive offer does not even admit to existing.
    expect((await post(`/api/v1/offers/${offer.id}/activate`, other.token)).statusCode).toBe(404);
    expect(offerOf(await get(offer.id, owner.token))).toMatchObject({ active: false, viewerIsOwner: true });
    expect((await get(offer.id, admin.token)).statusCode).toBe(200);

    const on = await post(`/api/v1/offers/${offer.id}/activate`, owner.token);
    expect(offerOf(on).active).toBe(true);
    expect((await get(offer.id, null)).statusCode).toBe(200);
    expect((await get('not-a-uuid', null)).statusCode).toBe(400);
  });

  it.runIf(available)('lists my products, active ones only on request', async () => {
    const seller = await registerUser(ctx.app, 'lister');
    const first = await createValid({ title: 'First offer' }, seller.token);
    await createValid({ title: 'Second offer' }, seller.token);
    await post(`/api/v1/offers/${first.id}/deactivate`, seller.token);

    const all = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/offers/mine',
      headers: bearer(seller.token),
    });
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBe(2);
    expect(all.json().offers.map((offer: { title: string }) => offer.title)).toEqual([
      'Second offer',
      'First offer',
    ]);
    const active = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/offers/mine?active=true',
      headers: bearer(seller.token),
    });
    expect(active.json().offers.map((offer: { title: string }) => offer.title)).toEqual(['Second offer']);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/offers/mine' })).statusCode).toBe(401);
  });

  it.runIf(available)('deletes for the owner only, never for another user or staff', async () => {
    const offer = await createValid();
    const before = await snapshotDatabase(ctx.database);
    const del = (token: string | null) =>
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/v1/offers/${offer.id}`,
        ...(token ? { headers: bearer(token) } : {}),
      });
    expect((await del(null)).statusCode).toBe(401);
    for (const user of [other, support, admin]) {
      const refused = await del(user.token);
      expect([refused.statusCode, errorCode(refused)]).toEqual([403, 'FORBIDDEN']);
    }
    expect(await snapshotDatabase(ctx.database)).toEqual(before);
    const deleted = await del(owner.token);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ deleted: true, messageId: 'success.offerAndImagesDeleted' });
    expect((await get(offer.id, owner.token)).statusCode).toBe(404);
  });

  it.runIf(available)(
    'answers staff on every seller route exactly as it answers any other user, changing nothing',
    async () => {
      const onMarket = await createValid({ title: 'On the market' });
      const offMarket = await createValid({ title: 'Switched off by its seller' });
      expect((await post(`/api/v1/offers/${offMarket.id}/deactivate`, owner.token)).statusCode).toBe(200);
      const photo = multipartBody([
        { field: 'photos', filename: 'a.jpg', contentType: 'image/jpeg', data: Buffer.from('not read') },
      ]);
      const sellerRoutes = (offerId: string) =>
        [
          ['POST', `/api/v1/offers/${offerId}/activate`, {}],
          ['POST', `/api/v1/offers/${offerId}/deactivate`, {}],
          ['PATCH', `/api/v1/offers/${offerId}`, { payload: { price: '1.00' } }],
          ['DELETE', `/api/v1/offers/${offerId}`, {}],
          ['POST', `/api/v1/offers/${offerId}/photos`, { payload: photo.payload, headers: photo.headers }],
          ['DELETE', `/api/v1/offers/${offerId}/photos`, {}],
          ['DELETE', `/api/v1/offers/${offerId}/photos/${crypto.randomUUID()}`, {}],
          ['POST', `/api/v1/offers/${offerId}/codes`, { payload: { codes: ['KEY-1234'] } }],
          ['GET', `/api/v1/offers/${offerId}/codes`, {}],
          ['DELETE', `/api/v1/offers/${offerId}/codes`, {}],
        ] as const;
      const before = await snapshotDatabase(ctx.database);
      // On the market a stranger may know the offer exists (403); off it, it does not exist for them (404).
      for (const [offer, expected] of [
        [onMarket, [403, 'FORBIDDEN']],
        [offMarket, [404, 'NOT_FOUND']],
      ] as const) {
        for (const [method, url, extra] of sellerRoutes(offer.id)) {
          const asGuest = await ctx.app.inject({ method, url, ...extra });
          expect([asGuest.statusCode, errorCode(asGuest)], `guest ${method} ${url}`).toEqual([
            401,
            'UNAUTHENTICATED',
          ]);
          for (const caller of [other, support, admin]) {
            const response = await ctx.app.inject({
              method,
              url,
              ...extra,
              headers: { ...('headers' in extra ? extra.headers : {}), ...bearer(caller.token) },
            });
            expect([response.statusCode, errorCode(response)], `${caller.username} ${method} ${url}`).toEqual(
              [...expected],
            );
          }
        }
      }
      expect(await snapshotDatabase(ctx.database)).toEqual(before);
      // The owner still can.
      expect(offerOf(await post(`/api/v1/offers/${offMarket.id}/activate`, owner.token)).active).toBe(true);
    },
  );

  it.runIf(available)('refuses a banned seller a write that would put an offer on the market', async () => {
    const seller = await registerUser(ctx.app, 'banned');
    const offer = await createValid({ title: 'Before the ban' }, seller.token);
    expect((await post(`/api/v1/offers/${offer.id}/deactivate`, seller.token)).statusCode).toBe(200);
    // A ban revokes every session; a request already past sign-in still meets the service's check.
    await ctx.database.db.update(users).set({ banned: true }).where(eq(users.id, seller.userId));
    const before = await snapshotDatabase(ctx.database);
    const activated = ctx.database.db.transaction((tx) => setOfferActive(tx, offer.id, seller.userId, true));
    await expect(activated).rejects.toMatchObject({ code: 'ACCOUNT_BANNED' });
    const created = ctx.database.db.transaction(async (tx) => {
      const input = offerCreateRequestSchema.parse(valid());
      return createOffer(tx, seller.userId, input);
    });
    await expect(created).rejects.toMatchObject({ code: 'ACCOUNT_BANNED' });
    expect(await snapshotDatabase(ctx.database)).toEqual(before);
  });
});
