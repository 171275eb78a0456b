import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { storeConsent } from './web/helpers';

// Issue apps/web shell (Lighthouse mobile): the public pages are prerendered at build time
// (apps/web/scripts/prerender.mjs) and a first visit paints them before the app's JavaScript has
// arrived; the app then renders its own page and the copy leaves in the same frame.

/** Holds the app's entry script until `release()`: what a slow network does to a first visit. */
async function holdTheApp(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Sums the layout shifts of the page (the CLS of a short visit) and collects console errors. */
const recordShiftsAndErrors = () => {
  const state = { shift: 0 };
  (window as unknown as { layoutShift: typeof state }).layoutShift = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
      state.shift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
};
const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShift: { shift: number } }).layoutShift.shift);

test('a first visit paints the prerendered page before the app arrives, then the app takes over in place', async ({
  page,
  context,
}) => {
  await storeConsent(context);
  await context.addInitScript(recordShiftsAndErrors);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const release = await holdTheApp(page);

  await page.goto('/login/', { waitUntil: 'commit' });
  const copy = page.locator('#prerendered');
  await expect(copy.getByRole('heading', { level: 1, includeHidden: true })).toHaveText('Log in');
  await expect(copy.locator('h1')).toBeVisible();
  await expect(page).toHaveTitle('Log in | Lootmarket');
  // The copy is a picture of the page, not the page: nothing in it can be focused or submitted.
  await expect(copy).toHaveAttribute('inert', '');
  await expect(page.locator('#root')).toBeEmpty();

  release();
  await expect(copy).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
  await page.getByLabel('Email').fill('someone@example.com');
  await expect(page.getByLabel('Email')).toHaveValue('someone@example.com');
  expect(await layoutShift(page)).toBeLessThan(0.01);
  expect(errors).toEqual([]);
});

test('a copy in another language than the reader stored is never shown', async ({ page, context }) => {
  await storeConsent(context);
  // A language chosen earlier in this browser (localStorage), but no cookie: the server guesses English.
  await context.addInitScript(() => window.localStorage.setItem('language', 'de'));
  const release = await holdTheApp(page);

  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('#prerendered')).toHaveAttribute('data-locale', 'en');
  await expect(page.locator('#prerendered')).toBeHidden();

  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Spielwährung, Items, Accounts und Keys – sicher bezahlt per Treuhandservice',
  );
});

test("the copy's cookie banner shows only while no choice is stored, and the live one takes its place", async ({
  page,
  context,
}) => {
  const release = await holdTheApp(page);
  await page.goto('/', { waitUntil: 'commit' });
  const copyBanner = page.locator('#prerendered [data-slot="cookie-banner"]');
  await expect(copyBanner).toBeVisible();

  release();
  await expect(copyBanner).toHaveCount(0);
  await page.getByRole('button', { name: 'Accept all' }).click();
  await expect(page.locator('[data-slot="cookie-banner"]')).toHaveCount(0);

  // The choice is stored: the next first paint's copy no longer carries the banner.
  const next = await context.newPage();
  const releaseNext = await holdTheApp(next);
  await next.goto('/', { waitUntil: 'commit' });
  await expect(next.locator('#prerendered h1')).toBeVisible();
  await expect(next.locator('#prerendered [data-slot="cookie-banner"]')).toBeHidden();
  releaseNext();
});

/**
 * Counts the cookie banners on screen (the copy's and the live one) after every change of the page
 * and at every frame, from the first paint on: `window.bannerCounts` is the sequence of counts.
 */
const recordBannerCounts = () => {
  const counts: number[] = [];
  (window as unknown as { bannerCounts: number[] }).bannerCounts = counts;
  const record = () => {
    const shown = [...document.querySelectorAll('[data-slot="cookie-banner"]')].filter(
      (banner) => banner.getClientRects().length > 0,
    ).length;
    if (counts.at(-1) !== shown) counts.push(shown);
  };
  new MutationObserver(record).observe(document, { childList: true, subtree: true, attributes: true });
  const frame = () => {
    record();
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
};

test('exactly one cookie banner is on screen while the app takes over from the copy, never two, never none', async ({
  page,
}) => {
  await page.addInitScript(recordBannerCounts);
  // The app starts, but its first page's chunk is slow: the copy stays on screen meanwhile.
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/home-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  const bannerChunk = page.waitForResponse(/\/assets\/cookie-consent-banner-[^/]+\.js$/);
  await page.goto('/', { waitUntil: 'commit' });
  const copyBanner = page.locator('#prerendered [data-slot="cookie-banner"]');
  await expect(copyBanner).toBeVisible();
  // The app has started and the live banner's code is there (its chunk is fetched as the app starts);
  // a second more gives it time to show (a hold test cannot wait for what must not happen).
  await Promise.race([bannerChunk, page.waitForTimeout(5_000)]);
  await page.waitForTimeout(1_000);
  await expect(page.locator('[data-slot="cookie-banner"]:visible')).toHaveCount(1);

  release();
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Accept all' })).toBeVisible();
  const counts = await page.evaluate(() => (window as unknown as { bannerCounts: number[] }).bannerCounts);
  // Nothing before the copy painted, then one banner throughout: the copy's, then the live one.
  expect(counts.filter((count, index) => index > 0 || count !== 0)).toEqual([1]);
});

test("the copy's cookie banner stays when the app has taken over, until the live one's code arrives at idle", async ({
  page,
}) => {
  await page.addInitScript(recordBannerCounts);
  // The live banner loads when the browser is idle after the first render: here its code is slow.
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/cookie-consent-banner-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The copy is gone, its banner stays on screen (inert) while the live one loads.
  await expect(page.locator('[data-slot="cookie-banner"]:visible')).toHaveCount(1);
  await expect(page.locator('[data-prerendered-banner]')).toBeVisible();

  release();
  await expect(page.locator('[data-prerendered-banner]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Accept all' }).click();
  await expect(page.locator('[data-slot="cookie-banner"]')).toHaveCount(0);
  const counts = await page.evaluate(() => (window as unknown as { bannerCounts: number[] }).bannerCounts);
  // One banner throughout (the copy's, then the live one), then none once the choice is made.
  expect(counts.filter((count, index) => index > 0 || count !== 0)).toEqual([1, 0]);
});

test('a reader who scrolls the prerendered copy stays where they are when the app takes over', async ({
  page,
  context,
}) => {
  await storeConsent(context);
  await page.setViewportSize({ width: 390, height: 700 });
  const release = await holdTheApp(page);
  await page.goto('/legal/privacy/', { waitUntil: 'commit' });
  await expect(page.locator('#prerendered h1')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 600));
  const heading = await page.locator('#prerendered h2').nth(1).textContent();

  release();
  await expect(page.locator('#prerendered')).toHaveCount(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(600);
  // The same text sits at the same place: the live page replaced the copy in place.
  await expect(page.locator('#root h2').nth(1)).toHaveText(heading ?? '');
});
