import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { recentlyRevokedOtherTokenHashes, revokedSessionTokenHash } from '../auth/sessions.service';
import { hashToken } from '../auth/tokens';
import type { AppConfig } from '../config/config';
import { proxyTrust } from '../http/trust-proxy';
import { bearerToken } from '../plugins/app/authentication';
import {
  type ApplicationHandler,
  attachRealtime,
  ownDestinationsPolicy,
  type Realtime,
  type StompBroker,
  userDestination,
} from '../realtime';
import { unreadCount } from './notifications.service';
import {
  NOTIFICATIONS_DESTINATION_SUFFIX,
  Notifier,
  UNREAD_TOTAL_COMPLETION,
  withUnreadTotal,
} from './notifier';

declare module 'fastify' {
  interface FastifyInstance {
    /** The STOMP broker at /ws: `publish(userId, suffix, body)` pushes after a commit. */
    realtime: StompBroker;
    /** Whether the sockets' Redis answers (/readyz), or null without Redis. */
    realtimeBusUp(): Promise<boolean | null>;
    /** A stopping node (src/http/drain.ts): closes every socket so its client reconnects elsewhere. */
    realtimeDrain(): number;
    notifier: Notifier;
    /** SEND destinations the domains answer (chat registers '/app/chat.send'). */
    socketHandlers: Record<string, ApplicationHandler>;
    /** Whether a user takes part in a conversation; chat sets it for `/socket/{id}/chat/{conversationId}`. */
    socketConversationAccess: { check: (userId: string, conversationId: string) => Promise<boolean> };
  }
}

export interface RealtimePluginOptions {
  config: AppConfig;
  /** Redis pub/sub fans pushes out across API processes; in-process when unset. */
  redisUrl?: string | undefined;
}

/**
 * Origins a browser may open /ws from: the public origin, and in development the Vite dev server
 * and the localhost/127.0.0.1 twin of a local public origin.
 */
export function allowedSocketOrigins(config: AppConfig): string[] {
  const origins = new Set([config.publicOrigin]);
  if (config.env !== 'production') {
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:5173']) origins.add(origin);
    const url = new URL(config.publicOrigin);
    if (url.hostname === 'localhost' || url.hostname === '127.0.0.1') {
      for (const host of ['localhost', '127.0.0.1'])
        origins.add(`${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
    }
  }
  return [...origins];
}

/**
 * Mounts STOMP over SockJS at /ws on the app's HTTP server (so tests that listen get it too):
 * tokens checked like the REST API, subscriptions limited to the user's own destinations, the
 * `{ total }` snapshot after SUBSCRIBE, sessions ended on logout, password change and My account's
 * session list, closed with the app.
 */
export const realtimePlugin = fp<RealtimePluginOptions>(
  async (app: FastifyInstance, options) => {
    const db = () => app.database.db;
    const handlers: Record<string, ApplicationHandler> = {};
    const conversationAccess = { check: async (_userId: string, _conversationId: string) => false };
    const realtime: Realtime = attachRealtime(app.server, {
      authenticate: async (token) => {
        // Checks, not uses: the broker re-checks open sockets every minute, and an open tab alone must
        // not keep a session from idling out (SESSION_IDLE_MINUTES).
        const session = await app.sessionForToken(token, { recordUse: false });
        return session ? { userId: session.user.id } : null;
      },
      hashToken,
      allowedOrigins: allowedSocketOrigins(options.config),
      connectionRate: options.config.realtime.connectionRate,
      trustProxy: proxyTrust(options.config.trustProxy),
      redisUrl: options.redisUrl,
      authorizeSubscription: ownDestinationsPolicy({
        canJoinConversation: (userId, conversationId) => conversationAccess.check(userId, conversationId),
      }),
      applicationHandlers: handlers,
      completions: {
        [UNREAD_TOTAL_COMPLETION]: ({ userId, body }) => withUnreadTotal(db(), userId, body),
      },
      onSubscribed: async ({ userId, destination, reply }) => {
        if (destination === userDestination(userId, NOTIFICATIONS_DESTINATION_SUFFIX)) {
          reply({ total: await unreadCount(db(), userId) });
        }
      },
      logger: app.log,
      onDelivered: (latencyMs) => app.metrics.fanoutLatency.observe(latencyMs / 1000),
    });
    // Start-up fails loudly when REDIS_URL is set but Redis does not answer (ready() waits 5 s).
    await realtime.ready();
    app.decorate('realtime', realtime.broker);
    app.decorate('realtimeBusUp', () => realtime.busUp());
    app.decorate('realtimeDrain', () => realtime.drain());
    app.metrics.watchSockets(() => realtime.broker.sessionCount);
    app.decorate('socketHandlers', handlers);
    app.decorate('socketConversationAccess', conversationAccess);
    app.decorate('notifier', new Notifier({ db, broker: () => realtime.broker, log: app.log }));
    // Before the HTTP server closes: it waits for open connections, and sockets are those.
    app.addHook('preClose', async () => realtime.close());

    // Sessions end in the database first (auth and account routes); the sockets opened with those
    // tokens end here, at once, instead of at the broker's periodic token re-check.
    app.addHook('onResponse', async (request, reply) => {
      if (reply.statusCode >= 300) return;
      const route = `${request.method} ${request.routeOptions.url}`;
      if (route === 'POST /api/v1/auth/logout') {
        const token = bearerToken(request);
        if (token) await realtime.broker.revokeSessionsForToken(hashToken(token));
      } else if (
        route === 'POST /api/v1/account/password' ||
        route === 'POST /api/v1/account/sessions/sign-out-others'
      ) {
        await revokeOtherSocketSessions(app, request);
      } else if (route === 'DELETE /api/v1/account/sessions/:sessionId') {
        await revokeSocketSessionOf(app, request);
      }
    });
  },
  { name: 'realtime', dependencies: ['database', 'authentication', 'metrics'] },
);

/** My account signed one of the user's sessions out: end the sockets opened with it. */
async function revokeSocketSessionOf(app: FastifyInstance, request: FastifyRequest) {
  const current = request.session;
  const { sessionId } = request.params as { sessionId?: string };
  if (!current || !sessionId) return;
  const tokenHash = await revokedSessionTokenHash(app.database.db, current.user.id, sessionId);
  if (tokenHash) await app.realtime.revokeSessionsForToken(tokenHash);
}

/**
 * A password change or "sign out everywhere else" revoked every other session of the user: end their
 * sockets, keep this one's.
 */
async function revokeOtherSocketSessions(app: FastifyInstance, request: FastifyRequest) {
  const current = request.session;
  if (!current) return;
  const revoked = await recentlyRevokedOtherTokenHashes(app.database.db, current.user.id, current.sessionId);
  for (const tokenHash of revoked) await app.realtime.revokeSessionsForToken(tokenHash);
}
