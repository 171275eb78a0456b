import {
  categoriesResponseSchema,
  footerGamesResponseSchema,
  gameDetailResponseSchema,
  gameParamsSchema,
  gameSearchQuerySchema,
  gameSearchResponseSchema,
  gamesListQuerySchema,
  gamesListResponseSchema,
} from '@lootmarket/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../errors/app-error';
import { errorResponses } from '../http/responses';
import { footerGames, getGameDetail, listCategories, listGames, searchGames } from './catalog.service';

/** The catalog changes when admins edit it, rarely: browsers and proxies may keep it a few minutes. */
function cacheable(reply: FastifyReply) {
  reply.header('cache-control', 'public, max-age=300');
}

/** Games, their categories and servers (spec §2), and the typo-tolerant game search. */
export async function catalogRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const tags = ['catalog'];

  app.get(
    '/api/v1/games',
    {
      schema: {
        tags,
        summary: 'Games with their categories; ?popular=N for the N most popular',
        querystring: gamesListQuerySchema,
        response: { 200: gamesListResponseSchema, ...errorResponses(400) },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      cacheable(reply);
      const { popular, limit, giftCards } = request.query;
      return { games: await listGames(db(), { top: popular ?? limit, giftCards }) };
    },
  );

  app.get(
    '/api/v1/games/popular',
    {
      schema: {
        tags,
        summary: 'The most popular games (12 unless ?limit=N), optionally only gift cards',
        querystring: gamesListQuerySchema,
        response: { 200: gamesListResponseSchema, ...errorResponses(400) },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      cacheable(reply);
      const { popular, limit, giftCards } = request.query;
      return { games: await listGames(db(), { top: limit ?? popular ?? 12, giftCards }) };
    },
  );

  app.get(
    '/api/v1/games/search',
    {
      schema: {
        tags,
        summary: 'Find games by name, tolerating typos and prefixes (at most 8, best first)',
        querystring: gameSearchQuerySchema,
        response: { 200: gameSearchResponseSchema, ...errorResponses(400) },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      cacheable(reply);
      try {
        return { games: await searchGames(db(), request.query.q, request.query.limit) };
      } catch (cause) {
        throw new AppError('GAME_RESULTS_FAILED', { cause });
      }
    },
  );

  app.get(
    '/api/v1/games/footer',
    {
      schema: {
        tags,
        summary: 'Footer game entries (spec §3): title and links to each category page',
        response: { 200: footerGamesResponseSchema },
      },
      config: { access: 'public' },
    },
    async (_request, reply) => {
      cacheable(reply);
      return { games: await footerGames(db()) };
    },
  );

  app.get(
    '/api/v1/games/:slug',
    {
      schema: {
        tags,
        summary: 'One game with its categories and servers',
        params: gameParamsSchema,
        response: { 200: gameDetailResponseSchema, ...errorResponses(400, 404) },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const game = await getGameDetail(db(), request.params.slug);
      if (!game) throw new AppError('NOT_FOUND');
      cacheable(reply);
      return { game };
    },
  );

  app.get(
    '/api/v1/categories',
    {
      schema: {
        tags,
        summary: 'Offer categories (the slugs of /games/{game_slug}/{category}/) and their groups',
        response: { 200: categoriesResponseSchema },
      },
      config: { access: 'public' },
    },
    async (_request, reply) => {
      cacheable(reply);
      return { categories: await listCategories(db()) };
    },
  );
}
