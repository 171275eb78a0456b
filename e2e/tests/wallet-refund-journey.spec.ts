import type { Locator } from '@playwright/test';
import { axeViolations } from './support/axe';
import {
  countDocumentLoads,
  markDelivered,
  minorUnits,
  payWithTestCard,
  sellerWithOffer,
  walletBalances,
  walletPart,
} from './support/escrow';
import { ADMIN, staffSignIn } from './support/staff';
import { expect, test } from './support/test';
import { HUMAN_CHECK, passwordResetLink, registerThroughForm, storeConsent, uniqueUser } from './web/helpers';

/*
 * The whole loop of a buyer's money, clicked as a buyer clicks it: sign up, forget the password and reset
 * it by mail, sign in with the new one, top up the wallet with a test card, buy with the wallet, watch
 * the seller's delivery arrive on the open order page, open a dispute, and get the money back when
 * staff decide for the buyer in the back office. The wallet then shows the refund as a positive,
 * completed credit, and its parts add up to its total (as do its rows). The seller (with an offer
 * listed through the API) and staff each click their part in a browser of their own.
 */

/** The sum of the table's Amount column, as minor units. */
async function amountColumnTotal(table: Locator): Promise<bigint> {
  const headers = await table.getByRole('columnheader').allTextContents();
  const column = headers.findIndex((header) => header.trim() === 'Amount');
  expect(column, 'the Amount column').toBeGreaterThanOrEqual(0);
  const rows = table.getByRole('row').filter({ has: table.page().getByRole('cell') });
  let sum = 0n;
  for (const row of await rows.all())
    sum += minorUnits((await row.getByRole('cell').nth(column).textContent()) ?? '');
  return sum;
}

test('register, reset the password, top up by test card, buy with the wallet, dispute, get refunded: the wallet adds up', async ({
  browser,
  context,
  page,
}) => {
  test.setTimeout(180_000);
  const { seller, offer } = await sellerWithOffer(browser, {
    title: 'Refunded gold',
    description: 'Hand farmed gold, delivered by mail in game.',
    price: '10.00',
    quantity: 2,
  });
  const main = page.getByRole('main');
  const wallets = page
    .getByRole('navigation', { name: 'Your account' })
    .getByRole('link', { name: 'Wallet' });

  // Sign up (the form, then the mailed link), and sign out.
  await storeConsent(context);
  const buyer = uniqueUser();
  await registerThroughForm(page, buyer);
  const accountMenu = page.getByRole('button', { name: `Account menu: ${buyer.name}` });
  await accountMenu.click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();

  // Forgot the password: the sign-in page's link, the address, the mailed link, a new password.
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  await main.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/login/forgot/');
  // The URL changes first; the sign-in form (with its own Email field) stays until the page's code has
  // loaded, so wait for the new page before typing.
  await expect(main.getByRole('heading', { name: 'Reset your password', level: 1 })).toBeVisible();
  await main.getByLabel(/^Email/).fill(buyer.email);
  await expect(page.locator('altcha-widget')).toBeAttached();
  await main.getByRole('button', { name: 'Send the link' }).click();
  await expect(
    main.getByText(`If ${buyer.email} belongs to a Lootmarket account`, { exact: false }),
  ).toBeVisible(HUMAN_CHECK);
  const newPassword = 'a brand new passphrase for 2026';
  await page.goto(await passwordResetLink(buyer.email));
  await expect(main.getByRole('heading', { name: 'Choose a new password', level: 1 })).toBeVisible();
  await main.getByLabel(/^New password/).fill(newPassword);
  await main.getByLabel(/^Repeat password/).fill(newPassword);
  await main.getByRole('button', { name: 'Set the new password' }).click();
  await expect(main.getByText('Your password has been changed', { exact: false })).toBeVisible();
  await main.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/login/');

  // The old password no longer opens the account; the new one does.
  await main.getByLabel(/^Email/).fill(buyer.email);
  await main.getByLabel(/^Password/).fill(buyer.password);
  // The invisible human check mounts after the form (a submit before it is refused, as on sign-up).
  await expect(page.locator('altcha-widget')).toBeAttached();
  await main.getByRole('button', { name: 'Log in' }).click();
  await expect(main.getByRole('alert')).toHaveText('Wrong email or password.', HUMAN_CHECK);
  await main.getByLabel(/^Password/).fill(newPassword);
  await main.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/', HUMAN_CHECK);

  // A USD wallet, topped up with $25.00 by the sandbox's test card.
  await accountMenu.click();
  await page.getByRole('menuitem', { name: 'My account' }).click();
  await wallets.click();
  await expect(page).toHaveURL('/profile/wallet/');
  await expect(main.getByText('You have no wallet yet.')).toBeVisible();
  await main.getByRole('button', { name: 'Create wallet' }).click();
  const usd = main.getByRole('region', { name: 'USD wallet', exact: true });
  await usd.getByRole('button', { name: 'Top up' }).click();
  const topUp = page.getByRole('dialog', { name: 'Top up your USD wallet' });
  await topUp.getByLabel(/^Amount/).fill('25.00');
  await topUp.getByRole('radio', { name: 'Card' }).check();
  await topUp.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/order\/pay\/[0-9a-f-]{36}\/$/);
  await expect(main.getByText('Wallet top-up')).toBeVisible();
  await payWithTestCard(page, '4242 4242 4242 4242', '$25.00');
  await expect(main.getByText('Payment received')).toBeVisible();
  await main.getByRole('link', { name: 'Back to your wallet' }).click();
  await expect(walletPart(usd, 'available')).toHaveText('$25.00');

  // Buy one unit ($10.00 + 3 % fee) with the wallet: paid at once, held in escrow.
  await page.goto(`/offers/${offer.id}/`);
  await main.getByRole('link', { name: 'Buy now' }).click();
  await expect(main.locator('[data-slot="money-summary"] [data-row="total"] dd')).toHaveText('$10.30');
  await main.getByRole('radio', { name: 'Wallet balance' }).check();
  await main.getByRole('button', { name: 'Pay $10.30' }).click();
  await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}\/$/);
  const orderUrl = new URL(page.url()).pathname;
  await expect(
    main.getByText('The seller has not marked the order as delivered yet.', { exact: false }),
  ).toBeVisible();

  // The seller marks it delivered in their own browser; the buyer's open page follows without a reload.
  const buyerLoads = countDocumentLoads(page);
  await seller.page.goto(orderUrl);
  await markDelivered(seller.page);
  await expect(main.getByText(/^Delivered on /)).toBeVisible({ timeout: 5_000 });
  await expect(
    main.getByRole('region', { name: 'Order timeline' }).getByText('Marked as delivered'),
  ).toBeVisible();
  expect(buyerLoads()).toBe(0);

  // Nothing arrived: the buyer opens a dispute.
  await main.getByRole('button', { name: 'Open a dispute' }).click();
  const dispute = page.getByRole('dialog', { name: 'Open a dispute' });
  await dispute.getByLabel('What went wrong?').fill('The in-game mailbox was empty.');
  await dispute.getByRole('button', { name: 'Open dispute' }).click();
  await expect(main.getByText(/^Dispute open since /)).toBeVisible();

  // Meanwhile the wallet holds the payment in escrow: available + in escrow + upcoming = total.
  await wallets.click();
  await expect(walletPart(usd, 'inEscrow')).toHaveText('$10.30');
  const held = await walletBalances(usd);
  expect(held).toEqual({ available: 1470n, inEscrow: 1030n, upcoming: 0n, outgoing: 0n, total: 2500n });
  expect(held.available + held.inEscrow + held.upcoming + held.outgoing).toBe(held.total);

  // Back on the order page, staff decide for the buyer in the back office.
  await page.goBack();
  await expect(main.getByText(/^Dispute open since /)).toBeVisible();
  const staffContext = await browser.newContext();
  await storeConsent(staffContext);
  const staff = await staffContext.newPage();
  await staffSignIn(staff, ADMIN, '/admin/disputes/');
  await expect(staff.getByRole('heading', { name: 'Disputes', level: 1 })).toBeVisible(HUMAN_CHECK);
  const row = staff.getByRole('row').filter({ hasText: offer.title });
  await expect(row).toContainText('The in-game mailbox was empty.');
  await row.getByRole('button', { name: 'Refund buyer' }).click();
  const decision = staff.getByRole('dialog', { name: `Refund $10.30 to ${buyer.name}?` });
  await decision.getByLabel(/^Note to both sides/).fill('The seller showed no proof of delivery.');
  await decision.getByRole('button', { name: 'Refund buyer' }).click();
  await expect(staff.getByText('Refunded to the buyer.', { exact: true })).toBeVisible();
  await staffContext.close();

  // The buyer's open order page says where the money went, without a reload either.
  await expect(main.locator('[data-slot="refund-line"]')).toHaveText(
    'Your payment of $10.30 was refunded to your wallet.',
  );
  await expect(main.getByText('Support’s note: The seller showed no proof of delivery.')).toBeVisible();
  expect(await axeViolations(page), 'the refunded order').toEqual([]);

  // The wallet: the refund is a positive, completed credit of the amount paid, and everything adds up.
  await wallets.click();
  await expect(walletPart(usd, 'available')).toHaveText('$25.00');
  const table = main.getByRole('table');
  const refund = table
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'Refund', exact: true }) });
  await expect(refund).toHaveCount(1);
  await expect(refund).toContainText(offer.title);
  await expect(refund).toContainText('+$10.30');
  await expect(refund).toContainText('Completed');
  const purchase = table
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'Purchase', exact: true }) });
  await expect(purchase).toContainText('-$10.30');
  const refunded = await walletBalances(usd);
  expect(refunded).toEqual({ available: 2500n, inEscrow: 0n, upcoming: 0n, outgoing: 0n, total: 2500n });
  expect(refunded.available + refunded.inEscrow + refunded.upcoming + refunded.outgoing).toBe(refunded.total);
  // The rows (top-up, purchase, refund) add up to the same total.
  await expect(table.getByRole('row')).toHaveCount(4);
  expect(await amountColumnTotal(table)).toBe(refunded.total);

  // The wallet with its rows, in both themes, has no axe violations.
  expect(await axeViolations(page), 'the wallet (light)').toEqual([]);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await axeViolations(page), 'the wallet (dark)').toEqual([]);
  await seller.page.context().close();
});
