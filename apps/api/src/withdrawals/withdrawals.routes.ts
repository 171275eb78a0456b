import {
  adminWithdrawalListQuerySchema,
  adminWithdrawalListResponseSchema,
  adminWithdrawalSchema,
  type LedgerCurrency,
  type Withdrawal,
  type WithdrawalMethod,
  withdrawalApproveRequestSchema,
  withdrawalConfirmationCodeResponseSchema,
  withdrawalDetailsSchema,
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
import { mailConfirmationCode } from '../account/confirmation-codes.service';
import { adminActionContext, recordAdminAction } from '../admin/audit.service';
import { AppError } from '../errors/app-error';
import { withdrawalFeeRule } from '../fees/fees';
import { bearerSecurity, errorResponses } from '../http/responses';
import { idempotencyHeaderSchema, idempotently } from '../idempotency/idempotent-request';
import { currentSession } from '../plugins/app/authentication';
import { payoutJobHandler } from './payouts.service';
import { confirmationCodeMail, withdrawalRequestedMail } from './withdrawal-mails';
import {
  checkProof,
  countingWrongProofs,
  proofRequired,
  spendProof,
  withdrawalDetailsHash,
  withdrawalsPaused,
  withdrawingAccount,
} from './withdrawal-proof';
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
      onRequest: app.requireUser,
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

  const methodAvailable = (method: WithdrawalMethod, currency: LedgerCurrency) =>
    app.payments.payoutAvailable(method, currency);

  app.post(
    '/api/v1/withdrawals',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          'Request a withdrawal (standard or VIP): needs a verified e-mail and a fresh proof (the password; an authenticator or recovery code with two-factor sign-in on; a mailed confirmation code for accounts with neither); wrong proofs pause withdrawals (429 WITHDRAWAL_PROOF_LOCKED); the amount is held at once (Idempotency-Key) and the owner is mailed; 422 WITHDRAWAL_METHOD_UNAVAILABLE for a method not on offer',
        security: bearerSecurity,
        headers: idempotencyHeaderSchema,
        body: withdrawalRequestSchema,
        response: { 201: withdrawalSchema, ...errorResponses(400, 401, 402, 403, 404, 409, 422, 429) },
      },
      config: { access: 'signedIn' },
    },
    async (request, reply) => {
      const userId = currentSession(request).user.id;
      const { password, twoFactorCode, confirmationCode, ...details } = request.body;
      const proof = { password, twoFactorCode, confirmationCode };
      const account = await withdrawingAccount(db(), userId);
      await checkProof(db(), account, proof);
      const detailsHash = withdrawalDetailsHash(details);
      let mailId: string | null = null;
      const answer = await countingWrongProofs(db(), account, () =>
        idempotently<Withdrawal>(
          app,
          request,
          reply,
          userId,
          async (tx) => {
            await spendProof(tx, account, proof, detailsHash);
            const row = await requestWithdrawal(tx, userId, details, methodAvailable);
            mailId = await app.mailer.enqueue(
              tx,
              withdrawalRequestedMail(account.user, row, app.config.publicOrigin),
            );
            return { status: 201, body: toWithdrawal(row) };
          },
          // The key stands for the details: no hash of a password or code is stored with it.
          { body: details },
        ),
      );
      // After the commit: SMTP when configured, else the mail stays in the local outbox.
      if (mailId) await app.mailer.deliver(db(), [mailId]);
      return answer;
    },
  );

  app.post(
    '/api/v1/withdrawals/confirmation-code',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          'Mail a code that confirms one withdrawal with exactly these details (15 minutes, single use): for accounts with neither a password nor two-factor sign-in; one a minute (429 TOO_MANY_ATTEMPTS); others are told their proof (403 WITHDRAWAL_PASSWORD_REQUIRED / WITHDRAWAL_TWO_FACTOR_REQUIRED)',
        security: bearerSecurity,
        body: withdrawalDetailsSchema,
        response: {
          202: withdrawalConfirmationCodeResponseSchema,
          ...errorResponses(400, 401, 403, 422, 429),
        },
      },
      config: { access: 'signedIn' },
    },
    async (request, reply) => {
      const userId = currentSession(request).user.id;
      const account = await withdrawingAccount(db(), userId);
      if (account.proof !== 'confirmationCode') throw proofRequired(account.proof);
      const details = request.body;
      if (!methodAvailable(details.method, details.currency))
        throw new AppError('WITHDRAWAL_METHOD_UNAVAILABLE');
      const { expiresAt } = await mailConfirmationCode(
        db(),
        app.mailer,
        account.user,
        { userId, action: 'withdrawal', subjectHash: withdrawalDetailsHash(details) },
        (code) => confirmationCodeMail(account.user, details, code, app.config.publicOrigin),
        withdrawalsPaused,
      );
      return reply.status(202).send({ expiresAt: expiresAt.toISOString() });
    },
  );

  const adminTags = ['admin'];
  app.get(
    '/api/v1/admin/withdrawals',
    {
      onRequest: app.requireRole('admin', 'support'),
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
      onRequest: app.requireRole('admin'),
      schema: {
        tags: adminTags,
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
