import type { FastifyInstance } from 'fastify';
import { expirePayment } from './payments.service';
import { REFUND_JOB, refundJobHandler } from './refunds.service';

/**
 * The payments' durable jobs: an unpaid card or crypto payment expires (its order fails, the stock
 * returns); a refund to the payment method is asked of its provider, outside any transaction (leased).
 */
export function registerPaymentJobs(app: FastifyInstance): void {
  app.jobs.handle('payment.expire', (tx, job, now) => expirePayment(tx, job.subject, now, app.orderDeps));
  app.jobs.handleLeased(
    REFUND_JOB,
    refundJobHandler({
      db: () => app.database.db,
      transaction: (work) => app.notifier.transaction(work),
      notifier: app.notifier,
      providerFor: (name) => app.payments.refundsFor(name),
      maxAttempts: app.config.payments.refundMaxAttempts,
      log: app.log,
    }),
  );
}
