import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { expectFits, PHONE, PHONE_LOCALES } from './support/phone';
import { GUEST_PAGES } from './support/routes';
import { expect, test } from './support/test';
import { api, HUMAN_CHECK, storeConsent, tokenOf } from './web/helpers';

/*
 * Every page of the shop on a 360 px and a 390 px phone, in all seven languages, signed out
 * and signed in (the demo buyer, who has orders in every state, and a demo seller with offers and
 * sales). A page fails on any sideways scroll, any element reaching past the screen's edge outside a
 * scrolling strip, and any part of the header or an open dialog cut off. The offer page keeps its
 * Buy button in the first screen. Each page is loaded once per language and measured at both widths.
 */

const DEMO = {
  buyer: { email: 'buyer@lootmarket.local', password: 'Lootmarket-buyer-2026!' },
  seller: { email: 'goldrushpl@sellers.lootmarket.local', password: 'Lootmarket-seller-2026!' },
} as const;
type Who = 'guest' | keyof typeof DEMO;

// The languages of one user run side by side on both workers.
test.describe.configure({ mode: 'parallel' });

async function settle(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The offer page's Buy (or Log in to buy) is within the first screen, above the fold. */
async function expectBuyInFirstScreen(page: Page, what: string) {
  for (const [width, height] of [
    [360, 740],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => window.scrollTo(0, 0));
    const buy = page
      .locator('main a[href^="/order/new/"], main a[href^="/login/"]')
      .filter({ visible: true });
    await expect(buy.first(), `${what}: Buy at ${width}×${height}`).toBeInViewport({ ratio: 1 });
    // With the card's Buy on screen there is no second one in the bottom bar.
    const bar = page.locator('[data-slot="offer-buy-bar"]');
    await expect(bar, `${what}: no bar while the card's Buy shows`).toHaveCount(0);
    // Scrolled down to the reviews, the bar keeps the price and Buy on screen.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(bar.getByRole('link'), `${what}: Buy in the bar at ${width}×${height}`).toBeInViewport({
      ratio: 1,
    });
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize({ width: 360, height: 740 });
}

async function signIn(browser: Browser, who: keyof typeof DEMO) {
  const context = await browser.newContext(PHONE);
  await storeConsent(context);
  const page = await context.newPage();
  await page.goto('/login/');
  await page.locator('input[name="email"]').fill(DEMO[who].email);
  await page.locator('input[name="password"]').fill(DEMO[who].password);
  // The invisible human check mounts after the form; a click before it is answered with an error.
  await expect(page.locator('altcha-widget')).toBeAttached();
  await page.locator('form button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/login\//, HUMAN_CHECK);
  const token = await tokenOf(page);
  const state = await context.storageState();
  return { context, page, token, state };
}

async function firstHref(page: Page, path: string, selector: string) {
  await page.goto(path);
  await settle(page);
  const link = page.locator(selector).first();
  return (await link.count()) > 0 ? await link.getAttribute('href') : null;
}

/** The routes a user of this kind can open, with the ids of their own orders, tickets and offers. */
async function routesFor(who: Who, browser: Browser, offerId: string) {
  const common = ['/', `/offers/${offerId}/`, '/games/world-of-warcraft/', '/games/world-of-warcraft/gold/'];
  if (who === 'guest') {
    return {
      state: undefined,
      routes: [...new Set([...common, ...GUEST_PAGES]), '/games/genshin-impact/account/'],
    };
  }
  const { context, page, token, state } = await signIn(browser, who);
  const routes = [
    ...common,
    '/no-such-page/',
    '/profile/dashboard/',
    '/chat/',
    '/profile/orders/',
    '/profile/orders/?role=seller',
    '/profile/wallet/',
    '/profile/tickets/',
    '/profile/tickets/new/',
  ];
  const order = await firstHref(page, '/profile/orders/', 'main a[href^="/order/"]');
  if (order) routes.push(order);
  let ticket = await firstHref(
    page,
    '/profile/tickets/',
    'main a[href^="/profile/tickets/"]:not([href$="/new/"])',
  );
  if (!ticket) {
    const created = await api<{ ticket: { id: string } }>(page, token, '/api/v1/tickets', 'POST', {
      type: 'General',
      title: 'Where is my gold?',
      description: 'The trade has not arrived yet; the seller said it would take five minutes.',
      email: DEMO[who].email,
    });
    ticket = `/profile/tickets/${created.ticket.id}/`;
  }
  routes.push(ticket);
  if (who === 'buyer') routes.push(`/order/new/?offer=${offerId}`);
  if (who === 'seller') {
    routes.push('/profile/products/', '/profile/products/new/', '/profile/seller/');
    const own = await firstHref(page, '/profile/products/', 'main a[href$="/edit/"]');
    if (own) routes.push(own);
  }
  await context.close();
  return { state, routes };
}

for (const who of ['guest', 'buyer', 'seller'] as const) {
  test.describe(`${who} on a phone`, () => {
    let plan: { state: BrowserContextOptions['storageState']; routes: string[] } | undefined;

    test.beforeAll(async ({ browser, request }) => {
      // Another seller's offer than the demo seller's (GoldRushPL sells the gold): everyone sees Buy on it.
      const response = await request.get('/api/v1/games/genshin-impact/account/offers');
      const { offers } = (await response.json()) as { offers: Array<{ id: string }> };
      const offer = offers[0];
      if (!offer) throw new Error('The demo catalogue has no Genshin Impact account offer.');
      plan = await routesFor(who, browser, offer.id);
    });

    for (const locale of PHONE_LOCALES) {
      test(`every page fits at 360 and 390 px in ${locale}`, async ({ browser }) => {
        test.setTimeout(300_000);
        if (!plan) throw new Error('No routes were planned.');
        const context = await browser.newContext({ ...PHONE, locale, storageState: plan.state });
        await context.addCookies([{ name: 'lang', value: locale, url: 'http://localhost' }]);
        // A guest keeps the cookie banner on screen: it has to fit as well.
        if (who !== 'guest') await storeConsent(context);
        const page = await context.newPage();
        for (const route of plan.routes) {
          await page.goto(route);
          await settle(page);
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          await expectFits(page, `${who} ${locale} ${route}`);
          if (route.startsWith('/offers/')) await expectBuyInFirstScreen(page, `${who} ${locale}`);
          if (route.startsWith('/games/world-of-warcraft/gold/')) {
            // The market's filters are one button on a phone; the drawer it opens fits as well.
            await page.locator('[data-slot="filter-bar-drawer-button"]').click();
            await expect(page.getByRole('dialog')).toBeVisible();
            await expectFits(page, `${who} ${locale} ${route} filters`);
            await page.keyboard.press('Escape');
            await expect(page.getByRole('dialog')).toHaveCount(0);
          }
        }
        await context.close();
      });
    }
  });
}
