import { adminCurrencyRatesResponseSchema, currencyRateUpdateRequestSchema } from '@lootmarket/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminActionContext, recordAdminAction } from '../admin/audit.service';
import { bearerSecurity, errorResponses } from '../http/responses';
import { listAdminCurrencyRates, setCurrencyRate } from './currency-rates';

/** The staff's currency rates (under /api/v1/admin): staff read them, admins change them (audited). */
export async function ratesAdminRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/api/v1/admin/currency-rates',
    {
      onRequest: app.requireRole('admin', 'support'),
      schema: {
        tags: ['admin'],
        summary: 'Currency rates with who changed each last and when',
        security: bearerSecurity,
        response: { 200: adminCurrencyRatesResponseSchema, ...errorResponses(401, 403) },
      },
      config: { access: 'staff' },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { rates: await listAdminCurrencyRates(db()) };
    },
  );

  app.put(
    '/api/v1/admin/currency-rates',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary:
          "Set one currency's rate (US dollars per major unit) and its date; USD stays 1; audited with the old and new value",
        security: bearerSecurity,
        body: currencyRateUpdateRequestSchema,
        response: { 200: adminCurrencyRatesResponseSchema, ...errorResponses(400, 401, 403) },
      },
      config: { access: 'admin' },
    },
    async (request, reply) => {
      const context = adminActionContext(request);
      reply.header('cache-control', 'private, no-store');
      return db().transaction(async (tx) => {
        const changed = await setCurrencyRate(tx, request.body, context.actorId);
        if (changed) {
          await recordAdminAction(tx, context, {
            action: 'currency_rate.update',
            targetType: 'currency_rate',
            targetId: request.body.currency,
            before: { usdValue: changed.before.usdValue, asOf: changed.before.asOf },
            after: { usdValue: changed.after.usdValue, asOf: changed.after.asOf },
          });
        }
        return { rates: await listAdminCurrencyRates(tx) };
      });
    },
  );
}
