import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config/config';
import { AppError } from '../../errors/app-error';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function tooManyAttempts(reply: FastifyReply, retryAfterSeconds: number): AppError {
  reply.header('retry-after', retryAfterSeconds);
  return new AppError('TOO_MANY_ATTEMPTS');
}

/**
 * Two limits on writes, both answering 429 TOO_MANY_ATTEMPTS before anything is read or changed:
 * - per client address (RATE_LIMIT_WRITE_MAX): the first thing a request meets, before
 *   authentication, so unauthenticated floods are counted too;
 * - per signed-in account (RATE_LIMIT_ACCOUNT_WRITE_MAX), right after authentication (which runs on
 *   request, see plugins/app/authentication.ts) and before the body is read: one account spreading its
 *   writes over many addresses is held to the same budget.
 * Sign-in and register routes carry their own, tighter per-address limit (`config.rateLimit` on the
 * route, see authRateLimit); `config.rateLimit: false` (provider webhooks) opts out of the address
 * limit. Reads are not limited here. The counters live in memory: with several API nodes, give the
 * plugin a Redis store.
 */
export const rateLimitPlugin = fp<{ config: AppConfig }>(
  async (app: FastifyInstance, { config }) => {
    await app.register(rateLimit, {
      // Routes with their own `config.rateLimit` get it from the plugin; all others get the hooks below.
      global: false,
      max: config.rateLimit.writeMax,
      timeWindow: config.rateLimit.windowMs,
      errorResponseBuilder: () => new AppError('TOO_MANY_ATTEMPTS'),
    });
    const perAddress = app.rateLimit();
    const perAccount = app.createRateLimit({
      max: config.rateLimit.accountWriteMax,
      timeWindow: config.rateLimit.windowMs,
      keyGenerator: (request) => `account:${request.session?.user.id}`,
    });

    // An instance hook runs before every route's own onRequest hooks, the authentication among them.
    app.addHook('onRequest', async (request, reply) => {
      if (READ_METHODS.has(request.method) || request.routeOptions.config.rateLimit !== undefined) return;
      await perAddress.call(app, request, reply);
    });
    // preParsing: after every onRequest hook (so the session is known), before the body is read.
    app.addHook('preParsing', async (request, reply, payload) => {
      if (READ_METHODS.has(request.method) || !request.session) return payload;
      const limit = await perAccount(request);
      if (!limit.isAllowed && limit.isExceeded) throw tooManyAttempts(reply, limit.ttlInSeconds);
      return payload;
    });
  },
  { name: 'rate-limit' },
);

export function authRateLimit(config: AppConfig) {
  return { max: config.rateLimit.authMax, timeWindow: config.rateLimit.windowMs };
}
