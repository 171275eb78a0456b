import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deleteExpiredIdempotencyKeys } from '../idempotency/idempotency.service';
import { JobRunner } from './jobs.service';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

const IDEMPOTENCY_CLEANUP_EVERY_MS = 60 * 60 * 1000;

/**
 * The jobs worker of this process: polls for due jobs every JOBS_POLL_MS (0: never; tests call
 * `app.jobs.runDue(now)` themselves) and deletes expired idempotency keys once an hour. Handlers are
 * registered by the domains' plugins, from their `<domain>.jobs.ts`: order.auto_release (orders),
 * payment.expire and payment.refund (payments), withdrawal.payout (withdrawals); the refund and the
 * payout are leased jobs: the provider is called outside any transaction.
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance) => {
    const runner = new JobRunner({
      db: () => app.database.db,
      transaction: (work) => app.notifier.transaction(work),
      log: app.log,
      onRun: (kind, outcome) => app.metrics.jobsRun.inc({ kind, outcome }),
    });
    app.decorate('jobs', runner);
    const pollMs = app.config.orders.jobsPollMs;
    if (pollMs <= 0) return;
    let timer: NodeJS.Timeout | undefined;
    let stopped = false;
    let lastCleanup = 0;
    const tick = async () => {
      if (runner.stopped) return;
      try {
        // The real time, also under a test clock (src/plugins/app/clock.ts): its moves apply the
        // deadlines of the disputes and claims they name themselves.
        await runner.runDue(new Date(), 100);
        if (Date.now() - lastCleanup > IDEMPOTENCY_CLEANUP_EVERY_MS) {
          lastCleanup = Date.now();
          await deleteExpiredIdempotencyKeys(app.database.db);
        }
      } catch (error) {
        app.log.error({ err: error }, 'jobs worker tick failed');
      } finally {
        if (!stopped && !runner.stopped) timer = setTimeout(tick, pollMs).unref();
      }
    };
    app.addHook('onReady', async () => {
      timer = setTimeout(tick, pollMs).unref();
    });
    app.addHook('onClose', async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      // The tick under way ends with the job it runs (a drain stopped the runner earlier already).
      await runner.stop();
    });
  },
  { name: 'jobs', dependencies: ['realtime', 'metrics'] },
);
