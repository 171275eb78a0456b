import {
  adminWithdrawalListQuerySchema,
  adminWithdrawalListResponseSchema,
  adminWithdrawalSchema,
  withdrawalApproveRequestSchema,
  withdrawalParamsSchema,
  withdrawalRejectRequestSchema,
} from '@lootmarket/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminActionContext, recordAdminAction } from '../admin/audit.service';
import { bearerSecurity, errorResponses } from '../http/responses';
import {
  adminWithdrawal,
  adminWithdrawalQueue,
  approveWithdrawal,
  PAYOUT_JOB,
  rejectWithdrawal,
  type WithdrawalRow,
} from './withdrawals.service';

/** The audit's view of a withdrawal: its amount (minor units) with its currency, so the log can format it. */
const auditState = (row: WithdrawalRow) => ({
  status: row.status,
  amount: row.amount,
  currency: row.currency,
  decidedBy: row.decidedBy,
});

/** The withdrawals domain's staff routes (under /api/v1/admin): the queue; an admin approves or rejects. */
export async function withdrawalsAdminRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const tags = ['admin'];
  app.get(
    '/api/v1/admin/withdrawals',
    {
      onRequest: app.requireRole('admin', 'support'),
      schema: {
        tags: tags,
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
      onRequest: app.requireRole('admin'),
      schema: {
        tags: tags,
        summary:
          "Approve a withdrawal (not one's own) and pay it out (a durable job retries an unreachable provider); approve again once its retries are over; a banned requester's only with banOverrideReason (409 WITHDRAWAL_REQUESTER_BANNED), the override audited",
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
      const { note, banOverrideReason } = request.body ?? {};
      // 1. Approve, schedule the payout job and audit, in one short transaction.
      await db().transaction(async (tx) => {
        const { before, after, requesterBanned } = await approveWithdrawal(
          tx,
          withdrawalId,
          context.actorId,
          {
            banOverrideReason,
          },
        );
        await recordAdminAction(tx, context, {
          action: 'withdrawal.approve',
          targetType: 'withdrawal',
          targetId: withdrawalId,
          before: auditState(before),
          // A banned requester's payout: the override and its reason are what the audit must show.
          after: requesterBanned ? { ...auditState(after), banOverride: true } : auditState(after),
          reason: requesterBanned
            ? [`Ban override: ${banOverrideReason}`, note].filter(Boolean).join('\n')
            : (note ?? null),
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
      onRequest: app.requireRole('admin'),
      schema: {
        tags: tags,
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
