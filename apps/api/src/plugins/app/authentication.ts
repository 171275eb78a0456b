import type { UserRole } from '@lootmarket/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { localeToRecord, recordLocale } from '../../auth/account-locale';
import { lastSeenTracker, sessionUseTracker } from '../../auth/last-seen';
import { type ResolvedSession, resolveSession } from '../../auth/sessions.service';
import { AppError } from '../../errors/app-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser / requireRole (in onRequest); routes without them never see a session. */
    session: ResolvedSession | null;
  }
  interface FastifyInstance {
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireRole: (...roles: UserRole[]) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * The live session a token names (revoked, expired, idle and banned are none), its use recorded
     * unless `recordUse` is false. Every way in authenticates through here: bearer routes, optional
     * viewers, GET /api/auth/readToken and the /ws CONNECT.
     */
    sessionForToken: (token: string, options?: { recordUse?: boolean }) => Promise<ResolvedSession | null>;
  }
}

export const SESSION_COOKIE = 'lootmarket_session';

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

/**
 * The token travels only in `Authorization: Bearer {t}` or `X-AUTH-TOKEN: Bearer {t}` (spec §7).
 * The session cookie is deliberately not read here: it serves GET /api/auth/readToken alone, so a
 * cross-site form that carries the cookie authenticates nothing.
 */
export function bearerToken(request: FastifyRequest): string | null {
  for (const header of [request.headers.authorization, request.headers['x-auth-token']]) {
    const value = Array.isArray(header) ? header[0] : header;
    if (!value) continue;
    const match = BEARER.exec(value.trim());
    if (match?.[1]) return match[1];
  }
  return null;
}

/** Marks the functions requireUser and requireRole return, so route checks can find them. */
const AUTHENTICATION_GUARD = Symbol('lootmarket.authenticationGuard');
type Guard = ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) & {
  [AUTHENTICATION_GUARD]?: true;
};

function guard(check: (request: FastifyRequest) => Promise<void>): Guard {
  return Object.assign(async (request: FastifyRequest) => check(request), {
    [AUTHENTICATION_GUARD]: true as const,
  });
}

export function isAuthenticationGuard(hook: unknown): boolean {
  return typeof hook === 'function' && (hook as Guard)[AUTHENTICATION_GUARD] === true;
}

/** The request hooks that run after the body is read, in which a guard would come too late. */
const LATE_HOOKS = ['preParsing', 'preValidation', 'preHandler'] as const;

const hooksOf = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];

/**
 * Where a route authenticates, checked when the route is added (so at start-up and in every test):
 * a route that documents bearer `security` authenticates in `onRequest` — before the body is read and
 * validated, so a guest always gets 401, never a 400 that tells them about the input — and a route
 * that authenticates says so in its OpenAPI entry. A guard in a later hook, a documented guard that is
 * missing, or an undocumented one stops the server with a message naming the route.
 * The guards also run after whatever else the route does on request (the rate limits), so a flood of
 * unauthenticated calls is still counted.
 */
export function checkAuthenticationPlacement(route: RouteOptions): void {
  const name = `${Array.isArray(route.method) ? route.method.join(',') : route.method} ${route.url}`;
  for (const hook of LATE_HOOKS) {
    if (hooksOf(route[hook]).some(isAuthenticationGuard))
      throw new Error(
        `${name}: authenticate in onRequest (onRequest: app.requireUser / app.requireRole(...)), not in ${hook}, so 401 comes before validation`,
      );
  }
  const onRequest = hooksOf(route.onRequest);
  const guards = onRequest.filter(isAuthenticationGuard);
  const security = (route.schema as { security?: unknown[] } | undefined)?.security;
  const documented = Array.isArray(security) && security.some((item) => Object.keys(item ?? {}).length > 0);
  if (documented && guards.length === 0)
    throw new Error(
      `${name}: documents bearer security but has no onRequest: app.requireUser / app.requireRole(...)`,
    );
  if (!documented && guards.length > 0)
    throw new Error(`${name}: authenticates but its schema has no security: bearerSecurity`);
  if (guards.length > 0)
    route.onRequest = [...onRequest.filter((hook) => !isAuthenticationGuard(hook)), ...guards] as never;
}

export const authenticationPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('session', null);
    const lastSeen = lastSeenTracker(() => app.database.db, app.log);
    const sessionUse = sessionUseTracker(() => app.database.db, app.log);
    const policy = { idleMs: app.config.sessionIdleMs };

    const sessionForToken = async (token: string, { recordUse = true } = {}) => {
      const session = await resolveSession(app.database.db, token, policy);
      if (session && recordUse) {
        // Activity: the user's "last seen" and the session's "last used" (idle timeout), each written
        // at most once a minute; most requests write nothing.
        await Promise.all([
          lastSeen.touch(session.user.id, session.user.lastSeenAt),
          sessionUse.touch(session.sessionId, session.lastUsedAt),
        ]);
      }
      return session;
    };
    app.decorate('sessionForToken', sessionForToken);

    const authenticate = async (request: FastifyRequest) => {
      const token = bearerToken(request);
      const session = token ? await sessionForToken(token) : null;
      if (!session) throw new AppError('UNAUTHENTICATED');
      request.session = session;
      // The language the user reads, for their mails (auth/account-locale.ts): written only when it
      // changed, so almost every request writes nothing; a failure is logged, the request goes on.
      const locale = localeToRecord(session.user.locale, request.headers);
      if (locale) {
        try {
          await recordLocale(app.database.db, session.user.id, locale);
          session.user.locale = locale;
        } catch (error) {
          request.log.warn({ err: error }, 'could not record the language of the account');
        }
      }
    };
    app.decorate('requireUser', guard(authenticate));
    app.decorate('requireRole', (...roles: UserRole[]) =>
      guard(async (request: FastifyRequest) => {
        await authenticate(request);
        const userRoles = request.session?.user.roles ?? [];
        if (!roles.some((role) => userRoles.includes(role))) throw new AppError('FORBIDDEN');
      }),
    );
    app.addHook('onRoute', checkAuthenticationPlacement);
  },
  { name: 'authentication', dependencies: ['database', 'platform'] },
);

/** The session of a route behind requireUser; throwing here means a route forgot its guard. */
export function currentSession(request: FastifyRequest): ResolvedSession {
  if (!request.session) throw new AppError('UNAUTHENTICATED');
  return request.session;
}
