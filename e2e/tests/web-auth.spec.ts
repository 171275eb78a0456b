import { expect, test } from '@playwright/test';
import { registerThroughForm, storeConsent, uniqueUser } from './web/helpers';

test.beforeEach(async ({ context }) => {
  await storeConsent(context);
});

test('register, log out, log in and log out again', async ({ page }) => {
  const user = uniqueUser();
  await registerThroughForm(page, user);
  await expect(page.getByText('Account created – logging in…').first()).toBeVisible();
  await expect(page).toHaveURL('/');
  const menu = page.getByRole('button', { name: `Account menu: ${user.name}` });
  await expect(menu).toBeVisible();

  await menu.click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => fetch('/api/auth/readToken').then((r) => r.json()))).toEqual({
    token: null,
  });

  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/login/');
  await page.getByLabel(/^Email/).fill(user.email);
  await page.getByLabel(/^Password/).fill('not the password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Wrong email or password.');
  // The form keeps what was typed.
  await expect(page.getByLabel(/^Email/)).toHaveValue(user.email);

  await page.getByLabel(/^Password/).fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/');
  await page.getByRole('button', { name: `Account menu: ${user.name}` }).click();
  await page.getByRole('menuitem', { name: 'My account' }).click();
  await expect(page).toHaveURL('/profile/dashboard/');
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
  await expect(page.getByText('Phone verification is temporarily unavailable.')).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);

  await page.goto('/');
  await page.getByRole('button', { name: `Account menu: ${user.name}` }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Register' })).toBeVisible();
});

test('register keeps the fields and names the problem when the email is taken or passwords differ', async ({
  page,
}) => {
  const user = uniqueUser();
  await page.goto('/register/');
  await page.getByLabel(/^Username/).fill(user.name);
  await page.getByLabel(/^Email/).fill(user.email);
  await page.getByLabel(/^Password/).fill(user.password);
  await page.getByLabel(/^Repeat password/).fill(`${user.password}!`);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Passwords do not match.');
  await expect(page.getByLabel(/^Username/)).toHaveValue(user.name);

  const admin = 'admin@lootmarket.local';
  await page.getByLabel(/^Email/).fill(admin);
  await page.getByLabel(/^Repeat password/).fill(user.password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'This email is already registered. Please log in.',
  );
  await expect(page.getByLabel(/^Email/)).toHaveValue(admin);
  await expect(page).toHaveURL('/register/');
});

test('a 401 from /api/v1/client clears the session and opens /login/', async ({ page }) => {
  const user = uniqueUser();
  await registerThroughForm(page, user);
  await expect(page.getByRole('button', { name: `Account menu: ${user.name}` })).toBeVisible();

  // The server now refuses the session (as after a revocation elsewhere).
  await page.route('**/api/v1/client', (route) =>
    route.fulfill({
      status: 401,
      json: {
        error: { code: 'UNAUTHENTICATED', message: 'Token not found – please login.' },
        requestId: 'e2e',
      },
    }),
  );
  await page.goto('/faq/');
  await expect(page).toHaveURL('/login/');
  await expect(page.getByRole('link', { name: 'Register' })).toBeVisible();
});

test('a sign-in provider that is not configured brings the user back to /login/ with the reason', async ({
  page,
}) => {
  await page.goto('/login/');
  await page.getByRole('link', { name: 'Continue with GitHub' }).click();
  await expect(page).toHaveURL('/login/?error=OAUTH_PROVIDER_DISABLED');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('This sign-in method is not available.');
});
