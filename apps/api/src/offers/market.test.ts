import { DELIVERY_TIMES, marketResponseSchema, OFFER_CURRENCY_SORT_WEIGHTS } from '@lootmarket/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, errorCode, registerUser, type TestContext } from '../../test/support/app';
import { databaseKinds } from '../../test/support/databases';
import { games } from '../catalog/catalog.schema';
import { seedDemoData } from '../seed/seed';
import { offers } from './offers.schema';

const kinds = await databaseKinds();
const BASE = '/api/v1/games/world-of-warcraft/gold/offers';

const comparable = (offer: { priceMinor: number; currency: keyof typeof OFFER_CURRENCY_SORT_WEIGHTS }) =>
  offer.priceMinor * OFFER_CURRENCY_SORT_WEIGHTS[offer.currency];

describe.each(kinds)('market search on $notice', ({ name, available }) => {
  let ctx: TestContext;
  let activeGold: number;

  beforeAll(async () => {
    if (!available) return;
    ctx = await createTestContext(name);
    await seedDemoData(ctx.database.db);
    const { db } = ctx.database;
    const [wow] = await db.select().from(games).where(eq(games.slug, 'world-of-warcraft'));
    const [row] = await db
      .select({ n: count() })
      .from(offers)
      .where(and(eq(offers.gameId, wow?.id ?? ''), eq(offers.category, 'gold'), eq(offers.active, true)));
    activeGold = Number(row?.n ?? 0);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const search = async (query = '') => {
    const response = await ctx.app.inject({ method: 'GET', url: `${BASE}${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return marketResponseSchema.parse(response.json());
  };

  it.runIf(available)('lists active offers cheapest first, with totals over every match', async () => {
    expect(activeGold).toBeGreaterThan(5);
    const result = await search();
    expect(result.total).toBe(activeGold);
    expect(result.offers).toHaveLength(Math.min(24, activeGold));
    const prices = result.offers.map(comparable);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(result.lowestPrice).toEqual({
      price: result.offers[0]?.price,
      priceMinor: result.offers[0]?.priceMinor,
      currency: result.offers[0]?.currency,
    });
    const dearest = await search('?sort=price_desc');
    const descending = dearest.offers.map(comparable);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(dearest.highestPrice?.priceMinor).toBe(dearest.offers[0]?.priceMinor);
    expect(result.totalQuantity).toBeGreaterThan(0);
  });

  it.runIf(available)('pages through every match once', async () => {
    const seen = new Set<string>();
    const pages = Math.ceil(activeGold / 5);
    for (let page = 1; page <= pages; page += 1) {
      const result = await search(`?pageSize=5&page=${page}`);
      expect(result.offers.length).toBeLessThanOrEqual(5);
      for (const offer of result.offers) seen.add(offer.id);
    }
    expect(seen.size).toBe(activeGold);
    expect((await search(`?page=${pages + 50}`)).offers).toEqual([]);
  });

  it.runIf(available)('filters by server, product text, delivery time and stock', async () => {
    const all = await search('?pageSize=60');
    const server = all.offers.find((offer) => offer.server)?.server?.slug ?? '';
    const byServer = await search(`?server=${server}&pageSize=60`);
    expect(byServer.total).toBeGreaterThan(0);
    expect(byServer.total).toBeLessThan(all.total);
    for (const offer of byServer.offers) expect(offer.server?.slug).toBe(server);

    const byText = await search('?product=HAND%20FARMED');
    for (const offer of byText.offers) expect(offer.title.toLowerCase()).toContain('hand farmed');

    const fast = await search('?delivery=1h&pageSize=60');
    const hour = DELIVERY_TIMES.find((time) => time.id === '1h')?.minutes ?? 0;
    for (const offer of fast.offers) {
      expect(DELIVERY_TIMES.find((time) => time.id === offer.deliveryTime)?.minutes).toBeLessThanOrEqual(
        hour,
      );
    }
    expect((await search('?server=no-such-realm')).total).toBe(0);
    expect((await search('?product=%25%25')).total).toBe(0);
  });

  it.runIf(available)('hides inactive offers and, on request, sold-out ones', async () => {
    const seller = await registerUser(ctx.app, 'market');
    const server = (await search()).offers.find((offer) => offer.server)?.server?.slug;
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/offers',
      headers: bearer(seller.token),
      payload: {
        game: 'world-of-warcraft',
        category: 'gold',
        server,
        title: 'Zephyr test listing gold',
        description: 'Listed by the market test.',
        deliveryTime: 'instant',
        price: '0.01',
        quantity: 3,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().offer.id;
    const found = await search('?product=zephyr');
    expect(found.offers.map((offer) => offer.id)).toEqual([id]);
    expect(found.lowestPrice?.priceMinor).toBe(1);

    await ctx.database.db.update(offers).set({ stock: 0 }).where(eq(offers.id, id));
    expect((await search('?product=zephyr')).total).toBe(1);
    expect((await search('?product=zephyr&inStock=true')).total).toBe(0);

    await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/offers/${id}/deactivate`,
      headers: bearer(seller.token),
    });
    expect((await search('?product=zephyr')).total).toBe(0);
  });

  it.runIf(available)(
    'answers 404 for an unknown game or a category the game lacks, 400 for bad filters',
    async () => {
      for (const url of [
        '/api/v1/games/no-such-game/gold/offers',
        '/api/v1/games/world-of-warcraft/twitch_drops/offers',
      ]) {
        const response = await ctx.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(errorCode(response)).toBe('NOT_FOUND');
      }
      for (const query of ['?sort=cheapest', '?delivery=4h', '?page=0', '?pageSize=500', '?inStock=maybe']) {
        const response = await ctx.app.inject({ method: 'GET', url: `${BASE}${query}` });
        expect(response.statusCode, query).toBe(400);
        expect(errorCode(response)).toBe('VALIDATION_FAILED');
      }
      const pets = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/games/world-of-warcraft/pets/offers',
      });
      expect(pets.statusCode).toBe(400);
    },
  );
});

describe.each(kinds)('seller reviews on $notice', ({ name, available }) => {
  let ctx: TestContext;
  beforeAll(async () => {
    if (!available) return;
    ctx = await createTestContext(name);
    await seedDemoData(ctx.database.db);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it.runIf(available)('lists every review of an offer seller, newest first, with the average', async () => {
    const market = await ctx.app.inject({ method: 'GET', url: BASE });
    const offerId = market.json().offers[0].id;
    const offer = (await ctx.app.inject({ method: 'GET', url: `/api/v1/offers/${offerId}` })).json().offer;
    const first = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/sellers/${offer.seller.id}/reviews?pageSize=50`,
    });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.total).toBe(offer.seller.reviewsCount);
    const dates = body.reviews.map((review: { createdAt: string }) => review.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    if (body.total > 0) {
      const mean =
        body.reviews.reduce((sum: number, r: { stars: number }) => sum + r.stars, 0) / body.reviews.length;
      if (body.total <= 50) expect(Math.abs(body.averageStars - mean)).toBeLessThanOrEqual(0.05 + 1e-9);
    }
    const none = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/sellers/${crypto.randomUUID()}/reviews`,
    });
    expect(none.json()).toMatchObject({ reviews: [], total: 0, averageStars: null });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/sellers/nope/reviews' })).statusCode).toBe(
      400,
    );
  });
});
