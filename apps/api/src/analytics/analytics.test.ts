import { PAGE_VIEW_PATH_MAX } from '@lootmarket/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, errorCode, snapshotDatabase, type TestContext } from '../../test/support/app';
import { databaseKinds } from '../../test/support/databases';
import { pageViewDaily } from './analytics.schema';

const kinds = await databaseKinds();
const URL = '/api/v1/analytics/page-views';

describe.each(kinds)('page-view analytics on $notice', ({ name, available }) => {
  let ctx: TestContext;
  beforeAll(async () => {
    if (available) ctx = await createTestContext(name);
  });
  afterAll(async () => {
    await ctx?.close();
  });
  const call = (payload: unknown) =>
    ctx.app.inject({ method: 'POST', url: URL, payload: payload as Record<string, unknown> });
  const rows = () => ctx.database.db.select().from(pageViewDaily).orderBy(pageViewDaily.path);

  it.runIf(available)('counts each view as a per-day aggregate of its path, and nothing else', async () => {
    for (const body of [
      { path: '/market', referrer: null, locale: 'en' },
      { path: '/market', referrer: '/', locale: 'pt-BR' },
      { path: '/offers/abc', locale: 'ja' },
    ]) {
      const response = await call(body);
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
    const before = await snapshotDatabase(ctx.database);
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
      const response = await call(body);
      expect([response.statusCode, errorCode(response)], JSON.stringify(body)).toEqual([
        400,
        'VALIDATION_FAILED',
      ]);
    }
    expect(await snapshotDatabase(ctx.database)).toEqual(before);
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
    'is limited per address like every public write, counted apart, and counts nothing over it',
    async () => {
      const send = () =>
        ctx.app.inject({ method: 'POST', url: URL, payload: { path: '/market', locale: 'en' } });
      for (let index = 0; index < WRITE_MAX; index += 1) expect((await send()).statusCode).toBe(204);
      const refused = await send();
      expect([refused.statusCode, errorCode(refused)]).toEqual([429, 'TOO_MANY_ATTEMPTS']);
      expect(await ctx.database.db.select().from(pageViewDaily)).toEqual([
        { day: new Date().toISOString().slice(0, 10), path: '/market', views: WRITE_MAX },
      ]);
      // Counted apart: the address's budget for its other writes is untouched, and using that up
      // leaves page views alone. (A guest's write is refused 401, counted all the same.)
      const otherWrite = () => ctx.app.inject({ method: 'POST', url: '/api/v1/tickets', payload: {} });
      for (let index = 0; index < WRITE_MAX; index += 1) expect((await otherWrite()).statusCode).toBe(401);
      expect((await otherWrite()).statusCode).toBe(429);
    },
  );
});
