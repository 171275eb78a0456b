import { randomUUID } from 'node:crypto';
import { existsSync, realpathSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import { accountRoutes } from './account/account.routes';
import { adminRoutes } from './admin/admin.routes';
import { analyticsPlugin } from './analytics/analytics.plugin';
import { authRoutes } from './auth/auth.routes';
import { catalogPlugin } from './catalog/catalog.plugin';
import { chatRoutes } from './chat/chat.routes';
import type { AppConfig } from './config/config';
import type { Database } from './db/database';
import { healthRoutes } from './health/health.routes';
import { drainPlugin } from './http/drain';
import { type LogDestination, loggerOptions } from './http/logging';
import { proxyTrust } from './http/trust-proxy';
import { humanCheckRoutes } from './human-check/human-check.routes';
import type { HumanCheck } from './human-check/human-check.service';
import { jobsPlugin } from './jobs/jobs.plugin';
import { metricsPlugin } from './metrics/metrics.plugin';
import { notificationsRoutes } from './notifications/notifications.routes';
import { realtimePlugin } from './notifications/realtime.plugin';
import { marketCachePlugin } from './offers/market-cache';
import { offersPlugin } from './offers/offers.plugin';
import { orderDepsPlugin } from './orders/order-deps';
import { ordersPlugin } from './orders/orders.plugin';
import { isOwnOrder } from './orders/orders.service';
import { paymentProvidersPlugin } from './payments/payment-providers';
import { paymentsPlugin } from './payments/payments.plugin';
import { photoStoragePlugin } from './photos/photo-storage';
import { photosRoutes } from './photos/photos.routes';
import { authenticationPlugin } from './plugins/app/authentication';
import { clockPlugin } from './plugins/app/clock';
import { databasePlugin } from './plugins/app/database';
import { errorHandlerPlugin } from './plugins/app/error-handler';
import { platformPlugin } from './plugins/app/platform';
import { zodCompilersPlugin } from './plugins/app/zod-compilers';
import { cookiePlugin } from './plugins/external/cookie';
import { helmetPlugin } from './plugins/external/helmet';
import { multipartPlugin } from './plugins/external/multipart';
import { rateLimitPlugin } from './plugins/external/rate-limit';
import { swaggerPlugin } from './plugins/external/swagger';
import { ratesPlugin } from './rates/rates.plugin';
import { ticketsPlugin } from './tickets/tickets.plugin';
import { walletRoutes } from './wallet/wallet.routes';
import { warrantyPlugin } from './warranty/warranty.plugin';
import { staticAppsPlugin } from './web/static-apps';
import { withdrawalsPlugin } from './withdrawals/withdrawals.plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Every route as registered, with its `config` (who may call it: src/http/access.ts), for the
     * OpenAPI completeness test, the authorization matrix and diagnostics.
     */
    registeredRoutes: Array<{
      method: string;
      url: string;
      documented: boolean;
      config: FastifyContextConfig;
    }>;
  }
}

/**
 * The config with the apps' builds resolved once: apps/<app>/dist is a symlink that a rebuild
 * replaces (scripts/build-app.mjs), and this server keeps serving the build it started with (its
 * files, its boot scripts' CSP hashes, its prerendered pages) until it restarts.
 */
function withPinnedBuilds(config: AppConfig): AppConfig {
  const pinned = (dir: string) => (existsSync(dir) ? realpathSync(dir) : dir);
  return { ...config, dist: { web: pinned(config.dist.web), admin: pinned(config.dist.admin) } };
}

export interface BuildAppOptions {
  config: AppConfig;
  /** An open, migrated database. */
  database: Database;
  /** Close the database with the app (the server does; tests that share one database do not). */
  closeDatabase?: boolean;
  /** Replaces the configured human check (tests of other parts use a solvable one). */
  humanCheck?: HumanCheck;
  logger?: boolean;
  /** Where log lines go instead of standard output (tests that read the log). */
  logDestination?: LogDestination;
  /** Overrides `config.redisUrl` (REDIS_URL), e.g. for tests of two processes sharing Redis. */
  redisUrl?: string | undefined;
}

/**
 * Builds the server without listening (STYLE §16): third-party plugins first, then our decorators,
 * then the domains. Tests call this with their own database; src/server.ts adds the port.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const config = withPinnedBuilds(options.config);
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config, options.logDestination),
    genReqId: () => randomUUID(),
    trustProxy: proxyTrust(config.trustProxy),
    // Fastify gives each plugin 10 s to start. Ours wait on the database, Redis and the disk, and on a
    // machine whose cores are busy (a CI run of hundreds of test apps) a plugin once took longer while
    // doing nothing wrong ('photo-storage': a mkdir and a readdir). A plugin that truly hangs still fails
    // the start, within a minute.
    pluginTimeout: 60_000,
  });
  const registeredRoutes: FastifyInstance['registeredRoutes'] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const hidden = Boolean((route.schema as { hide?: boolean } | undefined)?.hide);
    // The object itself: a scope's own onRoute hook (declareThirdPartyRoutes) runs after this one and
    // fills it in.
    route.config ??= {};
    const config = route.config;
    for (const method of methods)
      registeredRoutes.push({ method, url: route.url, documented: !hidden, config });
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(zodCompilersPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(cookiePlugin);
  await app.register(helmetPlugin, { config });
  await app.register(rateLimitPlugin, { config });
  await app.register(swaggerPlugin);
  await app.register(multipartPlugin);

  await app.register(databasePlugin, {
    database: options.database,
    closeOnShutdown: options.closeDatabase ?? false,
  });
  await app.register(metricsPlugin, { config });
  await app.register(platformPlugin, {
    config,
    ...(options.humanCheck ? { humanCheck: options.humanCheck } : {}),
  });
  await app.register(authenticationPlugin);
  await app.register(photoStoragePlugin, { uploadsDir: config.uploadsDir });
  await app.register(marketCachePlugin);
  await app.register(realtimePlugin, { config, redisUrl: options.redisUrl ?? config.redisUrl ?? undefined });

  await app.register(jobsPlugin);
  await app.register(drainPlugin);
  await app.register(clockPlugin);
  await app.register(paymentProvidersPlugin);
  await app.register(orderDepsPlugin);

  await app.register(healthRoutes);
  await app.register(humanCheckRoutes);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(adminRoutes);
  await app.register(analyticsPlugin);
  await app.register(catalogPlugin);
  await app.register(offersPlugin);
  await app.register(ratesPlugin);
  await app.register(warrantyPlugin);
  await app.register(photosRoutes);
  await app.register(notificationsRoutes);
  await app.register(chatRoutes);
  await app.register(ticketsPlugin, { isOwnOrder });
  await app.register(ordersPlugin);
  await app.register(paymentsPlugin);
  await app.register(walletRoutes);
  await app.register(withdrawalsPlugin);
  await app.register(staticAppsPlugin, { config });

  return app;
}
