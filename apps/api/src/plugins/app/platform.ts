import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config/config';
import { createHumanCheck, type HumanCheck } from '../../human-check/human-check.service';
import { createMailer, type Mailer } from '../../mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    mailer: Mailer;
    humanCheck: HumanCheck;
  }
}

/** App-wide services the domains share: configuration, mail and the human check. */
export const platformPlugin = fp<{ config: AppConfig; humanCheck?: HumanCheck }>(
  async (app: FastifyInstance, options) => {
    app.decorate('config', options.config);
    const mailer = createMailer({ ...options.config.mail, log: app.log });
    app.decorate('mailer', mailer);
    app.decorate('humanCheck', options.humanCheck ?? createHumanCheck(options.config.humanCheck));
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'platform' },
);
