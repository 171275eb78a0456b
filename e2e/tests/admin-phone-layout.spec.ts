import type { BrowserContextOptions, Page } from '@playwright/test';
import { expectFits, PHONE, PHONE_LOCALES } from './support/phone';
import { ADMIN_PAGES, DEMO_ADMIN } from './support/routes';
import { expect, test } from './support/test';
import { storeConsent } from './web/helpers';

/*
 * The back office on a 360 px and a 390 px phone, in all seven languages: every section, an
 * order search with rows, a user's view and its destructive dialog. Fails on any sideways scroll,
 * anything reaching past the screen's edge outside a scrolling strip, and any part of the header or
 * an open dialog cut off (support/phone.ts).
 */

const ADMIN = DEMO_ADMIN;
const ROUTES = [
  ...ADMIN_PAGES,
  // The demo buyer's orders: rows, shown as cards on a phone.
  '/admin/orders/?q=buyer%40lootmarket.local',
];

test.describe.configure({ mode: 'parallel' });

async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

let state: BrowserContextOptions['storageState'];

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  await storeConsent(context);
  const page = await context.newPage();
  await page.goto('/admin/login/');
  await page.getByLabel(/^Email/).fill(ADMIN.email);
  await page.getByLabel(/^Password/).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  // The human check's proof of work is solved in the browser: slow on a busy machine.
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible({ timeout: 30_000 });
  state = await context.storageState();
  await context.close();
});

for (const locale of PHONE_LOCALES) {
  test(`the back office fits at 360 and 390 px in ${locale}`, async ({ browser }) => {
    test.setTimeout(240_000);
    const context = await browser.newContext({ ...PHONE, locale, storageState: state });
    await context.addCookies([{ name: 'lang', value: locale, url: 'http://localhost' }]);
    const page = await context.newPage();
    for (const route of ROUTES) {
      await page.goto(route);
      await settle(page);
      // The section itself in the reader's language, not a redirect to the dashboard.
      await expect(page).toHaveURL(route);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expectFits(page, `admin ${locale} ${route}`);
    }
    // A user's view and its destructive dialog (Ban).
    await page.goto('/admin/users/?q=support%40lootmarket.local');
    await settle(page);
    await page.locator('main a[href^="/admin/users/"]').first().click();
    await expect(page).toHaveURL(/\/admin\/users\/[^/?]+\/$/);
    await settle(page);
    await expectFits(page, `admin ${locale} user view`);
    await page.locator('main button[data-variant="destructive"]').first().click();
    await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toBeVisible();
    await expectFits(page, `admin ${locale} ban dialog`);
    await context.close();
  });
}
