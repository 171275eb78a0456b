import type { FastifyInstance } from 'fastify';
import { autoReleaseOrder } from './orders.service';

/** The orders' durable job: a paid order the buyer neither confirmed nor disputed pays its seller. */
export function registerOrderJobs(app: FastifyInstance): void {
  app.jobs.handle('order.auto_release', (tx, job, now) =>
    autoReleaseOrder(tx, job.subject, now, app.orderDeps),
  );
}
