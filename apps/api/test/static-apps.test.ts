import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { gameCategories, games } from '../src/catalog/catalog.schema';
import type { Db } from '../src/db/database';
import { offers } from '../src/offers/offers.schema';
import { registerUser, testConfig } from './support/app';
import { createTestDatabase, type TestDatabase } from './support/databases';

const bootScript = (marker: string) => `document.documentElement.dataset.app = '${marker}';`;
const cspHash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

function fakeBuild(root: string, marker: string) {
  mkdirSync(path.join(root, 'assets'), { recursive: true });
  writeFileSync(
    path.join(root, 'index.html'),
    `<!doctype html><title>${marker}</title><script>${bootScript(marker)}</script>`,
  );
  writeFileSync(path.join(root, 'assets', 'index-abc123.js'), `console.info('${marker}')`);
  // The web build writes brotli copies beside its files (tooling/compressed-assets.ts).
  writeFileSync(
    path.join(root, 'assets', 'index-abc123.js.br'),
    brotliCompressSync(`console.info('${marker}')`),
  );
  writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
}

/** Games with a gold and a top-up market (the render stand-in below fails or hangs for some), for the pages' statuses. */
async function catalog(db: Db, slugs: readonly string[] = ['world-of-warcraft']) {
  const ids = new Map<string, string>();
  for (const slug of slugs) {
    const id = crypto.randomUUID();
    ids.set(slug, id);
    await db.insert(games).values({ id, slug, name: slug });
    await db.insert(gameCategories).values([
      { gameId: id, category: 'gold' },
      { gameId: id, category: 'top_up' },
    ]);
  }
  return ids;
}

describe('serving the built apps', () => {
  let testDb: TestDatabase;
  let built: FastifyInstance;
  let missing: FastifyInstance;

  beforeAll(async () => {
    testDb = await createTestDatabase('pglite');
    const root = mkdtempSync(path.join(tmpdir(), 'lootmarket-dist-'));
    fakeBuild(path.join(root, 'web'), 'web-app');
    fakeBuild(path.join(root, 'admin'), 'admin-app');
    built = await buildApp({
      config: testConfig({ WEB_DIST_DIR: path.join(root, 'web'), ADMIN_DIST_DIR: path.join(root, 'admin') }),
      database: testDb.database,
      logger: false,
    });
    missing = await buildApp({ config: testConfig(), database: testDb.database, logger: false });
    await catalog(testDb.database.db);
  });
  afterAll(async () => {
    await built?.close();
    await missing?.close();
    await testDb?.drop();
  });

  it('serves index.html uncached at / and for every client route', async () => {
    for (const url of ['/', '/login/', '/games/world-of-warcraft/gold/', '/profile/dashboard/?tab=1']) {
      const response = await built.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>web-app</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it("lets exactly the built apps' inline boot scripts run, by hash", async () => {
    const csp = String((await built.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain(cspHash(bootScript('web-app')));
    expect(scriptSrc).toContain(cspHash(bootScript('admin-app')));
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain(cspHash(bootScript('tampered')));
  });

  it('sends the brotli copy of a file to browsers that accept it, the file itself to others', async () => {
    const url = '/assets/index-abc123.js';
    const brotli = await built.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(String(brotli.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe("console.info('web-app')");
    const plain = await built.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe("console.info('web-app')");
  });

  it('serves the admin app under /admin/', async () => {
    const redirect = await built.inject({ method: 'GET', url: '/admin' });
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe('/admin/');
    for (const url of ['/admin/', '/admin/disputes/42/']) {
      const response = await built.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>admin-app</title>');
    }
    const asset = await built.inject({ method: 'GET', url: '/admin/assets/index-abc123.js' });
    expect(asset.body).toContain('admin-app');
  });

  it('caches hashed assets forever and other files not at all', async () => {
    const asset = await built.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const favicon = await built.inject({ method: 'GET', url: '/favicon.svg' });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['cache-control']).toBe('no-cache');
  });

  it('never answers API, socket or probe paths with the app, nor missing files', async () => {
    for (const url of ['/api/v1/unknown', '/api/nothing/', '/ws/info', '/assets/missing-file.js']) {
      const response = await built.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
    expect((await built.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const post = await built.inject({ method: 'POST', url: '/some/page/' });
    expect(post.statusCode).toBe(404);
  });

  it('answers 503 with a hint when the apps are not built, and the API still works', async () => {
    for (const url of ['/', '/login/', '/admin/']) {
      const response = await missing.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(503);
      expect(response.body).toContain('pnpm build:apps');
    }
    expect((await missing.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('offers no sign-in provider that is not configured', async () => {
    expect((await missing.inject({ method: 'GET', url: '/api/v1/auth/providers' })).json()).toEqual({
      providers: [],
    });
    const start = await missing.inject({ method: 'GET', url: '/api/auth/oauth/github' });
    expect(start.headers.location).toBe('/login/?error=OAUTH_PROVIDER_DISABLED');
    const unknown = await missing.inject({ method: 'GET', url: '/api/auth/oauth/myspace' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ provider: 'invalid' });
  });
});

describe('the prerendered first pages of the web app', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDb = await createTestDatabase('pglite');
    const root = mkdtempSync(path.join(tmpdir(), 'lootmarket-prerendered-'));
    fakeBuild(path.join(root, 'web'), 'web-app');
    // What apps/web/scripts/prerender.mjs writes: a page per language and route, and its manifest.
    const locales = ['en', 'de', 'ja'];
    const routes = ['/', '/login/'];
    for (const locale of locales) {
      for (const route of routes) {
        const dir = path.join(root, 'web', 'prerendered', locale, route);
        mkdirSync(dir, { recursive: true });
        writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>${locale} ${route}</title>`);
      }
    }
    // …and the not-found page per language.
    for (const locale of locales) {
      writeFileSync(
        path.join(root, 'web', 'prerendered', locale, '404.html'),
        `<!doctype html><title>${locale} not found</title>`,
      );
    }
    writeFileSync(
      path.join(root, 'web', 'prerendered', 'manifest.json'),
      JSON.stringify({ locales, routes, notFound: true }),
    );
    // The prerender bundle the web build writes beside its dist (`<dist>-ssr/prerender.js`), here a
    // stand-in with the same exports: it renders the path and language, fails or hangs on request.
    mkdirSync(path.join(root, 'web-ssr'));
    writeFileSync(
      path.join(root, 'web-ssr', 'prerender.js'),
      `let renders = 0;
      export async function prerenderPage(url, locale) {
        renders += 1;
        if (url.includes('broken')) throw new Error('render failed');
        if (url.includes('slow')) await new Promise((resolve) => setTimeout(resolve, 5000));
        return { html: '<main id="main">' + locale + ' ' + url + ' #' + renders + '</main>', title: url };
      }
      export function composePage(template, locale, page) {
        return template.replace('</title>', '</title><body>' + page.html + '</body>');
      }`,
    );
    app = await buildApp({
      config: testConfig({ WEB_DIST_DIR: path.join(root, 'web') }),
      database: testDb.database,
      logger: false,
    });
    const db = testDb.database.db;
    const gameIds = await catalog(db, ['world-of-warcraft', 'broken', 'slow']);
    const seller = await registerUser(app, 'pages');
    const offer = (active: boolean) => ({
      id: crypto.randomUUID(),
      sellerId: seller.userId,
      gameId: gameIds.get('world-of-warcraft') ?? '',
      category: 'gold',
      title: 'Gold',
      description: 'Gold, delivered by mail.',
      deliveryTime: '1h',
      priceMinor: 500n,
      currency: 'USD',
      stock: active ? 0 : 5,
      active,
    });
    const [listed, withdrawn] = [offer(true), offer(false)];
    await db.insert(offers).values([listed, withdrawn]);
    listedOfferId = listed.id;
    withdrawnOfferId = withdrawn.id;
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
  });
  let listedOfferId = '';
  let withdrawnOfferId = '';

  const title = async (url: string, headers: Record<string, string> = {}) => {
    const response = await app.inject({ method: 'GET', url, headers });
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    return /<title>([^<]*)<\/title>/.exec(response.body)?.[1];
  };

  it("answers a prerendered route in the reader's language: the cookie first, then Accept-Language", async () => {
    expect(await title('/')).toBe('en /');
    expect(await title('/login/', { 'accept-language': 'ja-JP,ja;q=0.9,en;q=0.8' })).toBe('ja /login/');
    expect(await title('/login/?next=%2Fprofile%2F', { 'accept-language': 'fr-FR, de;q=0.5' })).toBe(
      'de /login/',
    );
    expect(await title('/', { cookie: 'theme=dark; lang=de', 'accept-language': 'ja' })).toBe('de /');
    // A language the app does not speak falls back to English, as the app itself does.
    expect(await title('/', { 'accept-language': 'fr-FR,fr;q=0.9' })).toBe('en /');
  });

  it('serves the plain app where no page was prerendered: other routes, other languages', async () => {
    expect(await title('/games/world-of-warcraft/gold/')).toBe('web-app');
    expect(await title('/profile/orders/')).toBe('web-app');
    // pl is a language of the app, but this build prerendered no page in it.
    expect(await title('/', { cookie: 'lang=pl' })).toBe('web-app');
  });

  it("answers 404 with the not-found page in the reader's language where there is no page or no subject", async () => {
    const notFound = [
      '/nonexistent/',
      '/de/faq/',
      '/games/nope/',
      '/games/nope/gold/',
      '/games/world-of-warcraft/accounts/',
      '/games/world-of-warcraft/not-a-category/',
      '/offers/0192f0e0-0000-7000-8000-000000000000/',
      '/offers/not-an-id/',
      '/legal/cookies/',
      '/games/world-of-warcraft/gold/extra/',
    ];
    for (const url of notFound) {
      const response = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'de' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.body, url).toContain('<title>de not found</title>');
    }
    const head = await app.inject({ method: 'HEAD', url: '/nonexistent/' });
    expect(head.statusCode).toBe(404);
  });

  it('answers 410 for an offer no longer for sale, 200 for a listed one even when sold out', async () => {
    const gone = await app.inject({ method: 'GET', url: `/offers/${withdrawnOfferId}/` });
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain('<title>en not found</title>');
    const listed = await app.inject({ method: 'GET', url: `/offers/${listedOfferId}/` });
    expect(listed.statusCode).toBe(200);
    expect(listed.body).toContain(`<main id="main">en /offers/${listedOfferId}/`);
    for (const url of [
      '/games/world-of-warcraft/',
      '/legal/seller-terms/',
      '/order/0192/',
      '/profile/tickets/x/',
    ]) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
  });

  it("redirects a page's path without its slash for good, with its query", async () => {
    for (const [url, location] of [
      ['/login', '/login/'],
      ['/faq?tab=2', '/faq/?tab=2'],
      ['/games/world-of-warcraft/gold', '/games/world-of-warcraft/gold/'],
    ]) {
      const response = await app.inject({ method: 'GET', url: url ?? '' });
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location, url).toBe(location);
    }
    // No page at the slashed path either: not found, not a redirect to a 404.
    expect((await app.inject({ method: 'GET', url: '/nonexistent' })).statusCode).toBe(404);
  });

  it('keeps search engines out of the API, the back office and the private pages', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const disallowed = response.body
      .split('\n')
      .filter((line) => line.startsWith('Disallow: '))
      .map((line) => line.slice('Disallow: '.length));
    expect(disallowed).toEqual(
      expect.arrayContaining(['/api/', '/admin/', '/profile/', '/order/', '/chat/', '/login/', '/register/']),
    );
    for (const open of ['/games/', '/offers/', '/faq/', '/legal/', '/contact-us/']) {
      expect(
        disallowed.some((prefix) => open.startsWith(prefix)),
        open,
      ).toBe(false);
    }
  });

  it('renders a market or offer page on demand in the reader language, once, compressed when asked', async () => {
    const first = await app.inject({
      method: 'GET',
      url: '/games/world-of-warcraft/gold/?server=eu',
      headers: { 'accept-language': 'ja', 'accept-encoding': 'gzip, br' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('text/html');
    expect(first.headers['content-encoding']).toBe('br');
    const body = brotliDecompressSync(first.rawPayload).toString();
    expect(body).toMatch(/<main id="main">ja \/games\/world-of-warcraft\/gold\/ #\d+<\/main>/);
    // The same page again comes from the cache (the stand-in counts its renders).
    const again = await app.inject({
      method: 'GET',
      url: '/games/world-of-warcraft/gold/',
      headers: { 'accept-language': 'ja', 'accept-encoding': 'gzip' },
    });
    expect(again.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(again.rawPayload).toString()).toBe(body);
    // A category whose slug has an underscore is rendered too.
    const topUp = await app.inject({ method: 'GET', url: '/games/world-of-warcraft/top_up/' });
    expect(topUp.statusCode).toBe(200);
    expect(topUp.body).toMatch(/<main id="main">en \/games\/world-of-warcraft\/top_up\/ #\d+<\/main>/);
    const offer = await app.inject({ method: 'GET', url: `/offers/${listedOfferId}/` });
    expect(offer.headers['content-encoding']).toBeUndefined();
    expect(offer.body).toContain(`<main id="main">en /offers/${listedOfferId}/`);
  });

  it('answers with the plain app when a page cannot be rendered: other paths, a failure, a slow render', async () => {
    for (const url of ['/profile/orders/', '/games/world-of-warcraft/', '/games/broken/gold/']) {
      expect(await title(url), url).toBe('web-app');
    }
    const started = Date.now();
    expect(await title('/games/slow/gold/')).toBe('web-app');
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it('tells caches that the page depends on the cookie and the languages', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    const vary = String(response.headers.vary).toLowerCase();
    expect(vary).toContain('cookie');
    expect(vary).toContain('accept-language');
  });
});

describe('health probes and unexpected faults', () => {
  it('reports ready while the database answers; once it is gone, 503 and a logged 500', async () => {
    const testDb = await createTestDatabase('pglite');
    const app = await buildApp({ config: testConfig(), database: testDb.database, logger: false });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'up' });
    await testDb.drop();
    const gone = await app.inject({ method: 'GET', url: '/readyz' });
    expect(gone.statusCode).toBe(503);
    expect(gone.json()).toEqual({ status: 'unavailable', database: 'down' });
    expect(gone.headers['x-request-id']).toEqual(expect.any(String));
    const fault = await app.inject({
      method: 'GET',
      url: '/api/v1/client',
      headers: { authorization: `Bearer ${'a'.repeat(43)}` },
    });
    expect(fault.statusCode).toBe(500);
    expect(fault.json()).toEqual({
      error: { code: 'UNEXPECTED', message: 'Unexpected error – please try again later.' },
      requestId: fault.headers['x-request-id'],
    });
    await app.close();
  });

  it('reports Redis in readiness when live pushes go through it: ready only while it answers', async () => {
    // A TCP relay to the machine's Redis that the test can cut, as a network failure would.
    const sockets = new Set<net.Socket>();
    const relay = net.createServer((client) => {
      const upstream = net.connect(6379, '127.0.0.1');
      sockets.add(client).add(upstream);
      client.pipe(upstream).pipe(client);
      const drop = () => {
        client.destroy();
        upstream.destroy();
      };
      client.on('error', drop).on('close', drop);
      upstream.on('error', drop).on('close', drop);
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const port = (relay.address() as net.AddressInfo).port;
    const testDb = await createTestDatabase('pglite');
    const app = await buildApp({
      config: testConfig(),
      database: testDb.database,
      logger: false,
      redisUrl: `redis://127.0.0.1:${port}`,
    });
    try {
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready', database: 'up', redis: 'up' });
      relay.close();
      for (const socket of sockets) socket.destroy();
      await vi.waitFor(
        async () => {
          const cut = await app.inject({ method: 'GET', url: '/readyz' });
          expect(cut.statusCode).toBe(503);
          expect(cut.json()).toEqual({ status: 'unavailable', database: 'up', redis: 'down' });
        },
        { timeout: 10_000, interval: 100 },
      );
    } finally {
      await app.close();
      await testDb.drop();
    }
  });
});
