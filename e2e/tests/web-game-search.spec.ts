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

test("a game's own address is its landing page: every category and the cheapest offers in stock", async ({
  page,
  context,
}) => {
  await storeConsent(context);
  await page.goto('/games/world-of-warcraft/');
  await expect(page.getByRole('heading', { level: 1, name: 'World of Warcraft' })).toBeVisible();
  const categories = page.getByRole('navigation', { name: 'What you can buy' });
  await expect(categories.getByRole('link')).not.toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Cheapest Gold in stock' })).toBeVisible();
  await expect(page.locator('main').getByRole('heading', { level: 3 })).not.toHaveCount(0);
  await page.getByRole('link', { name: 'All Gold offers' }).click();
  await expect(page).toHaveURL('/games/world-of-warcraft/gold/');
  // A game that does not exist is the market's not-found page, not a blank one.
  await page.goto('/games/no-such-game/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This game or category does not exist.');
});
