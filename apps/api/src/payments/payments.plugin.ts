import type { FastifyInstance } from 'fastify';
import { paymentsAdminRoutes } from './payments.admin.routes';
import { registerPaymentJobs } from './payments.jobs';
import { paymentsRoutes } from './payments.routes';

/** The payments domain: the sandbox's pages, the providers' webhooks, its staff route and its jobs. */
export async function paymentsPlugin(app: FastifyInstance) {
  registerPaymentJobs(app);
  await app.register(paymentsRoutes);
  await app.register(paymentsAdminRoutes);
}
