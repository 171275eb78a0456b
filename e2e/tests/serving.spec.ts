import { expect, test } from './support/test';

test('the server is healthy and ready', async ({ request }) => {
  const health = await request.get('/healthz');
  expect(health.status()).toBe(200);
  const ready = await request.get('/readyz');
  expect(ready.status()).toBe(200);
});

test('the web shell answers at / in the main layout', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the admin shell answers at /admin/', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto('/admin/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/admin\//);
  await expect(page.getByRole('main')).toBeVisible();
  expect(errors).toEqual([]);
});

test('every page answers its true status: 404 with the not-found page, 301 to the slashed path', async ({
  request,
  page,
}) => {
  const market = await request.get('/api/v1/games/world-of-warcraft/gold/offers');
  const offerId = ((await market.json()) as { offers: Array<{ id: string }> }).offers[0]?.id;
  expect(offerId).toBeTruthy();
  for (const url of [
    '/',
    '/games/',
    '/games/world-of-warcraft/',
    '/games/world-of-warcraft/gold/',
    `/offers/${offerId}/`,
    '/faq/',
    '/legal/terms/',
  ]) {
    expect((await request.get(url)).status(), url).toBe(200);
  }
  for (const url of [
    '/nonexistent/',
    '/games/nope/',
    '/games/nope/gold/',
    '/games/world-of-warcraft/no-such-category/',
    '/offers/0192f0e0-0000-7000-8000-000000000000/',
    '/legal/nothing/',
  ]) {
    const response = await request.get(url, { headers: { 'accept-language': 'pl' } });
    expect(response.status(), url).toBe(404);
    // The not-found page in the reader's language, in the first HTML (no script needed to read it).
    const html = await response.text();
    expect(html, url).toContain('<html lang="pl"');
    expect(html, url).toContain('Nie znaleziono strony');
  }
  const redirect = await request.get('/faq?from=mail', { maxRedirects: 0 });
  expect(redirect.status()).toBe(301);
  expect(redirect.headers().location).toBe('/faq/?from=mail');
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain('Disallow: /profile/');
  // In the browser, the app shows the same page at the same address.
  const response = await page.goto('/nonexistent/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});

test('search engines find the public pages: sitemaps, and the head of a page in its first HTML', async ({
  request,
  page,
  baseURL,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  // The browser's XML parser, a strict one, reads every file the index lists.
  const parse = (xml: string) =>
    page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return {
        error: doc.getElementsByTagName('parsererror')[0]?.textContent ?? null,
        root: doc.documentElement.localName,
        locs: [...doc.getElementsByTagName('loc')].map((node) => node.textContent ?? ''),
      };
    }, xml);
  const index = await parse(await (await request.get('/sitemap.xml')).text());
  expect(index.error).toBeNull();
  expect(index.root).toBe('sitemapindex');
  const urls: string[] = [];
  for (const file of index.locs) {
    const urlset = await parse(await (await request.get(file)).text());
    expect(urlset.error, file).toBeNull();
    urls.push(...urlset.locs);
  }
  const market = await request.get('/api/v1/games/world-of-warcraft/gold/offers');
  const offerId = ((await market.json()) as { offers: Array<{ id: string }> }).offers[0]?.id;
  for (const path of [
    '/',
    '/games/world-of-warcraft/',
    '/games/world-of-warcraft/gold/',
    `/offers/${offerId}/`,
  ]) {
    expect(urls, path).toContain(`${baseURL}${path}`);
  }
  expect(urls.some((url) => /\/(profile|order|login|register)\//.test(url))).toBe(false);

  // The offer page's first HTML, as a crawler gets it: canonical, description, link preview, JSON-LD.
  const html = await (
    await request.get(`/offers/${offerId}/`, { headers: { 'accept-language': 'de' } })
  ).text();
  expect(html).toContain('<html lang="de"');
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/offers/${offerId}/">`);
  expect(html).toContain('<meta property="og:locale" content="de_DE">');
  expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json ?? '') as { '@type': string; offers?: { price: string } },
  );
  expect(jsonLd.map((data) => data['@type']).sort()).toEqual(['BreadcrumbList', 'Product']);
  expect(jsonLd.find((data) => data['@type'] === 'Product')?.offers?.price).toMatch(/^\d+(\.\d+)?$/);
  const home = await (await request.get('/')).text();
  expect(home).toContain('"@type":"Organization"');
  expect(home).toContain('"@type":"WebSite"');
});
