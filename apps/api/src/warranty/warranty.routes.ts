import { WARRANTY_DAYS, warrantyCategoriesResponseSchema } from '@lootmarket/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { warrantedCategories } from './warranty-rules';

/** Which categories carry a warranty, for everyone: the offer form offers the choice there. */
export async function warrantyRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/api/v1/warranty-rules',
    {
      schema: {
        tags: ['warranty'],
        summary:
          'The categories whose offers carry a warranty (14 days free, or 30, 60, 90 at the seller’s choice), and the choices',
        response: { 200: warrantyCategoriesResponseSchema },
      },
      config: { access: 'public' },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { categories: await warrantedCategories(db()), days: [...WARRANTY_DAYS] };
    },
  );
}
