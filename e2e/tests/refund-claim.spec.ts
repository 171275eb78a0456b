import { expect, test } from './support/test';
import { apiAs, listGoldOffer, signedInAdmin, signedInPage } from './web/helpers';

/** BIP 173's test-network example address. */
const TESTNET = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';

/**
 * A crypto order refunded on the sandbox is claimed as BTCPay's pull payment is,
 * on a claim page (ours here): the order page links to it until the buyer has claimed, then says when.
 */
test('a refunded sandbox crypto payment is claimed on the claim page, and the order says so', async ({
  browser,
}) => {
  const seller = await signedInPage(browser);
  const buyer = await signedInPage(browser);
  const admin = await signedInAdmin(browser);
  const offer = await listGoldOffer(seller, {
    title: `Refunded gold ${seller.user.name}`,
    description: 'Hand farmed gold, delivered by mail in game.',
    price: '10.00',
    quantity: 2,
  });
  // The buyer pays by sandbox crypto ($10.30 with the buyer's fee), disputes, and an admin refunds.
  const { order, payment } = await apiAs<{ order: { id: string }; payment: { id: string } }>(
    buyer.page.request,
    buyer.token,
    'POST',
    '/api/v1/orders',
    { offerId: offer.id, quantity: 1, paymentMethod: 'crypto', unitPrice: '1000', currency: 'USD' },
  );
  const pay = `/api/v1/payments/${payment.id}/sandbox/crypto`;
  await apiAs(buyer.page.request, buyer.token, 'POST', pay, { outcome: 'confirm' });
  await apiAs(buyer.page.request, buyer.token, 'POST', `/api/v1/orders/${order.id}/dispute`, {
    reason: 'The gold never arrived.',
  });
  await apiAs(admin.page.request, admin.token, 'POST', `/api/v1/admin/disputes/${order.id}/refund`, {
    note: 'No proof of delivery.',
  });

  const { page } = buyer;
  await page.goto(`/order/${order.id}/`);
  await expect(page.getByText('Your payment of $10.30 was refunded as crypto.')).toBeVisible();
  await page.getByRole('link', { name: 'Claim the crypto refund' }).click();
  await expect(page).toHaveURL(`/order/refund/${payment.id}/`);
  await expect(page.getByRole('heading', { name: 'Claim your refund' })).toBeVisible();
  const main = page.getByRole('main');
  await main.getByLabel(/^Your BTC \(testnet\) address/).fill(TESTNET);
  await main.getByRole('button', { name: 'Claim $10.30' }).click();
  await expect(main.getByText('Refund claimed')).toBeVisible();
  await expect(main.getByText(TESTNET)).toBeVisible();

  await main.getByRole('link', { name: 'View your order' }).click();
  await expect(page).toHaveURL(`/order/${order.id}/`);
  await expect(page.getByText(/^You claimed your crypto refund on /)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Claim the crypto refund' })).toHaveCount(0);
});
