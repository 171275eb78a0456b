import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { registerThroughForm, storeConsent, uniqueUser } from './web/helpers';

const ROUTES = [
  '/',
  '/login/',
  '/register/',
  '/faq/',
  '/contact-us/',
  '/legal/privacy/',
  '/legal/customer-terms/',
  '/legal/terms/',
  '/legal/seller-terms/',
  '/no-such-page/',
];
const THEMES = ['light', 'dark'] as const;
const LOCALES = ['en', 'ja'] as const;
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return result.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    nodes: v.nodes.map((n) => n.target.join(' ')),
  }));
}

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
