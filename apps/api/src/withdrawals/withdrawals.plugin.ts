import type { FastifyInstance } from 'fastify';
import { withdrawalsAdminRoutes } from './withdrawals.admin.routes';
import { registerWithdrawalJobs } from './withdrawals.jobs';
import { withdrawalsRoutes } from './withdrawals.routes';

/** The withdrawals domain: the owner's routes, the staff's routes and the payout job. */
export async function withdrawalsPlugin(app: FastifyInstance) {
  registerWithdrawalJobs(app);
  await app.register(withdrawalsRoutes);
  await app.register(withdrawalsAdminRoutes);
}
