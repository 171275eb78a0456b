import {
  adminWithdrawalListQuerySchema,
  adminWithdrawalListResponseSchema,
  adminWithdrawalSchema,
  type LedgerCurrency,
  WITHDRAWAL_METHODS,
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
import {
  adminWithdrawal,
  adminWithdrawalQueue,
  approveWithdrawal,
  finishPayout,
  listMyWithdrawals,
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

  app.get(
    '/api/v1/withdrawals/terms',
    {
      schema: {
        tags,
        summary: 'The stated withdrawal fees and review times (standard and VIP) and the methods',
        response: { 200: withdrawalTermsSchema },
      },
    },
    async () => ({ ...(await withdrawalFeeRule(db())), methods: [...WITHDRAWAL_METHODS] }),
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
    },
    async (request) => listMyWithdrawals(db(), currentSession(request).user.id, request.query),
  );

  app.post(
    '/api/v1/withdrawals',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Request a withdrawal (standard or VIP): the amount is held at once (Idempotency-Key)',
        security: bearerSecurity,
        headers: idempotencyHeaderSchema,
        body: withdrawalRequestSchema,
        response: { 201: withdrawalSchema, ...errorResponses(400, 401, 402, 404, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      const userId = currentSession(request).user.id;
      return idempotently<Withdrawal>(app, request, reply, userId, async (tx) => ({
        status: 201,
        body: toWithdrawal(await requestWithdrawal(tx, userId, request.body)),
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
    },
    async (request) => adminWithdrawalQueue(db(), request.query),
  );

  app.post(
    '/api/v1/admin/withdrawals/:withdrawalId/approve',
    {
      preHandler: app.requireRole('admin'),
      schema: {
        tags: adminTags,
        summary: "Approve a withdrawal (not one's own) and pay it out; audited",
        security: bearerSecurity,
        params: withdrawalParamsSchema,
        body: withdrawalApproveRequestSchema,
        response: { 200: adminWithdrawalSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const context = adminActionContext(request);
      const { withdrawalId } = request.params;
      // 1. Approve and audit, in one short transaction.
      const approved = await db().transaction(async (tx) => {
        const { before, after } = await approveWithdrawal(tx, withdrawalId, context.actorId);
        await recordAdminAction(tx, context, {
          action: 'withdrawal.approve',
          targetType: 'withdrawal',
          targetId: withdrawalId,
          before: auditState(before),
          after: auditState(after),
          reason: request.body?.note ?? null,
        });
        return after;
      });
      // 2. Pay out through the provider, outside any transaction.
      const outcome = await app.payments.payouts
        .payout({
          withdrawalId,
          amount: approved.payout,
          currency: approved.currency as LedgerCurrency,
          method: approved.method,
          destination: approved.destination,
        })
        .catch((error: unknown) => {
          request.log.error({ err: error, withdrawalId }, 'payout call failed; approve again to retry');
          return null;
        });
      // 3. Post (paid) or void (failed) the holds. A payout call that threw leaves it approved.
      if (outcome)
        await app.notifier.transaction((tx) => finishPayout(tx, withdrawalId, outcome, app.notifier));
      return adminWithdrawal(db(), withdrawalId);
    },
  );

  app.post(
    '/api/v1/admin/withdrawals/:withdrawalId/reject',
    {
      preHandler: app.requireRole('admin'),
      schema: {
        tags: adminTags,
        summary: 'Reject a withdrawal with a reason: the held amount is released; audited',
        security: bearerSecurity,
        params: withdrawalParamsSchema,
        body: withdrawalRejectRequestSchema,
        response: { 200: adminWithdrawalSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
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
