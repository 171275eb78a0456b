import type { FastifyInstance } from 'fastify';
import { clearMarketCacheAfterWrites } from '../offers/market-cache';
import { catalogAdminRoutes } from './catalog.admin.routes';
import { catalogRoutes } from './catalog.routes';

/** The catalog: games, categories and servers for everyone; the catalog editor for staff. */
export async function catalogPlugin(app: FastifyInstance) {
  // A hidden or renamed game changes what the market shows.
  clearMarketCacheAfterWrites(app);
  await app.register(catalogRoutes);
  await app.register(catalogAdminRoutes);
}
