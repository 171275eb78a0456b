import type { FastifyInstance } from 'fastify';
import { payoutJobHandler } from './payouts.service';
import { PAYOUT_JOB } from './withdrawals.service';

/** The withdrawals' durable job: an approved withdrawal's payout (leased: the provider is called outside any transaction). */
export function registerWithdrawalJobs(app: FastifyInstance): void {
  app.jobs.handleLeased(
    PAYOUT_JOB,
    payoutJobHandler({
      db: () => app.database.db,
      transaction: (work) => app.notifier.transaction(work),
      notifier: app.notifier,
      providerFor: (method) => app.payments.payoutsFor(method),
      maxAttempts: app.config.withdrawals.payoutMaxAttempts,
      log: app.log,
    }),
  );
}
