import type { FastifyInstance } from 'fastify';
import { clearMarketCacheAfterWrites } from '../offers/market-cache';
import { ratesAdminRoutes } from './rates.admin.routes';
import { ratesRoutes } from './rates.routes';

/** The currency rates domain (README.md): the rates table, its public read and the staff's edit. */
export async function ratesPlugin(app: FastifyInstance) {
  // A new rate reorders every market priced in several currencies.
  clearMarketCacheAfterWrites(app);
  await app.register(ratesRoutes);
  await app.register(ratesAdminRoutes);
}
