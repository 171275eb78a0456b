import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import {
  apiAs,
  listGoldOffer,
  registerThroughForm,
  signedInPage,
  storeConsent,
  uniqueUser,
} from './web/helpers';

test.beforeEach(async ({ context }) => {
  await storeConsent(context);
});

/**
 * Every signed-in page has the site header (bell, language, theme, the user menu
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

test('the profile, product and chat pages share the header and the account navigation', async ({ page }) => {
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

test('a new message raises the unread count in the header, the menu and the account navigation', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const seller = await signedInPage(browser);
  const buyer = await signedInPage(browser);
  const offer = await listGoldOffer(seller, {
    title: `Shell gold ${seller.user.name}`,
    description: 'Hand farmed gold, delivered by mail in game.',
    price: '5.00',
    quantity: 2,
  });

  await seller.page.goto('/profile/products/');
  const header = seller.page.getByRole('banner');
  await expect(header.getByRole('link', { name: /^Messages/ })).toHaveAccessibleName('Messages');

  const { conversation } = await apiAs<{ conversation: { id: string } }>(
    buyer.page.request,
    buyer.token,
    'POST',
    '/api/v1/chat/conversations',
    { offerId: offer.id },
  );
  await apiAs(
    buyer.page.request,
    buyer.token,
    'POST',
    `/api/v1/chat/conversations/${conversation.id}/messages`,
    {
      body: 'Is the gold still there?',
    },
  );

  // Live, without a reload: the message's notification refreshes the count everywhere.
  await expect(header.getByRole('link', { name: /^Messages/ })).toHaveAccessibleName('Messages, 1 unread');
  const nav = seller.page.getByRole('navigation', { name: 'Your account' });
  await expect(nav.getByRole('link', { name: 'Messages 1 unread message' })).toBeVisible();
  await header.getByRole('button', { name: `Account menu: ${seller.user.name}` }).click();
  await seller.page.getByRole('menuitem', { name: 'Messages 1 unread message' }).click();
  await expect(seller.page).toHaveURL('/chat/');

  // Reading the conversation clears it.
  await seller.page.getByRole('navigation', { name: 'Conversations' }).getByRole('link').first().click();
  await expect(seller.page.getByRole('log').getByText('Is the gold still there?')).toBeVisible();
  await expect(header.getByRole('link', { name: /^Messages/ })).toHaveAccessibleName('Messages');
  await expect(nav.getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'page');
});
