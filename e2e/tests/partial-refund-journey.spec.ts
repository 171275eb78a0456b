import { axeViolations } from './support/axe';
import { markDelivered, payWithTestCard, sellerAndBuyer, walletBalances, walletPart } from './support/escrow';
import { expect, test } from './support/test';

/*
 * A dispute the two sides settle themselves with a partial refund, clicked as they click it: the buyer
 * tops up the wallet with a test card, buys with it, the seller delivers, the buyer disputes and
 * proposes half back; the seller accepts on their order page. Both wallets then show their parts:
 * $10.00 + 3 % fee = $10.30 paid; $5.15 back to the buyer; of the $5.15 kept the platform's fee
 * (80 of 1030, prorated: 40) leaves the seller $4.75.
 */

test('the buyer proposes a partial refund, the seller accepts: both wallets show the right amounts', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { seller, buyer, offer } = await sellerAndBuyer(browser, {
    title: 'Split gold',
    description: 'Hand farmed gold, delivered by mail in game.',
    price: '10.00',
    quantity: 2,
  });
  const page = buyer.page;
  const main = page.getByRole('main');

  // A USD wallet topped up with $25.00 by the sandbox's test card.
  await page.goto('/profile/wallet/');
  await main.getByRole('button', { name: 'Create wallet' }).click();
  const usd = main.getByRole('region', { name: 'USD wallet', exact: true });
  await usd.getByRole('button', { name: 'Top up' }).click();
  const topUp = page.getByRole('dialog', { name: 'Top up your USD wallet' });
  await topUp.getByLabel(/^Amount/).fill('25.00');
  await topUp.getByRole('radio', { name: 'Card' }).check();
  await topUp.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/order\/pay\/[0-9a-f-]{36}\/$/);
  await payWithTestCard(page, '4242 4242 4242 4242', '$25.00');
  await expect(main.getByText('Payment received')).toBeVisible();

  // Buy one unit with the wallet; the seller delivers; the buyer disputes.
  await page.goto(`/offers/${offer.id}/`);
  await main.getByRole('link', { name: 'Buy now' }).click();
  await main.getByRole('radio', { name: 'Wallet balance' }).check();
  await main.getByRole('button', { name: 'Pay $10.30' }).click();
  await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}\/$/);
  const orderUrl = new URL(page.url()).pathname;
  await seller.page.goto(orderUrl);
  await markDelivered(seller.page);
  await page.reload();
  await main.getByRole('button', { name: 'Open a dispute' }).click();
  const dispute = page.getByRole('dialog', { name: 'Open a dispute' });
  await dispute.getByLabel('What went wrong?').fill('Only half of the gold arrived.');
  await dispute.getByRole('button', { name: 'Open dispute' }).click();
  await expect(main.getByText(/^Dispute open since /)).toBeVisible();

  // The buyer proposes $5.15 back, by keyboard.
  const panel = main.getByRole('region', { name: 'Partial refund' });
  await panel.getByRole('textbox', { name: /^Amount back to the buyer \(USD\)/ }).fill('5.15');
  await panel.getByRole('textbox', { name: /^Amount back to the buyer \(USD\)/ }).press('Enter');
  await expect(panel.getByText('You proposed $5.15 back to the buyer.', { exact: false })).toBeVisible();
  expect(await axeViolations(page), 'the open proposal (buyer)').toEqual([]);

  // The seller sees it on their order page and accepts.
  await seller.page.reload();
  const sellerPanel = seller.page.getByRole('main').getByRole('region', { name: 'Partial refund' });
  await expect(
    sellerPanel.getByText('The buyer proposes to get $5.15 back.', { exact: false }),
  ).toBeVisible();
  expect(await axeViolations(seller.page), 'the open proposal (seller)').toEqual([]);
  await sellerPanel.getByRole('button', { name: 'Accept $5.15' }).click();
  await expect(
    sellerPanel.getByText(
      'You and the buyer agreed: $5.15 back to the buyer; you were paid $4.75 (platform fee $0.40).',
    ),
  ).toBeVisible();

  // The buyer's order says what happened; both wallets show their parts.
  await page.reload();
  await expect(main.getByText('Partly refunded').first()).toBeVisible();
  await expect(
    panel.getByText('You and the seller agreed: $5.15 back to you, $5.15 paid for the order.'),
  ).toBeVisible();
  await page.goto('/profile/wallet/');
  await expect(walletPart(usd, 'available')).toHaveText('$19.85');
  expect(await walletBalances(usd)).toEqual({
    available: 1985n,
    inEscrow: 0n,
    upcoming: 0n,
    outgoing: 0n,
    total: 1985n,
  });
  const refund = main
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'Refund', exact: true }) });
  await expect(refund).toContainText('+$5.15');

  await seller.page.goto('/profile/wallet/');
  const sellerUsd = seller.page.getByRole('main').getByRole('region', { name: 'USD wallet', exact: true });
  await expect(walletPart(sellerUsd, 'available')).toHaveText('$4.75');
  expect(await walletBalances(sellerUsd)).toMatchObject({ available: 475n, upcoming: 0n, total: 475n });
});
