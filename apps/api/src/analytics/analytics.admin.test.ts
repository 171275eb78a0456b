import { adminPageViewsSchema } from '@lootmarket/contract';
import { describe, expect, it } from 'vitest';
import { adminTestSetup, caller } from '../../test/support/admin';
import { errorCode, snapshotDatabase } from '../../test/support/app';
import { databaseKinds } from '../../test/support/databases';
import { pageViewDaily } from './analytics.schema';

const kinds = await databaseKinds();
const ADMIN_URL = '/api/v1/admin/analytics/page-views';
const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (offset: number) => new Date(Date.now() - offset * DAY_MS).toISOString().slice(0, 10);

describe.each(kinds)('page views in the back office on $notice', ({ name, available }) => {
  const setup = adminTestSetup(name, available);
  const call = caller(() => setup.ctx.app);

  it.runIf(available)('shows staff views per day and the top pages of the period', async () => {
    const db = setup.ctx.database.db;
    await db.insert(pageViewDaily).values([
      { day: dayOf(0), path: '/market', views: 2 },
      { day: dayOf(0), path: '/offers/abc', views: 1 },
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
