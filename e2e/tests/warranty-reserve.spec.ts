import { axeViolations } from './support/axe';
import { advanceServerClock, DAY_MS, HOUR_MS } from './support/clock';
import { buyByCard, markDelivered } from './support/escrow';
import { onePixelPng } from './support/evidence-files';
import { expect, test } from './support/test';
import { apiAs, signedInAdmin, signedInPage } from './web/helpers';

/*
 * Account warranty, the seller's reserve and a warranty claim, through the pages and the real server
 * (issue 21's acceptance journey): a seller lists a game account with a 30-day warranty, the buyer sees it
 * on the offer page and at checkout and pays by card, the seller delivers, the buyer confirms, and the
 * seller's wallet shows the money reserved, released on the completion date + 30 days (the exact time, as
 * the page says it), not available yet. On day 3 (the server's test clock moved on, TEST_CLOCK=true) the
 * buyer reports the account recovered, with a screenshot; the seller is told, sees the file and stays
 * silent past the claim clock's 12 hours; the default ruling refunds the buyer from the reserve, and both
 * open order pages follow, each side told by a notification. The journey's second half, a second order
 * whose parties agree a partial refund, is partial-refund-journey.spec.ts.
 */

type OrderDetail = {
  completedAt: string | null;
  sellerNet: string;
  warranty: { days: number; endsAt: string | null };
};
type Wallets = {
  wallets: Array<{ currency: string; available: string; upcoming: string; reserved: string }>;
};

test('an account bought with a 30-day warranty: reserved until completion + 30 days; claimed on day 3, the silent seller’s buyer is refunded', async ({
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

  // Day 3 of the warranty: the buyer reports the account recovered, with a screenshot of its login history.
  await advanceServerClock(page.request, 3 * DAY_MS, [orderId]);
  await page.reload();
  const claim = page.locator('[data-slot="warranty-claim"]');
  await expect(claim.getByRole('heading', { name: 'Report a problem with this account' })).toBeVisible();
  await expect(claim.getByText('Evidence that helps')).toBeVisible();
  await claim.getByRole('radio', { name: 'The original owner recovered it' }).check();
  await claim.getByLabel(/^Describe what happened/).fill('The original owner took it back by e-mail.');
  await claim
    .getByTestId('evidence-file-input')
    .setInputFiles({ name: 'login-history.png', mimeType: 'image/png', buffer: onePixelPng() });
  await expect(claim.getByRole('button', { name: 'Remove login-history.png' })).toBeVisible();
  await claim.getByRole('button', { name: 'Open the claim' }).click();
  await expect(claim.getByRole('heading', { name: 'Warranty claim', exact: true })).toBeVisible();
  const claimFiles = claim.getByRole('region', { name: 'Files for this claim' });
  await expect(claimFiles.getByRole('button', { name: 'Download login-history.png' })).toBeVisible();
  await expect(claimFiles.getByText(/^Buyer · /)).toBeVisible();
  // The seller's 12 hours (an account) run from the claim, on the server's clock.
  const { warrantyClaim } = await apiAs<{ warrantyClaim: { id: string; createdAt: string } }>(
    page.request,
    buyer.token,
    'GET',
    `/api/v1/orders/${orderId}`,
  );
  const claimClock = claim.getByRole('region', { name: 'Claim clock' });
  await expect(claimClock.getByText('Waiting for the seller’s answer')).toBeVisible();
  await expect(
    claimClock.getByText('If the seller stays silent, the buyer is refunded automatically.'),
  ).toBeVisible();
  await expect(claimClock.locator('time').first()).toHaveAttribute(
    'datetime',
    new Date(Date.parse(warrantyClaim.createdAt) + 12 * HOUR_MS).toISOString(),
  );
  expect(await axeViolations(page), 'the buyer’s open claim').toEqual([]);

  // The seller is told at once, and sees the claim, its clock and the buyer's file.
  await seller.page.goto(orderPath);
  await seller.page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(
    seller.page
      .getByRole('region', { name: 'Notifications' })
      .getByRole('button', { name: /Warranty claim on a sale$/ })
      .first(),
  ).toBeVisible();
  await seller.page.keyboard.press('Escape');
  const sellerClaim = seller.page.locator('[data-slot="warranty-claim"]');
  await expect(
    sellerClaim.getByRole('region', { name: 'Claim clock' }).getByText('It is your turn to answer.'),
  ).toBeVisible();
  await expect(sellerClaim.getByRole('button', { name: 'Download login-history.png' })).toBeVisible();

  // The seller stays silent; 13 hours later the default ruling refunds the buyer from the reserve.
  await advanceServerClock(page.request, 13 * HOUR_MS, [warrantyClaim.id]);
  await expect(claim.getByText('$20.60 was refunded to your wallet.')).toBeVisible({ timeout: 15_000 });
  await expect(
    sellerClaim.getByText(
      '$20.60 went back to the buyer: $19.00 from your reserve, $0.00 from your balance, $0.00 covered by the platform, $1.60 of fees.',
    ),
  ).toBeVisible({ timeout: 15_000 });
  for (const [side, title] of [
    [page, /Warranty claim refunded$/],
    [seller.page, /Warranty claim upheld$/],
  ] as const) {
    await side.getByRole('button', { name: /^Notifications/ }).click();
    await expect(
      side.getByRole('region', { name: 'Notifications' }).getByRole('button', { name: title }).first(),
    ).toBeVisible();
    await side.keyboard.press('Escape');
  }
  // The files stay with the decided claim, and staff read them on the back office's claims.
  await expect(claimFiles.getByRole('button', { name: 'Download login-history.png' })).toBeVisible();
  const admin = await signedInAdmin(browser);
  await admin.page.goto('/admin/warranty-claims/');
  await admin.page.getByRole('button', { name: 'Refunded', exact: true }).click();
  const claimRow = admin.page.getByRole('row').filter({ hasText: title });
  const downloading = admin.page.waitForEvent('download');
  await claimRow.getByRole('button', { name: 'Download login-history.png' }).click();
  expect((await downloading).suggestedFilename()).toBe('login-history.png');

  // The money: the buyer's wallet holds the whole total, the seller's reserve is gone.
  await page.goto('/profile/wallet/');
  const buyerUsd = page.getByRole('region', { name: 'USD wallet', exact: true });
  await expect(buyerUsd.locator('[data-part="available"]')).toContainText('$20.60');
  await seller.page.goto('/profile/wallet/');
  await expect(usd.locator('[data-part="available"]')).toContainText('$0.00');
  // Nothing reserved any more: the line is gone.
  await expect(usd.locator('[data-part="reserved"]')).toHaveCount(0);
});
