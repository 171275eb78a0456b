import type { FastifyInstance } from 'fastify';
import { clearMarketCacheAfterWrites } from './market-cache';
import { offersAdminRoutes } from './offers.admin.routes';
import { offersRoutes } from './offers.routes';

/** The offers domain: the market, sellers' offers (their codes, reviews) and staff moderation. */
export async function offersPlugin(app: FastifyInstance) {
  // Any successful write here (an offer, its codes, a take-down) may change what the market shows.
  clearMarketCacheAfterWrites(app);
  await app.register(offersRoutes);
  await app.register(offersAdminRoutes);
}
