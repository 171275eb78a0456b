import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
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
 * The inline scripts of a built app's index.html, as CSP hashes: the web build inlines its tiny
 * theme-and-language boot script (no round trip before the first paint), and exactly that script,
 * byte for byte, may run. Read when the server starts, like the app it serves.
 */
function inlineScriptHashes(distDir: string): string[] {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return [];
  const html = readFileSync(indexFile, 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );
}

/**
 * Scripts only from our origin, plus the built apps' own inline boot scripts by hash; styles also
 * inline because component libraries and the ALTCHA widget write style elements; images from data:
 * and blob: for previews; the ALTCHA widget solves in blob: workers.
 */
export const helmetPlugin = fp<{ config: AppConfig }>(
  async (app: FastifyInstance, { config }) => {
    const external = [...PROVIDER_ORIGINS[config.humanCheck.provider]];
    const inline = [...inlineScriptHashes(config.dist.web), ...inlineScriptHashes(config.dist.admin)];
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: ["'self'", ...inline, ...external],
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
