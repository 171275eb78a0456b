import {
  adminGameResponseSchema,
  adminGamesResponseSchema,
  gameDetailResponseSchema,
} from '@lootmarket/contract';
import { describe, expect, it } from 'vitest';
import { adminTestSetup, caller } from '../../test/support/admin';
import { errorCode, snapshotDatabase } from '../../test/support/app';
import { databaseKinds } from '../../test/support/databases';

const kinds = await databaseKinds();

describe.each(kinds)('admin catalog on $notice', ({ name, available }) => {
  const setup = adminTestSetup(name, available);
  let gameId: string;

  const call = caller(() => setup.ctx.app);
  const publicGame = (slug: string) => setup.ctx.app.inject({ method: 'GET', url: `/api/v1/games/${slug}` });

  it.runIf(available)('lets admins add a game, support agents only read the catalog', async () => {
    const input = { slug: 'star-miners', name: 'Star Miners', publisher: 'Orbit', platforms: ['PC'] };
    expect((await call('POST', '/api/v1/admin/catalog/games', undefined, input)).statusCode).toBe(401);
    expect(errorCode(await call('POST', '/api/v1/admin/catalog/games', setup.staff.user.token, input))).toBe(
      'FORBIDDEN',
    );
    expect(
      errorCode(await call('POST', '/api/v1/admin/catalog/games', setup.staff.support.token, input)),
    ).toBe('FORBIDDEN');
    const created = await call('POST', '/api/v1/admin/catalog/games', setup.staff.admin.token, input);
    expect(created.statusCode, created.body).toBe(201);
    const { game } = adminGameResponseSchema.parse(created.json());
    gameId = game.id;
    expect(game).toMatchObject({
      slug: 'star-miners',
      hidden: false,
      categories: [],
      servers: [],
      activeOffers: 0,
    });

    expect(errorCode(await call('GET', '/api/v1/admin/catalog/games', setup.staff.user.token))).toBe(
      'FORBIDDEN',
    );
    const list = adminGamesResponseSchema.parse(
      (await call('GET', '/api/v1/admin/catalog/games?q=miners', setup.staff.support.token)).json(),
    );
    expect(list.games.map((row) => row.id)).toEqual([gameId]);
  });

  it.runIf(available)(
    'adds and hides categories and servers; hidden parts leave the public catalog',
    async () => {
      const gold = `/api/v1/admin/catalog/games/${gameId}/categories/gold`;
      expect(errorCode(await call('PUT', gold, setup.staff.support.token, {}))).toBe('FORBIDDEN');
      expect((await call('PUT', gold, setup.staff.admin.token, {})).statusCode).toBe(200);
      const servers = `/api/v1/admin/catalog/games/${gameId}/servers`;
      expect(
        errorCode(await call('POST', servers, setup.staff.support.token, { slug: 'eu-1', name: 'EU 1' })),
      ).toBe('FORBIDDEN');
      const withServer = adminGameResponseSchema.parse(
        (
          await call('POST', servers, setup.staff.admin.token, { slug: 'eu-1', name: 'EU 1', region: 'EU' })
        ).json(),
      ).game;
      const serverId = withServer.servers[0]?.id ?? '';
      expect(withServer.categories).toEqual([{ category: 'gold', position: 0, hidden: false }]);

      let detail = gameDetailResponseSchema.parse((await publicGame('star-miners')).json()).game;
      expect(detail.categories).toEqual(['gold']);
      expect(detail.servers.map((server) => server.slug)).toEqual(['eu-1']);

      expect(
        errorCode(
          await call('PATCH', `/api/v1/admin/catalog/servers/${serverId}`, setup.staff.support.token, {
            hidden: true,
          }),
        ),
      ).toBe('FORBIDDEN');
      expect(
        (
          await call('PATCH', `/api/v1/admin/catalog/servers/${serverId}`, setup.staff.admin.token, {
            hidden: true,
          })
        ).statusCode,
      ).toBe(200);
      expect((await call('PUT', gold, setup.staff.admin.token, { hidden: true })).statusCode).toBe(200);
      detail = gameDetailResponseSchema.parse((await publicGame('star-miners')).json()).game;
      expect(detail.categories).toEqual([]);
      expect(detail.servers).toEqual([]);
    },
  );

  it.runIf(available)('hides and shows a game; every change is in the audit log', async () => {
    const url = `/api/v1/admin/catalog/games/${gameId}`;
    expect(errorCode(await call('PATCH', url, setup.staff.user.token, { hidden: true }))).toBe('FORBIDDEN');
    expect(errorCode(await call('PATCH', url, setup.staff.support.token, { hidden: true }))).toBe(
      'FORBIDDEN',
    );
    const hidden = await call('PATCH', url, setup.staff.admin.token, {
      hidden: true,
      name: 'Star Miners II',
    });
    expect(adminGameResponseSchema.parse(hidden.json()).game).toMatchObject({
      hidden: true,
      name: 'Star Miners II',
    });
    expect((await publicGame('star-miners')).statusCode).toBe(404);
    const search = await setup.ctx.app.inject({ method: 'GET', url: '/api/v1/games/search?q=star%20miners' });
    expect(search.json().games).toEqual([]);
    expect((await call('PATCH', url, setup.staff.admin.token, { hidden: false })).statusCode).toBe(200);
    expect((await publicGame('star-miners')).statusCode).toBe(200);

    const audit = await call(
      'GET',
      `/api/v1/admin/audit-log?targetType=game&targetId=${gameId}`,
      setup.staff.admin.token,
    );
    expect(audit.json().entries.map((entry: { action: string }) => entry.action)).toEqual([
      'game.update',
      'game.update',
      'game.create',
    ]);
    expect(audit.json().entries[1]).toMatchObject({
      before: { hidden: false, name: 'Star Miners' },
      after: { hidden: true, name: 'Star Miners II' },
    });
  });

  it.runIf(available)('refuses bad input and taken slugs with a code and changes nothing', async () => {
    const before = await snapshotDatabase(setup.ctx.database);
    const cases: Array<['POST' | 'PATCH' | 'PUT', string, Record<string, unknown>, number, string]> = [
      [
        'POST',
        '/api/v1/admin/catalog/games',
        { slug: 'star-miners', name: 'Again' },
        409,
        'CATALOG_SLUG_TAKEN',
      ],
      ['POST', '/api/v1/admin/catalog/games', { slug: 'Bad Slug', name: 'X' }, 400, 'VALIDATION_FAILED'],
      ['POST', '/api/v1/admin/catalog/games', { slug: 'ok-slug' }, 400, 'VALIDATION_FAILED'],
      ['PATCH', `/api/v1/admin/catalog/games/${gameId}`, {}, 400, 'VALIDATION_FAILED'],
      ['PATCH', `/api/v1/admin/catalog/games/${crypto.randomUUID()}`, { hidden: true }, 404, 'NOT_FOUND'],
      ['PUT', `/api/v1/admin/catalog/games/${gameId}/categories/swords`, {}, 400, 'VALIDATION_FAILED'],
      [
        'POST',
        `/api/v1/admin/catalog/games/${gameId}/servers`,
        { slug: 'eu-1', name: 'Twin' },
        409,
        'CATALOG_SLUG_TAKEN',
      ],
      ['PATCH', '/api/v1/admin/catalog/servers/nope', { hidden: true }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [method, url, payload, status, code] of cases) {
      const response = await call(method, url, setup.staff.admin.token, payload);
      expect([response.statusCode, errorCode(response)], `${method} ${url}`).toEqual([status, code]);
    }
    expect(await snapshotDatabase(setup.ctx.database)).toEqual(before);
  });
});
