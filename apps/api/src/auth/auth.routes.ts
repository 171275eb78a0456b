import {
  authenticatedResponseSchema,
  authProvidersResponseSchema,
  clientUserSchema,
  loginRequestSchema,
  loginResponseSchema,
  loginTwoFactorRequestSchema,
  OAUTH_PROVIDERS,
  oauthCallbackQuerySchema,
  oauthProviderSchema,
  oauthStartQuerySchema,
  readTokenResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  verifyEmailRequestSchema,
  verifyEmailResponseSchema,
} from '@lootmarket/contract';
import type { FastifyInstance } from 'fastify';
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
import { completeTwoFactorLogin, login, register } from './auth.service';
import { verifyEmailToken } from './email-verification.service';
import { fetchOAuthProfile, signInWithProfile, startOAuth } from './oauth/oauth.service';
import { resolveSession, revokeSession } from './sessions.service';
import { loadClientUser } from './users.service';

const OAUTH_COOKIE = 'lootmarket_oauth';
const OAUTH_COOKIE_PATH = '/api/auth/oauth';

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
    async () => ({ providers: OAUTH_PROVIDERS.filter((provider) => config.oauth[provider]) }),
  );

  app.post(
    '/api/v1/auth/register',
    {
      config: { ...authLimit, access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Create an account and start a session',
        body: registerRequestSchema,
        response: { 201: registerResponseSchema, ...errorResponses(400, 409, 429, 500) },
      },
    },
    async (request, reply) => {
      const result = await register(deps(), request.body, sessionMeta(request));
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
      return result;
    },
  );

  app.post(
    '/api/v1/auth/logout',
    {
      preHandler: app.requireUser,
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
      const session = await resolveSession(app.database.db, token);
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
      preHandler: app.requireUser,
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

  app.get(
    '/api/auth/oauth/:provider',
    {
      schema: {
        tags: ['auth'],
        summary: 'Start signing in with GitHub, Discord or Google',
        params: z.object({ provider: oauthProviderSchema }),
        querystring: oauthStartQuerySchema,
        response: { 302: z.null(), ...errorResponses(400, 404) },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const providerConfig = config.oauth[provider];
      if (!providerConfig) return reply.redirect('/login/?error=OAUTH_PROVIDER_DISABLED', 302);
      const start = startOAuth(provider, providerConfig, config.publicOrigin);
      const returnTo = request.query.returnTo ?? '/';
      reply.setCookie(
        OAUTH_COOKIE,
        [provider, start.state, start.codeVerifier, encodeURIComponent(returnTo)].join('|'),
        {
          httpOnly: true,
          // Lax: the provider sends the browser back with a top-level GET, which carries Lax cookies.
          sameSite: 'lax',
          secure: config.secureCookies,
          path: OAUTH_COOKIE_PATH,
          maxAge: 600,
        },
      );
      return reply.redirect(start.url, 302);
    },
  );

  app.get(
    '/api/auth/oauth/:provider/callback',
    {
      schema: {
        tags: ['auth'],
        summary: 'Where the provider sends the browser back; starts a session and opens the app',
        params: z.object({ provider: oauthProviderSchema }),
        querystring: oauthCallbackQuerySchema,
        response: { 302: z.null() },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const providerConfig = config.oauth[provider];
      const [cookieProvider, state, codeVerifier, returnToRaw] = (request.cookies[OAUTH_COOKIE] ?? '').split(
        '|',
      );
      reply.clearCookie(OAUTH_COOKIE, { path: OAUTH_COOKIE_PATH });
      const fail = (code: string) => reply.redirect(`/login/?error=${code}`, 302);
      if (!providerConfig) return fail('OAUTH_PROVIDER_DISABLED');
      const { code, state: returnedState } = request.query;
      if (!code || !state || !codeVerifier || cookieProvider !== provider || returnedState !== state) {
        return fail('OAUTH_FAILED');
      }
      try {
        const profile = await fetchOAuthProfile(provider, providerConfig, {
          code,
          codeVerifier,
          publicOrigin: config.publicOrigin,
        });
        const token = await signInWithProfile(
          app.database.db,
          provider,
          profile,
          config.sessionTtlMs,
          sessionMeta(request),
        );
        setSessionCookie(reply, config, token);
        const returnTo = decodeURIComponent(returnToRaw ?? '/');
        return reply.redirect(
          oauthStartQuerySchema.shape.returnTo.safeParse(returnTo).success ? returnTo : '/',
          302,
        );
      } catch (error) {
        if (isAppError(error)) return fail(error.code);
        request.log.warn({ err: error, provider }, 'OAuth sign-in failed');
        return fail('OAUTH_FAILED');
      }
    },
  );
}
