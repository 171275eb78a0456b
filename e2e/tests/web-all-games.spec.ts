import { expect, test } from './support/test';
import { storeConsent } from './web/helpers';

test("a guest follows the header's Currency link to the games that sell currency, and on to a gold market", async ({
  page,
  context,
}) => {
  await storeConsent(context);
  await page.goto('/faq/');
  const categories = page.getByRole('banner').getByRole('navigation', { name: 'Categories' });
  await categories.getByRole('link', { name: 'Currency' }).click();
  await expect(page).toHaveURL('/games/?group=currency');
  await expect(page.getByRole('heading', { level: 1, name: 'All games' })).toBeVisible();
  await expect(categories.getByRole('link', { name: 'Currency' })).toHaveAttribute('aria-current', 'page');
  const main = page.locator('main');
  await expect(
    main.getByRole('navigation', { name: 'Product type' }).getByRole('link', { name: 'Currency' }),
  ).toHaveAttribute('aria-current', 'page');

  // Filtered: a gift card is not currency; World of Warcraft leads to its gold market, not its landing page.
  const wow = main.getByRole('link', { name: 'World of Warcraft', exact: true });
  await expect(wow).toHaveAttribute('href', '/games/world-of-warcraft/gold/');
  await expect(main.getByRole('link', { name: 'Steam', exact: true })).toHaveCount(0);

  // By keyboard: the letter index jumps to W, and Tab goes on to its first game.
  await main
    .getByRole('navigation', { name: 'Games by letter' })
    .getByRole('link', { name: 'W' })
    .press('Enter');
  await expect(main.getByRole('heading', { level: 2, name: 'W' })).toBeFocused();
  await expect(page).toHaveURL('/games/?group=currency#games-letter-W');
  await page.keyboard.press('Tab');
  await expect(main.getByRole('region', { name: 'W' }).getByRole('link').first()).toBeFocused();
  await wow.press('Enter');
  await expect(page).toHaveURL('/games/world-of-warcraft/gold/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('World of Warcraft');
});

test('a link to a letter of the all-games page, opened directly, shows that letter once the list has loaded', async ({
  page,
  context,
}) => {
  await storeConsent(context);
  await page.setViewportSize({ width: 390, height: 700 });
  // The catalogue answers a moment late, as on a slow network: the letters are not on the page at first.
  await page.route('**/api/v1/games', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await page.goto('/games/#games-letter-W');
  const main = page.locator('main');
  const w = main.getByRole('heading', { level: 2, name: 'W' });
  await expect(w).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect(main.getByRole('link', { name: 'World of Warcraft', exact: true })).toBeInViewport();

  // Back from a game to the list: the reader's place is kept, not the letter's again.
  await page.evaluate(() => window.scrollBy(0, -200));
  const place = await page.evaluate(() => window.scrollY);
  await main.getByRole('link', { name: 'World of Warcraft', exact: true }).click();
  await expect(page).toHaveURL('/games/world-of-warcraft/');
  await page.goBack();
  await expect(w).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(place);
});
