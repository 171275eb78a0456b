import { expect, type Page } from '@playwright/test';

/** The staff accounts the first start seeds (README "Demo accounts"). */
export const ADMIN = { email: 'admin@lootmarket.local', password: 'Lootmarket-admin-2026!' };
export const SUPPORT = { email: 'support@lootmarket.local', password: 'Lootmarket-support-2026!' };

/** Signs in on the back office's own sign-in page (the ALTCHA widget solves its proof in the page). */
export async function staffSignIn(page: Page, who: { email: string; password: string }, path = '/admin/') {
  await page.goto(path);
  await expect(page).toHaveURL(/\/admin\/login\//);
  await page.getByLabel(/^Email/).fill(who.email);
  await page.getByLabel(/^Password/).fill(who.password);
  // The invisible human check mounts after the form: a click before it answers "Could not obtain
  // token" (and a person simply presses the button again). With two workers that race is common.
  await expect(page.locator('altcha-widget')).toBeAttached();
  await page.getByRole('button', { name: 'Log in' }).click();
  const alert = page.getByRole('alert');
  await expect(page)
    .toHaveURL(/\/admin\/(?!login\/)/, { timeout: 30_000 })
    .catch(async () => {
      if (await alert.isVisible()) await page.getByRole('button', { name: 'Log in' }).click();
    });
}
