import type { UserRole } from '@lootmarket/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { lastSeenTracker, sessionUseTracker } from '../../auth/last-seen';
import { type ResolvedSession, resolveSession } from '../../auth/sessions.service';
import { AppError } from '../../errors/app-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser / requireRole; routes without them never see a session. */
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

    const requireUser = async (request: FastifyRequest) => {
      const token = bearerToken(request);
      const session = token ? await sessionForToken(token) : null;
      if (!session) throw new AppError('UNAUTHENTICATED');
      request.session = session;
    };
    app.decorate('requireUser', requireUser);
    app.decorate('requireRole', (...roles: UserRole[]) => async (request: FastifyRequest) => {
      await requireUser(request);
      const userRoles = request.session?.user.roles ?? [];
      if (!roles.some((role) => userRoles.includes(role))) throw new AppError('FORBIDDEN');
    });
  },
  { name: 'authentication', dependencies: ['database', 'platform'] },
);

/** The session of a route behind requireUser; throwing here means a route forgot its guard. */
export function currentSession(request: FastifyRequest): ResolvedSession {
  if (!request.session) throw new AppError('UNAUTHENTICATED');
  return request.session;
}
