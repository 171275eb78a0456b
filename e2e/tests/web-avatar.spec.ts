import { ADMIN, staffSignIn } from './support/staff';
import { expect, test } from './support/test';
import { HUMAN_CHECK, listGoldOffer, signedInPage } from './web/helpers';

// A real 4×4 red PNG: small, but decoded, cut square and re-encoded by the server like any avatar.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWM4oaEBRwzEcQDRQxGBpDPMeQAAAABJRU5ErkJggg==',
  'base64',
);
const AVATAR_URL = /^\/uploads\/offers\/[0-9a-f-]{36}-128\.webp$/;

test('a seller uploads an avatar in My account with the keyboard; buyers see it on the market and the offer page; removed, the initials come back', async ({
  browser,
}) => {
  const seller = await signedInPage(browser);
  const { page } = seller;
  const title = `E2E avatar gold ${seller.user.name}`;
  const offer = await listGoldOffer(seller, {
    title,
    description: 'Listed by the avatar journey.',
    price: '0.50',
    quantity: 3,
  });

  await page.goto('/profile/dashboard/');
  const field = page.getByRole('group', { name: 'Avatar' });
  await expect(field).toBeVisible(HUMAN_CHECK);
  const input = field.getByLabel('Upload a picture');
  await expect(field.getByText('Upload a picture')).toBeVisible();
  // The file input is reached by keyboard; the picker itself is the browser's, so the file is set here.
  await input.focus();
  await expect(input).toBeFocused();
  await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Avatar saved.', { exact: true })).toBeVisible();
  const preview = field.locator('img');
  await expect(preview).toHaveAttribute('src', AVATAR_URL);
  const src = (await preview.getAttribute('src')) ?? '';
  await expect
    .poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBe(128);

  // A buyer's view (no session needed): the market card, the dense table and the offer page.
  const guest = await browser.newPage();
  await guest.goto(`/games/world-of-warcraft/gold/?product=${encodeURIComponent(title)}`);
  const card = guest.getByRole('main').locator('[data-slot="seller-badge"]').first();
  await expect(card).toContainText(seller.user.name);
  await expect(card.locator('img')).toHaveAttribute('src', src);
  await expect(card.locator('img')).toHaveAttribute('alt', '');
  await guest.goto(`/games/world-of-warcraft/gold/?product=${encodeURIComponent(title)}&view=list`);
  const row = guest.getByRole('row').filter({ hasText: title });
  await expect(row.locator('[data-slot="seller-badge"] img')).toHaveAttribute('src', src);
  await guest.goto(`/offers/${offer.id}/`);
  const panel = guest.getByRole('main').locator('[data-slot="seller-badge"]');
  await expect(panel.locator('img')).toHaveAttribute('src', src);
  await expect
    .poll(() =>
      panel.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
    )
    .toBeGreaterThan(0);

  // Removed: the file is gone and the initials are drawn again.
  await field.getByRole('button', { name: 'Remove picture' }).click();
  await expect(page.getByText('Avatar removed.', { exact: true })).toBeVisible();
  await expect(field.locator('img')).toHaveCount(0);
  await expect(field.locator('[data-slot="avatar-picture"]')).toHaveAttribute('data-state', 'initials');
  expect((await page.request.get(src)).status()).toBe(404);
  await guest.close();
});

test('an avatar that is not an image is refused with its reason; nothing changes', async ({ browser }) => {
  const { page } = await signedInPage(browser);
  await page.goto('/profile/dashboard/');
  const field = page.getByRole('group', { name: 'Avatar' });
  await field
    .getByLabel('Upload a picture')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
  await expect(field.getByRole('alert')).toHaveText('Only JPEG, PNG or WebP images can be uploaded.');
  await expect(field.locator('img')).toHaveCount(0);
  await expect(field.getByRole('button', { name: 'Remove picture' })).toHaveCount(0);
});

test('staff take down an offensive avatar in the back office with a reason: the file goes, the initials come back, the audit log says who and why', async ({
  browser,
}) => {
  const owner = await signedInPage(browser);
  await owner.page.goto('/profile/dashboard/');
  const field = owner.page.getByRole('group', { name: 'Avatar' });
  await field
    .getByLabel('Upload a picture')
    .setInputFiles({ name: 'rude.png', mimeType: 'image/png', buffer: PNG });
  await expect(field.locator('img')).toHaveAttribute('src', AVATAR_URL);
  const src = (await field.locator('img').getAttribute('src')) ?? '';

  const staff = await browser.newPage();
  await staffSignIn(staff, ADMIN);
  await expect(staff.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible(HUMAN_CHECK);
  await staff.goto(`/admin/users/?q=${encodeURIComponent(owner.user.email)}`);
  await staff.getByRole('link', { name: owner.user.name }).click();
  await expect(staff.getByRole('heading', { name: owner.user.name, level: 1 })).toBeVisible();
  await expect(staff.getByRole('img', { name: owner.user.name }).locator('img')).toHaveAttribute('src', src);
  await staff.getByRole('button', { name: 'Remove avatar' }).click();
  const dialog = staff.getByRole('dialog', { name: `Remove the avatar of ${owner.user.name}?` });
  await dialog.getByLabel(/^Reason/).fill('Offensive picture');
  await dialog.getByRole('button', { name: 'Remove avatar' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    staff.getByText(`The avatar of ${owner.user.name} is removed.`, { exact: true }),
  ).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Remove avatar' })).toHaveCount(0);
  expect((await staff.request.get(src)).status()).toBe(404);

  await owner.page.reload();
  await expect(field.locator('[data-slot="avatar-picture"]')).toHaveAttribute('data-state', 'initials');
  await staff.goto('/admin/audit/');
  await expect(staff.getByText('Offensive picture').first()).toBeVisible();
  await staff.close();
});
