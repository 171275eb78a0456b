import {
  accountSessionParamsSchema,
  accountSessionsResponseSchema,
  accountUserResponseSchema,
  changeCountryRequestSchema,
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  changeUsernameRequestSchema,
  confirmationCodeSentSchema,
  phoneVerificationRequestSchema,
  phoneVerificationStatusSchema,
  resendVerificationResponseSchema,
  signOutOtherSessionsResponseSchema,
  twoFactorConfirmRequestSchema,
  twoFactorConfirmResponseSchema,
  twoFactorDisableRequestSchema,
  twoFactorSetupRequestSchema,
  twoFactorSetupResponseSchema,
} from '@lootmarket/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertNotLocked, clearFailures, countingWrongAttempts } from '../auth/attempt-limits';
import { queueVerificationMail } from '../auth/email-verification.service';
import { listActiveSessions, revokeOtherSessions, revokeOwnSession } from '../auth/sessions.service';
import {
  confirmTwoFactorSetup,
  disableTwoFactor,
  pendingSetupHash,
  startTwoFactorSetup,
} from '../auth/two-factor.service';
import { describeDevice } from '../auth/user-agent';
import {
  findUserById,
  isTwoFactorEnabled,
  loadClientUser,
  setAvatarPhoto,
  setCountry,
} from '../auth/users.service';
import { AppError } from '../errors/app-error';
import { bearerSecurity, errorResponses } from '../http/responses';
import { recipientOf } from '../mail/mail-copy';
import { clearMarketCacheAfterWrites } from '../offers/market-cache';
import { processPhoto } from '../photos/photo-processing';
import { readPhotoUploads } from '../photos/photo-upload';
import { currentSession } from '../plugins/app/authentication';
import { changePassword, changeUsername, proveAccountOwner } from './account.service';
import { twoFactorSetupCodeMail } from './account-mails';
import { mailConfirmationCode, spendConfirmationCode } from './confirmation-codes.service';

/**
 * My account (spec §2): username, password, email verification, phone, two-factor sign-in, and the
 * sessions that are signed in (a stolen session must be visible and endable by its owner).
 */
export async function accountRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const guarded = { onRequest: app.requireUser };
  const common = { tags: ['account'], security: bearerSecurity };
  const sessionPolicy = { idleMs: app.config.sessionIdleMs };
  // The market's answers show sellers' usernames and avatars, which these routes change.
  clearMarketCacheAfterWrites(app);

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

  app.patch(
    '/api/v1/account/country',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Set the country (ISO 3166-1 alpha-2), or clear it with null',
        body: changeCountryRequestSchema,
        response: { 200: accountUserResponseSchema, ...errorResponses(400, 401) },
      },
      config: { access: 'signedIn' },
    },
    async (request) => {
      const user = await setCountry(db(), currentSession(request).user.id, request.body.country);
      if (!user) throw new AppError('UNAUTHENTICATED');
      return { user: await loadClientUser(db(), user) };
    },
  );

  /*
   * The avatar, through the offer photos' pipeline: one JPEG, PNG or WebP of at most 5 MB, checked by
   * content and cut into one small square WebP before anything is written; the files of the avatar it
   * replaces go once the change has committed.
   */
  app.put(
    '/api/v1/account/avatar',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Upload an avatar (multipart, one file; JPEG, PNG or WebP, 5 MB), replacing any',
        description:
          'Cut square from the middle and re-encoded as a 128 px WebP; `user.avatarUrl` is where it is ' +
          'served, shown wherever the user appears as a seller.',
        consumes: ['multipart/form-data'],
        response: { 200: accountUserResponseSchema, ...errorResponses(400, 401, 413, 415, 429) },
      },
      config: { access: 'signedIn' },
    },
    async (request) => {
      const userId = currentSession(request).user.id;
      const [upload] = await readPhotoUploads(request, { room: 1, max: 1, tooMany: 'VALIDATION_FAILED' });
      // readPhotoUploads answers at least one file or refuses.
      const avatar = await processPhoto(upload as Buffer, 'avatar');
      const photoId = crypto.randomUUID();
      await app.photoStorage.save(photoId, avatar.variants);
      const changed = await db()
        .transaction((tx) => setAvatarPhoto(tx, userId, photoId))
        .catch(async (error: unknown) => {
          await app.photoStorage.remove([photoId]);
          throw error;
        });
      if (!changed) {
        await app.photoStorage.remove([photoId]);
        throw new AppError('UNAUTHENTICATED');
      }
      if (changed.replaced) await app.photoStorage.remove([changed.replaced]);
      return { user: await loadClientUser(db(), changed.user) };
    },
  );

  app.delete(
    '/api/v1/account/avatar',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Remove the avatar (the initials are shown instead)',
        response: { 200: accountUserResponseSchema, ...errorResponses(401, 429) },
      },
      config: { access: 'signedIn' },
    },
    async (request) => {
      const changed = await db().transaction((tx) =>
        setAvatarPhoto(tx, currentSession(request).user.id, null),
      );
      if (!changed) throw new AppError('UNAUTHENTICATED');
      if (changed.replaced) await app.photoStorage.remove([changed.replaced]);
      return { user: await loadClientUser(db(), changed.user) };
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
        summary: 'Start two-factor sign-in: a new secret and its QR code (needs the current password)',
        description:
          'An account without a password sends no `currentPassword` and must have signed in within the ' +
          'last 15 minutes (RECENT_SIGN_IN_REQUIRED otherwise); turning it on then needs a code mailed ' +
          'for this setup (POST /api/v1/account/two-factor/confirmation-code). Wrong passwords are limited ' +
          'per account (TOO_MANY_FAILED_ATTEMPTS, with Retry-After).',
        body: twoFactorSetupRequestSchema,
        response: { 200: twoFactorSetupResponseSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
      config: { access: 'signedIn' },
    },
    async (request) => {
      const session = currentSession(request);
      if (await isTwoFactorEnabled(db(), session.user.id)) throw new AppError('TWO_FACTOR_ALREADY_ENABLED');
      await proveAccountOwner(db(), session, request.body.currentPassword, 'recentSignIn');
      return db().transaction(async (tx) => {
        await clearFailures(tx, session.user.id, 'password');
        return startTwoFactorSetup(tx, session.user);
      });
    },
  );

  app.post(
    '/api/v1/account/two-factor/confirm',
    {
      ...guarded,
      schema: {
        ...common,
        summary:
          'Turn two-factor sign-in on with a code from the authenticator and the current password; returns recovery codes',
        description:
          'Proof as for setup: the current password; an account without one needs a recent sign-in and ' +
          '`confirmationCode`, mailed for this setup by POST /api/v1/account/two-factor/confirmation-code ' +
          '(CONFIRMATION_CODE_WRONG; wrong ones lock with the other mailed codes: TOO_MANY_FAILED_ATTEMPTS).',
        body: twoFactorConfirmRequestSchema,
        response: { 200: twoFactorConfirmResponseSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
      config: { access: 'signedIn' },
    },
    async (request) => {
      const session = currentSession(request);
      const userId = session.user.id;
      if (await isTwoFactorEnabled(db(), userId)) throw new AppError('TWO_FACTOR_ALREADY_ENABLED');
      const { code, currentPassword, confirmationCode } = request.body;
      const passwordChecked = await proveAccountOwner(db(), session, currentPassword, 'recentSignIn');
      // Without a password the mailbox proves the owner too: a fresh session alone must not plant an
      // authenticator, which would then confirm withdrawals in place of the mailed code.
      const mailedCode = passwordChecked ? null : (confirmationCode ?? null);
      if (!passwordChecked) {
        if (mailedCode === null) {
          throw new AppError('VALIDATION_FAILED', { fields: { confirmationCode: 'required' } });
        }
        await assertNotLocked(db(), userId, 'confirmationCode');
      }
      const recoveryCodes = await countingWrongAttempts(db(), userId, () =>
        db().transaction(async (tx) => {
          const codes = await confirmTwoFactorSetup(tx, userId, code, async (setupHash) => {
            if (mailedCode === null) return;
            await spendConfirmationCode(
              tx,
              { userId, action: 'twoFactorSetup', subjectHash: setupHash },
              mailedCode,
              new AppError('CONFIRMATION_CODE_WRONG', { fields: { confirmationCode: 'invalid' } }),
            );
          });
          if (passwordChecked) await clearFailures(tx, userId, 'password');
          return codes;
        }),
      );
      return { recoveryCodes };
    },
  );

  app.post(
    '/api/v1/account/two-factor/confirmation-code',
    {
      ...guarded,
      schema: {
        ...common,
        summary:
          'Mail a code that confirms turning two-factor sign-in on, for an account without a password (15 minutes, single use)',
        description:
          'For the setup under way (409 TWO_FACTOR_NOT_ENABLED without one): the code confirms that ' +
          'authenticator and no other. Needs a sign-in within the last 15 minutes (RECENT_SIGN_IN_REQUIRED) ' +
          'and a verified address (EMAIL_NOT_VERIFIED); one a minute (429 TOO_MANY_ATTEMPTS); wrong codes ' +
          'lock it with the other mailed codes (TOO_MANY_FAILED_ATTEMPTS, with Retry-After). An account ' +
          'with a password confirms with it instead (409 CONFIRMATION_CODE_NOT_NEEDED).',
        response: { 202: confirmationCodeSentSchema, ...errorResponses(401, 403, 409, 429) },
      },
      config: { access: 'signedIn' },
    },
    async (request, reply) => {
      const session = currentSession(request);
      const user = await findUserById(db(), session.user.id);
      if (!user) throw new AppError('UNAUTHENTICATED');
      if (await isTwoFactorEnabled(db(), user.id)) throw new AppError('TWO_FACTOR_ALREADY_ENABLED');
      if (user.passwordHash !== null) throw new AppError('CONFIRMATION_CODE_NOT_NEEDED');
      await proveAccountOwner(db(), session, undefined, 'recentSignIn');
      const { expiresAt } = await mailConfirmationCode(
        db(),
        app.mailer,
        user,
        { userId: user.id, action: 'twoFactorSetup', subjectHash: await pendingSetupHash(db(), user.id) },
        (code) => twoFactorSetupCodeMail(recipientOf(user), code, app.config.publicOrigin),
      );
      return reply.status(202).send({ expiresAt: expiresAt.toISOString() });
    },
  );

  app.post(
    '/api/v1/account/two-factor/disable',
    {
      ...guarded,
      schema: {
        ...common,
        summary:
          'Turn two-factor sign-in off (needs the current password and an authenticator or recovery code)',
        description:
          'An account without a password sends the code alone. Wrong passwords and wrong codes are limited ' +
          'per account, codes together with sign-in (TOO_MANY_FAILED_ATTEMPTS, with Retry-After).',
        body: twoFactorDisableRequestSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 409, 429) },
      },
      config: { access: 'signedIn' },
    },
    async (request, reply) => {
      const session = currentSession(request);
      if (!(await isTwoFactorEnabled(db(), session.user.id))) throw new AppError('TWO_FACTOR_NOT_ENABLED');
      const passwordChecked = await proveAccountOwner(
        db(),
        session,
        request.body.currentPassword,
        'secondFactor',
      );
      await disableTwoFactor(db(), session.user.id, request.body.code, async (tx) => {
        if (passwordChecked) await clearFailures(tx, session.user.id, 'password');
      });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/v1/account/sessions',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'The sessions of the signed-in user that still sign in (this one marked `current`)',
        description:
          'Revoked, expired and idle sessions (unused for SESSION_IDLE_MINUTES) are left out. ' +
          '`lastUsedAt` is recorded at most once a minute.',
        response: { 200: accountSessionsResponseSchema, ...errorResponses(401) },
      },
      config: { access: 'signedIn' },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const session = currentSession(request);
      const rows = await listActiveSessions(db(), session.user.id, sessionPolicy);
      return {
        sessions: rows.map((row) => ({
          id: row.id,
          ...describeDevice(row.userAgent),
          ip: row.ip,
          createdAt: row.createdAt.toISOString(),
          lastUsedAt: row.lastUsedAt.toISOString(),
          current: row.id === session.sessionId,
        })),
      };
    },
  );

  app.delete(
    '/api/v1/account/sessions/:sessionId',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Sign one of your sessions out',
        description: "Another user's session, an ended one and an unknown id all answer 404 NOT_FOUND.",
        params: accountSessionParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 404, 429) },
      },
      config: { access: { owner: 'allow', others: 404 } },
    },
    async (request, reply) => {
      const { user } = currentSession(request);
      const revoked = await revokeOwnSession(db(), user.id, request.params.sessionId, sessionPolicy);
      if (revoked === null) throw new AppError('NOT_FOUND');
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/v1/account/sessions/sign-out-others',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Sign out everywhere else: ends every other session of the user, keeps this one',
        response: { 200: signOutOtherSessionsResponseSchema, ...errorResponses(401, 429) },
      },
      config: { access: 'signedIn' },
    },
    async (request) => {
      const session = currentSession(request);
      return { revokedSessions: await revokeOtherSessions(db(), session.user.id, session.sessionId) };
    },
  );
}
