import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
} from '@playwright/test';
import type { ReceivedMail } from '../../../apps/api/test/support/smtp';
import { receivedMail } from '../../mail-peer';
import { ADMIN } from '../support/staff';

/** What the run's one SMTP peer (e2e/mail-peer.ts) has received: read afresh on every access. */
export interface Mailbox {
  readonly received: ReceivedMail[];
}

const runMailbox: Mailbox = {
  get received() {
    return receivedMail();
  },
};

/**
 * The mail the server under test sent (SMTP_URL in playwright.config.ts): sign-up needs the mailed
 * link, and the help desk reads its mails. The peer is the run's, shared by every worker; mails sent
 * while it was not listening stay in the server's outbox.
 */
export async function mailbox(): Promise<Mailbox> {
  return runMailbox;
}

/** A mail's text as written: quoted-printable soft breaks joined and escapes decoded. */
export function mailText(data: string): string {
  return data
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * The path of the newest link matching `pattern` mailed to an address, once it has arrived (`what`
 * names the mail in the failure message).
 */
export async function mailedLink(email: string, pattern: RegExp, what: string): Promise<string> {
  const smtp = await mailbox();
  const newest = () => {
    const mails = smtp.received.filter((mail) => mail.to.includes(email)).reverse();
    for (const mail of mails) {
      const link = pattern.exec(mailText(mail.data))?.[0];
      if (link) return link;
    }
    return null;
  };
  await expect.poll(newest, { message: `${what} to ${email}` }).not.toBeNull();
  return newest() as string;
}

/** The path of the newest registration link mailed to an address, once it has arrived. */
export function registrationLink(email: string): Promise<string> {
  return mailedLink(email, /\/register\/confirm\/#token=[A-Za-z0-9_-]+/, 'registration mail');
}

/** The path of the newest password-reset link ("Forgot password?") mailed to an address. */
export function passwordResetLink(email: string): Promise<string> {
  return mailedLink(email, /\/login\/reset\/#token=[A-Za-z0-9_-]+/, 'password-reset mail');
}

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

/** Fills the register form and sends it; the ALTCHA widget solves its proof of work in this browser. */
export async function submitRegisterForm(page: Page, user: ReturnType<typeof uniqueUser>) {
  await page.goto('/register/');
  // By field name, so it works in any interface language.
  await page.locator('input[name="name"]').fill(user.name);
  await page.locator('input[name="email"]').fill(user.email);
  await page.locator('input[name="password"]').fill(user.password);
  await page.locator('input[name="repeatPassword"]').fill(user.password);
  // The invisible check mounts its widget after the form shows; a submit before that fails with
  // "Could not obtain token" (on a busy machine the four fields above can be faster than the mount).
  await expect(page.locator('altcha-widget')).toBeAttached();
  await page.locator('form button[type="submit"]').click();
  // The same answer for every address: a mail went out.
  await expect(page.locator('[data-slot="register-mail-sent"]')).toBeVisible({ timeout: 30_000 });
}

/**
 * Signs up as a person does: the form, then the link from the mail, opened in the same browser
 * (which confirms without asking the password again). Ends signed in on the home page.
 */
export async function registerThroughForm(page: Page, user: ReturnType<typeof uniqueUser>) {
  await submitRegisterForm(page, user);
  await page.goto(await registrationLink(user.email));
  await expect(page).toHaveURL('/');
}

/** The API as this page's user: same origin, bearer token (spec §7). */
export function api<T>(page: Page, token: string, path: string, method = 'GET', body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ token, path, method, body }) => {
      const response = await fetch(path, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return response.json();
    },
    { token, path, method, body },
  );
}

/** The session token of the user signed in on this page (the same-origin readToken call, spec §7). */
export async function tokenOf(page: Page): Promise<string> {
  const { token } = await page.evaluate(async () => (await fetch('/api/auth/readToken')).json());
  expect(typeof token).toBe('string');
  return token as string;
}

/**
 * What follows a sign-up or sign-in waits for the human check's proof of work, solved in the browser:
 * on a busy machine that takes longer than the default expect timeout.
 */
export const HUMAN_CHECK = { timeout: 30_000 };

/** A new browser context with consent stored, and a user who has just signed up through the form. */
export async function signedInPage(browser: Browser) {
  const context = await browser.newContext();
  await storeConsent(context);
  const page = await context.newPage();
  const user = uniqueUser();
  await registerThroughForm(page, user);
  // The browser solves the sign-up proof of work (ALTCHA) first: seconds on a busy 2-core machine.
  await expect(page).toHaveURL('/', HUMAN_CHECK);
  return { page, user, token: await tokenOf(page) };
}

/** A user signed in in a browser context of their own (signedInPage). */
export type SignedIn = Awaited<ReturnType<typeof signedInPage>>;

/** The API from the test runner as a token's user; money-moving calls get a fresh Idempotency-Key. */
export async function apiAs<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** The fields of a World of Warcraft gold offer that a journey chooses; the rest are fixed. */
export type GoldOfferFields = { title: string; description: string; price: string; quantity: number };

/** Lists a World of Warcraft gold offer (first server, 1 h delivery, USD) as this seller, through the API. */
export async function listGoldOffer(
  seller: { page: Page; token: string },
  fields: GoldOfferFields,
): Promise<{ id: string }> {
  const { game } = await apiAs<{ game: { servers: Array<{ slug: string }> } }>(
    seller.page.request,
    seller.token,
    'GET',
    '/api/v1/games/world-of-warcraft',
  );
  const { offer } = await apiAs<{ offer: { id: string } }>(
    seller.page.request,
    seller.token,
    'POST',
    '/api/v1/offers',
    {
      game: 'world-of-warcraft',
      category: 'gold',
      server: game.servers[0]?.slug ?? null,
      deliveryTime: '1h',
      currency: 'USD',
      ...fields,
    },
  );
  return offer;
}

/** The seeded admin signed in through the login form in a context of their own (the human check runs here). */
export async function signedInAdmin(browser: Browser): Promise<{ page: Page; token: string }> {
  const context = await browser.newContext();
  await storeConsent(context);
  const page = await context.newPage();
  await page.goto('/login/');
  await page.locator('input[name="email"]').fill(ADMIN.email);
  await page.locator('input[name="password"]').fill(ADMIN.password);
  // The invisible check mounts its widget after the form shows; a click before that is answered
  // "Could not obtain token" (and a person simply presses the button again).
  await expect(page.locator('altcha-widget')).toBeAttached();
  const menu = page.getByRole('button', { name: 'Account menu: admin' });
  await page.locator('form button[type="submit"]').click();
  await expect(menu.or(page.getByRole('alert'))).toBeVisible();
  if (!(await menu.isVisible())) {
    await page.locator('form button[type="submit"]').click();
    await expect(menu, (await page.getByRole('alert').textContent()) ?? '').toBeVisible();
  }
  return { page, token: await tokenOf(page) };
}

/** Puts money in the user's wallet as a top-up paid on the sandbox with its succeeding test card (API). */
export async function topUpWithSandboxCard(
  user: { page: Page; token: string },
  currency: string,
  amountMinor: string,
): Promise<void> {
  const { wallets } = await apiAs<{ wallets: Array<{ currency: string }> }>(
    user.page.request,
    user.token,
    'GET',
    '/api/v1/wallets',
  );
  if (!wallets.some((wallet) => wallet.currency === currency))
    await apiAs(user.page.request, user.token, 'POST', '/api/v1/wallets', { currency });
  const { payment } = await apiAs<{ payment: { id: string } }>(
    user.page.request,
    user.token,
    'POST',
    '/api/v1/wallet/deposits',
    { currency, amount: amountMinor, method: 'card' },
  );
  const year = (new Date().getUTCFullYear() + 2) % 100;
  const paid = await apiAs<{ status: string }>(
    user.page.request,
    user.token,
    'POST',
    `/api/v1/payments/${payment.id}/sandbox/card`,
    { number: '4242424242424242', expiry: `12/${String(year).padStart(2, '0')}`, cvc: '123', name: 'E2E' },
  );
  expect(paid.status).toBe('succeeded');
}
