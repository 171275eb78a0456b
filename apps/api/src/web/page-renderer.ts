import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { CATEGORY_SLUGS } from '@lootmarket/contract';
import type { Locale } from '@lootmarket/i18n/locale-detection';
import type { FastifyBaseLogger } from 'fastify';

/** What apps/web/src/prerender.tsx exports (its build, `<web dist>-ssr/prerender.js`). */
interface PrerenderModule {
  prerenderPage(url: string, locale: Locale): Promise<{ html: string; title: string | null }>;
  composePage(template: string, locale: Locale, page: { html: string; title: string | null }): string;
}

/** A rendered page with its compressed copies (made once, sent many times). */
export interface RenderedPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * Pages whose URL carries data, so they cannot be prerendered at build time: a market (a game and a
 * category) and an offer. Their first render does not depend on the data (the app shows them in
 * their loading state until the API answers), only on the path and the language.
 */
const RENDERED_PATHS = [
  // The category is one of the contract's slugs, some of which have an underscore (`top_up`, `gift_cards`).
  new RegExp(`^/games/[a-z0-9-]{1,80}/(?:${CATEGORY_SLUGS.join('|')})/$`),
  /^\/offers\/[A-Za-z0-9-]{1,64}\/$/,
];
/** Distinct pages kept; a page costs ~15 kB plus its two compressed copies. */
const CACHE_SIZE = 500;
/** A render that takes longer is not waited for: the plain app answers instead. */
const RENDER_TIMEOUT_MS = 1500;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Renders the first page of a data-carrying route on demand with the web build's prerender bundle,
 * the way apps/web/scripts/prerender.mjs does for the fixed routes at build time, and keeps the
 * result (least recently used out). Null whenever it cannot help: no bundle, another path, a
 * failure or a slow render; the caller then serves the plain index.html.
 */
export class PageRenderer {
  private readonly pages = new Map<string, Promise<RenderedPage | null>>();

  private constructor(
    private readonly module: PrerenderModule,
    private readonly template: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The renderer of the web build at `webRoot`, or null when the build has no prerender bundle. */
  static async load(webRoot: string, log: FastifyBaseLogger): Promise<PageRenderer | null> {
    const entry = `${webRoot}-ssr/prerender.js`;
    const indexFile = `${webRoot}/index.html`;
    if (!existsSync(entry) || !existsSync(indexFile)) return null;
    try {
      const module = (await import(pathToFileURL(entry).href)) as PrerenderModule;
      const renderer = new PageRenderer(module, readFileSync(indexFile, 'utf8'), log);
      // The first render loads the bundle's route chunks and a catalog: done now, not in a reader's
      // request (which would wait for it past the time limit and get the plain app).
      void renderer.render('/games/lootmarket/gold/', 'en');
      return renderer;
    } catch (error) {
      log.warn({ err: error, entry }, 'the web prerender bundle did not load: pages are not rendered');
      return null;
    }
  }

  static renders(pathname: string): boolean {
    return RENDERED_PATHS.some((pattern) => pattern.test(pathname));
  }

  render(pathname: string, locale: Locale): Promise<RenderedPage | null> {
    if (!PageRenderer.renders(pathname)) return Promise.resolve(null);
    const key = `${locale} ${pathname}`;
    const cached = this.pages.get(key);
    if (cached) {
      // Most recently used last: Map keeps insertion order.
      this.pages.delete(key);
      this.pages.set(key, cached);
      return cached;
    }
    const rendering = this.renderNow(pathname, locale);
    this.pages.set(key, rendering);
    if (this.pages.size > CACHE_SIZE) this.pages.delete(this.pages.keys().next().value as string);
    // A failed render is not kept: the next request tries again.
    void rendering.then((page) => {
      if (page === null && this.pages.get(key) === rendering) this.pages.delete(key);
    });
    return withTimeout(rendering, RENDER_TIMEOUT_MS);
  }

  private async renderNow(pathname: string, locale: Locale): Promise<RenderedPage | null> {
    try {
      const page = await this.module.prerenderPage(pathname, locale);
      const html = Buffer.from(this.module.composePage(this.template, locale, page), 'utf8');
      const [br, gzipped] = await Promise.all([
        brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
        gzipAsync(html, { level: 9 }),
      ]);
      return { html, br, gzip: gzipped };
    } catch (error) {
      this.log.warn({ err: error, pathname, locale }, 'a page did not prerender: the plain app answers');
      return null;
    }
  }
}

function withTimeout<T>(promise: Promise<T | null>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
