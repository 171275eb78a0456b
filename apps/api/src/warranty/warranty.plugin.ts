import type { FastifyInstance } from 'fastify';
import { clearMarketCacheAfterWrites } from '../offers/market-cache';
import { warrantyAdminRoutes } from './warranty.admin.routes';
import { warrantyRoutes } from './warranty.routes';

/** The warranty domain (README.md): the per-category rules, their public read and the staff's edit. */
export async function warrantyPlugin(app: FastifyInstance) {
  // A rule change changes every offer of its category (the market's cards show the warranty).
  clearMarketCacheAfterWrites(app);
  await app.register(warrantyRoutes);
  await app.register(warrantyAdminRoutes);
}
