import { expect, test } from './support/test';
import { storeConsent } from './web/helpers';

test.beforeEach(async ({ context }) => {
  await storeConsent(context);
});

test('after a route change focus is on the new page heading, and Tab goes on from the top of that page', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The first paint is the prerendered copy, inert until the app takes over in place: keys go to the app.
  await expect(page.locator('#prerendered')).toBeHidden();
  // By keyboard, from the footer at the bottom of the page.
  const faq = page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' });
  await faq.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/faq/');
  const heading = page.getByRole('heading', { level: 1, name: 'Frequently asked questions' });
  await expect(heading).toBeFocused();
  // The next Tab stop is inside the new page, not back in the old page's footer.
  await page.keyboard.press('Tab');
  const next = await page.evaluate(() => {
    const active = document.activeElement;
    return Boolean(active && document.getElementById('main')?.contains(active));
  });
  expect(next).toBe(true);

  // The same after a click.
  await page.goto('/');
  await expect(page.locator('#prerendered')).toBeHidden();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact support' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});
