import { buyByCard, markDelivered } from './support/escrow';
import { expect, test } from './support/test';
import { apiAs, signedInPage } from './web/helpers';

/*
 * Account warranty and the seller's reserve, through the pages and the real server: a seller lists a game
 * account with a 30-day warranty, the buyer sees it on the offer page and at checkout and pays by card, the
 * seller delivers, the buyer confirms, and the seller's wallet shows the money reserved, released on the
 * completion date + 30 days (the exact time, as the page says it), not available yet.
 */

type OrderDetail = {
  completedAt: string | null;
  sellerNet: string;
  warranty: { days: number; endsAt: string | null };
};
type Wallets = {
  wallets: Array<{ currency: string; available: string; upcoming: string; reserved: string }>;
};

test('an account bought with a 30-day warranty: the seller’s money is reserved until completion + 30 days', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const seller = await signedInPage(browser);
  const buyer = await signedInPage(browser);
  const title = `Warranted account ${seller.user.name}`;
  const { game } = await apiAs<{ game: { servers: Array<{ slug: string }> } }>(
    seller.page.request,
    seller.token,
    'GET',
    '/api/v1/games/world-of-warcraft',
  );
  const { offer } = await apiAs<{ offer: { id: string; warrantyDays: number | null } }>(
    seller.page.request,
    seller.token,
    'POST',
    '/api/v1/offers',
    {
      game: 'world-of-warcraft',
      category: 'account',
      server: game.servers[0]?.slug ?? null,
      title,
      description: 'Level 80 with full gear, original e-mail included.',
      deliveryTime: '1h',
      price: '20.00',
      currency: 'USD',
      quantity: 1,
      warrantyDays: 30,
    },
  );
  expect(offer.warrantyDays).toBe(30);

  // The offer page and the checkout say what the warranty is.
  const { page } = buyer;
  await page.goto(`/offers/${offer.id}/`);
  await expect(page.locator('[data-slot="offer-warranty"]')).toContainText('30-day warranty');
  const orderPath = await buyByCard(page, offer.id, '$20.60');
  const orderId = orderPath.split('/')[2] as string;
  await expect(page.locator('[data-slot="order-warranty"]')).toContainText(
    '30-day warranty, starting when the order completes.',
  );

  // The seller delivers; the buyer confirms.
  await seller.page.goto(orderPath);
  await markDelivered(seller.page);
  await page.reload();
  await page.getByRole('button', { name: 'Confirm delivery' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm delivery' }).click();
  await expect(page.getByRole('main').getByText('Order completed')).toBeVisible();

  // The right date: completion + 30 days of 24 hours, from the order as the API records it.
  const order = await apiAs<OrderDetail>(
    seller.page.request,
    seller.token,
    'GET',
    `/api/v1/orders/${orderId}`,
  );
  expect(order.completedAt).not.toBeNull();
  const releasesAt = new Date(Date.parse(order.completedAt as string) + 30 * 24 * 60 * 60 * 1000);
  expect(order.warranty).toMatchObject({ days: 30, endsAt: releasesAt.toISOString() });
  // As the page writes a date and time in English (the reader's time zone, the browser's own formatter).
  const shown = await seller.page.evaluate(
    (iso) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
    releasesAt.toISOString(),
  );
  // The buyer sees the warranty's end.
  await page.reload();
  await expect(page.locator('[data-slot="warranty-ends-at"]')).toHaveText(`30-day warranty, until ${shown}.`);

  // The seller's wallet: $19.00 reserved, nothing available yet, the sale listed with its release.
  await seller.page.goto('/profile/wallet/');
  const usd = seller.page.getByRole('region', { name: 'USD wallet', exact: true });
  await expect(usd.locator('[data-part="reserved"]')).toContainText('$19.00');
  await expect(usd.locator('[data-part="available"]')).toContainText('$0.00');
  const reserves = seller.page.getByRole('region', { name: 'Reserved until the warranty ends' });
  const row = reserves.locator('[data-slot="seller-reserve"]').filter({ hasText: title });
  await expect(row).toContainText('$19.00');
  await expect(row.locator('time')).toHaveText(shown);
  await expect(row.locator('time')).toHaveAttribute('datetime', releasesAt.toISOString());
  const wallets = await apiAs<Wallets>(seller.page.request, seller.token, 'GET', '/api/v1/wallets');
  expect(wallets.wallets.find((w) => w.currency === 'USD')).toMatchObject({
    available: '0',
    upcoming: '0',
    reserved: order.sellerNet,
  });

  // The seller's order page says the same.
  await seller.page.goto(orderPath);
  await expect(seller.page.locator('[data-slot="warranty-reserve"]')).toContainText(
    `The $19.00 from this sale is reserved until ${shown}`,
  );
});
