import type { Browser, Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { expect, test } from './support/test';
import { api, type Mailbox, mailbox, signedInAdmin, signedInPage, storeConsent } from './web/helpers';

const THEMES = ['light', 'dark'] as const;

/** Once the page has loaded what it shows: its axe violations. */
async function violations(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  return axeViolations(page);
}

/** A registered user in a browser context of their own. */
async function signedIn(browser: Browser) {
  const user = await signedInPage(browser);
  await expect(user.page.getByRole('button', { name: `Account menu: ${user.user.name}` })).toBeVisible();
  return { ...user, context: user.page.context() };
}

let smtp: Mailbox;
test.beforeAll(async () => {
  smtp = await mailbox();
});

test('a ticket is answered by support: the user sees the reply and the bell, and the mail arrives', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const user = await signedIn(browser);
  const { page } = user;

  await page.goto('/profile/tickets/');
  await expect(page.getByRole('heading', { level: 1, name: 'Support tickets' })).toBeVisible();
  await expect(page.getByText('You have no tickets yet.')).toBeVisible();
  await page.getByRole('link', { name: 'New ticket' }).first().click();
  await expect(page).toHaveURL('/profile/tickets/new/');

  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Payment' }).click();
  await page.getByLabel('Title').fill('Charged twice for one order');
  await page.getByLabel('Description').fill('My card shows two charges from this morning.');
  await expect(page.getByLabel('Contact email')).toHaveValue(user.user.email);
  await expect(page.getByRole('checkbox', { name: 'Email me when support answers' })).toBeChecked();
  // A real 1×1 PNG: the server recognises attachments by their content.
  const screenshot = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  await page.getByTestId('ticket-file-input').setInputFiles({
    name: 'statement.png',
    mimeType: 'image/png',
    buffer: screenshot,
  });
  await expect(page.getByRole('button', { name: 'Remove statement.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit ticket' }).click();

  await expect(page.getByText('Ticket submitted successfully!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/tickets\/[0-9a-f-]{36}\/$/);
  const ticketId = page.url().split('/').at(-2) ?? '';
  await expect(page.getByRole('heading', { level: 1, name: 'Charged twice for one order' })).toBeVisible();
  await expect(page.getByRole('button', { name: /statement\.png/ })).toBeVisible();
  await expect(page.getByText('Open', { exact: true })).toBeVisible();

  // Support answers through the admin API.
  const admin = await signedInAdmin(browser);
  const adminPage = admin.page;
  const reply = 'We refunded the second charge; it shows on your card within 3 days.';
  await api(adminPage, admin.token, `/api/v1/admin/tickets/${ticketId}/replies`, 'POST', { body: reply });

  // Live: the reply appears in the open thread…
  await expect(page.getByText(reply)).toBeVisible();
  await expect(page.getByText('Answered', { exact: true })).toBeVisible();
  // …and the header's bell counts it and names it.
  await page.goto('/');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await bell.click();
  await expect(page.getByRole('button', { name: /Ticket answered/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto(`/profile/tickets/${ticketId}/`);

  // And by mail, to the local SMTP peer.
  // (The sign-up's mail reached the same peer too: pick the answer by its subject.)
  const answers = () =>
    smtp.received.filter(
      (mail) =>
        mail.to.includes(user.user.email) && mail.data.includes('Subject: Lootmarket support answered'),
    );
  await expect.poll(() => answers().length).toBe(1);
  const mail = answers()[0];
  expect(mail?.data.replace(/=\r?\n/g, '')).toContain(reply);

  // The user replies and closes.
  await page.getByLabel('Your reply').fill('Thank you!');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Thank you!')).toBeVisible();
  await page.getByRole('button', { name: 'Close ticket' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Close ticket' }).click();
  await expect(page.getByText('This ticket is closed.')).toBeVisible();

  await page.goto('/profile/tickets/?filter=payment');
  await expect(page.getByRole('link', { name: 'Charged twice for one order' })).toBeVisible();
  await page.goto('/profile/tickets/?filter=fraud');
  await expect(page.getByText('No tickets match this filter or search.')).toBeVisible();

  await admin.page.context().close();
  await user.context.close();
});

test('a guest writes through the contact form', async ({ page, context }) => {
  await storeConsent(context);
  await page.goto('/contact-us/');
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'General' }).click();
  await page.getByLabel('Title').fill('Do you sell Steam gift cards?');
  await page.getByLabel('Description').fill('For the EU region, 50 EUR.');
  await page.getByRole('button', { name: 'Submit ticket' }).click();
  // The contact e-mail is required (spec §5), and the form keeps what was typed.
  await expect(page.getByText('Contact email is required.')).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue('Do you sell Steam gift cards?');
  await page.getByLabel('Contact email').fill('guest@example.com');
  await page.getByRole('button', { name: 'Submit ticket' }).click();
  await expect(page.getByText('Ticket submitted successfully!', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue('');
});

test('the report dialog has no axe violations in either theme', async ({ browser }) => {
  const user = await signedIn(browser);
  const { page, token } = user;
  const market = await api<{ offers: Array<{ id: string }> }>(
    page,
    token,
    '/api/v1/games/world-of-warcraft/gold/offers',
  );
  const offerId = market.offers[0]?.id;
  expect(offerId, 'the seeded market has offers to report').toBeTruthy();
  for (const theme of THEMES) {
    await page.evaluate((t) => localStorage.setItem('theme', t), theme);
    await page.goto(`/offers/${offerId}/`);
    await page.getByRole('button', { name: 'Report this offer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this offer' });
    await expect(dialog).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    expect(await violations(page), `report dialog (${theme})`).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Report this offer' })).toBeFocused();
  }
  // Sent: the dialog closes with the spec's success message.
  await page.getByRole('button', { name: 'Report this offer' }).click();
  await page.getByRole('combobox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: 'Misleading description' }).click();
  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Ticket submitted successfully!', { exact: true })).toBeVisible();
  await user.context.close();
});
