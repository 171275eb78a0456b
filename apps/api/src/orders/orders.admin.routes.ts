import {
  adminDisputeChatSchema,
  adminDisputeListQuerySchema,
  adminDisputeListResponseSchema,
  adminDisputeSchema,
  adminOrderParamsSchema,
  adminOrderReviewRequestSchema,
  adminOrderSummarySchema,
  adminOrdersQuerySchema,
  adminOrdersResponseSchema,
  disputeClockRulesSchema,
  disputeDecisionRequestSchema,
  disputeExtendRequestSchema,
  feeRulesResponseSchema,
  feeRulesSchema,
  orderParamsSchema,
} from '@lootmarket/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminActionContext, recordAdminAction } from '../admin/audit.service';
import { listDisputeClockRules, replaceDisputeClockRules } from '../dispute-clock/dispute-clock.service';
import { feeRules, replaceFeeRules } from '../fees/fees';
import { bearerSecurity, errorResponses } from '../http/responses';
import { pendingRefundOf, REFUND_JOB } from '../payments/refunds.service';
import { currentSession } from '../plugins/app/authentication';
import { readDisputeChat } from './dispute-chat.service';
import { getDispute, listDisputes } from './disputes';
import { adminOrderSummary, searchOrders } from './order-search';
import { decideDispute, extendDisputeDeadline, reviewHeldOrder } from './orders.service';

/**
 * The orders domain's staff routes (under /api/v1/admin, apps/api/README.md "Where routes live"):
 * order search, held releases, disputes and their chat, fee rules.
 */
export async function ordersAdminRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const deps = app.orderDeps;
  const tags = ['admin'];
  const viewerOf = (request: FastifyRequest) => currentSession(request).user;

  app.get(
    '/api/v1/admin/orders',
    {
      onRequest: app.requireRole('admin', 'support'),
      schema: {
        tags,
        summary:
          'Search every order by id, offer title or either party; filter by status, dispute and date; paged',
        security: bearerSecurity,
        querystring: adminOrdersQuerySchema,
        response: { 200: adminOrdersResponseSchema, ...errorResponses(400, 401, 403) },
      },
      config: { access: 'staff' },
    },
    async (request) => searchOrders(app.database.db, request.query),
  );

  app.get(
    '/api/v1/admin/disputes/:orderId/chat',
    {
      onRequest: app.requireRole('admin', 'support'),
      schema: {
        tags,
        summary:
          'What buyer and seller wrote about a disputed order (its chat and the offer questions before it); orders never disputed answer ORDER_CHAT_NOT_DISPUTED; every read is audited',
        security: bearerSecurity,
        params: adminOrderParamsSchema,
        response: { 200: adminDisputeChatSchema, ...errorResponses(400, 401, 403, 404) },
      },
      config: { access: 'staff' },
    },
    async (request, reply) => {
      const context = adminActionContext(request);
      const { user } = currentSession(request);
      reply.header('cache-control', 'private, no-store');
      return app.database.db.transaction((tx) => readDisputeChat(tx, context, user, request.params.orderId));
    },
  );

  app.get(
    '/api/v1/admin/disputes',
    {
      onRequest: app.requireRole('admin', 'support'),
      schema: {
        tags: tags,
        summary: 'Disputes: open (oldest first) or resolved',
        security: bearerSecurity,
        querystring: adminDisputeListQuerySchema,
        response: { 200: adminDisputeListResponseSchema, ...errorResponses(400, 401, 403) },
      },
      config: { access: 'staff' },
    },
    async (request) => listDisputes(db(), viewerOf(request).id, request.query),
  );

  for (const decision of ['release', 'refund'] as const) {
    app.post(
      `/api/v1/admin/disputes/:orderId/${decision}`,
      {
        onRequest: app.requireRole('admin'),
        schema: {
          tags: tags,
          summary:
            decision === 'release'
              ? 'Decide a dispute for the seller: release the escrow (with a note; both parties told)'
              : 'Decide a dispute for the buyer: refund the escrow (card or crypto: back to the payment method; with a note; both parties told)',
          security: bearerSecurity,
          params: orderParamsSchema,
          body: disputeDecisionRequestSchema,
          response: { 200: adminDisputeSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
        config: { access: 'admin' },
      },
      async (request) => {
        const viewer = viewerOf(request);
        const context = adminActionContext(request);
        const decided = await app.notifier.transaction(async (tx) => {
          const { before, sellerBanned } = await decideDispute(
            tx,
            request.params.orderId,
            decision,
            request.body.note,
            deps,
            { payBannedSeller: request.body.payBannedSeller },
          );
          const after = await getDispute(tx, request.params.orderId, viewer.id);
          await recordAdminAction(tx, context, {
            action: decision === 'release' ? 'dispute.release' : 'dispute.refund',
            targetType: 'dispute',
            targetId: request.params.orderId,
            before: {
              status: before.status,
              escrow: before.escrow,
              dispute: before.disputeStatus,
              sellerBanned,
            },
            after: {
              status: after.order.status,
              escrow: after.order.escrow,
              dispute: after.dispute.status,
              ...(decision === 'release' && sellerBanned ? { paidBannedSeller: true } : {}),
            },
            reason: request.body.note,
          });
          return after;
        });
        // A card or crypto refund goes back to the payment method: its first attempt runs now (after
        // the commit, outside any transaction), like a payout's; retries run from the job.
        const refunding = decision === 'refund' ? await pendingRefundOf(db(), request.params.orderId) : null;
        if (!refunding) return decided;
        await app.jobs.runJob(REFUND_JOB, refunding);
        return getDispute(db(), request.params.orderId, viewer.id);
      },
    );
  }

  app.post(
    '/api/v1/admin/disputes/:orderId/extend',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags,
        summary:
          "Move the awaited side's deadline of an open dispute later (a new deadline in the future, after the current one, and a reason); audited; the awaited side is told",
        security: bearerSecurity,
        params: orderParamsSchema,
        body: disputeExtendRequestSchema,
        response: { 200: adminDisputeSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      config: { access: 'admin' },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const context = adminActionContext(request);
      const { orderId } = request.params;
      const deadlineAt = new Date(request.body.deadlineAt);
      return app.notifier.transaction(async (tx) => {
        const { before, stage } = await extendDisputeDeadline(
          tx,
          orderId,
          deadlineAt,
          request.body.reason,
          deps,
          app.clock.now(),
        );
        await recordAdminAction(tx, context, {
          action: 'dispute.extend',
          targetType: 'dispute',
          targetId: orderId,
          before: { stage, deadlineAt: before?.toISOString() ?? null },
          after: { stage, deadlineAt: deadlineAt.toISOString() },
          reason: request.body.reason,
        });
        return getDispute(tx, orderId, viewer.id);
      });
    },
  );

  app.get(
    '/api/v1/admin/dispute-clock-rules',
    {
      onRequest: app.requireRole('admin', 'support'),
      schema: {
        tags,
        summary:
          "The dispute clock's rules: the seller's and the buyer's hours and the default rulings (silent seller: refund or staff; silent buyer: release or staff), a default row and per-category rows",
        security: bearerSecurity,
        response: { 200: disputeClockRulesSchema, ...errorResponses(401, 403) },
      },
      config: { access: 'staff' },
    },
    async () => ({ rules: await listDisputeClockRules(db()) }),
  );

  app.put(
    '/api/v1/admin/dispute-clock-rules',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags,
        summary:
          "Replace the dispute clock's rules (must include the default row, one row per category at most); applies to disputes opened after the change; audited",
        security: bearerSecurity,
        body: disputeClockRulesSchema,
        response: { 200: disputeClockRulesSchema, ...errorResponses(400, 401, 403) },
      },
      config: { access: 'admin' },
    },
    async (request) => {
      const context = adminActionContext(request);
      return db().transaction(async (tx) => {
        const before = await listDisputeClockRules(tx);
        await replaceDisputeClockRules(tx, request.body.rules);
        const after = await listDisputeClockRules(tx);
        await recordAdminAction(tx, context, {
          action: 'dispute_clock_rule.update',
          targetType: 'dispute_clock_rule',
          targetId: 'all',
          before: { rules: before },
          after: { rules: after },
        });
        return { rules: after };
      });
    },
  );

  app.post(
    '/api/v1/admin/orders/:orderId/review',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: tags,
        summary:
          'Decide an order whose release is held because its seller is banned (no open dispute): release pays the banned seller anyway, refund gives the buyer the money back (card or crypto: to the payment method); with a note; audited; both parties told',
        security: bearerSecurity,
        params: adminOrderParamsSchema,
        body: adminOrderReviewRequestSchema,
        response: { 200: adminOrderSummarySchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      config: { access: 'admin' },
    },
    async (request) => {
      const { orderId } = request.params;
      const { decision, note } = request.body;
      const context = adminActionContext(request);
      const decided = await app.notifier.transaction(async (tx) => {
        const { before, sellerBanned } = await reviewHeldOrder(tx, orderId, decision, deps);
        const after = await adminOrderSummary(tx, orderId);
        await recordAdminAction(tx, context, {
          action: decision === 'release' ? 'order.review_release' : 'order.review_refund',
          targetType: 'order',
          targetId: orderId,
          before: {
            status: before.status,
            escrow: before.escrow,
            releaseHold: before.releaseHold,
            sellerBanned,
          },
          after: { status: after.status, escrow: after.escrow },
          reason: note,
        });
        return after;
      });
      // As for a dispute's refund: a card or crypto refund's first attempt runs now, after the commit.
      const refunding = decision === 'refund' ? await pendingRefundOf(db(), orderId) : null;
      if (!refunding) return decided;
      await app.jobs.runJob(REFUND_JOB, refunding);
      return adminOrderSummary(db(), orderId);
    },
  );

  app.get(
    '/api/v1/admin/fee-rules',
    {
      onRequest: app.requireRole('admin', 'support'),
      schema: {
        tags: tags,
        summary: 'Fee rules in force: purchase fees per category (buyer, seller) and withdrawal fees',
        security: bearerSecurity,
        response: { 200: feeRulesResponseSchema, ...errorResponses(401, 403) },
      },
      config: { access: 'staff' },
    },
    async () => feeRules(db()),
  );

  app.put(
    '/api/v1/admin/fee-rules',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: tags,
        summary: 'Replace the fee rules (must include the default purchase rule); audited',
        security: bearerSecurity,
        body: feeRulesSchema,
        response: { 200: feeRulesResponseSchema, ...errorResponses(400, 401, 403) },
      },
      config: { access: 'admin' },
    },
    async (request) => {
      const context = adminActionContext(request);
      return db().transaction(async (tx) => {
        const before = await feeRules(tx);
        await replaceFeeRules(tx, request.body);
        const after = await feeRules(tx);
        await recordAdminAction(tx, context, {
          action: 'fee_rule.update',
          targetType: 'fee_rule',
          targetId: 'all',
          before: { purchase: before.purchase, withdrawal: before.withdrawal },
          after: { purchase: after.purchase, withdrawal: after.withdrawal },
        });
        return after;
      });
    },
  );
}
