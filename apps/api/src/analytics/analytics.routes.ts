import { pageViewSchema } from '@lootmarket/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../http/responses';
import { recordPageView } from './analytics.service';

/**
 * Spec §7 page views, first party: the site posts them here, with statistics consent only (checked in
 * the browser). Nothing goes to a third party.
 */
export async function analyticsRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/v1/analytics/page-views',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Counts one page view (a path only; stored as a per-day count, nothing about the visitor)',
        description:
          'Sent by the site on each route change when the visitor allowed statistics cookies. Rate limited per address like every public write (RATE_LIMIT_WRITE_MAX per RATE_LIMIT_WINDOW_MS), counted apart from the other writes.',
        body: pageViewSchema,
        response: { 204: z.null(), ...errorResponses(400, 429) },
      },
      // The same per-address limit as every public write, counted apart: browsing never uses up the
      // budget of the visitor's own writes (an order, a message).
      config: {
        access: 'public',
        rateLimit: { max: app.config.rateLimit.writeMax, timeWindow: app.config.rateLimit.windowMs },
      },
    },
    async (request, reply) => {
      await recordPageView(app.database.db, request.body.path);
      return reply.status(204).send(null);
    },
  );
}
