import { readFile } from 'node:fs/promises';
import {
  buyByCard,
  checkoutWith,
  markDelivered,
  openOrderFromPayment,
  payWithTestCard,
  sellerAndBuyer,
} from './support/escrow';
import { onePagePdf, onePixelPng } from './support/evidence-files';
import { ADMIN } from './support/staff';
import { expect, test } from './support/test';
import { apiAs, signedInPage, storeConsent, tokenOf } from './web/helpers';

/*
 * The escrow journey (spec §1: pay, held, confirm, seller paid), through the pages and the real server: a
 * buyer pays with a sandbox test card, the seller delivers, the buyer confirms and rates, the seller's
 * available balance rises by price minus fee, the seller withdraws, an admin approves through the API, and
 * every balance adds up. Fees are the README defaults: buyer 3 %, seller 5 %, standard withdrawal 1 %.
 */

type Wallets = { wallets: Array<{ currency: string; balance: string; available: string; upcoming: string }> };

test('a card purchase goes through escrow to the seller’s wallet and out through an approved withdrawal', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // The seller lists 3 units of WoW gold at $20.00 (hand delivery).
  const { seller, buyer, offer } = await sellerAndBuyer(browser, {
    title: 'Escrow gold',
    description: 'Hand farmed gold, delivered by mail in game.',
    price: '20.00',
    quantity: 3,
  });
  const { title } = offer;

  // Checkout: Buy now on the offer page opens it; the summary comes from the server.
  const { page } = buyer;
  await page.goto(`/offers/${offer.id}/`);
  await page.getByRole('link', { name: 'Buy now' }).click();
  await expect(page).toHaveURL(`/order/new/?offer=${offer.id}`);
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Checkout | Lootmarket');
  // The quick start's sandbox takes card and crypto payments: the checkout says so before paying.
  await expect(page.locator('[data-slot="test-mode"]')).toContainText('Test mode: no real money');
  const summary = page.locator('[data-slot="money-summary"]');
  await expect(summary.locator('[data-row="subtotal"] dd')).toHaveText('$20.00');
  await expect(summary.locator('[data-row="fees"] dd')).toHaveText('$0.60');
  await expect(summary.locator('[data-row="total"] dd')).toHaveText('$20.60');
  // A new account has no balance: the wallet is offered but cannot be chosen.
  await expect(page.getByRole('radio', { name: 'Wallet balance' })).toBeDisabled();
  await page.getByRole('radio', { name: 'Credit or debit card' }).check();
  await page.getByRole('button', { name: 'Pay $20.60' }).click();

  // The sandbox's hosted page says it is a test, offers the test cards, and takes the payment.
  await expect(page).toHaveURL(/\/order\/pay\/[0-9a-f-]{36}\/$/);
  await expect(page.getByText('Test mode: no real money')).toBeVisible();
  await page.getByRole('button', { name: /Use 4242 4242 4242 4242/ }).click();
  await expect(page.getByLabel(/^Card number/)).toHaveValue('4242424242424242');
  await page.getByRole('button', { name: 'Pay $20.60' }).click();
  await expect(page.getByText('Fill in this field.')).toBeVisible();
  await page.getByLabel(/^Name on card/).fill('Test Buyer');
  await page.getByRole('button', { name: 'Pay $20.60' }).click();
  await expect(page.getByText('Payment received')).toBeVisible();
  const orderUrl = await openOrderFromPayment(page);
  await expect(page.getByText('In progress').first()).toBeVisible();
  await expect(
    page.getByText('The seller has not marked the order as delivered yet.', { exact: false }),
  ).toBeVisible();

  // The seller sees the pending sale with "money available at", its net, and delivers.
  await seller.page.goto(orderUrl);
  await expect(seller.page.locator('[data-slot="money-available-at"]')).toContainText('Money available at');
  const sellerSummary = seller.page.locator('[data-slot="money-summary"]');
  await expect(sellerSummary.locator('[data-row="net"] dd')).toHaveText('$19.00');
  let sellerWallets = await apiAs<Wallets>(seller.page.request, seller.token, 'GET', '/api/v1/wallets');
  expect(sellerWallets.wallets.find((w) => w.currency === 'USD')).toMatchObject({
    available: '0',
    upcoming: '1900',
  });
  await markDelivered(seller.page);

  // The buyer confirms delivery (the seller is paid at once) and rates the seller, once.
  await page.reload();
  await page.getByRole('button', { name: 'Confirm delivery' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm delivery' }).click();
  // On the page (the live update's toast says it too).
  await expect(page.getByRole('main').getByText('Order completed')).toBeVisible();
  await page.getByRole('button', { name: 'Send rating' }).click();
  await expect(page.getByText('Choose from 1 to 5 stars.')).toBeVisible();
  // The stars are native radios under the icons: by keyboard, as a keyboard user rates.
  await page.getByRole('radio', { name: '1 star', exact: true }).focus();
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await page.getByLabel('Comment (optional)').fill('Fast and friendly.');
  await page.getByRole('button', { name: 'Send rating' }).click();
  await expect(page.getByRole('heading', { name: 'Your rating' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send rating' })).toHaveCount(0);

  // The buyer's orders list finds it by search and status, with the filters in the URL.
  await page.goto('/profile/orders/');
  await page.getByLabel('Search orders').fill(title);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/q=Escrow/);
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await expect(page.getByText('1 order', { exact: true })).toBeVisible();

  // The seller's available balance rose by price minus fee: $20.00 − 5 % = $19.00.
  await seller.page.goto('/profile/wallet/');
  const usd = seller.page.getByRole('region', { name: 'USD wallet', exact: true });
  await expect(usd).toContainText('$19.00');
  sellerWallets = await apiAs<Wallets>(seller.page.request, seller.token, 'GET', '/api/v1/wallets');
  expect(sellerWallets.wallets.find((w) => w.currency === 'USD')).toMatchObject({
    balance: '1900',
    available: '1900',
    upcoming: '0',
  });

  // An admin signs in (to approve the withdrawal later). The seller's address was confirmed at sign-up,
  // which goes by mail, so money may leave the wallet.
  const adminContext = await browser.newContext();
  await storeConsent(adminContext);
  const admin = await adminContext.newPage();
  await admin.goto('/login/');
  await admin.locator('input[name="email"]').fill(ADMIN.email);
  await admin.locator('input[name="password"]').fill(ADMIN.password);
  await admin.locator('form button[type="submit"]').click();
  await expect(admin).toHaveURL('/');
  const adminToken = await tokenOf(admin);

  // The seller withdraws everything by bank transfer (standard review, 1 % fee), confirmed with the password.
  await seller.page.goto('/profile/wallet/');
  await usd.getByRole('button', { name: 'Withdraw' }).click();
  const dialog = seller.page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Withdraw everything' }).click();
  await expect(dialog.getByLabel(/^Amount/)).toHaveValue('19.00');
  await dialog.getByLabel(/^IBAN/).fill('PL61109010140000071219812874');
  await expect(dialog.locator('[data-row="fee"] dd')).toHaveText('-$0.19'); // a negative amount in the locale's own sign
  await expect(dialog.locator('[data-row="payout"] dd')).toHaveText('$18.81');
  await dialog.getByLabel(/^Password/).fill('not the password');
  await dialog.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(dialog.getByText('The password is wrong. Nothing was withdrawn.')).toBeVisible();
  await expect(dialog.getByLabel(/^Password/)).toBeFocused();
  await seller.page.keyboard.type(seller.user.password);
  await seller.page.keyboard.press('Enter');
  await expect(seller.page.getByText('Withdrawal requested.', { exact: false }).first()).toBeVisible();
  await expect(dialog).toHaveCount(0);
  sellerWallets = await apiAs<Wallets>(seller.page.request, seller.token, 'GET', '/api/v1/wallets');
  // Held at once: nothing available, the posted balance waits for the payout.
  expect(sellerWallets.wallets.find((w) => w.currency === 'USD')).toMatchObject({ available: '0' });
  // The seller is told by mail, with the destination masked.
  const { mails } = await apiAs<{ mails: Array<{ kind: string; subject: string; text: string }> }>(
    admin.request,
    adminToken,
    'GET',
    `/api/v1/admin/outbox?to=${encodeURIComponent(seller.user.email)}`,
  );
  const notice = mails.find((mail) => mail.kind === 'withdrawal_requested');
  expect(notice?.subject).toBe('Withdrawal of $19.00 requested on your Lootmarket account');
  expect(notice?.text).toContain('To: •••• 2874');

  // An admin approves through the API; the sandbox pays it out.
  const queue = await apiAs<{
    withdrawals: Array<{ id: string; requester: { name: string }; amount: string }>;
  }>(
    admin.request,
    adminToken,
    'GET',
    '/api/v1/admin/withdrawals?queue=standard&status=pending_review&pageSize=100',
  );
  const request = queue.withdrawals.find((w) => w.requester.name === seller.user.name);
  expect(request?.amount).toBe('1900');
  const approved = await apiAs<{ status: string; fee: string; payout: string }>(
    admin.request,
    adminToken,
    'POST',
    `/api/v1/admin/withdrawals/${request?.id}/approve`,
    {},
  );
  expect(approved).toMatchObject({ status: 'paid', fee: '19', payout: '1881' });

  // The balances add up: the buyer paid 2060 = 2000 + 60; the seller got 1900 = 2000 − 100 and
  // withdrew all of it (19 fee + 1881 paid out), leaving nothing.
  const order = await apiAs<{ totalPrice: string; subtotal: string; fees: string; status: string }>(
    page.request,
    buyer.token,
    'GET',
    `/api/v1${orderUrl.replace(/^\/order\//, '/orders/').replace(/\/$/, '')}`,
  );
  expect(order).toMatchObject({ status: 'completed', subtotal: '2000', fees: '60', totalPrice: '2060' });
  sellerWallets = await apiAs<Wallets>(seller.page.request, seller.token, 'GET', '/api/v1/wallets');
  expect(sellerWallets.wallets.find((w) => w.currency === 'USD')).toMatchObject({
    balance: '0',
    available: '0',
    upcoming: '0',
  });
  await seller.page.reload();
  await expect(seller.page.getByRole('region', { name: 'USD wallet', exact: true })).toContainText('$0.00');
  const table = seller.page.getByRole('table');
  await expect(table.getByRole('row', { name: /Withdrawal/ })).toContainText('Completed');
  await expect(table.getByRole('row', { name: new RegExp(title) })).toContainText('+$19.00');

  // The seller dashboard counts the sale.
  await seller.page.goto('/profile/seller/');
  await expect(seller.page.getByRole('heading', { name: 'Seller dashboard', level: 1 })).toBeVisible();
  await expect(seller.page.getByRole('link', { name: title })).toBeVisible();
});

test('declined cards retried then given up, expired crypto invoices and the extra confirmation step; the checkout says why the wallet cannot pay; no buying one’s own offer; §8 messages', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { seller, buyer, offer } = await sellerAndBuyer(browser, {
    title: 'Escrow failures',
    description: 'Hand farmed gold.',
    price: '5.00',
    quantity: 5,
  });

  // The seller cannot buy their own offer: the §8 message, and no way to pay.
  await seller.page.goto(`/order/new/?offer=${offer.id}`);
  await expect(
    seller.page.getByText('Sorry, we cannot process this payment. You cannot purchase your own product.'),
  ).toBeVisible();
  await expect(seller.page.getByRole('button', { name: /^Pay/ })).toBeDisabled();

  const { page } = buyer;
  // The empty wallet cannot pay: the checkout says why card is selected, and offers the top-up.
  await page.goto(`/order/new/?offer=${offer.id}`);
  await expect(page.locator('[data-slot="wallet-short"]')).toHaveText(
    /Your wallet balance \(\$0\.00\) does not cover the total \(\$5\.15\), so card is selected\./,
  );
  await expect(page.getByRole('radio', { name: 'Credit or debit card' })).toBeChecked();
  await expect(page.getByRole('link', { name: 'Top up your wallet' })).toHaveAttribute(
    'href',
    '/profile/wallet/?currency=USD',
  );

  // A declined test card can be retried on the same payment: the page says so, the card form stays.
  await checkoutWith(page, offer.id, 'Credit or debit card', '$5.15');
  await payWithTestCard(page, '4000 0000 0000 0002', '$5.15');
  const declinedNotice = page.locator('[data-slot="card-declined"]');
  await expect(declinedNotice).toContainText('Your card was declined');
  // Denying the extra confirmation of the next card is a decline too: the card form again.
  await page.getByRole('button', { name: /Use 4000 0000 0000 3220/ }).click();
  await page.getByRole('button', { name: 'Pay $5.15' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm this payment' })).toBeVisible();
  await expect(declinedNotice).toHaveCount(0);
  await page.getByRole('button', { name: 'Deny' }).click();
  await expect(declinedNotice).toContainText('Your card was declined');
  await expect(page.getByRole('button', { name: 'Pay $5.15' })).toBeEnabled();
  // Giving up after the decline: the payment and the order were declined; nothing is charged.
  await page.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(page.getByText('Payment declined')).toBeVisible();
  await openOrderFromPayment(page);
  // The spec's "Failed", and beside it what happened, not a bare "Order failed".
  await expect(page.locator('[data-slot="order-state"]')).toHaveText(/Failed\s*Payment declined/);
  await expect(page.getByText('The payment was declined. Nothing was charged.')).toBeVisible();

  // A crypto test invoice left to expire fails the order too.
  await checkoutWith(page, offer.id, 'Crypto', '$5.15');
  await expect(page.getByText('Test crypto invoice')).toBeVisible();
  await page.getByRole('button', { name: 'Let the invoice expire' }).click();
  await expect(page.getByText('Invoice expired')).toBeVisible();
  await page.getByRole('link', { name: 'View your order' }).click();
  await expect(page.getByText('The payment expired. Nothing was charged.')).toBeVisible();

  // The buyer may give up an open payment: the order fails, nothing is charged.
  await checkoutWith(page, offer.id, 'Credit or debit card', '$5.15');
  await page.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(page.getByText('Payment cancelled')).toBeVisible();

  // A card that needs the extra confirmation step pays once approved.
  await checkoutWith(page, offer.id, 'Credit or debit card', '$5.15');
  await payWithTestCard(page, '4000 0000 0000 3220', '$5.15');
  await expect(page.getByRole('heading', { name: 'Confirm this payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page.getByText('Payment received')).toBeVisible();

  // The orders list filters by status in the URL: three failed, one in progress.
  await page.goto('/profile/orders/?status=failed');
  await expect(page.getByText('3 orders', { exact: true })).toBeVisible();
  await page.goto('/profile/orders/?status=pending');
  await expect(page.getByText('1 order', { exact: true })).toBeVisible();

  // Unknown order and payment links answer with the §8 messages.
  await page.goto('/order/00000000-0000-4000-8000-000000000000/');
  await expect(page.getByText('Transaction ID not found.')).toBeVisible();
  await page.goto('/order/pay/00000000-0000-4000-8000-000000000000/');
  await expect(page.getByText('Payment link not found.')).toBeVisible();
});

test('automatic delivery hands the buyer the code on the order page as soon as the card payment succeeds', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const seller = await signedInPage(browser);
  const buyer = await signedInPage(browser);
  const { offer } = await apiAs<{ offer: { id: string } }>(
    seller.page.request,
    seller.token,
    'POST',
    '/api/v1/offers',
    {
      game: 'elden-ring',
      category: 'keys',
      server: null,
      title: `Elden Ring key ${seller.user.name}`,
      description: 'Steam key, EU.',
      deliveryTime: 'instant',
      price: '30.00',
      currency: 'USD',
      quantity: 1,
    },
  );
  const code = `ELDEN-${seller.user.name.toUpperCase()}`;
  await apiAs(seller.page.request, seller.token, 'POST', `/api/v1/offers/${offer.id}/codes`, {
    codes: [code],
  });

  const { page } = buyer;
  await checkoutWith(page, offer.id, 'Credit or debit card', '$30.90');
  await payWithTestCard(page, '5555 5555 5555 4444', '$30.90');
  await openOrderFromPayment(page);
  const delivered = page.locator('[data-slot="secret-code"]');
  await expect(delivered.locator('code')).toHaveText(code);
  await expect(delivered.getByRole('button', { name: 'Copy' })).toBeVisible();
  // The code is the buyer's alone: the seller's view of the sale does not show it.
  await seller.page.goto(new URL(page.url()).pathname);
  await expect(seller.page.getByText('The buyer has paid.', { exact: false })).toBeVisible();
  await expect(seller.page.locator('[data-slot="secret-code"]')).toHaveCount(0);
});

test('a dispute with evidence: the buyer opens it with a screenshot, the seller answers with a PDF, both download', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { seller, buyer, offer } = await sellerAndBuyer(browser, {
    title: 'Disputed gold',
    description: 'Hand farmed gold, delivered by mail in game.',
    price: '10.00',
    quantity: 2,
  });

  const { page } = buyer;
  const orderUrl = await buyByCard(page, offer.id, '$10.30');
  const orderId = orderUrl.split('/')[2] ?? '';

  // The buyer opens the dispute with a screenshot: one request, the dispute and its file together.
  await page.getByRole('button', { name: 'Open a dispute' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('What went wrong?').fill('Nothing arrived in the in-game mailbox.');
  const screenshot = onePixelPng();
  await dialog
    .getByTestId('evidence-file-input')
    .setInputFiles({ name: 'mailbox.png', mimeType: 'image/png', buffer: screenshot });
  await expect(dialog.getByRole('button', { name: 'Remove mailbox.png' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Open dispute' }).click();
  const evidence = page.getByRole('region', { name: 'Dispute evidence' });
  await expect(evidence.getByRole('button', { name: 'Download mailbox.png' })).toBeVisible();
  await expect(evidence.getByText(/^Buyer · /)).toBeVisible();

  // The seller sees it and answers with a PDF of the trade log.
  await seller.page.goto(orderUrl);
  const sellerEvidence = seller.page.getByRole('region', { name: 'Dispute evidence' });
  await expect(sellerEvidence.getByRole('button', { name: 'Download mailbox.png' })).toBeVisible();
  await sellerEvidence
    .getByTestId('evidence-file-input')
    .setInputFiles({ name: 'trade-log.pdf', mimeType: 'application/pdf', buffer: onePagePdf() });
  await sellerEvidence.getByRole('button', { name: 'Upload files' }).click();
  await expect(seller.page.getByText('Your files were added to the dispute.').first()).toBeVisible();
  await expect(sellerEvidence.getByText(/^Seller · /)).toBeVisible();

  // The buyer downloads the seller's file: the same bytes, under its name.
  await page.reload();
  const downloading = page.waitForEvent('download');
  await evidence.getByRole('button', { name: 'Download trade-log.pdf' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('trade-log.pdf');
  expect((await readFile(await download.path())).equals(onePagePdf())).toBe(true);

  // Nobody else can fetch it: a third account gets "not found".
  const stranger = await signedInPage(browser);
  const { evidence: files } = await apiAs<{ evidence: Array<{ url: string }> }>(
    page.request,
    buyer.token,
    'GET',
    `/api/v1/orders/${orderId}`,
  );
  expect(files).toHaveLength(2);
  const refused = await stranger.page.request.get(files[0]?.url ?? '', {
    headers: { Authorization: `Bearer ${stranger.token}` },
  });
  expect(refused.status()).toBe(404);
});
