import { outboxQuerySchema, outboxResponseSchema } from '@lootmarket/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearerSecurity, errorResponses } from '../http/responses';
import { listOutbox } from '../mail/mailer';

export async function adminRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/v1/admin/outbox',
    {
      preHandler: app.requireRole('admin', 'support'),
      schema: {
        tags: ['admin'],
        summary: 'Mails the server wrote (the local outbox when no SMTP server is configured)',
        security: bearerSecurity,
        querystring: outboxQuerySchema,
        response: { 200: outboxResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ mails: await listOutbox(app.database.db, request.query) }),
  );
}
