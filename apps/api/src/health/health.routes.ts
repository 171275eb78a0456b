import { healthResponseSchema, readinessResponseSchema } from '@lootmarket/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

export async function healthRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/healthz',
    {
      schema: { tags: ['system'], summary: 'The process is up', response: { 200: healthResponseSchema } },
      config: { access: 'public' },
    },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/readyz',
    {
      schema: {
        tags: ['system'],
        summary:
          'The database answers (and Redis, when live pushes go through it), and the node is not stopping',
        response: { 200: readinessResponseSchema, 503: readinessResponseSchema },
      },
      config: { access: 'public' },
    },
    async (_request, reply) => {
      const [database, redis] = await Promise.all([app.database.ping(), app.realtimeBusUp()]);
      // A stopping node (src/http/drain.ts) is not ready from its first moment: the balancer stops sending.
      const up = database && redis !== false && !app.lifecycle.draining;
      return reply.status(up ? 200 : 503).send({
        status: up ? ('ready' as const) : ('unavailable' as const),
        database: database ? ('up' as const) : ('down' as const),
        ...(redis === null ? {} : { redis: redis ? ('up' as const) : ('down' as const) }),
      });
    },
  );
  app.get(
    '/api/v1/openapi.json',
    {
      schema: {
        tags: ['system'],
        summary: 'This document',
        response: { 200: z.record(z.string(), z.unknown()) },
      },
      config: { access: 'public' },
    },
    async () => app.swagger() as unknown as Record<string, unknown>,
  );
}
