import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { CATEGORY_SLUGS } from '@lootmarket/contract';
import { SUPPORTED_LOCALES } from '@lootmarket/i18n/locale-detection';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { gameCategories, games } from '../src/catalog/catalog.schema';
import { offers, sellerReviews } from '../src/offers/offers.schema';
import { scriptJson } from '../src/web/page-head';
import { HEAD_COPY } from '../src/web/page-head-texts';
import { registerUser, testConfig } from './support/app';
import { createTestDatabase, type TestDatabase } from './support/databases';

const ORIGIN = 'https://lootmarket.example';
/** A seller writes the title: it tries to end the script element and to break out of an attribute. */
const HOSTILE_TITLE = '1000 Gold </script><script>alert(1)</script> "fast" & <b>cheap</b>';

/** The tags of the built index.html that matter here: a head, the site-wide description, a title. */
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Lootmarket: the site-wide description."
    />
    <title>Lootmarket</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

interface PageHead {
  status: number;
  html: string;
  meta: Map<string, string[]>;
  canonical: string | null;
  jsonLd: Array<Record<string, unknown>>;
}

const decode = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');

function readHead(status: number, html: string): PageHead {
  const meta = new Map<string, string[]>();
  for (const [, key, content] of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)">/g)) {
    meta.set(key ?? '', [...(meta.get(key ?? '') ?? []), decode(content ?? '')]);
  }
  const canonical = /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1] ?? null;
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json ?? '') as Record<string, unknown>,
  );
  return { status, html, meta, canonical: canonical && decode(canonical), jsonLd };
}

describe('the head of a public page: description, canonical, link previews, structured data', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  const ids = {
    offer: '',
    soldOut: '',
    seller: '',
    offerPhoto: crypto.randomUUID(),
    cover: crypto.randomUUID(),
  };

  beforeAll(async () => {
    testDb = await createTestDatabase('pglite');
    const root = mkdtempSync(path.join(tmpdir(), 'lootmarket-head-'));
    const web = path.join(root, 'web');
    mkdirSync(web, { recursive: true });
    writeFileSync(path.join(web, 'index.html'), TEMPLATE);
    // Prerendered fixed pages, as apps/web/scripts/prerender.mjs writes them (title translated).
    for (const locale of ['en', 'de']) {
      for (const [route, title] of [
        ['/', 'Lootmarket: game currency'],
        ['/faq/', `FAQ (${locale}) | Lootmarket`],
      ] as const) {
        mkdirSync(path.join(web, 'prerendered', locale, route), { recursive: true });
        writeFileSync(
          path.join(web, 'prerendered', locale, route, 'index.html'),
          TEMPLATE.replace('<title>Lootmarket</title>', `<title>${title}</title>`),
        );
      }
    }
    writeFileSync(
      path.join(web, 'prerendered', 'manifest.json'),
      JSON.stringify({ locales: ['en', 'de'], routes: ['/', '/faq/'], notFound: false }),
    );
    // The render bundle: markets and offers render on request, in their loading state.
    mkdirSync(path.join(root, 'web-ssr'));
    writeFileSync(
      path.join(root, 'web-ssr', 'prerender.js'),
      `export async function prerenderPage(url, locale) {
        return { html: '<main id="main">' + locale + ' ' + url + '</main>', title: 'Loading | Lootmarket' };
      }
      export function composePage(template, locale, page) {
        return template
          .replace('<title>Lootmarket</title>', '<title>' + page.title + '</title>')
          .replace('<div id="root"></div>', page.html + '<div id="root"></div>');
      }`,
    );
    app = await buildApp({
      config: testConfig({ WEB_DIST_DIR: web, PUBLIC_ORIGIN: ORIGIN }),
      database: testDb.database,
      logger: false,
    });
    const db = testDb.database.db;
    const gameId = crypto.randomUUID();
    await db.insert(games).values({
      id: gameId,
      slug: 'world-of-warcraft',
      name: 'World of Warcraft',
      coverPhotoId: ids.cover,
    });
    await db.insert(gameCategories).values([
      { gameId, category: 'gold' },
      { gameId, category: 'account' },
    ]);
    const seller = await registerUser(app, 'head_seller');
    const unrated = await registerUser(app, 'head_unrated');
    const offer = (sellerId: string, stock: number, photos: string[]) => ({
      id: crypto.randomUUID(),
      sellerId,
      gameId,
      category: 'gold',
      title: HOSTILE_TITLE,
      description: 'Gold,\n delivered by mail within the hour.',
      deliveryTime: '1h',
      priceMinor: 1999n,
      currency: 'USD',
      stock,
      photos,
    });
    const [rated, soldOut] = [offer(seller.userId, 5, [ids.offerPhoto]), offer(unrated.userId, 0, [])];
    await db.insert(offers).values([rated, soldOut]);
    ids.offer = rated.id;
    ids.seller = seller.username;
    ids.soldOut = soldOut.id;
    await db.insert(sellerReviews).values(
      [5, 4].map((stars) => ({
        id: crypto.randomUUID(),
        sellerId: seller.userId,
        authorName: 'buyer',
        stars,
        comment: 'fine',
      })),
    );
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
  });

  const get = async (url: string, headers: Record<string, string> = {}) => {
    const response = await app.inject({ method: 'GET', url, headers });
    return readHead(response.statusCode, response.body);
  };
  const ofType = (head: PageHead, type: string) => head.jsonLd.find((data) => data['@type'] === type);

  it('gives an offer page its product, price, availability, seller rating and breadcrumbs', async () => {
    const head = await get(`/offers/${ids.offer}/?from=search`);
    expect(head.status).toBe(200);
    expect(head.html).toContain(`<main id="main">en /offers/${ids.offer}/</main>`);
    expect(head.canonical).toBe(`${ORIGIN}/offers/${ids.offer}/`);
    const product = ofType(head, 'Product');
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      name: HOSTILE_TITLE,
      description: 'Gold, delivered by mail within the hour.',
      url: `${ORIGIN}/offers/${ids.offer}/`,
      image: [`${ORIGIN}/uploads/offers/${ids.offerPhoto}-960.webp`],
      offers: {
        '@type': 'Offer',
        price: '19.99',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'Person', name: ids.seller },
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
    });
    const crumbs = ofType(head, 'BreadcrumbList')?.itemListElement as Array<{ name: string; item: string }>;
    expect(crumbs.map((crumb) => crumb.name)).toEqual([
      'Lootmarket',
      'Games',
      'World of Warcraft',
      'Gold',
      HOSTILE_TITLE,
    ]);
    expect(crumbs[3]?.item).toBe(`${ORIGIN}/games/world-of-warcraft/gold/`);
    expect(head.meta.get('og:type')).toEqual(['product']);
    expect(head.meta.get('og:title')).toEqual([HOSTILE_TITLE]);
    expect(head.meta.get('og:image')).toEqual([`${ORIGIN}/uploads/offers/${ids.offerPhoto}-960.webp`]);
    expect(head.meta.get('twitter:card')).toEqual(['summary_large_image']);
    expect(head.meta.get('description')?.[0]).toContain('$19.99');
  });

  it("never lets a seller's title end the script element or leave an attribute", async () => {
    const { html } = await get(`/offers/${ids.offer}/`);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<b>cheap');
    // The JSON-LD and the page's own scripts: nothing else opens a script.
    const scripts = [...html.matchAll(/<script\b/g)].length;
    expect(scripts).toBe((await get(`/offers/${ids.offer}/`)).jsonLd.length);
    expect(scriptJson({ title: '</script><!--\u2028' })).toBe(
      '{"title":"\\u003c/script\\u003e\\u003c!--\\u2028"}',
    );
  });

  it('rates no offer whose seller has no reviews, and marks a sold-out one out of stock', async () => {
    const head = await get(`/offers/${ids.soldOut}/`);
    const product = ofType(head, 'Product');
    expect(product).not.toHaveProperty('aggregateRating');
    expect(product).not.toHaveProperty('image');
    expect(product?.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    // No photo of its own: the game's cover previews the link.
    expect(head.meta.get('og:image')).toEqual([`${ORIGIN}/uploads/offers/${ids.cover}-960.webp`]);
  });

  it("words the description in the reader's language, with the other languages as alternates", async () => {
    const polish = await get('/games/world-of-warcraft/gold/', { 'accept-language': 'pl' });
    expect(polish.meta.get('description')).toEqual([
      'World of Warcraft – Złoto: porównaj oferty sprzedawców na Lootmarket, z płatnością w depozycie do potwierdzenia dostawy.',
    ]);
    expect(polish.meta.get('og:locale')).toEqual(['pl_PL']);
    expect(polish.meta.get('og:locale:alternate')?.sort()).toEqual(
      ['en_US', 'pt_BR', 'de_DE', 'ru_RU', 'ja_JP', 'zh_CN'].sort(),
    );
    const crumbs = ofType(polish, 'BreadcrumbList')?.itemListElement as Array<{ name: string }>;
    expect(crumbs.map((crumb) => crumb.name)).toEqual(['Lootmarket', 'Gry', 'World of Warcraft', 'Złoto']);
    const japanese = await get('/games/world-of-warcraft/', { cookie: 'lang=ja' });
    expect(japanese.meta.get('description')?.[0]).toContain('World of Warcraft の通貨');
    expect(japanese.meta.get('og:image')).toEqual([`${ORIGIN}/uploads/offers/${ids.cover}-960.webp`]);
    expect(japanese.canonical).toBe(`${ORIGIN}/games/world-of-warcraft/`);
  });

  it('describes the home page with the organization and the site, in place of the template description', async () => {
    const head = await get('/', { 'accept-language': 'de' });
    expect(head.meta.get('description')).toEqual([HEAD_COPY.de.home]);
    expect(head.html).not.toContain('the site-wide description');
    expect(ofType(head, 'Organization')).toMatchObject({ name: 'Lootmarket', url: `${ORIGIN}/` });
    expect(ofType(head, 'WebSite')).toMatchObject({ url: `${ORIGIN}/`, inLanguage: 'de' });
    expect(head.meta.get('og:title')).toEqual(['Lootmarket: game currency']);
    const faq = await get('/faq/', { 'accept-language': 'de' });
    expect(faq.meta.get('og:title')).toEqual(['FAQ (de) | Lootmarket']);
    expect(faq.meta.get('description')).toEqual([HEAD_COPY.de.faq]);
    expect(faq.jsonLd).toEqual([]);
  });

  it('sends the page compressed as the browser accepts it', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/games/world-of-warcraft/',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain(
      `<link rel="canonical" href="${ORIGIN}/games/world-of-warcraft/">`,
    );
  });

  it('adds nothing to a private page or a missing one', async () => {
    for (const url of ['/login/', '/profile/orders/', '/games/nope/', '/offers/not-an-offer/']) {
      const head = await get(url);
      expect(head.canonical, url).toBeNull();
      expect(head.jsonLd, url).toEqual([]);
      expect(head.meta.has('og:title'), url).toBe(false);
    }
  });

  it("names categories and the games page as the web's catalogs do, in every language", () => {
    const catalogs = path.join(import.meta.dirname, '../../../packages/i18n/src/catalogs');
    const camel = (slug: string) =>
      slug.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());
    for (const locale of SUPPORTED_LOCALES) {
      const catalog = JSON.parse(readFileSync(path.join(catalogs, `${locale}.json`), 'utf8')) as Record<
        string,
        string
      >;
      expect(HEAD_COPY[locale].gamesCrumb, locale).toBe(catalog['layout.footer.games.title']);
      for (const slug of CATEGORY_SLUGS) {
        expect(HEAD_COPY[locale].categories[slug], `${locale} ${slug}`).toBe(
          catalog[`catalog.category.${camel(slug)}`],
        );
      }
    }
  });
});
