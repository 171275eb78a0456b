import type { FastifyInstance } from 'fastify';
import { analyticsAdminRoutes } from './analytics.admin.routes';
import { analyticsRoutes } from './analytics.routes';

/** Spec §7 page views: counted for everyone (with consent, in the browser), read by staff. */
export async function analyticsPlugin(app: FastifyInstance) {
  await app.register(analyticsRoutes);
  await app.register(analyticsAdminRoutes);
}
