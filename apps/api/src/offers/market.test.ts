import {
  type CurrencyRate,
  currencyExponent,
  currencyRatesResponseSchema,
  DELIVERY_TIMES,
  marketResponseSchema,
} from '@lootmarket/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, errorCode, registerUser, type TestContext } from '../../test/support/app';
import { databaseKinds } from '../../test/support/databases';
import { games } from '../catalog/catalog.schema';
import { seedDemoData } from '../seed/seed';
import { offers } from './offers.schema';

const kinds = await databaseKinds();
const BASE = '/api/v1/games/world-of-warcraft/gold/offers';

/** The staff's currency rates (src/rates), read from GET /api/v1/currency-rates before the tests. */
let rates: CurrencyRate[] = [];

/** The price of one unit of the good in US dollars at the rates (the bundle's price over its units). */
const comparable = (offer: { priceMinor: number; currency: string; bundleSize: number }) => {
  const rate = rates.find((candidate) => candidate.currency === offer.currency);
  if (!rate) throw new Error(`no rate for ${offer.currency}`);
  return (
    (offer.priceMinor * Number(rate.usdValue)) / 10 ** currencyExponent(offer.currency) / offer.bundleSize
  );
};

/** Each price at least the one before (up to float rounding: the database compares exact numerics). */
const expectAscending = (prices: number[]) => {
  for (let i = 1; i < prices.length; i += 1)
    expect(prices[i] ?? 0, `${i}`).toBeGreaterThanOrEqual((prices[i - 1] ?? 0) * (1 - 1e-12));
};

/** The lower bound of the 95 % Wilson interval of a seller's positive share, as the rating sort uses it. */
const wilson = (seller: { positiveFeedbackPercent: number; reviewsCount: number }) => {
  const n = seller.reviewsCount;
  if (n === 0) return 0;
  const p = seller.positiveFeedbackPercent / 100;
  const z = 1.96;
  return (
    (p + (z * z) / (2 * n) - z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n)
  );
};

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
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/currency-rates' });
    rates = currencyRatesResponseSchema.parse(response.json()).rates;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const search = async (query = '') => {
    const response = await ctx.app.inject({ method: 'GET', url: `${BASE}${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return marketResponseSchema.parse(response.json());
  };

  /** Lists a World of Warcraft gold offer as `token`: the fields given over a one-hour, USD default. */
  const listGold = (token: string, fields: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/offers',
      headers: bearer(token),
      payload: {
        game: 'world-of-warcraft',
        category: 'gold',
        description: 'Listed by the market test.',
        deliveryTime: '1h',
        currency: 'USD',
        ...fields,
      },
    });

  it.runIf(available)('lists active offers cheapest first, with totals over every match', async () => {
    expect(activeGold).toBeGreaterThan(5);
    const result = await search();
    expect(result.total).toBe(activeGold);
    expect(result.offers).toHaveLength(Math.min(24, activeGold));
    const prices = result.offers.map(comparable);
    expectAscending(prices);
    // The demo's gold is sold in lots of 10k to 1M: prices are compared per 1,000.
    expect(result.priceUnit).toBe(1000);
    expect(result.offers.some((offer) => offer.bundleSize !== result.offers[0]?.bundleSize)).toBe(true);
    expect(result.lowestPrice).toEqual({
      price: result.offers[0]?.price,
      priceMinor: result.offers[0]?.priceMinor,
      currency: result.offers[0]?.currency,
      bundleSize: result.offers[0]?.bundleSize,
      unitPrice: result.offers[0]?.unitPrice,
    });
    const dearest = await search('?sort=price_desc');
    const descending = dearest.offers.map(comparable);
    expectAscending([...descending].reverse());
    expect(dearest.highestPrice?.priceMinor).toBe(dearest.offers[0]?.priceMinor);
    expect(result.totalQuantity).toBeGreaterThan(0);
  });

  it.runIf(available)(
    'sorts by price per unit across bundle sizes and currencies, never by the raw number',
    async () => {
      const seller = await registerUser(ctx.app, 'bundles');
      const server = (await search()).offers.find((offer) => offer.server)?.server?.slug;
      const list = async (title: string, price: string, bundleSize: number, currency = 'USD') => {
        const response = await listGold(seller.token, {
          server,
          title: `Quokka ${title}`,
          price,
          currency,
          quantity: 5,
          bundleSize,
        });
        expect(response.statusCode, response.body).toBe(201);
        expect(response.json().offer.bundleSize).toBe(bundleSize);
        return response.json().offer.id as string;
      };
      // Per 1,000 gold: $0.08, $0.072, €0.070 (≈ $0.0756 at the seeded 1.08) and $0.078. By the bundle's price the $0.08 lot
      // would come first and the €0.70 one before the $0.72 one.
      const small = await list('1k', '0.08', 1000);
      const cheapest = await list('10k', '0.72', 10_000);
      const euro = await list('10k in euro', '0.70', 10_000, 'EUR');
      const big = await list('250k', '19.50', 250_000);

      const ascending = await search('?product=quokka');
      expect(ascending.offers.map((offer) => offer.id)).toEqual([cheapest, euro, big, small]);
      expect(ascending.priceUnit).toBe(1000);
      expect(ascending.offers.map((offer) => offer.unitPrice)).toEqual(['0.072', '0.07', '0.078', '0.08']);
      expect(ascending.lowestPrice).toMatchObject({ priceMinor: 72, bundleSize: 10_000, unitPrice: '0.072' });
      expect(ascending.highestPrice).toMatchObject({ priceMinor: 8, bundleSize: 1000, unitPrice: '0.08' });
      const descending = await search('?product=quokka&sort=price_desc');
      expect(descending.offers.map((offer) => offer.id)).toEqual([small, big, euro, cheapest]);

      // The bundle is fixed once listed: an edit body has none, and it changes nothing.
      const edit = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/v1/offers/${cheapest}`,
        headers: bearer(seller.token),
        payload: { bundleSize: 1 },
      });
      expect(edit.statusCode, edit.body).toBe(400);
      expect(errorCode(edit)).toBe('OFFER_NO_CHANGES');
      const [stored] = await ctx.database.db
        .select({ bundleSize: offers.bundleSize })
        .from(offers)
        .where(eq(offers.id, cheapest));
      expect(stored?.bundleSize).toBe(10_000);
      // Off the market again (through the API, which clears the answer cache): the other tests count
      // the demo's offers.
      for (const id of [small, cheapest, euro, big]) {
        const off = await ctx.app.inject({
          method: 'POST',
          url: `/api/v1/offers/${id}/deactivate`,
          headers: bearer(seller.token),
        });
        expect(off.statusCode, off.body).toBe(200);
      }
    },
  );

  it.runIf(available)(
    'refuses a bundle size that is not a whole number from 1, writing nothing',
    async () => {
      const seller = await registerUser(ctx.app, 'badbundle');
      for (const bundleSize of [0, -5, 2.5, 'many', 1_000_000_000_001]) {
        const response = await listGold(seller.token, {
          title: 'Wombat bundle',
          price: '1.00',
          quantity: 1,
          bundleSize,
        });
        expect(response.statusCode, String(bundleSize)).toBe(400);
        expect(errorCode(response)).toBe('OFFER_BUNDLE_SIZE_INVALID');
      }
      const [row] = await ctx.database.db
        .select({ n: count() })
        .from(offers)
        .where(eq(offers.title, 'Wombat bundle'));
      expect(row?.n).toBe(0);
    },
  );

  it.runIf(available)(
    "sorts by the sellers' rating and by delivery time, the cheaper per unit first among equals",
    async () => {
      const rated = await search('?sort=rating&pageSize=60');
      expect(rated.total).toBe(activeGold);
      const scores = rated.offers.map((offer) => wilson(offer.seller));
      for (let i = 1; i < scores.length; i += 1)
        expect(scores[i] ?? 0, `${i}`).toBeLessThanOrEqual((scores[i - 1] ?? 0) + 1e-9);
      expect(rated.offers[0]?.seller.reviewsCount).toBeGreaterThan(0);

      const fastest = await search('?sort=delivery&pageSize=60');
      const minutes = (id: string) => DELIVERY_TIMES.find((time) => time.id === id)?.minutes ?? 0;
      const keys = fastest.offers.map((offer) => [minutes(offer.deliveryTime), comparable(offer)] as const);
      for (let i = 1; i < keys.length; i += 1) {
        const [before, after] = [keys[i - 1], keys[i]];
        if (!before || !after) continue;
        expect(after[0], `${i}`).toBeGreaterThanOrEqual(before[0]);
        if (after[0] === before[0]) expect(after[1], `${i}`).toBeGreaterThanOrEqual(before[1] - 1e-9);
      }
    },
  );

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
    const created = await listGold(seller.token, {
      server,
      title: 'Zephyr test listing gold',
      deliveryTime: 'instant',
      price: '0.01',
      quantity: 3,
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
