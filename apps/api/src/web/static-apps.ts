import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gunzip, gzip } from 'node:zlib';
import { nonIndexablePathPrefixes } from '@lootmarket/contract';
import {
  detectInitialLocale,
  isLocale,
  type Locale,
  parseAcceptLanguage,
} from '@lootmarket/i18n/locale-detection';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config/config';
import { AppError } from '../errors/app-error';
import { declareThirdPartyRoutes } from '../http/access';
import { staticFilesPlugin } from '../plugins/external/static';
import { documentTitleOf, pageHead, withHead } from './page-head';
import { PageRenderer } from './page-renderer';
import { pageStatus } from './page-status';
import { Sitemaps } from './sitemap';

const NO_CACHE = 'no-cache';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** The built pages' HTML, read once: a build does not change under a running server. */
const builtFiles = new Map<string, Promise<string>>();
function builtFile(file: string): Promise<string> {
  let html = builtFiles.get(file);
  if (!html) {
    html = readFile(file, 'utf8');
    builtFiles.set(file, html);
    html.catch(() => builtFiles.delete(file));
  }
  return html;
}

/**
 * robots.txt: search engines stay out of the API, the back office, the socket, and every page that is
 * not indexable (WEB_PAGES in the contract: a signed-in user's pages, sign-in, checkout and payment).
 */
const robotsTxt = (sitemapUrl: string) =>
  `${[
    'User-agent: *',
    ...['/api/', '/admin/', '/ws/', ...nonIndexablePathPrefixes()].map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${sitemapUrl}`,
  ].join('\n')}\n`;
const NOT_BUILT_TEXT = 'This app is not built yet. Run `pnpm build:apps`, then restart the server.';

/** Paths the SPA fallback never answers: the API, the socket, the probes and uploaded files. */
const SERVER_PATHS = /^\/(api(\/|$)|ws(\/|$|\?)|uploads(\/|$)|healthz$|readyz$)/;

function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

interface SpaTarget {
  prefix: string;
  root: string;
  built: boolean;
}

/** What apps/web/scripts/prerender.mjs wrote: dist/prerendered/<locale><route>index.html. */
interface Prerendered {
  locales: ReadonlySet<Locale>;
  routes: ReadonlySet<string>;
  /** The not-found page was written per language, at dist/prerendered/<locale>/404.html. */
  notFound: boolean;
}

function readPrerendered(webRoot: string): Prerendered | null {
  const manifest = path.join(webRoot, 'prerendered', 'manifest.json');
  if (!existsSync(manifest)) return null;
  const { locales, routes, notFound } = JSON.parse(readFileSync(manifest, 'utf8')) as {
    locales: unknown[];
    routes: string[];
    notFound?: boolean;
  };
  return { locales: new Set(locales.filter(isLocale)), routes: new Set(routes), notFound: notFound === true };
}

/**
 * The reader's language, chosen as the app chooses it in the browser (the `lang` cookie, else the
 * browser's languages, which Accept-Language carries), so a prerendered page is in the language the
 * app will render.
 */
export function readerLocale(headers: {
  cookie?: string | undefined;
  'accept-language'?: string | undefined;
}): Locale {
  return detectInitialLocale({
    cookie: headers.cookie ?? '',
    localStorage: null,
    navigatorLanguages: parseAcceptLanguage(headers['accept-language']),
  });
}

/** The build-time copy of a page in a language, relative to the web root, or null. */
function prerenderedFile(prerendered: Prerendered | null, pathname: string, locale: Locale): string | null {
  if (!prerendered?.routes.has(pathname) || !prerendered.locales.has(locale)) return null;
  return path.posix.join('prerendered', locale, pathname, 'index.html');
}

/** The build-time not-found page in a language, relative to the web root, or null. */
function notFoundFile(prerendered: Prerendered | null, locale: Locale): string | null {
  if (!prerendered?.notFound || !prerendered.locales.has(locale)) return null;
  return path.posix.join('prerendered', locale, '404.html');
}

/**
 * Serves the built web app at / and the admin app under /admin/, with SPA fallback to each app's
 * index.html. A missing build is not fatal: the API still runs and pages answer 503 with a hint.
 */
export const staticAppsPlugin = fp<{ config: AppConfig }>(
  async (app: FastifyInstance, { config }) => {
    const web: SpaTarget = {
      prefix: '/',
      root: config.dist.web,
      built: existsSync(path.join(config.dist.web, 'index.html')),
    };
    const admin: SpaTarget = {
      prefix: '/admin/',
      root: config.dist.admin,
      built: existsSync(path.join(config.dist.admin, 'index.html')),
    };
    const prerendered = web.built ? readPrerendered(web.root) : null;
    const renderer = web.built ? await PageRenderer.load(web.root, app.log) : null;
    if (!web.built) app.log.warn({ dir: web.root }, 'web app not built: run `pnpm build:apps`');
    if (!admin.built) app.log.warn({ dir: admin.root }, 'admin app not built: run `pnpm build:apps`');

    declareThirdPartyRoutes(app, ['/*', '/admin/*'], {
      access: 'public',
      undocumented: 'the built web and admin apps (files, and the page of any other path)',
    });
    // Admin first (the more specific prefix); the index routes below use the reply.sendFile it adds.
    await app.register(staticFilesPlugin, { sites: [admin, web].filter((target) => target.built) });

    const sendIndex = async (target: SpaTarget, reply: FastifyReply, request?: FastifyRequest) => {
      if (!target.built) {
        return reply
          .status(503)
          .header('Cache-Control', NO_CACHE)
          .type('text/plain; charset=utf-8')
          .send(NOT_BUILT_TEXT);
      }
      reply.header('Cache-Control', NO_CACHE).type('text/html; charset=utf-8');
      if (target !== web || !request) {
        return reply.sendFile('index.html', target.root, { cacheControl: false });
      }
      // The page's status (page-status.ts): a missing page or subject is 404 (a withdrawn offer 410),
      // a page's path without its slash redirects.
      const status = await pageStatus(app.database.db, request.url);
      if (status.status === 301) return reply.redirect(status.location, 301);
      reply.status(status.status);
      const pathname = request.url.split('?')[0] ?? '/';
      const locale = readerLocale(request.headers);
      // A public page gets its head (page-head.ts): description, canonical link, link-preview tags and
      // structured data, in the reader's language, from the data.
      const match = status.status === 200 && status.match?.page.indexable ? status.match : null;
      if (!prerendered && !renderer && !match)
        return reply.sendFile('index.html', target.root, { cacheControl: false });
      // The page's first paint in the reader's language: a build-time copy, or one rendered now.
      reply.header('Vary', 'Cookie, Accept-Language, Accept-Encoding');
      const file =
        status.status === 200
          ? prerenderedFile(prerendered, pathname, locale)
          : notFoundFile(prerendered, locale);
      if (file && !match) return reply.sendFile(file, target.root, { cacheControl: false });
      const rendered =
        !file && renderer && status.status === 200 ? await renderer.render(pathname, locale) : null;
      const accepts = String(request.headers['accept-encoding'] ?? '');
      if (!match) {
        if (!rendered) return reply.sendFile('index.html', target.root, { cacheControl: false });
        if (/\bbr\b/.test(accepts)) return reply.header('Content-Encoding', 'br').send(rendered.br);
        if (/\bgzip\b/.test(accepts)) return reply.header('Content-Encoding', 'gzip').send(rendered.gzip);
        return reply.send(rendered.html);
      }
      const html = rendered
        ? rendered.html.toString('utf8')
        : await builtFile(path.join(target.root, file ?? 'index.html'));
      const head = await pageHead(app.database.db, match, {
        origin: config.publicOrigin,
        pathname,
        locale,
        documentTitle: documentTitleOf(html),
      });
      const body = Buffer.from(head === null ? html : withHead(html, head), 'utf8');
      // Compressed per request (the head holds the data): a page of ~20 kB takes about a millisecond.
      if (/\bbr\b/.test(accepts)) {
        const br = await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
        return reply.header('Content-Encoding', 'br').send(br);
      }
      if (/\bgzip\b/.test(accepts))
        return reply.header('Content-Encoding', 'gzip').send(await gzipAsync(body));
      return reply.send(body);
    };

    const page = (undocumented: string) =>
      ({ config: { access: 'public', undocumented }, schema: { hide: true } }) as const;
    app.get('/admin', page('redirects to /admin/'), (_request, reply) => reply.redirect('/admin/', 301));
    app.get('/admin/', page('the admin app'), (_request, reply) => sendIndex(admin, reply));
    app.get('/', page('the web app'), (request, reply) => sendIndex(web, reply, request));
    const sitemaps = new Sitemaps(app.database.db, config.publicOrigin);
    const ROBOTS_TXT = robotsTxt(sitemaps.indexUrl);
    app.get('/robots.txt', page('the paths search engines are kept out of'), (_request, reply) =>
      reply
        .header('Cache-Control', 'public, max-age=3600')
        .type('text/plain; charset=utf-8')
        .send(ROBOTS_TXT),
    );
    // The sitemaps (sitemap.ts): kept by the server for a while, so a crawler may keep them as long.
    const sendXml = async (request: FastifyRequest, reply: FastifyReply, gzipped: Buffer | null) => {
      if (gzipped === null) throw new AppError('NOT_FOUND');
      reply
        .header('Cache-Control', 'public, max-age=600')
        .header('Vary', 'Accept-Encoding')
        .type('application/xml; charset=utf-8');
      if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
        return reply.header('Content-Encoding', 'gzip').send(gzipped);
      }
      return reply.send(await gunzipAsync(gzipped));
    };
    app.get('/sitemap.xml', page('the index of the sitemaps of the public pages'), async (request, reply) =>
      sendXml(request, reply, await sitemaps.indexGzip()),
    );
    app.get<{ Params: { kind: string; page: string } }>(
      '/sitemap-:kind-:page.xml',
      page('a sitemap of public pages of one kind'),
      async (request, reply) => {
        const { kind, page: number } = request.params;
        const file = /^[1-9]\d{0,5}$/.test(number) ? await sitemaps.fileGzip(kind, Number(number)) : null;
        return sendXml(request, reply, file);
      },
    );

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      // Decoded, so `/%75ploads/…` or `/%61pi/…` is the server path it spells, not a page.
      const pathname = decodedPath(request.url.split('?')[0] ?? '/');
      const isPageRequest =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !SERVER_PATHS.test(pathname) &&
        !path.posix.basename(pathname).includes('.');
      if (!isPageRequest) throw new AppError('NOT_FOUND');
      return sendIndex(pathname.startsWith('/admin/') ? admin : web, reply, request);
    });
  },
  { name: 'static-apps' },
);
