import { expect, test } from './support/test';

// The live banner in the app's root: on a first visit the prerendered copy's banner is on screen too
// until the live one has loaded, and a check in that moment found two.
const banner = (page: import('@playwright/test').Page) =>
  page.locator('#root').getByRole('region', { name: 'Cookie consent' });
const storedConsent = (page: import('@playwright/test').Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cookieConsent') ?? 'null'));

test('accept all stores every category and hides the banner for good', async ({ page }) => {
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await storedConsent(page)).toEqual({
    essential: true,
    functionality: true,
    statistics: true,
    marketing: true,
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
});

test('manage cookies saves exactly the chosen selection', async ({ page }) => {
  await page.goto('/faq/');
  await banner(page).getByRole('button', { name: 'Manage cookies' }).click();
  const essential = banner(page).getByRole('switch', { name: 'Essential' });
  await expect(essential).toBeChecked();
  await expect(essential).toBeDisabled();
  const statistics = banner(page).getByRole('switch', { name: 'Statistics' });
  await statistics.click();
  await expect(statistics).toBeChecked();
  await expect(banner(page).getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
  await banner(page).getByRole('button', { name: 'Save selection' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await storedConsent(page)).toEqual({
    essential: true,
    functionality: false,
    statistics: true,
    marketing: false,
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
});

test('with Functionality declined, language and theme work for the visit but nothing is written; Cookie settings changes that at any time', async ({
  page,
  context,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  const remembered = async () => ({
    cookies: (await context.cookies())
      .filter((c) => c.name === 'lang' || c.name === 'theme')
      .map((c) => c.name)
      .sort(),
    storage: await page.evaluate(() => [localStorage.getItem('language'), localStorage.getItem('theme')]),
  });
  await page.goto('/faq/');
  await banner(page).getByRole('button', { name: 'Manage cookies' }).click();
  await banner(page).getByRole('button', { name: 'Save selection' }).click();
  await expect(banner(page)).toBeHidden();

  // Both choices apply now, for this visit.
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Deutsch' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(await remembered()).toEqual({ cookies: [], storage: [null, null] });

  // The footer reopens the choice made before, on its manage view, with the keyboard in it.
  await page.getByRole('button', { name: 'Cookie-Einstellungen' }).click();
  const reopened = page.getByRole('region', { name: 'Cookie-Einwilligung' });
  await expect(reopened).toHaveAttribute('data-view', 'manage');
  const functionality = reopened.getByRole('switch', { name: 'Funktional' });
  await expect(functionality).not.toBeChecked();
  await expect(functionality).toBeFocused();
  await page.keyboard.press('Space');
  await expect(functionality).toBeChecked();
  await reopened.getByRole('button', { name: 'Auswahl speichern' }).click();
  await expect(reopened).toBeHidden();
  // Allowed now: the visit's choices are kept.
  await expect.poll(remembered).toEqual({ cookies: ['lang', 'theme'], storage: ['de', 'dark'] });

  // Declined again: what was kept is removed, and the page keeps its look for the visit.
  await page.getByRole('button', { name: 'Cookie-Einstellungen' }).click();
  await reopened.getByRole('switch', { name: 'Funktional' }).click();
  await reopened.getByRole('button', { name: 'Auswahl speichern' }).click();
  await expect.poll(remembered).toEqual({ cookies: [], storage: [null, null] });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});
