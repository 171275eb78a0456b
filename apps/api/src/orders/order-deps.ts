import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type CodeCipher, loadCodeCipher } from '../offers/codes/code-cipher';
import type { OrderDeps } from './orders.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the order rules need from this process; shared by the orders and payments plugins. */
    orderDeps: OrderDeps;
  }
}

/**
 * The orders' dependencies (notifier, the cipher of automatic-delivery codes, the release delay), one
 * per process: a decorator, so wrapped in fastify-plugin to reach the orders and payments plugins.
 */
export const orderDepsPlugin = fp(
  async (app: FastifyInstance) => {
    let cipher: CodeCipher | undefined;
    app.decorate('orderDeps', {
      notifier: app.notifier,
      codeCipher: () => {
        cipher ??= loadCodeCipher(path.dirname(app.config.uploadsDir), app.config.offerCodesKey);
        return cipher;
      },
      autoReleaseMs: app.config.orders.autoReleaseMs,
      mail: { mailer: app.mailer, publicOrigin: app.config.publicOrigin, db: () => app.database.db },
      chargebackProtection: app.config.orders.chargebackProtection,
    });
  },
  { name: 'order-deps', dependencies: ['realtime'] },
);
