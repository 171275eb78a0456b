import { expect, test } from './support/test';
import { storeConsent } from './web/helpers';

// Records what the first paint is made of: the theme attribute and the page background as soon as
// the document is parsed (before the app's JavaScript has run its effects).
const recordFirstPaint = () => {
  document.addEventListener('DOMContentLoaded', () => {
    const root = document.documentElement;
    (window as unknown as { firstPaint: unknown }).firstPaint = {
      theme: root.getAttribute('data-theme'),
      background: getComputedStyle(root).backgroundColor,
      lang: root.lang,
    };
  });
};
type FirstPaint = { theme: string; background: string; lang: string };
const firstPaint = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { firstPaint: FirstPaint }).firstPaint);

test.beforeEach(async ({ context }) => {
  await storeConsent(context);
  await context.addInitScript(recordFirstPaint);
});

test('an explicit dark theme survives a reload with no light flash', async ({ page, context }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const light = await firstPaint(page);
  expect(light.theme).toBe('light');

  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const darkBackground = await page.evaluate(
    () => getComputedStyle(document.documentElement).backgroundColor,
  );
  expect(darkBackground).not.toBe(light.background);

  await page.reload();
  const afterReload = await firstPaint(page);
  expect(afterReload).toMatchObject({ theme: 'dark', background: darkBackground });
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  const cookie = (await context.cookies()).find((c) => c.name === 'theme');
  expect(cookie?.value).toBe('dark');
  // About one year (spec §9), give or take the test's own run time.
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);

  // The same button goes on to light, then back to following the OS (the README's three themes).
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', { name: 'Follow the system theme' }).click();
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('system');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('with no saved choice the theme follows the operating system live', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  expect((await firstPaint(page)).theme).toBe('dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('the chosen language survives a reload', async ({ page }) => {
  await page.goto('/faq/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: '日本語' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('よくある質問');
  await expect(page).toHaveTitle('よくある質問 | Lootmarket');

  await page.reload();
  expect((await firstPaint(page)).lang).toBe('ja');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('よくある質問');
  await expect(page.getByRole('combobox', { name: '言語' })).toBeVisible();
});
