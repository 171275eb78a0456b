import { expect, test } from './support/test';
import {
  mailbox,
  mailText,
  registerThroughForm,
  registrationLink,
  storeConsent,
  submitRegisterForm,
  uniqueUser,
} from './web/helpers';

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
  // The account shell: the site header stays, the marketing footer does not.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  await page.goto('/');
  await page.getByRole('button', { name: `Account menu: ${user.name}` }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Register' })).toBeVisible();
});

test('register keeps the fields on errors, and answers a registered email exactly like a new one', async ({
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

  // Usernames are public: a taken one is named at once.
  await page.getByLabel(/^Username/).fill('admin');
  await page.getByLabel(/^Repeat password/).fill(user.password);
  await expect(page.locator('altcha-widget')).toBeAttached();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('This username is already taken.');
  await expect(page.getByLabel(/^Email/)).toHaveValue(user.email);

  // E-mails are not: the seeded admin's address gets the same answer a new one gets…
  const smtp = await mailbox();
  const admin = 'admin@lootmarket.local';
  await page.getByLabel(/^Username/).fill(user.name);
  await page.getByLabel(/^Email/).fill(admin);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toContainText(`We have sent a mail to ${admin}.`);
  await expect(page).toHaveURL('/register/');
  // …and the owner is told by mail that they already have an account.
  await expect
    .poll(() =>
      smtp.received.some(
        (mail) =>
          mail.to.includes(admin) && mailText(mail.data).includes('You already have a Lootmarket account'),
      ),
    )
    .toBe(true);

  // Back to the form, as it was.
  await page.getByRole('button', { name: 'Change the address' }).click();
  await expect(page.getByLabel(/^Email/)).toHaveValue(admin);
  await expect(page.getByLabel(/^Username/)).toHaveValue(user.name);
});

test('the mailed link opened in another browser asks for the password chosen at registration', async ({
  page,
  browser,
}) => {
  const user = uniqueUser();
  await submitRegisterForm(page, user);
  const link = await registrationLink(user.email);

  // Another device: no registration cookie, so the link alone creates nothing.
  const phone = await browser.newContext();
  await storeConsent(phone);
  const other = await phone.newPage();
  await other.goto(link);
  await expect(other.getByRole('heading', { level: 1, name: 'Confirm your account' })).toBeVisible();
  const password = other.getByLabel(/^Password/);
  await password.fill('not the password');
  await other.getByRole('button', { name: 'Create my account' }).click();
  await expect(other.getByRole('main').getByRole('alert')).toHaveText(
    'Enter the password you chose when you registered.',
  );
  await password.fill(user.password);
  await other.getByRole('button', { name: 'Create my account' }).click();
  await expect(other.getByText('Account created – logging in…').first()).toBeVisible();
  await expect(other).toHaveURL('/');
  await expect(other.getByRole('button', { name: `Account menu: ${user.name}` })).toBeVisible();

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'This link is no longer valid. Please register again.',
  );
  await phone.close();
});

test('a session ended elsewhere sends the user to /login/ on the next route change, token cleared', async ({
  page,
  playwright,
  baseURL,
}) => {
  const user = uniqueUser();
  await registerThroughForm(page, user);
  await expect(page.getByRole('button', { name: `Account menu: ${user.name}` })).toBeVisible();
  const { token } = (await page.evaluate(() => fetch('/api/auth/readToken').then((r) => r.json()))) as {
    token: string;
  };
  expect(token).toEqual(expect.any(String));

  // Another device logs this session out through the real API; the server now answers 401 for it.
  const elsewhere = await playwright.request.newContext({ baseURL });
  const headers = { authorization: `Bearer ${token}` };
  expect((await elsewhere.post('/api/v1/auth/logout', { headers })).status()).toBe(204);
  expect((await elsewhere.get('/api/v1/client', { headers })).status()).toBe(401);
  await elsewhere.dispose();

  // The page still shows the account until the next route change (an in-app link, no reload).
  await expect(page.getByRole('button', { name: `Account menu: ${user.name}` })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL('/login/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Register' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Account menu: ${user.name}` })).toHaveCount(0);
  expect(await page.evaluate(() => fetch('/api/auth/readToken').then((r) => r.json()))).toEqual({
    token: null,
  });
});

test('a sign-in provider that is not configured is not offered, and its address brings the user back to /login/ with the reason', async ({
  page,
}) => {
  // No OAUTH_* variables in the e2e server: no provider button and no "or" divider on login or register.
  for (const path of ['/login/', '/register/']) {
    const providers = page.waitForResponse((response) => response.url().endsWith('/api/v1/auth/providers'));
    await page.goto(path);
    expect(await (await providers).json()).toEqual({ providers: [] });
    await expect(page.getByRole('main').getByRole('button').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /^Continue with/ })).toHaveCount(0);
    await expect(page.locator('[data-slot="oauth-buttons"]')).toHaveCount(0);
  }
  // An old bookmark or a hand-typed address still ends with the reason, not an error page.
  await page.goto('/api/auth/oauth/github?returnTo=%2F');
  await expect(page).toHaveURL('/login/?error=OAUTH_PROVIDER_DISABLED');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('This sign-in method is not available.');
});

test('My account lists where you are signed in, signs out everywhere else, and asks for the password before two-factor sign-in', async ({
  page,
  browser,
}) => {
  const user = uniqueUser();
  await registerThroughForm(page, user);
  await expect(page).toHaveURL('/');

  // A second device signs in.
  const other = await browser.newContext();
  await storeConsent(other);
  const phone = await other.newPage();
  await phone.goto('/login/');
  await phone.getByLabel(/^Email/).fill(user.email);
  await phone.getByLabel(/^Password/).fill(user.password);
  await phone.getByRole('button', { name: 'Log in' }).click();
  await expect(phone).toHaveURL('/');

  await page.goto('/profile/dashboard/');
  const sessions = page.getByRole('region', { name: 'Where you are signed in' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByText('This device')).toBeVisible();
  await sessions.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(page.getByText('1 other session signed out.', { exact: true })).toBeVisible();
  await expect(sessions.getByText('You are signed in on this device only.')).toBeVisible();
  expect(await phone.evaluate(() => fetch('/api/auth/readToken').then((r) => r.json()))).toEqual({
    token: null,
  });
  await other.close();

  // Two-factor sign-in: the password first, refused when wrong.
  const twoFactor = page.getByRole('region', { name: 'Two-factor sign-in' });
  await twoFactor.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await twoFactor.getByLabel(/^Current password/).fill('not the password');
  await twoFactor.getByRole('button', { name: 'Continue' }).click();
  await expect(twoFactor.getByRole('alert')).toHaveText('The current password is wrong.');
  await twoFactor.getByLabel(/^Current password/).fill(user.password);
  await twoFactor.getByRole('button', { name: 'Continue' }).click();
  await expect(twoFactor.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
});

test('a provider sign-in that needs two-factor but lost its challenge says so on /login/', async ({
  page,
}) => {
  // Without the short-lived cookie the provider callback sets, there is no challenge to complete.
  await page.goto('/login/?twoFactor=1');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Sign-in with this provider failed – please try again.',
  );
  await expect(page.getByLabel(/^Email/)).toBeVisible();
});
