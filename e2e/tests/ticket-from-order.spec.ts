import { expect, test } from './support/test';
import { apiAs, listGoldOffer, signedInPage, topUpWithSandboxCard } from './web/helpers';

/**
 * The new-ticket form's order is picked from the user's own orders (purchases and
 * sales), not typed; the order page's "Open a ticket" opens it with that order chosen.
 */
test('"Open a ticket" on an order page opens the form with that order chosen; the seller sees it as a sale', async ({
  browser,
}) => {
  const seller = await signedInPage(browser);
  const buyer = await signedInPage(browser);
  const title = `Ticket gold ${seller.user.name}`;
  const offer = await listGoldOffer(seller, {
    title,
    description: 'Hand farmed gold, delivered by mail in game.',
    price: '5.00',
    quantity: 2,
  });
  await topUpWithSandboxCard(buyer, 'USD', '1000');
  const { order } = await apiAs<{ order: { id: string } }>(
    buyer.page.request,
    buyer.token,
    'POST',
    '/api/v1/orders',
    {
      offerId: offer.id,
      quantity: 1,
      paymentMethod: 'wallet',
      unitPrice: '500',
      currency: 'USD',
    },
  );

  const { page } = buyer;
  await page.goto(`/order/${order.id}/`);
  await page.getByRole('link', { name: 'Open a ticket' }).click();
  await expect(page).toHaveURL(`/profile/tickets/new/?order=${order.id}`);
  const main = page.getByRole('main');
  const orderField = main.getByRole('combobox', { name: /^Order/ });
  await expect(orderField).toHaveText(new RegExp(`^Purchase: ${title}, .+, \\$5\\.15$`));
  await main.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Payment' }).click();
  await main.getByRole('textbox', { name: 'Title' }).fill('Where is my gold?');
  await main.getByRole('textbox', { name: 'Description' }).fill('Paid an hour ago.');
  await main.getByRole('button', { name: 'Submit ticket' }).click();
  await expect(page).toHaveURL(/\/profile\/tickets\/[0-9a-f-]+\/$/);
  await expect(main.getByText(order.id)).toBeVisible();

  // The seller picks the same order among their sales; "None" is there too.
  await seller.page.goto('/profile/tickets/new/');
  const sellerOrder = seller.page.getByRole('main').getByRole('combobox', { name: /^Order/ });
  await expect(sellerOrder).toHaveText('None');
  await sellerOrder.click();
  await expect(seller.page.getByRole('option', { name: new RegExp(`^Sale: ${title}, `) })).toBeVisible();
  await expect(seller.page.getByRole('option', { name: 'None' })).toBeVisible();
});
