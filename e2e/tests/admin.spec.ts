import type { Browser } from '@playwright/test';
import { ADMIN, SUPPORT, staffSignIn } from './support/staff';
import { expect, test } from './support/test';
import {
  apiAs,
  HUMAN_CHECK,
  listGoldOffer,
  registerThroughForm,
  signedInPage,
  storeConsent,
  uniqueUser,
} from './web/helpers';

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  await storeConsent(context);
  return context.newPage();
}

test.beforeEach(async ({ context }) => {
  await storeConsent(context);
});

test('an admin bans a user, who is signed out and cannot sign in again; the audit log has it', async ({
  page,
  browser,
}) => {
  // The user, signed in in their own browser.
  const user = uniqueUser();
  const userPage = await newPage(browser);
  await registerThroughForm(userPage, user);
  await expect(userPage.getByRole('button', { name: `Account menu: ${user.name}` })).toBeVisible(HUMAN_CHECK);

  await staffSignIn(page, ADMIN);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible(HUMAN_CHECK);
  await page
    .getByRole('navigation', { name: 'Back office sections' })
    .getByRole('link', { name: 'Users' })
    .click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(user.email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(
    new RegExp(`/admin/users/\\?q=${encodeURIComponent(user.email).replace(/\./g, '\\.')}`),
  );
  await page.getByRole('link', { name: user.name }).click();
  await expect(page.getByRole('heading', { name: user.name, level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Ban' }).click();
  const dialog = page.getByRole('dialog', { name: `Ban ${user.name}?` });
  // A reason is required.
  await dialog.getByRole('button', { name: 'Ban' }).click();
  await expect(dialog.getByText('Write at least 3 characters.')).toBeVisible();
  await dialog.getByLabel(/^Reason/).fill('Chargeback fraud on three orders');
  await dialog.getByRole('button', { name: 'Ban' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${user.name} is banned.`, { exact: true })).toBeVisible();
  await expect(page.getByText('Chargeback fraud on three orders')).toBeVisible();

  // Their open session ends: the next route change sends them to the login page.
  await userPage.goto('/profile/dashboard/');
  await expect(userPage).toHaveURL(/\/login\//);
  await userPage.getByLabel(/^Email/).fill(user.email);
  await userPage.getByLabel(/^Password/).fill(user.password);
  await userPage.getByRole('button', { name: 'Log in' }).click();
  await expect(userPage.getByRole('main').getByRole('alert')).toHaveText(
    'This account is blocked. Please contact support.',
    HUMAN_CHECK,
  );

  await page.getByRole('link', { name: 'Audit log' }).click();
  // Newest first; other journeys running beside this one may have written entries since the ban.
  const banRow = page
    .getByRole('table')
    .getByRole('row')
    .filter({ hasText: 'Chargeback fraud on three orders' })
    .first();
  await expect(banRow).toContainText('Banned an account');
  await userPage.context().close();
});

test('an account without a staff role sees "No access"; a support agent does not see the audit log', async ({
  page,
  browser,
}) => {
  const user = uniqueUser();
  await registerThroughForm(page, user);
  await expect(page.getByRole('button', { name: `Account menu: ${user.name}` })).toBeVisible(HUMAN_CHECK);
  await page.goto('/admin/');
  await expect(page.getByRole('heading', { name: 'No access', level: 1 })).toBeVisible();

  const supportPage = await newPage(browser);
  await staffSignIn(supportPage, SUPPORT, '/admin/users/');
  await expect(supportPage.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible(HUMAN_CHECK);
  const nav = supportPage.getByRole('navigation', { name: 'Back office sections' });
  await expect(nav.getByRole('link', { name: 'Moderation' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  await supportPage.context().close();
});

test('an admin refunds a disputed card order with a note (the money goes back to the card) and approves a VIP withdrawal', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const seller = await signedInPage(browser);
  const buyer = await signedInPage(browser);
  const offer = await listGoldOffer(seller, {
    title: `Disputed gold ${seller.user.name}`,
    description: 'Hand farmed gold, delivered by mail in game.',
    price: '20.00',
    quantity: 3,
  });
  // The buyer pays $20.60 by sandbox card for each of two orders: one is disputed, the other confirmed.
  const payByCard = async () => {
    const checkout = await apiAs<{ order: { id: string }; payment: { id: string } }>(
      buyer.page.request,
      buyer.token,
      'POST',
      '/api/v1/orders',
      // The price the buyer was shown: 20.00 USD (the server binds the order to it).
      { offerId: offer.id, quantity: 1, paymentMethod: 'card', unitPrice: '2000', currency: 'USD' },
    );
    await apiAs(
      buyer.page.request,
      buyer.token,
      'POST',
      `/api/v1/payments/${checkout.payment.id}/sandbox/card`,
      {
        number: '4242424242424242',
        expiry: '12/34',
        cvc: '123',
        name: 'Test Buyer',
      },
    );
    return checkout;
  };
  const checkout = await payByCard();
  const confirmed = await payByCard();
  await apiAs(buyer.page.request, buyer.token, 'POST', `/api/v1/orders/${checkout.order.id}/dispute`, {
    reason: 'The gold never arrived.',
  });
  await apiAs(buyer.page.request, buyer.token, 'POST', `/api/v1/orders/${confirmed.order.id}/confirm`);

  await staffSignIn(page, ADMIN, '/admin/disputes/');
  await expect(page.getByRole('heading', { name: 'Disputes', level: 1 })).toBeVisible(HUMAN_CHECK);
  const row = page.getByRole('row').filter({ hasText: `Disputed gold ${seller.user.name}` });
  await expect(row).toContainText('The gold never arrived.');
  // The chat both sides had about the order (none here) is one click away.
  await row.getByRole('button', { name: 'Read the chat' }).click();
  const chat = page.getByRole('dialog', { name: `Chat about “Disputed gold ${seller.user.name}”` });
  await expect(chat.getByText('Buyer and seller wrote nothing about this order.')).toBeVisible();
  await chat.getByRole('button', { name: 'Close' }).click();
  await row.getByRole('button', { name: 'Refund buyer' }).click();
  const dialog = page.getByRole('dialog', { name: `Refund $20.60 to ${buyer.user.name}?` });
  await dialog.getByLabel(/^Note to both sides/).fill('No proof of delivery from the seller.');
  await dialog.getByRole('button', { name: 'Refund buyer' }).click();
  await expect(page.getByText('Refunded to the buyer.', { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Resolved' }).click();
  await expect(page).toHaveURL(/\/admin\/disputes\/\?status=resolved/);
  await expect(page.getByRole('row').filter({ hasText: `Disputed gold ${seller.user.name}` })).toContainText(
    'No proof of delivery from the seller.',
  );

  // A card payment goes back to the card (the sandbox refunds at once): the order says so, and the
  // buyer's wallet, which only held it on the way, is empty again.
  await buyer.page.goto(`/order/${checkout.order.id}/`);
  await expect(buyer.page.getByText('The money was returned to your card.', { exact: false })).toBeVisible();
  await buyer.page.goto('/profile/wallet/');
  await expect(buyer.page.getByRole('region', { name: 'USD wallet', exact: true })).toContainText(
    'Available$0.00',
  );

  // The seller was paid $19.00 for the confirmed order and withdraws it (VIP queue), from the address
  // confirmed at sign-up and with the password; the admin approves it from the VIP queue.
  await apiAs(seller.page.request, seller.token, 'POST', '/api/v1/withdrawals', {
    currency: 'USD',
    amount: '1900',
    method: 'paypal',
    destination: seller.user.email,
    vip: true,
    password: seller.user.password,
  });
  await page.getByRole('link', { name: 'Withdrawals' }).click();
  await page.getByRole('tab', { name: 'VIP' }).click();
  await expect(page).toHaveURL(/\/admin\/withdrawals\/\?queue=vip/);
  const request = page.getByRole('row').filter({ hasText: seller.user.name });
  await request.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Withdrawal approved.', { exact: true })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: seller.user.name })).toHaveCount(0);
  const withdrawals = await apiAs<{ withdrawals: Array<{ status: string }> }>(
    seller.page.request,
    seller.token,
    'GET',
    '/api/v1/withdrawals',
  );
  expect(['approved', 'paid']).toContain(withdrawals.withdrawals[0]?.status);
  await buyer.page.context().close();
  await seller.page.context().close();
});

test('support answers a ticket from the inbox and assigns it; the user reads the answer', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const user = await signedInPage(browser);
  const title = `Where is my gold ${user.user.name}`;
  // The user's ticket (the form itself is the help desk's journey, help-desk.spec.ts).
  const { ticket } = await apiAs<{ ticket: { id: string } }>(
    user.page.request,
    user.token,
    'POST',
    '/api/v1/tickets',
    {
      type: 'Payment',
      title,
      description: 'I paid an hour ago and nothing arrived.',
      email: user.user.email,
    },
  );
  const ticketUrl = `/profile/tickets/${ticket.id}/`;

  await staffSignIn(page, SUPPORT, '/admin/tickets/');
  await expect(page.getByRole('heading', { name: 'Tickets', level: 1 })).toBeVisible(HUMAN_CHECK);
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Payment' }).click();
  await expect(page).toHaveURL(/type=Payment/);
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Assign to me' }).click();
  await expect(page.getByText('Assigned to support')).toBeVisible();
  await page
    .getByRole('textbox', { name: /Your reply/ })
    .fill('Your order was delivered to your mailbox in game.');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Answer sent.', { exact: true })).toBeVisible();

  await user.page.goto(ticketUrl);
  await expect(user.page.getByText('Your order was delivered to your mailbox in game.')).toBeVisible();
  await user.page.context().close();
});
