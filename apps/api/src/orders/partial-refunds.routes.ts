import {
  adminDisputeSchema,
  adminSplitRequestSchema,
  orderDetailSchema,
  orderParamsSchema,
  proposeRefundRequestSchema,
  refundProposalParamsSchema,
} from '@lootmarket/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminActionContext, recordAdminAction } from '../admin/audit.service';
import { bearerSecurity, errorResponses } from '../http/responses';
import { pendingRefundOf, REFUND_JOB } from '../payments/refunds.service';
import { currentSession } from '../plugins/app/authentication';
import { getDispute } from './disputes';
import { getOrderDetail } from './orders.service';
import { answerRefundProposal, proposeRefund, staffSplit } from './partial-refunds.service';

/**
 * Partial refunds in a dispute (README "Partial refunds"): the two sides' proposals and answers, and
 * staff's split. Each request runs in one transaction under the order's lock.
 */
export async function partialRefundRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const deps = app.orderDeps;
  const viewerOf = (request: FastifyRequest) => {
    const { user } = currentSession(request);
    return { id: user.id, roles: user.roles };
  };
  const parties = { owner: 'allow', counterpart: 'allow', support: 403, admin: 403, others: 404 } as const;

  /** A card or crypto refund's first attempt runs after the commit (as a dispute's refund does). */
  const refundNow = async (orderId: string) => {
    const refunding = await pendingRefundOf(db(), orderId);
    if (refunding) await app.jobs.runJob(REFUND_JOB, refunding);
  };

  app.post(
    '/api/v1/orders/:orderId/dispute/proposals',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['orders'],
        summary:
          'The buyer or the seller proposes a partial refund in the open dispute: what the buyer gets back (minor units, above 0 and below the total); an open proposal is replaced; the other side is told',
        security: bearerSecurity,
        params: orderParamsSchema,
        body: proposeRefundRequestSchema,
        response: { 201: orderDetailSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
      config: { access: parties },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const { orderId } = request.params;
      const detail = await app.notifier.transaction(async (tx) => {
        await proposeRefund(tx, orderId, viewer, BigInt(request.body.refund), deps);
        return getOrderDetail(tx, orderId, viewer);
      });
      return reply.status(201).send(detail);
    },
  );

  for (const answer of ['accept', 'reject'] as const) {
    app.post(
      `/api/v1/orders/:orderId/dispute/proposals/:proposalId/${answer}`,
      {
        onRequest: app.requireUser,
        schema: {
          tags: ['orders'],
          summary:
            answer === 'accept'
              ? "The other side accepts an open partial-refund proposal: the escrow is split at once (the buyer's part to the wallet or back to the card or crypto payer, the seller paid the rest less the prorated fee); answering again changes nothing"
              : 'The other side rejects an open partial-refund proposal (the proposer is told); rejecting again changes nothing',
          security: bearerSecurity,
          params: refundProposalParamsSchema,
          response: { 200: orderDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
        config: { access: parties },
      },
      async (request) => {
        const viewer = viewerOf(request);
        const { orderId, proposalId } = request.params;
        await app.notifier.transaction((tx) =>
          answerRefundProposal(tx, orderId, proposalId, viewer, answer, deps),
        );
        if (answer === 'accept') await refundNow(orderId);
        return getOrderDetail(db(), orderId, viewer);
      },
    );
  }

  app.post(
    '/api/v1/admin/disputes/:orderId/split',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary:
          'Decide a dispute by a split: what the buyer gets back (minor units, above 0 and below the total; to the wallet or the card or crypto payer), the seller is paid the rest less the prorated fee (with a note; audited; both parties told)',
        security: bearerSecurity,
        params: orderParamsSchema,
        body: adminSplitRequestSchema,
        response: { 200: adminDisputeSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
      config: { access: 'admin' },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const { orderId } = request.params;
      const context = adminActionContext(request);
      await app.notifier.transaction(async (tx) => {
        const { before, after } = await staffSplit(
          tx,
          orderId,
          BigInt(request.body.refund),
          request.body.note,
          deps,
        );
        await recordAdminAction(tx, context, {
          action: 'dispute.split',
          targetType: 'dispute',
          targetId: orderId,
          before: { status: before.status, escrow: before.escrow, dispute: before.disputeStatus },
          after: {
            status: after.status,
            escrow: after.escrow,
            dispute: after.disputeStatus,
            refund: String(after.splitRefund),
            sellerNet: String(after.splitSellerNet),
            fee: String(after.splitFee),
            currency: after.currency,
          },
          reason: request.body.note,
        });
      });
      await refundNow(orderId);
      return getDispute(db(), orderId, viewer.id);
    },
  );
}
