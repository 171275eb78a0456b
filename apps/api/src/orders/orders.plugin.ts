import type { FastifyInstance } from 'fastify';
import { ordersAdminRoutes } from './orders.admin.routes';
import { registerOrderJobs } from './orders.jobs';
import { ordersRoutes } from './orders.routes';

/** The orders domain: its routes, its staff routes and its job. */
export async function ordersPlugin(app: FastifyInstance) {
  registerOrderJobs(app);
  await app.register(ordersRoutes);
  await app.register(ordersAdminRoutes);
}
