import { expect, test } from './support/test';
import { api, listGoldOffer, signedInPage, storeConsent, tokenOf } from './web/helpers';

const SUPPORT = { email: 'support@lootmarket.local', password: 'Lootmarket-support-2026!' };
/** The human check's proof of work is solved in the browser: seconds on a busy machine. */
const HUMAN_CHECK = { timeout: 30_000 };

test.beforeEach(async ({ context }) => {
  await storeConsent(context);
});

test('a take-down holds an offer off until staff lift it: the seller sees why, staff lift it in the back office', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const seller = await signedInPage(browser);
  const title = `Locked gold ${seller.user.name}`;
  const offer = await listGoldOffer(seller, {
    title,
    description: 'Hand farmed gold, delivered face to face.',
    price: '9.99',
    quantity: 4,
  });

  // A support agent signs in to the back office and takes the offer down.
  await page.goto('/admin/moderation/?filter=locked');
  await expect(page).toHaveURL(/\/admin\/login\//);
  await page.getByLabel(/^Email/).fill(SUPPORT.email);
  await page.getByLabel(/^Password/).fill(SUPPORT.password);
  // The invisible human check mounts after the form: a click before it answers "Could not obtain token".
  await expect(page.locator('altcha-widget')).toBeAttached();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Moderation queue', level: 1 })).toBeVisible(HUMAN_CHECK);
  const reason = 'The description sends buyers to another site.';
  await api(page, await tokenOf(page), `/api/v1/admin/moderation/offers/${offer.id}/deactivate`, 'POST', {
    reason,
  });

  // The seller: no Activate button, the reason on My products and on the edit page.
  const { page: sellerPage } = seller;
  await sellerPage.goto('/profile/products/');
  const row = sellerPage.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText('Taken down', { exact: true })).toBeVisible();
  await expect(row.getByText(`Reason: ${reason}`)).toBeVisible();
  await expect(row.getByRole('button', { name: 'Activate' })).toHaveCount(0);
  await sellerPage.goto(`/profile/products/${offer.id}/edit/`);
  await expect(sellerPage.getByText('Taken down by moderators')).toBeVisible();
  await expect(sellerPage.getByText(`Reason: ${reason}`)).toBeVisible();

  // Staff find it under "Taken down" and lift the take-down with a reason.
  await page.reload();
  // The card is the innermost section holding the offer's heading.
  const card = page.locator('section', { has: page.getByRole('heading', { name: title }) }).last();
  await expect(card.getByText(`Reason: ${reason}`)).toBeVisible();
  await card.getByRole('button', { name: 'Lift take-down' }).click();
  const dialog = page.getByRole('dialog', { name: `Lift the take-down of “${title}”?` });
  await dialog.getByLabel(/^Reason/).fill('The link is gone.');
  await dialog.getByRole('button', { name: 'Lift take-down' }).click();
  await expect(page.getByText('Take-down lifted; the seller was told.').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);

  // The seller may switch it on again.
  await sellerPage.goto('/profile/products/');
  const again = sellerPage.getByRole('listitem').filter({ hasText: title });
  await expect(again.getByText('Inactive')).toBeVisible();
  await again.getByRole('button', { name: 'Activate' }).click();
  await expect(again.getByText('Active', { exact: true })).toBeVisible();
  await sellerPage.context().close();
});
