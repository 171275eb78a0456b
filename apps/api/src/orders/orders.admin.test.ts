import { adminOrdersResponseSchema } from '@lootmarket/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminTestSetup, caller, orderRow } from '../../test/support/admin';
import { errorCode, snapshotDatabase } from '../../test/support/app';
import { databaseKinds } from '../../test/support/databases';
import { games } from '../catalog/catalog.schema';
import { orders } from '../orders/orders.schema';

const kinds = await databaseKinds();

describe.each(kinds)('admin order search on $notice', ({ name, available }) => {
  const setup = adminTestSetup(name, available);
  const ids = { gold: crypto.randomUUID(), sword: crypto.randomUUID(), failed: crypto.randomUUID() };
  beforeAll(async () => {
    if (!available) return;
    const db = setup.ctx.database.db;
    const gameId = crypto.randomUUID();
    await db.insert(games).values({ id: gameId, slug: 'search-game', name: 'Search Game' });
    const order = (
      id: string,
      buyerId: string,
      sellerId: string,
      title: string,
      total: bigint,
      createdAt: Date,
      extra: Partial<typeof orders.$inferInsert> = {},
    ) => orderRow({ id, buyerId, sellerId, gameId, offerTitle: title, createdAt, ...extra }, total);
    await db.insert(orders).values([
      // user buys gold from the support agent; disputed.
      order(
        ids.gold,
        setup.staff.user.userId,
        setup.staff.support.userId,
        '1000 gold 100%',
        500n,
        new Date('2026-03-01T10:00:00Z'),
        {
          disputeStatus: 'open',
          disputeReason: 'Never arrived',
          disputeOpenedAt: new Date('2026-03-02T10:00:00Z'),
        },
      ),
      // admin buys a sword from the user; completed.
      order(
        ids.sword,
        setup.staff.admin.userId,
        setup.staff.user.userId,
        'Epic sword',
        2500n,
        new Date('2026-05-01T10:00:00Z'),
        {
          status: 'completed',
          escrow: 'released',
        },
      ),
      // the support agent buys from the admin; failed.
      order(
        ids.failed,
        setup.staff.support.userId,
        setup.staff.admin.userId,
        'Rare mount',
        1200n,
        new Date('2026-07-01T10:00:00Z'),
        {
          status: 'failed',
          escrow: 'failed',
        },
      ),
    ]);
  });

  const call = caller(() => setup.ctx.app);
  const get = (url: string, token?: string) => call('GET', url, token);
  const search = async (query: string, token = setup.staff.admin.token) => {
    const response = await get(`/api/v1/admin/orders${query}`, token);
    expect(response.statusCode).toBe(200);
    return adminOrdersResponseSchema.parse(response.json());
  };
  const idsOf = async (query: string) => (await search(query)).orders.map((o) => o.id);

  it.runIf(available)('answers support agents and admins only', async () => {
    const guest = await get('/api/v1/admin/orders');
    expect([guest.statusCode, errorCode(guest)]).toEqual([401, 'UNAUTHENTICATED']);
    const user = await get('/api/v1/admin/orders', setup.staff.user.token);
    expect([user.statusCode, errorCode(user)]).toEqual([403, 'FORBIDDEN']);
    for (const token of [setup.staff.support.token, setup.staff.admin.token]) {
      const body = await search('', token);
      expect(body).toMatchObject({ page: 1, pageSize: 25, total: 3 });
      // Newest first by default.
      expect(body.orders.map((o) => o.id)).toEqual([ids.failed, ids.sword, ids.gold]);
    }
  });

  it.runIf(available)('searches by order id, title, and either party’s username or e-mail', async () => {
    expect(await idsOf(`?q=${ids.sword}`)).toEqual([ids.sword]);
    expect(await idsOf('?q=EPIC')).toEqual([ids.sword]);
    // A literal % matches only a literal %.
    expect(await idsOf('?q=%25')).toEqual([ids.gold]);
    // The support agent is the seller of the gold and the buyer of the mount.
    expect(await idsOf(`?q=${setup.staff.support.username}&sort=date`)).toEqual([ids.gold, ids.failed]);
    expect(await idsOf(`?q=${encodeURIComponent(setup.staff.admin.email.toUpperCase())}&sort=date`)).toEqual([
      ids.sword,
      ids.failed,
    ]);
    expect(await idsOf('?q=nothing-like-this')).toEqual([]);
  });

  it.runIf(available)('filters by status, dispute and date; sorts by total; pages', async () => {
    expect(await idsOf('?status=completed')).toEqual([ids.sword]);
    expect(await idsOf('?status=pending')).toEqual([ids.gold]);
    const disputed = await search('?disputed=yes');
    expect(disputed.orders.map((o) => [o.id, o.disputed, o.disputeStatus])).toEqual([
      [ids.gold, true, 'open'],
    ]);
    expect(await idsOf('?disputed=no')).toEqual([ids.failed, ids.sword]);
    expect(await idsOf('?from=2026-04-01T00:00:00Z&to=2026-06-30T23:59:59Z')).toEqual([ids.sword]);
    expect(await idsOf('?from=2026-05-01T10:00:00Z')).toEqual([ids.failed, ids.sword]);
    expect(await idsOf('?sort=-total')).toEqual([ids.sword, ids.failed, ids.gold]);
    expect(await idsOf('?sort=total')).toEqual([ids.gold, ids.failed, ids.sword]);
    const paged = await search('?sort=total&pageSize=2&page=2');
    expect(paged).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect(paged.orders.map((o) => o.id)).toEqual([ids.sword]);
    const item = (await search(`?q=${ids.gold}`)).orders[0];
    expect(item).toMatchObject({
      item: '1000 gold 100%',
      totalPrice: '500',
      buyer: { id: setup.staff.user.userId },
      seller: { id: setup.staff.support.userId },
      game: { slug: 'search-game' },
    });
  });

  it.runIf(available)('refuses a bad query with VALIDATION_FAILED and changes nothing', async () => {
    const before = await snapshotDatabase(setup.ctx.database);
    for (const query of [
      '?status=open',
      '?disputed=maybe',
      '?sort=buyer',
      '?pageSize=0',
      '?page=0',
      '?from=yesterday',
      '?from=2026-06-01T00:00:00Z&to=2026-05-01T00:00:00Z',
      `?q=${'x'.repeat(101)}`,
    ]) {
      const response = await get(`/api/v1/admin/orders${query}`, setup.staff.support.token);
      expect([query, response.statusCode, errorCode(response)]).toEqual([query, 400, 'VALIDATION_FAILED']);
    }
    expect(await snapshotDatabase(setup.ctx.database)).toEqual(before);
  });
});
