import { FEATURED_REVIEWS_MAX, featuredReviewsResponseSchema } from '@lootmarket/contract';
import { eq } from 'drizzle-orm';
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
import { registerStaff } from '../../test/support/staff';
import { users } from '../auth/auth.schema';
import { sellerReviews } from './offers.schema';

const kinds = await databaseKinds();
const URL = '/api/v1/reviews/featured';
const LONG = 'Fast delivery, exactly as described, would buy again.';

describe.each(kinds)('featured reviews on $notice', ({ name, available }) => {
  let ctx: TestContext;
  let staff: Awaited<ReturnType<typeof registerStaff>>;
  let sellerA: RegisteredUser;
  let sellerF: RegisteredUser;
  const ids = {
    aOld: crypto.randomUUID(),
    aNew: crypto.randomUUID(),
    bThreeStars: crypto.randomUUID(),
    bShort: crypto.randomUUID(),
    cBannedSeller: crypto.randomUUID(),
    fBannedAuthor: crypto.randomUUID(),
    fDemo: crypto.randomUUID(),
  };

  beforeAll(async () => {
    if (!available) return;
    ctx = await createTestContext(name);
    staff = await registerStaff(ctx.app, ctx.database);
    const [a, b, c, f, bannedBuyer] = await Promise.all(
      ['sellera', 'sellerb', 'sellerc', 'sellerf', 'cheater'].map((prefix) => registerUser(ctx.app, prefix)),
    );
    if (!a || !b || !c || !f || !bannedBuyer) throw new Error('registration failed');
    sellerA = a;
    sellerF = f;
    const { db } = ctx.database;
    await db.update(users).set({ banned: true }).where(eq(users.id, c.userId));
    await db.update(users).set({ banned: true }).where(eq(users.id, bannedBuyer.userId));
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    const review = (id: string, sellerId: string, stars: number, comment: string, minutesAgo: number) => ({
      id,
      sellerId,
      authorName: 'Buyer',
      stars,
      comment,
      createdAt: at(minutesAgo),
    });
    await db
      .insert(sellerReviews)
      .values([
        review(ids.aOld, a.userId, 5, LONG, 60),
        review(ids.aNew, a.userId, 4, `${LONG} Again.`, 10),
        review(ids.bThreeStars, b.userId, 3, LONG, 5),
        review(ids.bShort, b.userId, 5, 'great', 4),
        review(ids.cBannedSeller, c.userId, 5, LONG, 3),
        { ...review(ids.fBannedAuthor, f.userId, 5, LONG, 2), authorId: bannedBuyer.userId },
        review(ids.fDemo, f.userId, 5, `${LONG} Thanks!`, 30),
      ]);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const get = (query = '', token?: string) =>
    ctx.app.inject({ method: 'GET', url: `${URL}${query}`, ...(token ? { headers: bearer(token) } : {}) });

  it.runIf(available)(
    'shows the newest good review of each seller, newest first, to guests, users and admins alike',
    async () => {
      const guest = await get();
      expect(guest.statusCode, guest.body).toBe(200);
      expect(guest.headers['cache-control']).toBe('public, max-age=300');
      const body = featuredReviewsResponseSchema.parse(guest.json());
      expect(body.reviews.map((review) => review.id)).toEqual([ids.aNew, ids.fDemo]);
      expect(body.reviews[0]).toMatchObject({
        sellerName: sellerA.username,
        stars: 4,
        comment: `${LONG} Again.`,
        authorName: 'Buyer',
      });
      expect(body.reviews[1]?.sellerName).toBe(sellerF.username);
      for (const token of [staff.user.token, staff.admin.token]) {
        const signedIn = await get('', token);
        expect(signedIn.statusCode).toBe(200);
        expect(signedIn.json()).toEqual(guest.json());
      }
    },
  );

  it.runIf(available)('returns at most `limit` reviews', async () => {
    const one = featuredReviewsResponseSchema.parse((await get('?limit=1')).json());
    expect(one.reviews.map((review) => review.id)).toEqual([ids.aNew]);
    const most = await get(`?limit=${FEATURED_REVIEWS_MAX}`);
    expect(most.statusCode).toBe(200);
  });

  it.runIf(available)('refuses a bad limit with VALIDATION_FAILED and changes nothing', async () => {
    const before = await snapshotDatabase(ctx.database);
    for (const limit of ['0', String(FEATURED_REVIEWS_MAX + 1), 'abc', '1.5', '-3']) {
      const response = await get(`?limit=${limit}`);
      expect([limit, response.statusCode, errorCode(response)]).toEqual([limit, 400, 'VALIDATION_FAILED']);
    }
    expect(await snapshotDatabase(ctx.database)).toEqual(before);
  });
});
