import { expect, test } from './support/test';

test('the server is healthy and ready', async ({ request }) => {
  const health = await request.get('/healthz');
  expect(health.status()).toBe(200);
  const ready = await request.get('/readyz');
  expect(ready.status()).toBe(200);
});

test('the web shell answers at / in the main layout', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the admin shell answers at /admin/', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto('/admin/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/admin\//);
  await expect(page.getByRole('main')).toBeVisible();
  expect(errors).toEqual([]);
});
