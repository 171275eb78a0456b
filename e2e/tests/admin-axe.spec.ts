import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ADMIN_PAGES, DEMO_ADMIN } from './support/routes';
import { expect, test } from './support/test';
import { registerThroughForm, storeConsent, uniqueUser } from './web/helpers';

const ADMIN = DEMO_ADMIN;
const ROUTES = ADMIN_PAGES;
const THEMES = ['light', 'dark'] as const;
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
  // Generous: two shared cores run several builds and servers at once.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  // Data-driven parts in their final state (loaded or failed), not a timer.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function signIn(page: Page) {
  await page.goto('/admin/login/');
  await page.getByLabel(/^Email/).fill(ADMIN.email);
  await page.getByLabel(/^Password/).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  // The human check's proof of work is solved in the browser: slow on a busy machine.
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible({ timeout: 30_000 });
}

for (const theme of THEMES) {
  test.describe(`admin, ${theme}`, () => {
    test.beforeEach(async ({ context }) => {
      await storeConsent(context);
      await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
    });

    test('the sign-in page has no axe violations', async ({ page }) => {
      await page.goto('/admin/login/');
      await settle(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      expect(await violations(page)).toEqual([]);
    });

    test('every section has no axe violations, nor its open dialogs', async ({ page }) => {
      // Seven axe runs on a shared two-core machine.
      test.setTimeout(150_000);
      await signIn(page);
      for (const route of ROUTES) {
        await page.goto(route);
        await settle(page);
        // The section itself, not a redirect to the dashboard.
        await expect(page).toHaveURL(route);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        expect(await violations(page), `${route} (${theme})`).toEqual([]);
      }
      // The order search with rows: the demo buyer's orders.
      await page.goto('/admin/orders/?q=buyer%40lootmarket.local');
      await settle(page);
      await expect(page.getByText(/^[1-9]\d* results$/)).toBeVisible();
      expect(await violations(page), `order search (${theme})`).toEqual([]);
      // A user's view and its destructive dialog.
      await page.goto('/admin/users/?q=support%40lootmarket.local');
      await page.getByRole('link', { name: 'support', exact: true }).click();
      await settle(page);
      expect(await violations(page), `user view (${theme})`).toEqual([]);
      await page.getByRole('button', { name: 'Ban' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await violations(page), `ban dialog (${theme})`).toEqual([]);
    });

    test('"No access" has no axe violations', async ({ page }) => {
      await registerThroughForm(page, uniqueUser());
      // The sign-up's invisible proof of work runs in the browser: on a busy machine it takes seconds.
      await expect(page).toHaveURL('/', { timeout: 30_000 });
      await page.goto('/admin/');
      await settle(page);
      expect(await violations(page)).toEqual([]);
    });
  });
}
