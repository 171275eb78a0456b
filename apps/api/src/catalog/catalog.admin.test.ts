import {
  adminGameResponseSchema,
  adminGamesResponseSchema,
  gameDetailResponseSchema,
} from '@lootmarket/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { adminTestSetup, caller } from '../../test/support/admin';
import { bearer, errorCode, snapshotDatabase } from '../../test/support/app';
import { databaseKinds } from '../../test/support/databases';
import { type MultipartFile, multipartBody } from '../../test/support/multipart';

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

  it.runIf(available)(
    'gives a game search aliases, lower case and each once; the search finds it by them',
    async () => {
      const url = `/api/v1/admin/catalog/games/${gameId}`;
      expect(errorCode(await call('PATCH', url, setup.staff.support.token, { aliases: ['sm2'] }))).toBe(
        'FORBIDDEN',
      );
      const saved = await call('PATCH', url, setup.staff.admin.token, {
        aliases: [' SM2 ', 'sm2', 'Miners'],
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(adminGameResponseSchema.parse(saved.json()).game.aliases).toEqual(['sm2', 'miners']);
      const search = await setup.ctx.app.inject({ method: 'GET', url: '/api/v1/games/search?q=SM2' });
      expect(search.json().games[0]).toMatchObject({ slug: 'star-miners' });
      const audit = await call(
        'GET',
        `/api/v1/admin/audit-log?targetType=game&targetId=${gameId}`,
        setup.staff.admin.token,
      );
      expect(audit.json().entries[0]).toMatchObject({
        action: 'game.update',
        before: { aliases: [] },
        after: { aliases: ['sm2', 'miners'] },
      });
    },
  );

  it.runIf(available)(
    'takes a cover through the photo pipeline, replaces and removes it; audited',
    async () => {
      const url = `/api/v1/admin/catalog/games/${gameId}/cover`;
      const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#7c3aed' } })
        .png()
        .toBuffer();
      const file = (data: Buffer, filename = 'cover.png', contentType = 'image/png'): MultipartFile => ({
        field: 'cover',
        filename,
        contentType,
        data,
      });
      const put = (files: MultipartFile[], token: string | null) => {
        const body = multipartBody(files);
        return setup.ctx.app.inject({
          method: 'PUT',
          url,
          payload: body.payload,
          headers: { ...body.headers, ...(token ? bearer(token) : {}) },
        });
      };

      const before = await snapshotDatabase(setup.ctx.database);
      expect((await put([file(png)], null)).statusCode).toBe(401);
      for (const token of [setup.staff.user.token, setup.staff.support.token])
        expect(errorCode(await put([file(png)], token))).toBe('FORBIDDEN');
      const refusals: Array<[MultipartFile[], number, string]> = [
        [[file(Buffer.from('not an image'), 'cover.png')], 415, 'PHOTO_UNSUPPORTED_TYPE'],
        [[file(png), file(png)], 400, 'VALIDATION_FAILED'],
        [[], 400, 'VALIDATION_FAILED'],
      ];
      for (const [files, status, code] of refusals) {
        const response = await put(files, setup.staff.admin.token);
        expect([response.statusCode, errorCode(response)]).toEqual([status, code]);
      }
      expect(await snapshotDatabase(setup.ctx.database)).toEqual(before);

      const first = await put([file(png)], setup.staff.admin.token);
      expect(first.statusCode, first.body).toBe(200);
      const firstUrl = adminGameResponseSchema.parse(first.json()).game.imageUrl ?? '';
      expect(firstUrl).toMatch(/^\/uploads\/offers\/[0-9a-f-]{36}-320\.webp$/);
      const served = await setup.ctx.app.inject({ method: 'GET', url: firstUrl });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect((await sharp(served.rawPayload).metadata()).width).toBe(320);
      const shop = gameDetailResponseSchema.parse((await publicGame('star-miners')).json());
      expect(shop.game.imageUrl).toBe(firstUrl);

      // A new cover replaces the old one, whose files go.
      const second = await put([file(png, 'cover.webp', 'image/webp')], setup.staff.admin.token);
      const secondUrl = adminGameResponseSchema.parse(second.json()).game.imageUrl;
      expect(secondUrl).not.toBe(firstUrl);
      expect((await setup.ctx.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);

      expect(errorCode(await call('DELETE', url, setup.staff.support.token))).toBe('FORBIDDEN');
      const removed = await call('DELETE', url, setup.staff.admin.token);
      expect(adminGameResponseSchema.parse(removed.json()).game.imageUrl).toBeNull();
      expect((await setup.ctx.app.inject({ method: 'GET', url: secondUrl ?? '' })).statusCode).toBe(404);
      const audit = await call(
        'GET',
        `/api/v1/admin/audit-log?targetType=game&targetId=${gameId}`,
        setup.staff.admin.token,
      );
      const covers = audit
        .json()
        .entries.filter((entry: { action: string }) => entry.action === 'game.cover');
      expect(covers).toHaveLength(3);
      expect(covers[0]).toMatchObject({ after: { coverPhotoId: null } });
    },
  );

  it.runIf(available)('refuses bad input and taken slugs with a code and changes nothing', async () => {
    const before = await snapshotDatabase(setup.ctx.database);
    const cases: Array<
      ['POST' | 'PATCH' | 'PUT' | 'DELETE', string, Record<string, unknown> | undefined, number, string]
    > = [
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
      ['PATCH', `/api/v1/admin/catalog/games/${gameId}`, { aliases: [''] }, 400, 'VALIDATION_FAILED'],
      [
        'PATCH',
        `/api/v1/admin/catalog/games/${gameId}`,
        { aliases: Array.from({ length: 21 }, (_, i) => `alias ${i}`) },
        400,
        'VALIDATION_FAILED',
      ],
      [
        'PATCH',
        `/api/v1/admin/catalog/games/${gameId}`,
        { aliases: ['x'.repeat(41)] },
        400,
        'VALIDATION_FAILED',
      ],
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
      ['DELETE', '/api/v1/admin/catalog/games/nope/cover', undefined, 400, 'VALIDATION_FAILED'],
      ['DELETE', `/api/v1/admin/catalog/games/${crypto.randomUUID()}/cover`, undefined, 404, 'NOT_FOUND'],
      // A cover is a file: a JSON body is no upload.
      ['PUT', `/api/v1/admin/catalog/games/${gameId}/cover`, { cover: 'x' }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [method, url, payload, status, code] of cases) {
      const response = await call(method, url, setup.staff.admin.token, payload);
      expect([response.statusCode, errorCode(response)], `${method} ${url}`).toEqual([status, code]);
    }
    expect(await snapshotDatabase(setup.ctx.database)).toEqual(before);
  });
});
