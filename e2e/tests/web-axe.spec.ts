import type { Page } from '@playwright/test';
import { axeViolations as violations } from './support/axe';
import { GUEST_PAGES } from './support/routes';
import { expect, test } from './support/test';
import { registerThroughForm, storeConsent, uniqueUser } from './web/helpers';

// Each test opens its own pages as a user of its own: they run side by side on both workers.
test.describe.configure({ mode: 'parallel' });

const ROUTES = GUEST_PAGES;
const THEMES = ['light', 'dark'] as const;
const LOCALES = ['en', 'ja'] as const;

async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Wait for data-driven parts to reach their final state (loaded or failed), not for a timer.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

for (const theme of THEMES) {
  for (const locale of LOCALES) {
    test.describe(`${theme}, ${locale}`, () => {
      test.beforeEach(async ({ context }) => {
        await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
        await context.addCookies([{ name: 'lang', value: locale, url: 'http://localhost' }]);
      });

      for (const route of ROUTES) {
        test(`${route} has no axe violations`, async ({ page, context }) => {
          await storeConsent(context);
          await page.goto(route);
          await settle(page);
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          expect(await violations(page), `${route} (${theme}, ${locale})`).toEqual([]);
        });
      }
    });
  }
}

async function applyLook(page: Page, theme: (typeof THEMES)[number], locale: (typeof LOCALES)[number]) {
  await page.evaluate((t) => localStorage.setItem('theme', t), theme);
  await page.context().addCookies([{ name: 'lang', value: locale, url: page.url() }]);
}

test('the cookie banner, in both views, has no axe violations in either theme and language', async ({
  page,
}) => {
  // Four looks, each a reload and two axe runs: more than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  for (const theme of THEMES) {
    for (const locale of LOCALES) {
      await page.goto('/');
      await applyLook(page, theme, locale);
      await page.evaluate(() => localStorage.removeItem('cookieConsent'));
      await page.reload();
      await settle(page);
      const banner = page.locator('[data-slot="cookie-banner"]');
      await expect(banner).toHaveAttribute('data-view', 'summary');
      expect(await violations(page), `banner (${theme}, ${locale})`).toEqual([]);
      // The first button opens the manage view (its name is translated).
      await banner.getByRole('button').first().click();
      await expect(banner).toHaveAttribute('data-view', 'manage');
      expect(await violations(page), `banner, manage view (${theme}, ${locale})`).toEqual([]);
    }
  }
});

test('my account has no axe violations in either theme and language', async ({ page, context }) => {
  test.setTimeout(120_000);
  await storeConsent(context);
  await registerThroughForm(page, uniqueUser());
  await expect(page).toHaveURL('/');
  for (const theme of THEMES) {
    for (const locale of LOCALES) {
      await applyLook(page, theme, locale);
      await page.goto('/profile/dashboard/');
      await settle(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('[data-slot="email-status"]')).toBeVisible();
      expect(await violations(page), `/profile/dashboard/ (${theme}, ${locale})`).toEqual([]);
    }
  }
});

test('checkout, payment, order, orders, wallet and seller dashboard pages have no axe violations in either theme and language', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  await storeConsent(context);
  await registerThroughForm(page, uniqueUser());
  await expect(page).toHaveURL('/');
  // A card order on a demo offer, left unpaid: its payment page and its order page.
  const { token } = await page.evaluate(async () => (await fetch('/api/auth/readToken')).json());
  const headers = { Authorization: `Bearer ${token}` };
  const market = await (await page.request.get('/api/v1/games/world-of-warcraft/gold/offers')).json();
  const offerId: string = market.offers[0].id;
  const checkout = await page.request.post('/api/v1/orders', {
    headers: { ...headers, 'Idempotency-Key': `axe-${Date.now()}` },
    // At the price the market showed (the server binds the order to it).
    data: {
      offerId,
      quantity: 1,
      paymentMethod: 'card',
      unitPrice: String(market.offers[0].priceMinor),
      currency: market.offers[0].currency,
    },
  });
  expect(checkout.status()).toBe(201);
  const { order, payment } = await checkout.json();
  const pages = [
    { path: `/order/new/?offer=${offerId}`, ready: '[data-slot="money-summary"]:not([aria-busy])' },
    { path: `/order/pay/${payment.id}/`, ready: '[data-slot="test-mode"]' },
    { path: `/order/${order.id}/`, ready: '[data-slot="data-list"]' },
    { path: '/profile/orders/', ready: 'table' },
    { path: '/profile/wallet/', ready: '[data-slot="empty-state"], [data-slot="card"]' },
    { path: '/profile/seller/', ready: '[data-slot="chart"]' },
  ];
  for (const theme of THEMES) {
    for (const locale of LOCALES) {
      // From the home page, so the language cookie is set for path / and reaches /order/ too.
      await page.goto('/');
      await applyLook(page, theme, locale);
      for (const { path, ready } of pages) {
        await test.step(`${path} (${theme}, ${locale})`, async () => {
          await page.goto(path);
          await settle(page);
          await expect(page.locator(ready).first()).toBeVisible();
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          expect(await violations(page), `${path} (${theme}, ${locale})`).toEqual([]);
        });
      }
    }
  }
});

test('help desk pages have no axe violations in either theme and language', async ({ page, context }) => {
  test.setTimeout(180_000);
  await storeConsent(context);
  const user = uniqueUser();
  await registerThroughForm(page, user);
  await expect(page).toHaveURL('/');
  const { token } = await page.evaluate(async () => (await fetch('/api/auth/readToken')).json());
  const created = await page.request.post('/api/v1/tickets', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      type: 'Technical',
      title: 'The chat does not load',
      description: 'It spins forever.',
      email: user.email,
      notifyOnAnswer: false,
    },
  });
  expect(created.status()).toBe(201);
  const { ticket } = await created.json();
  const pages = [
    { path: '/profile/tickets/', ready: `[data-ticket-id="${ticket.id}"]` },
    { path: '/profile/tickets/new/', ready: '[data-slot="ticket-form"]' },
    { path: `/profile/tickets/${ticket.id}/`, ready: `article[data-ticket-id="${ticket.id}"]` },
  ];
  for (const theme of THEMES) {
    for (const locale of LOCALES) {
      // From the home page, so the language cookie is set for path / and reaches /order/ too.
      await page.goto('/');
      await applyLook(page, theme, locale);
      for (const { path, ready } of pages) {
        await page.goto(path);
        await settle(page);
        await expect(page.locator(ready)).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        expect(await violations(page), `${path} (${theme}, ${locale})`).toEqual([]);
      }
    }
  }
});
