import {
  type LedgerCurrency,
  type Withdrawal,
  type WithdrawalMethod,
  withdrawalConfirmationCodeResponseSchema,
  withdrawalDetailsSchema,
  withdrawalListQuerySchema,
  withdrawalListResponseSchema,
  withdrawalRequestSchema,
  withdrawalSchema,
  withdrawalTermsSchema,
} from '@lootmarket/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mailConfirmationCode } from '../account/confirmation-codes.service';
import { AppError } from '../errors/app-error';
import { withdrawalFeeRule } from '../fees/fees';
import { bearerSecurity, errorResponses } from '../http/responses';
import { idempotencyHeaderSchema, idempotently } from '../idempotency/idempotent-request';
import { recipientOf } from '../mail/mail-copy';
import { currentSession } from '../plugins/app/authentication';
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
import { listMyWithdrawals, requestWithdrawal, toWithdrawal } from './withdrawals.service';

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
              withdrawalRequestedMail(recipientOf(account.user), row, app.config.publicOrigin),
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
        (code) => confirmationCodeMail(recipientOf(account.user), details, code, app.config.publicOrigin),
        withdrawalsPaused,
      );
      return reply.status(202).send({ expiresAt: expiresAt.toISOString() });
    },
  );
}
