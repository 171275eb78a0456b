import { expect, test } from '@playwright/test';
import { storeConsent } from './web/helpers';

// GET /api/v1/games/footer is not served yet (the games catalog API is a later step); until it is,
// this journey answers that one call itself, in the shape of spec §3 (title and links).
const FOOTER_GAMES = Array.from({ length: 20 }, (_, index) => ({
  title: `Game ${index + 1}`,
  links: [
    { href: `/games/game-${index + 1}/gold/`, label: 'Gold' },
    { href: `/games/game-${index + 1}/account/`, label: 'Accounts' },
  ],
}));

test('the footer loads its games near the viewport, toggles 12 / all, and scrolls back to top', async ({
  page,
  context,
}) => {
  await storeConsent(context);
  let footerRequests = 0;
  await page.route('**/api/v1/games/footer', (route) => {
    footerRequests += 1;
    return route.fulfill({ json: { games: FOOTER_GAMES } });
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
  await expect(page.getByRole('button', { name: 'Back to top' })).toBeHidden();

  const toggle = page.getByRole('button', { name: 'Show all games' });
  await toggle.scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'Back to top' })).toBeVisible();
  await toggle.click();
  await expect(games).toHaveCount(20);
  await expect(page.getByRole('button', { name: 'Show fewer games' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await page.getByRole('button', { name: 'Show fewer games' }).click();
  await expect(games).toHaveCount(12);
  await expect(page.getByRole('link', { name: 'Accounts' }).first()).toHaveAttribute(
    'href',
    '/games/game-1/account/',
  );

  await page.getByRole('button', { name: 'Back to top' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('button', { name: 'Back to top' })).toBeHidden();
  expect(footerRequests).toBe(1);
});
