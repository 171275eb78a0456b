import type { FastifyInstance } from 'fastify';

/**
 * Who calls a route, seen from the resource in its path: its owner (the offer's seller, the order's
 * buyer, the ticket's author …; on a route without a resource, the caller acting for themselves),
 * the counterpart (the other party: the order's seller, the conversation's other member), a signed-in
 * user with no relation, a seller with offers of their own and no relation, support, admin.
 * Guests are not in the list: they get 401 on every route that is not 'public'.
 */
export const CALLERS = ['owner', 'counterpart', 'otherUser', 'otherSeller', 'support', 'admin'] as const;
export type Caller = (typeof CALLERS)[number];

/** What a signed-in caller gets: the route's answer, or a refusal (404 also hides that the resource exists). */
export type CallerOutcome = 'allow' | 403 | 404;

/**
 * Who may call a route, declared beside it as `config: { access }` (apps/api/README.md, "Who may call
 * a route"); test/authorization-matrix.test.ts calls every route as every caller and holds it to this.
 * - `'public'`: anyone, guests too;
 * - `'signedIn'`: every signed-in caller, on their own behalf; guests 401;
 * - `'staff'`: support and admin; every other signed-in caller 403; guests 401;
 * - `'admin'`: admins; every other signed-in caller 403; guests 401;
 * - per caller, e.g. `{ owner: 'allow', counterpart: 'allow', others: 404 }`: `others` is the outcome
 *   of every caller not named; guests 401.
 */
export type RouteAccess =
  | 'public'
  | 'signedIn'
  | 'staff'
  | 'admin'
  | ({ readonly [C in Caller]?: CallerOutcome } & { readonly others: CallerOutcome });

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route (see RouteAccess). */
    access?: RouteAccess;
    /** Why this route is not in the OpenAPI document (`schema.hide`). */
    undocumented?: string;
  }
}

/** The outcome `access` declares for one caller: allowed, or the status of the refusal. */
export function declaredOutcome(access: RouteAccess, caller: Caller | 'guest'): CallerOutcome | 401 {
  if (access === 'public') return 'allow';
  if (caller === 'guest') return 401;
  switch (access) {
    case 'signedIn':
      return 'allow';
    case 'staff':
      return caller === 'support' || caller === 'admin' ? 'allow' : 403;
    case 'admin':
      return caller === 'admin' ? 'allow' : 403;
    default:
      return access[caller] ?? access.others;
  }
}

/**
 * Declares the routes a third-party plugin registers (it takes no route options of ours), e.g. the
 * static file routes of @fastify/static. Call it in the scope that registers the plugin, before it.
 */
export function declareThirdPartyRoutes(
  app: FastifyInstance,
  urls: readonly string[],
  declaration: { access: RouteAccess; undocumented: string },
) {
  app.addHook('onRoute', (route) => {
    if (!urls.includes(route.url)) return;
    route.config ??= {};
    Object.assign(route.config, declaration);
  });
}
