import type { FastifyInstance } from 'fastify';
import { ordersAdminRoutes } from './orders.admin.routes';
import { registerOrderJobs } from './orders.jobs';
import { ordersRoutes } from './orders.routes';
import { partialRefundRoutes } from './partial-refunds.routes';
import { warrantyClaimRoutes } from './warranty-claims.routes';

/** The orders domain: its routes, its staff routes (partial refunds and warranty claims in their own files) and its jobs. */
export async function ordersPlugin(app: FastifyInstance) {
  registerOrderJobs(app);
  await app.register(ordersRoutes);
  await app.register(ordersAdminRoutes);
  await app.register(partialRefundRoutes);
  await app.register(warrantyClaimRoutes);
}
