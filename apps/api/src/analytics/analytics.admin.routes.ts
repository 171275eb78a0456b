import { adminPageViewsQuerySchema, adminPageViewsSchema } from '@lootmarket/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearerSecurity, errorResponses } from '../http/responses';
import { pageViewStats } from './analytics.service';

/** The back-office dashboard's page views: per UTC day and the top pages, for support and admins. */
export async function analyticsAdminRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/v1/admin/analytics/page-views',
    {
      onRequest: app.requireRole('admin', 'support'),
      schema: {
        tags: ['admin'],
        summary: 'Page views per day and the most viewed pages',
        security: bearerSecurity,
        querystring: adminPageViewsQuerySchema,
        response: { 200: adminPageViewsSchema, ...errorResponses(400, 401, 403) },
      },
      config: { access: 'staff' },
    },
    async (request) => pageViewStats(app.database.db, request.query.days),
  );
}
