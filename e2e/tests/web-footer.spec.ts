import { expect, test } from './support/test';
import { storeConsent } from './web/helpers';

test('the footer loads its games near the viewport, toggles 12 / all, and scrolls back to top', async ({
  page,
  context,
  request,
}) => {
  await storeConsent(context);
  const catalog = (await (await request.get('/api/v1/games/footer')).json()) as {
    games: Array<{ title: string; links: Array<{ href: string; label: string }> }>;
  };
  expect(catalog.games.length).toBeGreaterThan(12);

  let footerRequests = 0;
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/v1/games/footer') footerRequests += 1;
  });
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto('/legal/privacy/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const distance = await page.evaluate(
    () => (document.querySelector('footer')?.getBoundingClientRect().top ?? 0) - window.innerHeight,
  );
  expect(distance, 'the page must start more than 600 px above the footer').toBeGreaterThan(600);
  expect(footerRequests).toBe(0);

  // Within 600 px of the footer, but not on it yet.
  await page.evaluate((d) => window.scrollTo(0, d - 500), distance);
  await expect.poll(() => footerRequests).toBe(1);
  const games = page.locator('[data-slot="footer-game"]');
  await expect(games).toHaveCount(12);
  const first = catalog.games[0];
  await expect(games.first()).toContainText(first?.title ?? '');
  await expect(games.first().getByRole('link', { name: first?.links[0]?.label })).toHaveAttribute(
    'href',
    first?.links[0]?.href ?? '',
  );
  await expect(page.getByRole('button', { name: 'Back to top' })).toBeHidden();

  const toggle = page.getByRole('button', { name: 'Show all games' });
  await toggle.scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'Back to top' })).toBeVisible();
  await toggle.click();
  await expect(games).toHaveCount(catalog.games.length);
  const fewer = page.getByRole('button', { name: 'Show fewer games' });
  await expect(fewer).toHaveAttribute('aria-expanded', 'true');
  await fewer.click();
  await expect(games).toHaveCount(12);

  await page.getByRole('button', { name: 'Back to top' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('button', { name: 'Back to top' })).toBeHidden();
  expect(footerRequests).toBe(1);
});

test('the header search suggests games as you type and opens the chosen one', async ({ page, context }) => {
  await storeConsent(context);
  await page.goto('/');
  const search = page.getByRole('banner').getByRole('combobox', { name: 'Search games' });
  await search.fill('warcraft');
  // The suggestions are portalled to the body (the header must not clip them): find them by their list.
  const options = page.getByRole('listbox', { name: 'Search games' }).getByRole('option');
  const [best, next] = [options.first(), options.nth(1)];
  await expect(best).toBeVisible();
  await expect(best).toContainText(/warcraft/i);
  // The best match is highlighted as the results arrive (Enter alone would open it); the arrows move on.
  await expect(search).toHaveAttribute('aria-activedescendant', (await best.getAttribute('id')) ?? '');
  await expect(next).toContainText(/warcraft/i);
  await search.press('ArrowDown');
  await expect(search).toHaveAttribute('aria-activedescendant', (await next.getAttribute('id')) ?? '');
  const chosen = (await next.textContent()) ?? '';
  await search.press('Enter');
  await expect(page).toHaveURL(/\/games\/[a-z0-9-]+\/[a-z_]+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(chosen);
});
