import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config/config';
import { AppError } from '../../errors/app-error';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every write is limited per client address; sign-in and register routes carry their own, tighter
 * limit (`config.rateLimit` on the route, see authRateLimit). Reads are not limited here.
 * The counters live in memory: with several API nodes, give the plugin a Redis store.
 */
export const rateLimitPlugin = fp<{ config: AppConfig }>(
  async (app: FastifyInstance, { config }) => {
    await app.register(rateLimit, {
      global: true,
      max: config.rateLimit.writeMax,
      timeWindow: config.rateLimit.windowMs,
      allowList: (request) => READ_METHODS.has(request.method) && !request.routeOptions.config.rateLimit,
      errorResponseBuilder: () => new AppError('TOO_MANY_ATTEMPTS'),
    });
  },
  { name: 'rate-limit' },
);

export function authRateLimit(config: AppConfig) {
  return { max: config.rateLimit.authMax, timeWindow: config.rateLimit.windowMs };
}
