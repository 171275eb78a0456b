import { expect, test } from '@playwright/test';

const banner = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: 'Cookie consent' });
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
