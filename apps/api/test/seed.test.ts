import { CATEGORY_SLUGS, DELIVERY_TIME_IDS } from '@lootmarket/contract';
import { count, countDistinct, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/auth/auth.schema';
import { gameCategories, games } from '../src/catalog/catalog.schema';
import { offers, sellerReviews, sellerStats } from '../src/offers/offers.schema';
import {
  DEMO_ADMIN,
  DEMO_SELLER_PASSWORD,
  DEMO_SUPPORT,
  demoSellerEmail,
  seedDemoData,
} from '../src/seed/seed';
import { createTestContext, snapshotDatabase, solveHumanCheck, type TestContext } from './support/app';
import { databaseKinds } from './support/databases';

const kinds = await databaseKinds();

describe.each(kinds)('demo data on $notice', ({ name, available }) => {
  let ctx: TestContext;
  let firstRun: Awaited<ReturnType<typeof seedDemoData>>;
  beforeAll(async () => {
    if (!available) return;
    ctx = await createTestContext(name);
    firstRun = await seedDemoData(ctx.database.db);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it.runIf(available)('fills the catalog, sellers and at least 2,000 offers', async () => {
    const { db } = ctx.database;
    expect(firstRun.inserted).toBe(true);
    const [gameCount] = await db.select({ n: count() }).from(games);
    expect(gameCount?.n).toBeGreaterThanOrEqual(60);
    const [offerStats] = await db
      .select({
        n: count(),
        categories: countDistinct(offers.category),
        sellers: countDistinct(offers.sellerId),
        minPrice: sql<string>`min(${offers.priceMinor})::text`,
        maxPrice: sql<string>`max(${offers.priceMinor})::text`,
      })
      .from(offers);
    expect(offerStats?.n).toBeGreaterThanOrEqual(2000);
    expect(offerStats?.categories).toBeGreaterThanOrEqual(10);
    expect(offerStats?.sellers).toBeGreaterThanOrEqual(20);
    // Price ranges from small top-ups to expensive accounts.
    expect(BigInt(offerStats?.maxPrice ?? 0)).toBeGreaterThan(BigInt(offerStats?.minPrice ?? 0) * 100n);

    const categories = await db.selectDistinct({ category: gameCategories.category }).from(gameCategories);
    for (const { category } of categories) expect(CATEGORY_SLUGS).toContain(category);
    const deliveryTimes = await db.selectDistinct({ deliveryTime: offers.deliveryTime }).from(offers);
    for (const { deliveryTime } of deliveryTimes) expect(DELIVERY_TIME_IDS).toContain(deliveryTime);

    const [wow] = await db.select().from(games).where(eq(games.slug, 'world-of-warcraft'));
    expect(wow?.name).toBe('World of Warcraft');
    const [stats] = await db
      .select({ n: count(), reviews: sql<number>`sum(${sellerStats.reviewsCount})::int` })
      .from(sellerStats);
    const [reviews] = await db.select({ n: count() }).from(sellerReviews);
    expect(stats?.n).toBeGreaterThanOrEqual(10);
    expect(stats?.reviews).toBe(reviews?.n);
  });

  it.runIf(available)('does nothing on a second run', async () => {
    const before = await snapshotDatabase(ctx.database);
    const again = await seedDemoData(ctx.database.db);
    expect(again.inserted).toBe(false);
    expect(await snapshotDatabase(ctx.database)).toEqual(before);
  });

  it.runIf(available)(
    'lets the admin and the support agent from the README and a demo seller sign in',
    async () => {
      const admin = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: {
          email: DEMO_ADMIN.email,
          password: DEMO_ADMIN.password,
          humanCheck: await solveHumanCheck(ctx.app),
        },
      });
      expect(admin.statusCode).toBe(200);
      expect(admin.json().user.roles).toContain('admin');

      const support = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: {
          email: DEMO_SUPPORT.email,
          password: DEMO_SUPPORT.password,
          humanCheck: await solveHumanCheck(ctx.app),
        },
      });
      expect(support.statusCode).toBe(200);
      expect(support.json().user.roles).toEqual(['user', 'support']);

      const [seller] = await ctx.database.db
        .select({ username: users.username })
        .from(users)
        .where(sql`${users.email} like '%@sellers.lootmarket.local'`)
        .limit(1);
      const sellerLogin = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: {
          email: demoSellerEmail(seller?.username ?? ''),
          password: DEMO_SELLER_PASSWORD,
          humanCheck: await solveHumanCheck(ctx.app),
        },
      });
      expect(sellerLogin.statusCode).toBe(200);
      expect(sellerLogin.json().user.roles).toEqual(['user']);
    },
  );
});
