import { adminOrderParamsSchema, adminRefundRetryResponseSchema } from '@lootmarket/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminActionContext, recordAdminAction } from '../admin/audit.service';
import { bearerSecurity, errorResponses } from '../http/responses';
import { REFUND_JOB, refundStatesOf, retryStalledRefund } from './refunds.service';

/** The payments domain's staff route (under /api/v1/admin): a stalled refund asked of its provider again. */
export async function paymentsAdminRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  app.post(
    '/api/v1/admin/orders/:orderId/refund/retry',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary:
          'Retry a refund to the payment method whose automatic retries are over (after checking the provider); audited',
        security: bearerSecurity,
        params: adminOrderParamsSchema,
        response: {
          200: adminRefundRetryResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
      config: { access: 'admin' },
    },
    async (request) => {
      const { orderId } = request.params;
      const context = adminActionContext(request);
      const payment = await app.notifier.transaction(async (tx) => {
        const retried = await retryStalledRefund(tx, orderId);
        await recordAdminAction(tx, context, {
          action: 'refund.retry',
          targetType: 'order',
          targetId: orderId,
          before: { refund: 'stalled', attempts: retried.refundAttempts, error: retried.refundError },
          after: { refund: 'pending', attempts: 0 },
        });
        return retried;
      });
      // Its first attempt now, after the commit and outside any transaction, like the decision's.
      await app.jobs.runJob(REFUND_JOB, payment.id);
      const state = (await refundStatesOf(db(), [orderId])).get(orderId) ?? 'pending';
      return { refund: state };
    },
  );
}
