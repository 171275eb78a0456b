import { currencyRatesResponseSchema } from '@lootmarket/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listCurrencyRates } from './currency-rates';

/** The currency rates for everyone: what the web converts prices with. */
export async function ratesRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/api/v1/currency-rates',
    {
      schema: {
        tags: ['currency-rates'],
        summary:
          "Each offer currency's value in US dollars and the day it is from: for showing prices in the viewer's currency (never for charging)",
        response: { 200: currencyRatesResponseSchema },
      },
      config: { access: 'public' },
    },
    async (_request, reply) => {
      // Rates change a few times a day at most; a viewer a few minutes behind shows an "≈" price.
      reply.header('cache-control', 'public, max-age=300');
      return { rates: await listCurrencyRates(db()) };
    },
  );
}
