import { expect, test } from './support/test';
import { storeConsent } from './web/helpers';

test('Enter in the header search opens the best match, by keyboard alone', async ({ page, context }) => {
  await storeConsent(context);
  await page.goto('/faq/');
  const search = page.getByRole('banner').getByRole('combobox', { name: 'Search games' });
  await search.fill('world of war');
  // The best match is highlighted as the results arrive, so Enter takes it without an arrow key.
  const best = page.getByRole('option', { name: 'World of Warcraft', exact: true });
  await expect(best).toHaveAttribute('aria-selected', 'true');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/games\/world-of-warcraft\//);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('World of Warcraft');
});
