import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { registerThroughForm, storeConsent, uniqueUser } from './web/helpers';

// A real 4×4 red PNG: small, but decoded and re-encoded by the server like any photo.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWM4oaEBRwzEcQDRQxGBpDPMeQAAAABJRU5ErkJggg==',
  'base64',
);

test.beforeEach(async ({ context }) => {
  await storeConsent(context);
});

async function choose(page: Page, label: string, option: string | RegExp) {
  // In the form, not the header's game search.
  await page.getByRole('main').getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

test('a seller lists an offer with 3 photos, edits it, finds it on the category page; guests are asked to log in', async ({
  page,
  browser,
}) => {
  const seller = uniqueUser();
  await registerThroughForm(page, seller);
  await expect(page).toHaveURL('/');

  const title = `E2E gold ${seller.name}`;
  // The form asks for nothing it cannot use (a game's details before a game is chosen).
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 400 && response.status() !== 401)
      refused.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  await page.goto('/profile/products/new/');
  await expect(page.getByRole('heading', { name: 'Add product', level: 1 })).toBeVisible();

  // Every §5 rule first shows its message, and nothing is created.
  await page.getByRole('button', { name: 'Submit product' }).click();
  await expect(page.getByText('Select a valid game.').first()).toBeVisible();
  await expect(page.getByText('Title is required.')).toBeVisible();

  await choose(page, 'Game', 'World of Warcraft');
  await expect(page.getByText('Game selected!').first()).toBeVisible();
  await choose(page, 'Category', 'Gold');
  await choose(page, 'Server', /./);
  await page.getByLabel(/^Title/).fill('Gold, message me on discord: seller#1234');
  await page.getByLabel(/^Description/).fill('Hand farmed gold, delivered face to face.');
  await choose(page, 'Delivery time', '1 hour');
  await page.getByLabel(/^Price/).fill('12.34');
  await page.getByLabel(/^Quantity in stock/).fill('7');
  await page.getByRole('button', { name: 'Submit product' }).click();
  await expect(page.getByText('Sharing external contacts in text is not allowed.').first()).toBeVisible();

  await page.getByLabel(/^Title/).fill(title);
  await page
    .locator('input[type="file"]')
    .setInputFiles(
      ['a', 'b', 'c'].map((name) => ({ name: `${name}.png`, mimeType: 'image/png', buffer: PNG })),
    );
  await page.getByRole('button', { name: 'Submit product' }).click();
  await expect(page).toHaveURL(/\/offers\/[0-9a-f-]{36}\/$/);
  // One save, one toast: the offer and its photos are one submission.
  const toasts = page.locator('[data-slot="toast"]');
  await expect(toasts.filter({ hasText: 'Product submitted successfully!' })).toHaveCount(1);
  await expect(toasts.filter({ hasText: 'Photos uploaded successfully' })).toHaveCount(0);
  expect(refused).toEqual([]);
  const offerUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText(/This is your offer/)).toBeVisible();
  await expect(page.getByRole('img', { name: /Photo 1 of 3/ }).first()).toBeVisible();

  // Edit: an unchanged form is refused, a new price is saved.
  await page.getByRole('link', { name: 'Edit offer' }).click();
  await expect(page.getByRole('heading', { name: 'Edit offer', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('No changes detected. Nothing to save.')).toBeVisible();
  await page.getByLabel(/^Price/).fill('11.99');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(offerUrl);
  await expect(page.getByText('Offer updated successfully').first()).toBeVisible();
  await expect(page.getByText('$11.99').first()).toBeVisible();

  // Deleting a stored photo is said as such (spec §8), once.
  await page.getByRole('link', { name: 'Edit offer' }).click();
  await page
    .getByRole('button', { name: /^Remove / })
    .first()
    .click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(offerUrl);
  await expect(toasts.filter({ hasText: 'Images deleted successfully' })).toHaveCount(1);
  await expect(page.getByRole('img', { name: /Photo 1 of 2/ }).first()).toBeVisible();

  // The category page with filters from the URL finds it, and the filters survive a reload.
  await page.goto(
    `/games/world-of-warcraft/gold/?product=${encodeURIComponent(seller.name)}&delivery=1h&inStock=true`,
  );
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await expect(page.getByText('1 offer', { exact: true })).toBeVisible();
  await page.getByRole('radio', { name: 'List' }).click();
  await expect(page).toHaveURL(/view=list/);
  await page.reload();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await page.goto(
    `/games/world-of-warcraft/gold/?product=${encodeURIComponent(seller.name)}&delivery=instant`,
  );
  await expect(page.getByText('No offers match these filters.')).toBeVisible();

  // A guest sees the offer and is asked to log in to buy.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(offerUrl);
  await expect(guest.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(guest.getByRole('link', { name: 'Log in to buy' })).toBeVisible();
  await expect(guest.getByText(/This is your offer/)).toHaveCount(0);
  await guestContext.close();

  // My products: deactivate, show active only, delete.
  await page.goto('/profile/products/');
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Deactivate' }).click();
  await expect(row.getByText('Inactive')).toBeVisible();
  await page.getByRole('switch', { name: 'Show active only' }).click();
  await expect(page).toHaveURL(/active=true/);
  await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
  await page.getByRole('switch', { name: 'Show active only' }).click();
  await page.getByRole('listitem').filter({ hasText: title }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Offer and all images deleted successfully').first()).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
});
