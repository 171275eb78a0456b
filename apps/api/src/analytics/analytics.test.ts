import { adminPageViewsSchema, PAGE_VIEW_PATH_MAX } from '@lootmarket/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTestSetup, caller } from '../../test/support/admin';
import { createTestContext, errorCode, snapshotDatabase, type TestContext } from '../../test/support/app';
import { databaseKinds } from '../../test/support/databases';
import { pageViewDaily } from './analytics.schema';

const kinds = await databaseKinds();
const URL = '/api/v1/analytics/page-views';
const ADMIN_URL = '/api/v1/admin/analytics/page-views';
const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (offset: number) => new Date(Date.now() - offset * DAY_MS).toISOString().slice(0, 10);

describe.each(kinds)('page-view analytics on $notice', ({ name, available }) => {
  const setup = adminTestSetup(name, available);
  const call = caller(() => setup.ctx.app);
  const rows = () => setup.ctx.database.db.select().from(pageViewDaily).orderBy(pageViewDaily.path);

  it.runIf(available)('counts each view as a per-day aggregate of its path, and nothing else', async () => {
    for (const body of [
      { path: '/market', referrer: null, locale: 'en' },
      { path: '/market', referrer: '/', locale: 'pt-BR' },
      { path: '/offers/abc', locale: 'ja' },
    ]) {
      const response = await call('POST', URL, null, body);
      expect([response.statusCode, response.body]).toEqual([204, '']);
    }
    const today = new Date().toISOString().slice(0, 10);
    // One row per (day, path): no referrer, locale, visitor or address is kept.
    expect(await rows()).toEqual([
      { day: today, path: '/market', views: 2 },
      { day: today, path: '/offers/abc', views: 1 },
    ]);
  });

  it.runIf(available)('refuses anything but a path, with its code, and stores nothing', async () => {
    const before = await snapshotDatabase(setup.ctx.database);
    const bad: unknown[] = [
      { path: '/market?q=secret', locale: 'en' },
      { path: '/market#top', locale: 'en' },
      { path: 'https://evil.example/market', locale: 'en' },
      { path: '//evil.example/market', locale: 'en' },
      { path: '', locale: 'en' },
      { path: '/a b', locale: 'en' },
      { path: `/${'a'.repeat(PAGE_VIEW_PATH_MAX)}`, locale: 'en' },
      { path: '/market', referrer: '/search?q=me@example.com', locale: 'en' },
      { path: '/market', locale: 'en', email: 'me@example.com' },
      { path: '/market', locale: 'en', title: 'Market' },
      { path: '/market', locale: 'not a locale' },
      { path: '/market' },
      { locale: 'en' },
    ];
    for (const body of bad) {
      const response = await call('POST', URL, null, body);
      expect([response.statusCode, errorCode(response)], JSON.stringify(body)).toEqual([
        400,
        'VALIDATION_FAILED',
      ]);
    }
    expect(await snapshotDatabase(setup.ctx.database)).toEqual(before);
  });

  it.runIf(available)('shows staff views per day and the top pages of the period', async () => {
    const db = setup.ctx.database.db;
    await db.insert(pageViewDaily).values([
      { day: dayOf(1), path: '/market', views: 5 },
      { day: dayOf(1), path: '/help', views: 7 },
      { day: dayOf(6), path: '/help', views: 1 },
      // Outside a 7-day period.
      { day: dayOf(7), path: '/old', views: 100 },
    ]);
    const get = (query: string, token?: string) => call('GET', `${ADMIN_URL}${query}`, token);

    expect([(await get('')).statusCode, errorCode(await get(''))]).toEqual([401, 'UNAUTHENTICATED']);
    const user = await get('', setup.staff.user.token);
    expect([user.statusCode, errorCode(user)]).toEqual([403, 'FORBIDDEN']);
    expect((await get('', setup.staff.admin.token)).statusCode).toBe(200);

    const body = adminPageViewsSchema.parse((await get('?days=7', setup.staff.support.token)).json());
    expect(body.days).toBe(7);
    expect(body.series).toHaveLength(7);
    expect(body.series.map((point) => point.views)).toEqual([1, 0, 0, 0, 0, 12, 3]);
    expect(body.series.at(-1)?.date).toBe(dayOf(0));
    expect(body.topPages).toEqual([
      { path: '/help', views: 8 },
      { path: '/market', views: 7 },
      { path: '/offers/abc', views: 1 },
    ]);
    expect(body.total).toBe(16);

    const month = adminPageViewsSchema.parse((await get('', setup.staff.admin.token)).json());
    expect(month.series).toHaveLength(30);
    expect(month.topPages[0]).toEqual({ path: '/old', views: 100 });
  });

  it.runIf(available)('refuses an unknown period and changes nothing', async () => {
    const before = await snapshotDatabase(setup.ctx.database);
    for (const query of ['?days=8', '?days=abc']) {
      const response = await call('GET', `${ADMIN_URL}${query}`, setup.staff.admin.token);
      expect([response.statusCode, errorCode(response)]).toEqual([400, 'VALIDATION_FAILED']);
    }
    expect(await snapshotDatabase(setup.ctx.database)).toEqual(before);
  });
});

describe.each(kinds)('page-view rate limit on $notice', ({ name, available }) => {
  const WRITE_MAX = 3;
  let ctx: TestContext;
  beforeAll(async () => {
    if (available) ctx = await createTestContext(name, { RATE_LIMIT_WRITE_MAX: String(WRITE_MAX) });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it.runIf(available)(
    'is limited per address like every public write, and counts nothing over it',
    async () => {
      const send = () =>
        ctx.app.inject({ method: 'POST', url: URL, payload: { path: '/market', locale: 'en' } });
      for (let index = 0; index < WRITE_MAX; index += 1) expect((await send()).statusCode).toBe(204);
      const refused = await send();
      expect([refused.statusCode, errorCode(refused)]).toEqual([429, 'TOO_MANY_ATTEMPTS']);
      expect(await ctx.database.db.select().from(pageViewDaily)).toEqual([
        { day: new Date().toISOString().slice(0, 10), path: '/market', views: WRITE_MAX },
      ]);
    },
  );
});
