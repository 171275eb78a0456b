import {
  accountUserResponseSchema,
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  changeUsernameRequestSchema,
  phoneVerificationRequestSchema,
  phoneVerificationStatusSchema,
  resendVerificationResponseSchema,
  twoFactorConfirmRequestSchema,
  twoFactorConfirmResponseSchema,
  twoFactorDisableRequestSchema,
  twoFactorSetupResponseSchema,
} from '@lootmarket/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { queueVerificationMail } from '../auth/email-verification.service';
import { confirmTwoFactorSetup, disableTwoFactor, startTwoFactorSetup } from '../auth/two-factor.service';
import { loadClientUser } from '../auth/users.service';
import { AppError } from '../errors/app-error';
import { bearerSecurity, errorResponses } from '../http/responses';
import { currentSession } from '../plugins/app/authentication';
import { changePassword, changeUsername } from './account.service';

/** My account (spec §2): username, password, email verification, phone, two-factor sign-in. */
export async function accountRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const guarded = { preHandler: app.requireUser };
  const common = { tags: ['account'], security: bearerSecurity };

  app.patch(
    '/api/v1/account/username',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Change the username',
        body: changeUsernameRequestSchema,
        response: { 200: accountUserResponseSchema, ...errorResponses(400, 401, 409, 429) },
      },
      config: { access: 'signedIn' },
    },
    async (request) => {
      const user = await changeUsername(db(), currentSession(request).user, request.body.username);
      return { user: await loadClientUser(db(), user) };
    },
  );

  app.post(
    '/api/v1/account/password',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Change the password (needs the current one; signs out other sessions)',
        body: changePasswordRequestSchema,
        response: { 200: changePasswordResponseSchema, ...errorResponses(400, 401, 429) },
      },
      config: { access: 'signedIn' },
    },
    async (request) => ({
      revokedSessions: await changePassword(db(), currentSession(request), request.body),
    }),
  );

  app.post(
    '/api/v1/account/verification-email',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Send the email verification link again',
        response: { 202: resendVerificationResponseSchema, ...errorResponses(401, 409, 429) },
      },
      config: { access: 'signedIn' },
    },
    async (request, reply) => {
      const { user } = currentSession(request);
      if (user.emailVerified) throw new AppError('EMAIL_ALREADY_VERIFIED');
      const mailId = await db().transaction((tx) =>
        queueVerificationMail(tx, app.mailer, {
          userId: user.id,
          email: user.email,
          username: user.username,
          publicOrigin: app.config.publicOrigin,
        }),
      );
      await app.mailer.deliver(db(), [mailId]);
      return reply.status(202).send({ sent: true as const });
    },
  );

  app.get(
    '/api/v1/account/phone/verification',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'State of phone verification',
        response: { 200: phoneVerificationStatusSchema, ...errorResponses(401) },
      },
      config: { access: 'signedIn' },
    },
    async (request) => {
      const { user } = currentSession(request);
      return { state: user.phoneVerified ? ('verified' as const) : ('temporarilyUnavailable' as const) };
    },
  );

  app.post(
    '/api/v1/account/phone/verification',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Start phone verification (temporarily unavailable, spec §2)',
        body: phoneVerificationRequestSchema,
        response: { ...errorResponses(400, 401, 429, 503) },
      },
      config: { access: 'signedIn' },
    },
    async () => {
      throw new AppError('PHONE_VERIFICATION_UNAVAILABLE');
    },
  );

  app.post(
    '/api/v1/account/two-factor/setup',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Start two-factor sign-in: a new secret and its QR code',
        response: { 200: twoFactorSetupResponseSchema, ...errorResponses(401, 409, 429) },
      },
      config: { access: 'signedIn' },
    },
    async (request) => {
      const { user } = currentSession(request);
      return db().transaction((tx) => startTwoFactorSetup(tx, user));
    },
  );

  app.post(
    '/api/v1/account/two-factor/confirm',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Turn two-factor sign-in on with a code from the authenticator; returns recovery codes',
        body: twoFactorConfirmRequestSchema,
        response: { 200: twoFactorConfirmResponseSchema, ...errorResponses(400, 401, 409, 429) },
      },
      config: { access: 'signedIn' },
    },
    async (request) => {
      const { user } = currentSession(request);
      const recoveryCodes = await db().transaction((tx) =>
        confirmTwoFactorSetup(tx, user.id, request.body.code),
      );
      return { recoveryCodes };
    },
  );

  app.post(
    '/api/v1/account/two-factor/disable',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Turn two-factor sign-in off (needs an authenticator or recovery code)',
        body: twoFactorDisableRequestSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 409, 429) },
      },
      config: { access: 'signedIn' },
    },
    async (request, reply) => {
      const { user } = currentSession(request);
      await db().transaction((tx) => disableTwoFactor(tx, user.id, request.body.code));
      return reply.status(204).send(null);
    },
  );
}
