import type { FastifyInstance } from 'fastify';
import { ticketsAdminRoutes } from './tickets.admin.routes';
import { type TicketsRoutesOptions, ticketsRoutes } from './tickets.routes';

/** The help desk: the askers' routes and the support inbox (staff). */
export async function ticketsPlugin(app: FastifyInstance, options: TicketsRoutesOptions) {
  await app.register(ticketsRoutes, options);
  await app.register(ticketsAdminRoutes);
}
