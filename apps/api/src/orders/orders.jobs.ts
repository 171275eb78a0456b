import type { FastifyInstance } from 'fastify';
import { releaseOrderReserve } from './order-reserve';
import { autoReleaseOrder, runDisputeDeadline } from './orders.service';
import { runWarrantyClaimDeadline } from './warranty-claims.service';

/**
 * The orders' durable jobs: a paid order the buyer neither confirmed nor disputed pays its seller; a
 * warranted order's reserve is released to its seller when the warranty ends; a dispute's clock
 * reminds the awaited side and applies the default ruling when its deadline passes, and so does a
 * warranty claim's clock.
 */
export function registerOrderJobs(app: FastifyInstance): void {
  app.jobs.handle('order.auto_release', (tx, job, now) =>
    autoReleaseOrder(tx, job.subject, now, app.orderDeps),
  );
  app.jobs.handle('order.reserve_release', (tx, job, now) =>
    releaseOrderReserve(tx, job.subject, now, app.orderDeps),
  );
  app.jobs.handle('dispute.deadline', (tx, job, now) =>
    runDisputeDeadline(tx, job.subject, now, app.orderDeps),
  );
  app.jobs.handle('warranty_claim.deadline', (tx, job, now) =>
    runWarrantyClaimDeadline(tx, job.subject, now, app.orderDeps),
  );
}
