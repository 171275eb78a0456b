import type { BrowserContext, Page } from '@playwright/test';

/** A consent already stored, so the banner stays away in journeys that are not about it. */
export async function storeConsent(context: BrowserContext, statistics = false) {
  await context.addInitScript((stats) => {
    if (!window.localStorage.getItem('cookieConsent')) {
      window.localStorage.setItem(
        'cookieConsent',
        JSON.stringify({ essential: true, functionality: true, statistics: stats, marketing: false }),
      );
    }
  }, statistics);
}

export function uniqueUser() {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  return { name: `e2e_${id}`, email: `e2e-${id}@example.com`, password: 'correct horse battery staple' };
}

/** Registers through the form; the ALTCHA widget solves its proof of work in this browser. */
export async function registerThroughForm(page: Page, user: ReturnType<typeof uniqueUser>) {
  await page.goto('/register/');
  // By field name, so it works in any interface language.
  await page.locator('input[name="name"]').fill(user.name);
  await page.locator('input[name="email"]').fill(user.email);
  await page.locator('input[name="password"]').fill(user.password);
  await page.locator('input[name="repeatPassword"]').fill(user.password);
  await page.locator('form button[type="submit"]').click();
}
