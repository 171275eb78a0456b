import {
  adminGameCategoryInputSchema,
  adminGameCategoryParamsSchema,
  adminGameInputSchema,
  adminGameParamsSchema,
  adminGamePatchSchema,
  adminGameResponseSchema,
  adminGamesQuerySchema,
  adminGamesResponseSchema,
  adminServerInputSchema,
  adminServerParamsSchema,
  adminServerPatchSchema,
} from '@lootmarket/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminActionContext } from '../admin/audit.service';
import { bearerSecurity, errorResponses } from '../http/responses';
import { processPhoto } from '../photos/photo-processing';
import { readPhotoUploads } from '../photos/photo-upload';
import {
  adminListGames,
  createGame,
  createServer,
  setGameCover,
  updateGame,
  updateServer,
  upsertGameCategory,
} from './catalog-admin.service';

/** The catalog editor: staff read it, admins change it. */
export async function catalogAdminRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const adminOnly = app.requireRole('admin');
  const write = {
    tags: ['admin'],
    security: bearerSecurity,
    response: { 200: adminGameResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
  };

  app.get(
    '/api/v1/admin/catalog/games',
    {
      onRequest: app.requireRole('admin', 'support'),
      schema: {
        tags: ['admin'],
        summary: 'Games with their categories and servers, hidden ones included; paged',
        security: bearerSecurity,
        querystring: adminGamesQuerySchema,
        response: { 200: adminGamesResponseSchema, ...errorResponses(400, 401, 403) },
      },
      config: { access: 'staff' },
    },
    async (request) => adminListGames(app.database.db, request.query),
  );

  app.post(
    '/api/v1/admin/catalog/games',
    {
      onRequest: adminOnly,
      schema: {
        ...write,
        summary: 'Add a game',
        body: adminGameInputSchema,
        response: { 201: adminGameResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
      config: { access: 'admin' },
    },
    async (request, reply) => {
      const context = adminActionContext(request);
      const game = await app.database.db.transaction((tx) => createGame(tx, context, request.body));
      return reply.code(201).send({ game });
    },
  );

  app.patch(
    '/api/v1/admin/catalog/games/:gameId',
    {
      onRequest: adminOnly,
      schema: {
        ...write,
        summary: 'Edit, hide or show a game',
        params: adminGameParamsSchema,
        body: adminGamePatchSchema,
      },
      config: { access: 'admin' },
    },
    async (request) => {
      const context = adminActionContext(request);
      const game = await app.database.db.transaction((tx) =>
        updateGame(tx, context, request.params.gameId, request.body),
      );
      return { game };
    },
  );

  /*
   * A game's cover, through the offer photos' pipeline: one JPEG, PNG or WebP of at most 5 MB,
   * checked by content and re-encoded into WebP variants before anything is written; the files of
   * the cover it replaces go once the change has committed.
   */
  app.put(
    '/api/v1/admin/catalog/games/:gameId/cover',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        security: bearerSecurity,
        summary: "Upload a game's cover (multipart, one file; JPEG, PNG or WebP, 5 MB), replacing any",
        consumes: ['multipart/form-data'],
        params: adminGameParamsSchema,
        response: { 200: adminGameResponseSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
      config: { access: 'admin' },
    },
    async (request) => {
      const context = adminActionContext(request);
      const [upload] = await readPhotoUploads(request, { room: 1, max: 1, tooMany: 'VALIDATION_FAILED' });
      // readPhotoUploads answers at least one file or refuses.
      const cover = await processPhoto(upload as Buffer);
      const photoId = crypto.randomUUID();
      await app.photoStorage.save(photoId, cover.variants);
      try {
        const { game, replaced } = await app.database.db.transaction((tx) =>
          setGameCover(tx, context, request.params.gameId, photoId),
        );
        if (replaced) await app.photoStorage.remove([replaced]);
        return { game };
      } catch (error) {
        await app.photoStorage.remove([photoId]);
        throw error;
      }
    },
  );

  app.delete(
    '/api/v1/admin/catalog/games/:gameId/cover',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        security: bearerSecurity,
        summary: "Remove a game's cover (the shop draws a generated one)",
        params: adminGameParamsSchema,
        response: { 200: adminGameResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
      config: { access: 'admin' },
    },
    async (request) => {
      const context = adminActionContext(request);
      const { game, replaced } = await app.database.db.transaction((tx) =>
        setGameCover(tx, context, request.params.gameId, null),
      );
      if (replaced) await app.photoStorage.remove([replaced]);
      return { game };
    },
  );

  app.put(
    '/api/v1/admin/catalog/games/:gameId/categories/:category',
    {
      onRequest: adminOnly,
      schema: {
        ...write,
        summary: 'Add a category to a game, or move, hide or show it',
        params: adminGameCategoryParamsSchema,
        body: adminGameCategoryInputSchema,
      },
      config: { access: 'admin' },
    },
    async (request) => {
      const context = adminActionContext(request);
      const game = await app.database.db.transaction((tx) =>
        upsertGameCategory(tx, context, request.params.gameId, request.params.category, request.body),
      );
      return { game };
    },
  );

  app.post(
    '/api/v1/admin/catalog/games/:gameId/servers',
    {
      onRequest: adminOnly,
      schema: {
        ...write,
        summary: 'Add a server or region to a game',
        params: adminGameParamsSchema,
        body: adminServerInputSchema,
      },
      config: { access: 'admin' },
    },
    async (request) => {
      const context = adminActionContext(request);
      const game = await app.database.db.transaction((tx) =>
        createServer(tx, context, request.params.gameId, request.body),
      );
      return { game };
    },
  );

  app.patch(
    '/api/v1/admin/catalog/servers/:serverId',
    {
      onRequest: adminOnly,
      schema: {
        ...write,
        summary: 'Edit, hide or show a server',
        params: adminServerParamsSchema,
        body: adminServerPatchSchema,
      },
      config: { access: 'admin' },
    },
    async (request) => {
      const context = adminActionContext(request);
      const game = await app.database.db.transaction((tx) =>
        updateServer(tx, context, request.params.serverId, request.body),
      );
      return { game };
    },
  );
}
