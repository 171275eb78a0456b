import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Browser, chromium } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../../tooling/chromium.mjs';
import { buildApp } from '../src/app';
import { gameCategories, games } from '../src/catalog/catalog.schema';
import { offers } from '../src/offers/offers.schema';
import { Sitemaps } from '../src/web/sitemap';
import { registerUser, testConfig } from './support/app';
import { createTestDatabase, databaseKinds, type TestDatabase } from './support/databases';

const ORIGIN = 'https://lootmarket.example';

interface XmlNode {
  localName: string;
  namespaceURI: string | null;
  textContent: string | null;
  getElementsByTagName(name: string): Iterable<XmlNode> & ArrayLike<XmlNode>;
}
interface XmlDocument {
  documentElement: XmlNode;
  getElementsByTagName(name: string): Iterable<XmlNode> & ArrayLike<XmlNode>;
}

/** Parsed by the browser's XML parser: a strict one, which reports any malformed document. */
async function parseXml(browser: Browser, xml: string) {
  const page = await browser.newPage();
  try {
    return await page.evaluate((text) => {
      // The browser's DOM, typed here: the API's TypeScript has no DOM library.
      const { DOMParser } = globalThis as unknown as {
        DOMParser: new () => { parseFromString(text: string, type: string): XmlDocument };
      };
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const error = doc.getElementsByTagName('parsererror')[0];
      return {
        error: error?.textContent ?? null,
        root: doc.documentElement.localName,
        namespace: doc.documentElement.namespaceURI,
        locs: [...doc.getElementsByTagName('loc')].map((node) => node.textContent ?? ''),
        lastmods: [...doc.getElementsByTagName('url')].map(
          (node) => node.getElementsByTagName('lastmod')[0]?.textContent ?? null,
        ),
      };
    }, xml);
  } finally {
    await page.close();
  }
}

// On PGlite and on the PostgreSQL server (whose driver reads a subquery's timestamp as text).
const kinds = (await databaseKinds()).filter((kind) => kind.available);

describe.each(kinds)('the sitemaps on $notice', ({ name }) => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let browser: Browser;
  const ids = {
    listed: [] as string[],
    withdrawn: '',
    inHiddenCategory: '',
    inHiddenGame: '',
  };

  beforeAll(async () => {
    testDb = await createTestDatabase(name);
    app = await buildApp({
      config: testConfig({ PUBLIC_ORIGIN: ORIGIN }),
      database: testDb.database,
      logger: false,
    });
    browser = await chromium.launch(chromiumLaunchOptions);
    const db = testDb.database.db;
    const game = (slug: string, hidden = false) => ({
      id: crypto.randomUUID(),
      slug,
      name: slug,
      hidden,
      createdAt: new Date('2026-11-01T00:00:00Z'),
    });
    const [wow, poe, secret] = [game('world-of-warcraft'), game('path-of-exile'), game('secret-game', true)];
    await db.insert(games).values([wow, poe, secret]);
    await db.insert(gameCategories).values([
      { gameId: wow.id, category: 'gold' },
      { gameId: wow.id, category: 'account' },
      { gameId: wow.id, category: 'boosting', hidden: true },
      { gameId: poe.id, category: 'items' },
      { gameId: secret.id, category: 'gold' },
    ]);
    const seller = await registerUser(app, 'sitemaps');
    const offer = (gameId: string, category: string, active = true) => ({
      id: crypto.randomUUID(),
      sellerId: seller.userId,
      gameId,
      category,
      title: 'Gold <b>&</b> "more"',
      description: 'Gold, delivered by mail.',
      deliveryTime: '1h',
      priceMinor: 500n,
      currency: 'USD',
      stock: 3,
      active,
      updatedAt: new Date('2026-11-20T10:00:00Z'),
    });
    const listed = [offer(wow.id, 'gold'), offer(wow.id, 'account'), offer(poe.id, 'items')];
    // The latest change of the World of Warcraft gold market.
    const latest = { ...offer(wow.id, 'gold'), updatedAt: new Date('2026-11-25T08:30:00Z') };
    const withdrawn = offer(wow.id, 'gold', false);
    const inHiddenCategory = offer(wow.id, 'boosting');
    const inHiddenGame = offer(secret.id, 'gold');
    await db.insert(offers).values([...listed, latest, withdrawn, inHiddenCategory, inHiddenGame]);
    ids.listed = [...listed, latest].map((row) => row.id);
    ids.withdrawn = withdrawn.id;
    ids.inHiddenCategory = inHiddenCategory.id;
    ids.inHiddenGame = inHiddenGame.id;
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await testDb?.drop();
  });

  /** Every URL of every file the index lists, read over HTTP, with each file's lastmod per URL. */
  async function crawl() {
    const index = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('application/xml');
    const parsed = await parseXml(browser, index.body);
    expect(parsed.error).toBeNull();
    expect(parsed.root).toBe('sitemapindex');
    expect(parsed.namespace).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const lastmod = new Map<string, string | null>();
    for (const loc of parsed.locs) {
      expect(loc.startsWith(`${ORIGIN}/sitemap-`), loc).toBe(true);
      const file = await app.inject({ method: 'GET', url: loc.slice(ORIGIN.length) });
      expect(file.statusCode, loc).toBe(200);
      const urlset = await parseXml(browser, file.body);
      expect(urlset.error, loc).toBeNull();
      expect(urlset.root).toBe('urlset');
      for (const [at, url] of urlset.locs.entries()) lastmod.set(url, urlset.lastmods[at] ?? null);
    }
    return lastmod;
  }

  it('lists every public page, game, market and offer on sale, with lastmod from the data', async () => {
    const urls = await crawl();
    for (const path of [
      '/',
      '/games/',
      '/faq/',
      '/contact-us/',
      '/legal/terms/',
      '/legal/privacy/',
      '/games/world-of-warcraft/',
      '/games/path-of-exile/',
      '/games/world-of-warcraft/gold/',
      '/games/world-of-warcraft/account/',
      '/games/path-of-exile/items/',
      ...ids.listed.map((id) => `/offers/${id}/`),
    ]) {
      expect(urls.has(`${ORIGIN}${path}`), path).toBe(true);
    }
    expect(urls.get(`${ORIGIN}/games/world-of-warcraft/gold/`)).toBe('2026-11-25T08:30:00.000Z');
    expect(urls.get(`${ORIGIN}/games/world-of-warcraft/`)).toBe('2026-11-25T08:30:00.000Z');
    expect(urls.get(`${ORIGIN}/offers/${ids.listed[0]}/`)).toBe('2026-11-20T10:00:00.000Z');
    // Exactly the pages, games, markets and offers above: nothing else slipped in.
    expect(urls.size).toBe(4 + 4 + 2 + 3 + ids.listed.length);
  });

  it('lists no offer off sale, nothing hidden by staff and no private page', async () => {
    const urls = [...(await crawl()).keys()];
    for (const id of [ids.withdrawn, ids.inHiddenCategory, ids.inHiddenGame]) {
      expect(
        urls.some((url) => url.includes(id)),
        id,
      ).toBe(false);
    }
    expect(urls.some((url) => url.includes('secret-game'))).toBe(false);
    expect(urls.some((url) => url.endsWith('/boosting/'))).toBe(false);
    for (const prefix of ['/profile/', '/order/', '/login/', '/register/', '/chat/', '/api/', '/admin/']) {
      expect(
        urls.some((url) => url.startsWith(`${ORIGIN}${prefix}`)),
        prefix,
      ).toBe(false);
    }
  });

  it('names the index in robots.txt with its absolute URL', async () => {
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body.split('\n')).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('sends the files gzipped to a crawler that accepts it', async () => {
    const plain = await app.inject({ method: 'GET', url: '/sitemap-offers-1.xml' });
    const gzipped = await app.inject({
      method: 'GET',
      url: '/sitemap-offers-1.xml',
      headers: { 'accept-encoding': 'gzip, deflate' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['cache-control']).toBe('public, max-age=600');
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('answers 404 for a file that does not exist', async () => {
    for (const url of ['/sitemap-offers-2.xml', '/sitemap-users-1.xml', '/sitemap-offers-0.xml']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('splits a kind into files of at most the limit, every URL in exactly one', async () => {
    const sitemaps = new Sitemaps(testDb.database.db, ORIGIN, { urlLimit: 2 });
    const index = await parseXml(browser, await sitemaps.index());
    expect(index.error).toBeNull();
    // 8 fixed pages, 2 games, 3 markets, 4 offers: 4 + 1 + 2 + 2 files.
    expect(index.locs.map((loc) => loc.slice(ORIGIN.length))).toEqual([
      '/sitemap-pages-1.xml',
      '/sitemap-pages-2.xml',
      '/sitemap-pages-3.xml',
      '/sitemap-pages-4.xml',
      '/sitemap-games-1.xml',
      '/sitemap-markets-1.xml',
      '/sitemap-markets-2.xml',
      '/sitemap-offers-1.xml',
      '/sitemap-offers-2.xml',
    ]);
    const offerUrls: string[] = [];
    for (const page of [1, 2]) {
      const file = await parseXml(browser, (await sitemaps.file('offers', page)) ?? '');
      expect(file.error).toBeNull();
      expect(file.locs.length).toBe(2);
      offerUrls.push(...file.locs);
    }
    expect(offerUrls.sort()).toEqual(ids.listed.map((id) => `${ORIGIN}/offers/${id}/`).sort());
    expect(await sitemaps.file('offers', 3)).toBeNull();
  });

  it('keeps what it generated for its time to live, then reads the data again', async () => {
    let now = new Date('2026-11-28T12:00:00Z');
    const sitemaps = new Sitemaps(testDb.database.db, ORIGIN, { ttlMs: 60_000, now: () => now });
    const before = await sitemaps.file('games', 1);
    await testDb.database.db
      .insert(games)
      .values({ id: crypto.randomUUID(), slug: 'new-game', name: 'New game' });
    expect(await sitemaps.file('games', 1)).toBe(before);
    now = new Date(now.getTime() + 61_000);
    expect(await sitemaps.file('games', 1)).toContain(`${ORIGIN}/games/new-game/`);
    await testDb.database.db.delete(games).where(eqSlug('new-game'));
    sitemaps.invalidate();
    expect(await sitemaps.file('games', 1)).not.toContain('new-game');
  });
});

const eqSlug = (slug: string) => eq(games.slug, slug);
