import { expect, type Page, test } from '@playwright/test';
import { registerThroughForm, storeConsent, uniqueUser } from './web/helpers';

test.beforeEach(async ({ context }) => {
  await storeConsent(context);
});

/**
 * Issue #19 point 14: every signed-in page has the site header (bell, language, theme, the user menu
 * with Log out) and the one account navigation with its current section marked.
 */
async function expectAccountShell(page: Page, userName: string, current: string | RegExp) {
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  await expect(header.getByRole('link', { name: /^Messages/ })).toHaveAttribute('href', '/chat/');
  await expect(header.getByRole('button', { name: /^Switch to/ })).toBeVisible();
  await header.getByRole('button', { name: `Account menu: ${userName}` }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'My products' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: /^Messages/ })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  const nav = page.getByRole('navigation', { name: 'Your account' });
  await expect(nav.getByRole('link', { name: current })).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
}

test('the profile, product and chat pages share the header and the account navigation', async ({
  page,
}) => {
  const user = uniqueUser();
  await registerThroughForm(page, user);

  await page.goto('/profile/products/');
  await expect(page.getByRole('heading', { name: 'My products', level: 1 })).toBeVisible();
  await expectAccountShell(page, user.name, 'My products');
  // The bare layout of spec §2: no marketing footer.
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  await page.goto('/profile/products/new/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccountShell(page, user.name, 'My products');

  await page.goto('/chat/');
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  await expectAccountShell(page, user.name, /^Messages/);

  // The navigation leads between the sections, and the menu signs out.
  await page
    .getByRole('navigation', { name: 'Your account' })
    .getByRole('link', { name: 'My account' })
    .click();
  await expect(page).toHaveURL('/profile/dashboard/');
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
  await expectAccountShell(page, user.name, 'My account');

  await page.goto('/profile/wallet/');
  await expectAccountShell(page, user.name, 'Wallet');

  // A 360 px phone: the navigation scrolls sideways, the page does not.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/profile/products/');
  await expectAccountShell(page, user.name, 'My products');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.getByRole('button', { name: `Account menu: ${user.name}` }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('navigation', { name: 'Your account' })).toHaveCount(0);
});
