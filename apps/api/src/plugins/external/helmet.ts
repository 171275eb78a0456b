import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config/config';

const PROVIDER_ORIGINS = {
  altcha: [],
  recaptcha: ['https://www.google.com', 'https://www.gstatic.com', 'https://www.recaptcha.net'],
  turnstile: ['https://challenges.cloudflare.com'],
} as const;

/**
 * Scripts only from our origin (no inline script: the apps load everything from files); styles also
 * inline because component libraries and the ALTCHA widget write style elements; images from data:
 * and blob: for previews; the ALTCHA widget solves in blob: workers.
 */
export const helmetPlugin = fp<{ config: AppConfig }>(
  async (app: FastifyInstance, { config }) => {
    const external = [...PROVIDER_ORIGINS[config.humanCheck.provider]];
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: ["'self'", ...external],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...external],
          workerSrc: ["'self'", 'blob:'],
          frameSrc: external.length > 0 ? external : ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          objectSrc: ["'none'"],
          ...(config.secureCookies ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      // OAuth pop-ups and provider pages must be able to navigate back.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      hsts: config.secureCookies,
    });
  },
  { name: 'helmet' },
);
