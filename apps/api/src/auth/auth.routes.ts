import {
  authenticatedResponseSchema,
  authProvidersResponseSchema,
  clientUserSchema,
  loginRequestSchema,
  loginResponseSchema,
  loginTwoFactorRequestSchema,
  passwordResetConfirmRequestSchema,
  passwordResetConfirmResponseSchema,
  passwordResetRequestedResponseSchema,
  passwordResetRequestSchema,
  readTokenResponseSchema,
  registerConfirmRequestSchema,
  registerConfirmResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  verifyEmailRequestSchema,
  verifyEmailResponseSchema,
} from '@lootmarket/contract';
import {
  detectInitialLocale,
  isLocale,
  type Locale,
  parseAcceptLanguage,
} from '@lootmarket/i18n/locale-detection';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isAppError } from '../errors/app-error';
import {
  bearerSecurity,
  clearSessionCookie,
  errorResponses,
  sessionMeta,
  setSessionCookie,
} from '../http/responses';
import { currentSession, SESSION_COOKIE } from '../plugins/app/authentication';
import { authRateLimit } from '../plugins/external/rate-limit';
import { completeTwoFactorLogin, login } from './auth.service';
import { verifyEmailToken } from './email-verification.service';
import {
  configuredProviders,
  LOGIN_CHALLENGE_COOKIE,
  LOGIN_CHALLENGE_COOKIE_PATH,
  oauthRoutes,
} from './oauth/oauth.routes';
import { requestPasswordReset, resetPassword } from './password-reset.service';
import { confirmRegistration, REGISTRATION_TTL_MS, requestRegistration } from './registration.service';
import { revokeSession } from './sessions.service';
import { loadClientUser } from './users.service';

/** Marks the browser that registered: it may confirm the mailed link without the password again. */
const REGISTRATION_COOKIE = 'lootmarket_registration';
const REGISTRATION_COOKIE_PATH = '/api/v1/auth/register';

/** The language of a mail the reader asked for: the page's, else the request's (as the app picks it). */
function mailLocale(request: FastifyRequest, pageLocale: string | undefined): Locale {
  if (isLocale(pageLocale)) return pageLocale;
  return detectInitialLocale({
    cookie: request.headers.cookie ?? '',
    localStorage: null,
    navigatorLanguages: parseAcceptLanguage(request.headers['accept-language']),
  });
}

export async function authRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const deps = () => ({ db: app.database.db, config, mailer: app.mailer, humanCheck: app.humanCheck });
  const authLimit = { rateLimit: authRateLimit(config) };

  app.get(
    '/api/v1/auth/providers',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign-in providers configured on this server',
        response: { 200: authProvidersResponseSchema },
      },
      config: { access: 'public' },
    },
    async () => ({ providers: configuredProviders(config) }),
  );

  app.post(
    '/api/v1/auth/register',
    {
      config: { ...authLimit, access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Ask for an account: the rest goes by mail',
        description:
          'Answers 202 alike for a new e-mail and for one that has an account, so the answer reveals neither. A new e-mail gets a link that creates the account (POST /api/v1/auth/register/confirm); an e-mail with an account gets a note telling its owner to sign in. At most a few such mails per address and hour; beyond that the answer is the same and nothing is sent. The human-check proof is spent first, whatever the outcome.',
        body: registerRequestSchema,
        response: { 202: registerResponseSchema, ...errorResponses(400, 409, 429, 500) },
      },
    },
    async (request, reply) => {
      const { browserBinding, mailIds } = await requestRegistration(deps(), request.body, { ip: request.ip });
      await app.mailer.deliver(app.database.db, mailIds);
      reply.setCookie(REGISTRATION_COOKIE, browserBinding, {
        httpOnly: true,
        sameSite: 'strict',
        secure: config.secureCookies,
        path: REGISTRATION_COOKIE_PATH,
        maxAge: Math.floor(REGISTRATION_TTL_MS / 1000),
      });
      return reply.status(202).send({ status: 'confirmationMailSent' as const });
    },
  );

  app.post(
    '/api/v1/auth/register/confirm',
    {
      config: { ...authLimit, access: 'public' },
      schema: {
        tags: ['auth'],
        summary:
          'Confirm a registration with the token from the mail: creates the account and starts a session',
        description:
          'The browser that registered is recognised by its registration cookie; any other browser must send the password chosen at registration (REGISTRATION_PASSWORD_REQUIRED otherwise). The token works once, for 24 hours.',
        body: registerConfirmRequestSchema,
        response: { 201: registerConfirmResponseSchema, ...errorResponses(400, 401, 409, 429, 500) },
      },
    },
    async (request, reply) => {
      const result = await confirmRegistration(
        deps(),
        request.body,
        request.cookies[REGISTRATION_COOKIE],
        sessionMeta(request),
      );
      reply.clearCookie(REGISTRATION_COOKIE, { path: REGISTRATION_COOKIE_PATH });
      setSessionCookie(reply, config, result.token);
      return reply.status(201).send({ ...result, messageId: 'success.accountCreatedLoggingIn' as const });
    },
  );

  app.post(
    '/api/v1/auth/login',
    {
      config: { ...authLimit, access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        description:
          'Answers `twoFactorRequired` with a challenge token when the account has two-factor sign-in.',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const result = await login(deps(), request.body, sessionMeta(request));
      if (result.status === 'authenticated') setSessionCookie(reply, config, result.token);
      return result;
    },
  );

  app.post(
    '/api/v1/auth/login/two-factor',
    {
      config: { ...authLimit, access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Finish signing in with an authenticator or recovery code',
        body: loginTwoFactorRequestSchema,
        response: { 200: authenticatedResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const result = await completeTwoFactorLogin(deps(), request.body, sessionMeta(request));
      setSessionCookie(reply, config, result.token);
      // A provider sign-in's challenge, if that is where this one came from, is spent.
      reply.clearCookie(LOGIN_CHALLENGE_COOKIE, { path: LOGIN_CHALLENGE_COOKIE_PATH });
      return result;
    },
  );

  app.post(
    '/api/v1/auth/password-reset',
    {
      config: { ...authLimit, access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Forgot password: mail a link that sets a new one',
        description:
          "Answers 202 alike for an e-mail with an account and for one without, so the answer reveals neither: the first gets a link that sets a new password (POST /api/v1/auth/password-reset/confirm; once, for an hour), the second a note that no account uses the address. At most a few such mails per address and hour; beyond that the answer is the same and nothing is sent. The mail is in `locale` (else the request's language). The human-check proof is spent first, whatever the outcome.",
        body: passwordResetRequestSchema,
        response: { 202: passwordResetRequestedResponseSchema, ...errorResponses(400, 429, 500) },
      },
    },
    async (request, reply) => {
      const mailIds = await requestPasswordReset(deps(), request.body, {
        ip: request.ip,
        locale: mailLocale(request, request.body.locale),
      });
      await app.mailer.deliver(app.database.db, mailIds);
      return reply.status(202).send({ status: 'resetMailSent' as const });
    },
  );

  app.post(
    '/api/v1/auth/password-reset/confirm',
    {
      config: { ...authLimit, access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token from the reset mail; signs the account out everywhere',
        description:
          'The token works once, for an hour (PASSWORD_RESET_LINK_INVALID when unknown, used or for another address; PASSWORD_RESET_LINK_EXPIRED when late). The password follows the registration rules. Every session and pending two-factor sign-in of the account ends; no new one starts: the user signs in with the new password (and the second factor, if the account has one).',
        body: passwordResetConfirmRequestSchema,
        response: { 200: passwordResetConfirmResponseSchema, ...errorResponses(400, 429, 500) },
      },
    },
    async (request) => {
      const userId = await resetPassword(deps(), request.body);
      // After commit: the account's live sockets close with its sessions, on every process.
      await app.realtime.revokeSessionsForUser(userId);
      return { status: 'passwordChanged' as const };
    },
  );

  app.post(
    '/api/v1/auth/logout',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'End this session',
        security: bearerSecurity,
        response: { 204: z.null(), ...errorResponses(401, 429) },
      },
      config: { access: 'signedIn' },
    },
    async (request, reply) => {
      await revokeSession(app.database.db, currentSession(request).sessionId);
      clearSessionCookie(reply, config);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/v1/auth/verify-email',
    {
      schema: {
        tags: ['auth'],
        summary: 'Confirm an email address with the token from the mail',
        body: verifyEmailRequestSchema,
        response: { 200: verifyEmailResponseSchema, ...errorResponses(400, 429) },
      },
      config: { access: 'public' },
    },
    async (request) => {
      await app.database.db.transaction((tx) => verifyEmailToken(tx, request.body.token));
      return { emailVerified: true as const };
    },
  );

  app.get(
    '/api/auth/verify-email',
    {
      schema: {
        tags: ['auth'],
        summary: 'The link in the verification mail: confirms, then opens the account page',
        querystring: verifyEmailRequestSchema,
        response: { 302: z.null() },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      try {
        await app.database.db.transaction((tx) => verifyEmailToken(tx, request.query.token));
        return reply.redirect('/profile/dashboard/?emailVerified=1', 302);
      } catch (error) {
        if (!isAppError(error)) throw error;
        return reply.redirect(`/profile/dashboard/?emailVerified=0&error=${error.code}`, 302);
      }
    },
  );

  app.get(
    '/api/auth/readToken',
    {
      schema: {
        tags: ['auth'],
        summary: 'The session token held in the httpOnly cookie (same origin only)',
        response: { 200: readTokenResponseSchema },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      reply.header('Cache-Control', 'no-store');
      // Same origin only: browsers mark other sites' requests, and those never get the token.
      if (!token || request.headers['sec-fetch-site'] === 'cross-site') return { token: null };
      const session = await app.sessionForToken(token);
      if (!session) {
        clearSessionCookie(reply, config);
        return { token: null };
      }
      return { token };
    },
  );

  app.get(
    '/api/v1/client',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: bearerSecurity,
        response: { 200: clientUserSchema, ...errorResponses(401) },
      },
      config: { access: 'signedIn' },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return loadClientUser(app.database.db, currentSession(request).user);
    },
  );

  await app.register(oauthRoutes);
}
