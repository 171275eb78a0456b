import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { LEGAL_DOCUMENT_SLUGS, matchWebPage, WEB_PAGES, type WebPageId } from '@lootmarket/contract';
import type { DbOrTx } from '../db/database';
import {
  countOffersOnSale,
  countSitemapGames,
  countSitemapMarkets,
  offersOnSale,
  sitemapGames,
  sitemapMarkets,
} from '../offers/search-engine-reads';

/**
 * The sitemaps (https://www.sitemaps.org/protocol.html) search engines read to find the public pages:
 * `/sitemap.xml` is an index of the files `/sitemap-<kind>-<n>.xml`, one kind of page each, every file
 * at most `urlLimit` URLs (the protocol's limit, 50,000). The files sit at the root because a sitemap
 * may only list URLs under its own folder.
 *
 * - pages: the indexable pages without parameters (home, games, FAQ, contact) and the legal documents;
 * - games: every game of the public catalog (not hidden by staff);
 * - markets: every category a visible game offers and staff did not hide (a market page);
 * - offers: every offer on sale (active, its game, category and server not hidden): exactly the
 *   offers whose page answers 200 (page-status.ts); a withdrawn or taken-down one (410) is not listed.
 *
 * Every URL is checked against WEB_PAGES (the contract): only an indexable page is ever listed, so a
 * private page (a profile, an order, a checkout) cannot slip in. `lastmod` comes from the data: an
 * offer's last change; a game's or market's is the later of its creation and the last change of an
 * offer on sale in it (what the page shows). The fixed pages have none (their text ships with a
 * release, not with data).
 *
 * One language: the pages have no per-language URL yet (a page answers in the reader's language, by
 * the `lang` cookie or Accept-Language), so each page is listed once, at its one URL.
 *
 * Generated on request and kept for `ttlMs` (each file by itself, so a crawler reading the offers
 * files one by one costs one query each per period); `invalidate()` drops them all.
 */
export const SITEMAP_URL_LIMIT = 50_000;
const DEFAULT_TTL_MS = 10 * 60 * 1000;

export const SITEMAP_KINDS = ['pages', 'games', 'markets', 'offers'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

interface SitemapEntry {
  path: string;
  lastmod: Date | null;
}

export interface SitemapOptions {
  /** URLs per file; the protocol allows 50,000 (tests pass a small one). */
  urlLimit?: number;
  ttlMs?: number;
  now?: () => Date;
}

const escapeXml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');

/** A page's path with its parameters filled in (each encoded). */
function pagePath(id: WebPageId, params: Record<string, string> = {}): string {
  return WEB_PAGES[id].path.replace(/:([A-Za-z]+)/g, (_match, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
}

/** The fixed indexable pages: those without parameters, and each legal document. */
const FIXED_PAGES: readonly string[] = [
  ...(Object.keys(WEB_PAGES) as WebPageId[])
    .filter((id) => WEB_PAGES[id].indexable && !WEB_PAGES[id].path.includes(':'))
    .map((id) => pagePath(id)),
  ...LEGAL_DOCUMENT_SLUGS.map((document) => pagePath('legal', { document })),
];

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);
const gunzipText = async (gzipped: Buffer) => (await gunzipAsync(gzipped)).toString('utf8');

export class Sitemaps {
  private readonly cache = new Map<string, { expiresAt: number; gzip: Promise<Buffer | null> }>();
  private readonly urlLimit: number;
  private readonly ttlMs: number;
  private readonly now: () => Date;

  constructor(
    private readonly db: DbOrTx,
    /** The site's public origin (config.publicOrigin): sitemaps hold absolute URLs. */
    private readonly origin: string,
    options: SitemapOptions = {},
  ) {
    this.urlLimit = options.urlLimit ?? SITEMAP_URL_LIMIT;
    this.ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
    this.now = options.now ?? (() => new Date());
  }

  /** The absolute URL of the index (robots.txt's `Sitemap:` line). */
  get indexUrl(): string {
    return `${this.origin}/sitemap.xml`;
  }

  invalidate(): void {
    this.cache.clear();
  }

  /** The sitemap index. */
  async index(): Promise<string> {
    return gunzipText((await this.indexGzip()) as Buffer);
  }

  /** The sitemap index, gzipped (as the server keeps it and sends it). */
  indexGzip(): Promise<Buffer> {
    return this.cached('index', () => this.buildIndex()) as Promise<Buffer>;
  }

  /** The file `/sitemap-<kind>-<n>.xml` (n from 1), or null: no such file. */
  async file(kind: string, page: number): Promise<string | null> {
    const gzipped = await this.fileGzip(kind, page);
    return gzipped && gunzipText(gzipped);
  }

  /** The same, gzipped. */
  fileGzip(kind: string, page: number): Promise<Buffer | null> {
    if (!(SITEMAP_KINDS as readonly string[]).includes(kind) || !Number.isSafeInteger(page) || page < 1) {
      return Promise.resolve(null);
    }
    return this.cached(`${kind}-${page}`, () => this.buildFile(kind as SitemapKind, page));
  }

  /**
   * Kept gzipped: a file of 50,000 offers is about 5 MB of XML and 0.3 MB compressed, and crawlers
   * accept gzip.
   */
  private cached(key: string, build: () => Promise<string | null>): Promise<Buffer | null> {
    const now = this.now().getTime();
    const hit = this.cache.get(key);
    if (hit && hit.expiresAt > now) return hit.gzip;
    const gzipped = build().then((xml) => (xml === null ? null : gzipAsync(xml)));
    this.cache.set(key, { expiresAt: now + this.ttlMs, gzip: gzipped });
    // A failure is not kept: the next request tries again.
    gzipped.catch(() => {
      if (this.cache.get(key)?.gzip === gzipped) this.cache.delete(key);
    });
    return gzipped;
  }

  private async buildIndex(): Promise<string> {
    const files: string[] = [];
    for (const kind of SITEMAP_KINDS) {
      const pages = Math.ceil((await this.countOf(kind)) / this.urlLimit);
      for (let page = 1; page <= pages; page += 1) files.push(`${this.origin}/sitemap-${kind}-${page}.xml`);
    }
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...files.map((url) => `<sitemap><loc>${escapeXml(url)}</loc></sitemap>`),
      '</sitemapindex>',
      '',
    ].join('\n');
  }

  private async buildFile(kind: SitemapKind, page: number): Promise<string | null> {
    const entries = await this.entriesOf(kind, (page - 1) * this.urlLimit, this.urlLimit);
    if (entries.length === 0) return null;
    const urls = entries.map(({ path, lastmod }) => {
      // The contract's table decides: a URL that is not an indexable page is never listed.
      if (!matchWebPage(path)?.page.indexable) throw new Error(`sitemap: ${path} is not an indexable page`);
      const loc = `<loc>${escapeXml(`${this.origin}${path}`)}</loc>`;
      return `<url>${loc}${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
    });
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls,
      '</urlset>',
      '',
    ].join('\n');
  }

  private async countOf(kind: SitemapKind): Promise<number> {
    switch (kind) {
      case 'pages':
        return FIXED_PAGES.length;
      case 'games':
        return countSitemapGames(this.db);
      case 'markets':
        return countSitemapMarkets(this.db);
      case 'offers':
        return countOffersOnSale(this.db);
    }
  }

  private async entriesOf(kind: SitemapKind, offset: number, limit: number): Promise<SitemapEntry[]> {
    switch (kind) {
      case 'pages':
        return FIXED_PAGES.slice(offset, offset + limit).map((path) => ({ path, lastmod: null }));
      case 'games':
        return (await sitemapGames(this.db, offset, limit)).map((row) => ({
          path: pagePath('game', { gameSlug: row.slug }),
          lastmod: row.lastmod,
        }));
      case 'markets':
        return (await sitemapMarkets(this.db, offset, limit)).map((row) => ({
          path: pagePath('market', { gameSlug: row.slug, category: row.category }),
          lastmod: row.lastmod,
        }));
      case 'offers':
        return (await offersOnSale(this.db, offset, limit)).map((row) => ({
          path: pagePath('offer', { offerId: row.id }),
          lastmod: row.lastmod,
        }));
    }
  }
}
