import {
  adminWithdrawalListQuerySchema,
  adminWithdrawalListResponseSchema,
  adminWithdrawalSchema,
  type Withdrawal,
  withdrawalApproveRequestSchema,
  withdrawalListQuerySchema,
  withdrawalListResponseSchema,
  withdrawalParamsSchema,
  withdrawalRejectRequestSchema,
  withdrawalRequestSchema,
  withdrawalSchema,
  withdrawalTermsSchema,
} from '@lootmarket/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminActionContext, recordAdminAction } from '../admin/audit.service';
import { bearerSecurity, errorResponses } from '../http/responses';
import { idempotencyHeaderSchema, idempotently } from '../idempotency/idempotent-request';
import { withdrawalFeeRule } from '../orders/fees';
import { currentSession } from '../plugins/app/authentication';
import { payoutJobHandler } from './payouts.service';
import {
  adminWithdrawal,
  adminWithdrawalQueue,
  approveWithdrawal,
  listMyWithdrawals,
  PAYOUT_JOB,
  rejectWithdrawal,
  requestWithdrawal,
  toWithdrawal,
  type WithdrawalRow,
} from './withdrawals.service';

const auditState = (row: WithdrawalRow) => ({
  status: row.status,
  amount: row.amount,
  decidedBy: row.decidedBy,
});

/** Withdrawals: the owner requests (funds held at once); an admin other than the owner approves or rejects. */
export async function withdrawalsRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const tags = ['withdrawals'];
  app.jobs.handleLeased(
    PAYOUT_JOB,
    payoutJobHandler({
      db,
      transaction: (work) => app.notifier.transaction(work),
      notifier: app.notifier,
      providerFor: (method) => app.payments.payoutsFor(method),
      maxAttempts: app.config.withdrawals.payoutMaxAttempts,
      log: app.log,
    }),
  );

  app.get(
    '/api/v1/withdrawals/terms',
    {
      schema: {
        tags,
        summary: 'The stated withdrawal fees and review times (standard and VIP) and the methods on offer',
        response: { 200: withdrawalTermsSchema },
      },
      config: { access: 'public' },
    },
    async () => ({ ...(await withdrawalFeeRule(db())), methods: app.payments.payoutMethods() }),
  );

  app.get(
    '/api/v1/withdrawals',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'My withdrawals, newest first',
        security: bearerSecurity,
        querystring: withdrawalListQuerySchema,
        response: { 200: withdrawalListResponseSchema, ...errorResponses(400, 401) },
      },
      config: { access: 'signedIn' },
    },
    async (request) => listMyWithdrawals(db(), currentSession(request).user.id, request.query),
  );

  app.post(
    '/api/v1/withdrawals',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          'Request a withdrawal (standard or VIP): the amount is held at once (Idempotency-Key); 422 WITHDRAWAL_METHOD_UNAVAILABLE for a method not on offer',
        security: bearerSecurity,
        headers: idempotencyHeaderSchema,
        body: withdrawalRequestSchema,
        response: { 201: withdrawalSchema, ...errorResponses(400, 401, 402, 404, 409, 422, 429) },
      },
      config: { access: 'signedIn' },
    },
    async (request, reply) => {
      const userId = currentSession(request).user.id;
      return idempotently<Withdrawal>(app, request, reply, userId, async (tx) => ({
        status: 201,
        body: toWithdrawal(
          await requestWithdrawal(tx, userId, request.body, (method, currency) =>
            app.payments.payoutAvailable(method, currency),
          ),
        ),
      }));
    },
  );

  const adminTags = ['admin'];
  app.get(
    '/api/v1/admin/withdrawals',
    {
      preHandler: app.requireRole('admin', 'support'),
      schema: {
        tags: adminTags,
        summary: 'The withdrawal queue: standard and VIP apart, by status, oldest first',
        security: bearerSecurity,
        querystring: adminWithdrawalListQuerySchema,
        response: { 200: adminWithdrawalListResponseSchema, ...errorResponses(400, 401, 403) },
      },
      config: { access: 'staff' },
    },
    async (request) => adminWithdrawalQueue(db(), request.query),
  );

  app.post(
    '/api/v1/admin/withdrawals/:withdrawalId/approve',
    {
      preHandler: app.requireRole('admin'),
      schema: {
        tags: adminTags,
        summary:
          "Approve a withdrawal (not one's own) and pay it out (a durable job retries an unreachable provider); approve again once its retries are over; audited",
        security: bearerSecurity,
        params: withdrawalParamsSchema,
        body: withdrawalApproveRequestSchema,
        response: { 200: adminWithdrawalSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      config: { access: 'admin' },
    },
    async (request) => {
      const context = adminActionContext(request);
      const { withdrawalId } = request.params;
      // 1. Approve, schedule the payout job and audit, in one short transaction.
      await db().transaction(async (tx) => {
        const { before, after } = await approveWithdrawal(tx, withdrawalId, context.actorId);
        await recordAdminAction(tx, context, {
          action: 'withdrawal.approve',
          targetType: 'withdrawal',
          targetId: withdrawalId,
          before: auditState(before),
          after: auditState(after),
          reason: request.body?.note ?? null,
        });
      });
      // 2. Its first attempt at once, as the job (claim, provider call outside any transaction,
      // outcome recorded). A failure is kept on the withdrawal and retried by the job system.
      await app.jobs.runJob(PAYOUT_JOB, withdrawalId).catch((error: unknown) => {
        request.log.error({ err: error, withdrawalId }, 'payout attempt failed; the payout job retries');
      });
      return adminWithdrawal(db(), withdrawalId);
    },
  );

  app.post(
    '/api/v1/admin/withdrawals/:withdrawalId/reject',
    {
      preHandler: app.requireRole('admin'),
      schema: {
        tags: adminTags,
        summary:
          'Reject a withdrawal with a reason (pending review, or approved once its payout retries are over): the held amount is released; audited',
        security: bearerSecurity,
        params: withdrawalParamsSchema,
        body: withdrawalRejectRequestSchema,
        response: { 200: adminWithdrawalSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      config: { access: 'admin' },
    },
    async (request) => {
      const context = adminActionContext(request);
      const { withdrawalId } = request.params;
      await app.notifier.transaction(async (tx) => {
        const { before, after } = await rejectWithdrawal(
          tx,
          withdrawalId,
          context.actorId,
          request.body.reason,
          app.notifier,
        );
        await recordAdminAction(tx, context, {
          action: 'withdrawal.reject',
          targetType: 'withdrawal',
          targetId: withdrawalId,
          before: auditState(before),
          after: auditState(after),
          reason: request.body.reason,
        });
      });
      return adminWithdrawal(db(), withdrawalId);
    },
  );
}
