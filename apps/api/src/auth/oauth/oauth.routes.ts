import {
  OAUTH_PROVIDERS,
  type OAuthProvider,
  oauthCallbackQuerySchema,
  oauthChallengeResponseSchema,
  oauthConnectResponseSchema,
  oauthProviderSchema,
  oauthStartQuerySchema,
  signInMethodsResponseSchema,
} from '@lootmarket/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config/config';
import { AppError, isAppError } from '../../errors/app-error';
import { bearerSecurity, errorResponses, sessionMeta, setSessionCookie } from '../../http/responses';
import { bearerToken, currentSession, SESSION_COOKIE } from '../../plugins/app/authentication';
import { isLoginChallengeLive, LOGIN_CHALLENGE_TTL_MS } from '../auth.service';
import { hashToken, safeEqual } from '../tokens';
import {
  connectProfile,
  disconnectProvider,
  fetchOAuthProfile,
  hasProvider,
  listConnectedProviders,
  signInWithProfile,
  startOAuth,
} from './oauth.service';

const OAUTH_COOKIE = 'lootmarket_oauth';
const OAUTH_COOKIE_PATH = '/api/auth/oauth';
/** Carries a provider sign-in's two-factor challenge to the login page, never through the URL. */
export const LOGIN_CHALLENGE_COOKIE = 'lootmarket_login_challenge';
export const LOGIN_CHALLENGE_COOKIE_PATH = '/api/v1/auth/login';
const ACCOUNT_PAGE = '/profile/dashboard/';

/**
 * One OAuth round trip, kept in an httpOnly cookie between the start and the callback. `connect`
 * flows carry `binding`, a hash of the state with the session token that started them: the callback
 * recomputes it from the session cookie, so only the session that asked can receive the connection,
 * and no value in the cookie is trusted to name a user.
 */
interface OAuthFlow {
  intent: 'signIn' | 'connect';
  provider: OAuthProvider;
  state: string;
  codeVerifier: string;
  returnTo: string;
  binding: string;
}

function writeFlow(reply: FastifyReply, config: AppConfig, flow: OAuthFlow) {
  const value = [flow.intent, flow.provider, flow.state, flow.codeVerifier, flow.returnTo, flow.binding]
    .map(encodeURIComponent)
    .join('|');
  reply.setCookie(OAUTH_COOKIE, value, {
    httpOnly: true,
    // Lax: the provider sends the browser back with a top-level GET, which carries Lax cookies.
    sameSite: 'lax',
    secure: config.secureCookies,
    path: OAUTH_COOKIE_PATH,
    maxAge: 600,
  });
}

function readFlow(request: FastifyRequest): OAuthFlow | null {
  const parts = (request.cookies[OAUTH_COOKIE] ?? '').split('|').map((part) => {
    try {
      return decodeURIComponent(part);
    } catch {
      return '';
    }
  });
  if (parts.length !== 6) return null;
  const [intent, provider, state, codeVerifier, returnTo, binding] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const parsedProvider = oauthProviderSchema.safeParse(provider);
  if ((intent !== 'signIn' && intent !== 'connect') || !parsedProvider.success || !state || !codeVerifier) {
    return null;
  }
  const safeReturnTo = oauthStartQuerySchema.shape.returnTo.safeParse(returnTo);
  return {
    intent,
    provider: parsedProvider.data,
    state,
    codeVerifier,
    returnTo: safeReturnTo.success && safeReturnTo.data ? safeReturnTo.data : '/',
    binding,
  };
}

function connectBinding(state: string, sessionToken: string): string {
  return hashToken(`${state}:${sessionToken}`);
}

/** GitHub, Discord and Google: sign-in, the two-factor hand-over, and connecting them in My account. */
export async function oauthRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const db = () => app.database.db;
  const providerParams = z.object({ provider: oauthProviderSchema });

  app.get(
    '/api/auth/oauth/:provider',
    {
      schema: {
        tags: ['auth'],
        summary: 'Start signing in with GitHub, Discord or Google',
        params: providerParams,
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
      writeFlow(reply, config, {
        intent: 'signIn',
        provider,
        state: start.state,
        codeVerifier: start.codeVerifier,
        returnTo: request.query.returnTo ?? '/',
        binding: '',
      });
      return reply.redirect(start.url, 302);
    },
  );

  app.get(
    '/api/auth/oauth/:provider/callback',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Where the provider sends the browser back: signs in (or hands a two-factor challenge to /login/), or connects the provider to the signed-in account',
        params: providerParams,
        querystring: oauthCallbackQuerySchema,
        response: { 302: z.null() },
      },
      // The provider sends the browser here; a connection goes only to the session that asked for it.
      config: { access: 'public' },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const providerConfig = config.oauth[provider];
      const flow = readFlow(request);
      reply.clearCookie(OAUTH_COOKIE, { path: OAUTH_COOKIE_PATH });
      const connecting = flow?.intent === 'connect';
      const fail = (code: string) =>
        reply.redirect(connecting ? `${ACCOUNT_PAGE}?connectError=${code}` : `/login/?error=${code}`, 302);
      if (!providerConfig) return fail('OAUTH_PROVIDER_DISABLED');
      const { code, state } = request.query;
      if (!flow || !code || flow.provider !== provider || state !== flow.state) return fail('OAUTH_FAILED');

      try {
        let connectTo: string | null = null;
        if (flow.intent === 'connect') {
          const sessionToken = request.cookies[SESSION_COOKIE];
          if (!sessionToken || !safeEqual(connectBinding(flow.state, sessionToken), flow.binding)) {
            return fail('OAUTH_FAILED');
          }
          const session = await app.sessionForToken(sessionToken);
          if (!session) return fail('UNAUTHENTICATED');
          connectTo = session.user.id;
        }
        const profile = await fetchOAuthProfile(provider, providerConfig, {
          code,
          codeVerifier: flow.codeVerifier,
          publicOrigin: config.publicOrigin,
        });
        if (connectTo) {
          await connectProfile(db(), provider, profile, connectTo);
          return reply.redirect(`${ACCOUNT_PAGE}?connected=${provider}`, 302);
        }
        const result = await signInWithProfile(
          db(),
          provider,
          profile,
          config.sessionTtlMs,
          sessionMeta(request),
        );
        if (result.status === 'twoFactorRequired') {
          reply.setCookie(LOGIN_CHALLENGE_COOKIE, result.challengeToken, {
            httpOnly: true,
            sameSite: 'strict',
            secure: config.secureCookies,
            path: LOGIN_CHALLENGE_COOKIE_PATH,
            maxAge: Math.floor(LOGIN_CHALLENGE_TTL_MS / 1000),
          });
          const returnTo = flow.returnTo === '/' ? '' : `&returnTo=${encodeURIComponent(flow.returnTo)}`;
          return reply.redirect(`/login/?twoFactor=1${returnTo}`, 302);
        }
        setSessionCookie(reply, config, result.token);
        return reply.redirect(flow.returnTo, 302);
      } catch (error) {
        if (isAppError(error)) return fail(error.code);
        request.log.warn({ err: error, provider }, 'OAuth sign-in failed');
        return fail('OAUTH_FAILED');
      }
    },
  );

  app.get(
    '/api/v1/auth/login/oauth-challenge',
    {
      schema: {
        tags: ['auth'],
        summary:
          'The two-factor challenge of a provider sign-in, from its short-lived httpOnly cookie (same origin only); the login page trades it with a code at /api/v1/auth/login/two-factor',
        response: { 200: oauthChallengeResponseSchema },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const challengeToken = request.cookies[LOGIN_CHALLENGE_COOKIE];
      // Same origin only, as readToken: other sites' requests never get the challenge.
      if (!challengeToken || request.headers['sec-fetch-site'] === 'cross-site')
        return { challengeToken: null };
      if (challengeToken.length > 200 || !(await isLoginChallengeLive(db(), challengeToken))) {
        reply.clearCookie(LOGIN_CHALLENGE_COOKIE, { path: LOGIN_CHALLENGE_COOKIE_PATH });
        return { challengeToken: null };
      }
      return { challengeToken };
    },
  );

  // ------------------------------------------------------------------------------------------------
  // My account: sign-in methods. Authentication runs first (onRequest): a guest gets 401 before any
  // check of what they sent.

  const guarded = { onRequest: app.requireUser };
  const account = { tags: ['account'], security: bearerSecurity };

  app.get(
    '/api/v1/account/sign-in-methods',
    {
      ...guarded,
      schema: {
        ...account,
        summary: 'How the signed-in user can sign in: password, and the providers connected',
        response: { 200: signInMethodsResponseSchema, ...errorResponses(401) },
      },
      config: { access: 'signedIn' },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { user } = currentSession(request);
      return {
        hasPassword: user.passwordHash !== null,
        connected: await listConnectedProviders(db(), user.id),
      };
    },
  );

  app.post(
    '/api/v1/account/sign-in-methods/:provider/connect',
    {
      ...guarded,
      schema: {
        ...account,
        summary:
          'Start connecting GitHub, Discord or Google to the signed-in account: answers the provider page to open; the callback connects it to this session only',
        params: providerParams,
        response: { 200: oauthConnectResponseSchema, ...errorResponses(400, 401, 404, 409, 429) },
      },
      config: { access: 'signedIn' },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const providerConfig = config.oauth[provider];
      if (!providerConfig) throw new AppError('OAUTH_PROVIDER_DISABLED');
      const session = currentSession(request);
      if (await hasProvider(db(), session.user.id, provider)) throw new AppError('OAUTH_ALREADY_CONNECTED');
      const sessionToken = bearerToken(request);
      if (!sessionToken) throw new AppError('UNAUTHENTICATED');
      const start = startOAuth(provider, providerConfig, config.publicOrigin);
      writeFlow(reply, config, {
        intent: 'connect',
        provider,
        state: start.state,
        codeVerifier: start.codeVerifier,
        returnTo: ACCOUNT_PAGE,
        binding: connectBinding(start.state, sessionToken),
      });
      reply.header('Cache-Control', 'no-store');
      return { authorizeUrl: start.url };
    },
  );

  app.delete(
    '/api/v1/account/sign-in-methods/:provider',
    {
      ...guarded,
      schema: {
        ...account,
        summary: 'Disconnect a provider from the signed-in account (not the last way to sign in)',
        params: providerParams,
        response: { 200: signInMethodsResponseSchema, ...errorResponses(400, 401, 404, 409, 429) },
      },
      config: { access: 'signedIn' },
    },
    async (request) => {
      const { user } = currentSession(request);
      await disconnectProvider(db(), user, request.params.provider);
      return {
        hasPassword: user.passwordHash !== null,
        connected: await listConnectedProviders(db(), user.id),
      };
    },
  );
}

/** The providers this server can sign in with (configured ones). */
export function configuredProviders(config: AppConfig): OAuthProvider[] {
  return OAUTH_PROVIDERS.filter((provider) => config.oauth[provider]);
}
