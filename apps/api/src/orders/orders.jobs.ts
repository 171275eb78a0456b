import type { FastifyInstance } from 'fastify';
import { releaseOrderReserve } from './order-reserve';
import { autoReleaseOrder } from './orders.service';

/**
 * The orders' durable jobs: a paid order the buyer neither confirmed nor disputed pays its seller; a
 * warranted order's reserve is released to its seller when the warranty ends.
 */
export function registerOrderJobs(app: FastifyInstance): void {
  app.jobs.handle('order.auto_release', (tx, job, now) =>
    autoReleaseOrder(tx, job.subject, now, app.orderDeps),
  );
  app.jobs.handle('order.reserve_release', (tx, job, now) => releaseOrderReserve(tx, job.subject, now));
}
