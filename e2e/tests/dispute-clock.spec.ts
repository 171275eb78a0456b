import { axeViolations } from './support/axe';
import { advanceServerClock, HOUR_MS, serverClockOffsetMs } from './support/clock';
import { buyByCard, sellerAndBuyer } from './support/escrow';
import { expect, test } from './support/test';

/*
 * The dispute clock, as both sides see it: the buyer opens a dispute (the dialog says what evidence
 * helps for gold), both order pages show the clock with the seller's deadline and what silence does;
 * the seller stays silent; the server's test clock moves past the deadline (TEST_CLOCK=true, which a
 * production start refuses); the default ruling refunds the buyer, and both open pages follow live,
 * each told by a notification.
 */
test('a silent seller: the deadline passes and the buyer is refunded by the default ruling, both told', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { seller, buyer, offer } = await sellerAndBuyer(browser, {
    title: 'Clocked gold',
    description: 'Hand farmed gold, delivered by mail in game.',
    price: '10.00',
    quantity: 2,
  });
  const { page } = buyer;
  const orderUrl = await buyByCard(page, offer.id, '$10.30');
  // Paid and pending: the buyer is told when it confirms itself.
  await expect(page.getByText(/^Confirms automatically on .+ unless you open a dispute\.$/)).toBeVisible();

  // The buyer opens a dispute; the dialog says what evidence helps for gold.
  const offsetHours = Math.floor((await serverClockOffsetMs(page.request)) / HOUR_MS);
  await page.getByRole('button', { name: 'Open a dispute' }).click();
  const dialog = page.getByRole('dialog', { name: 'Open a dispute' });
  await expect(dialog.getByText('Evidence that helps')).toBeVisible();
  await expect(dialog.getByText(/in-game mail or trade window/)).toBeVisible();
  await dialog.getByLabel('What went wrong?').fill('Nothing arrived in the mailbox.');
  await dialog.getByRole('button', { name: 'Open dispute' }).click();

  // Both sides see the clock: the seller's turn, the deadline, the countdown and what silence does.
  const buyerClock = page.getByRole('region', { name: 'Dispute clock' });
  await expect(buyerClock.getByText('Waiting for the seller’s answer')).toBeVisible();
  await expect(
    buyerClock.getByText('If the seller stays silent, the buyer is refunded automatically.'),
  ).toBeVisible();
  await expect(buyerClock.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
  // 24 hours on the server's clock, counted down by the browser's (the real time).
  await expect(buyerClock.locator('[data-slot="dispute-clock-remaining"]')).toHaveText(
    new RegExp(`^(${23 + offsetHours}|${24 + offsetHours}) h \\d+ min \\d+ s left$`),
  );
  await seller.page.goto(orderUrl);
  const sellerClock = seller.page.getByRole('region', { name: 'Dispute clock' });
  await expect(sellerClock.getByText('It is your turn to answer.')).toBeVisible();
  expect(await axeViolations(page), 'the buyer’s order page with the clock').toEqual([]);

  // The seller stays silent; the server's clock moves 25 hours on: the default ruling applies.
  await advanceServerClock(page.request, 25 * HOUR_MS, [orderUrl.split('/')[2] ?? '']);

  // Both open pages follow live: refunded, decided by the deadline, and each side told.
  await expect(buyerClock.getByText('Decided by the deadline (default ruling).')).toBeVisible({
    timeout: 15_000,
  });
  await expect(sellerClock.getByText('Decided by the deadline (default ruling).')).toBeVisible({
    timeout: 15_000,
  });
  // Each side is told: the notification is in their notifications panel.
  for (const side of [page, seller.page]) {
    await side.getByRole('button', { name: /^Notifications/ }).click();
    const panel = side.getByRole('region', { name: 'Notifications' });
    await expect(
      panel.getByRole('button', { name: /Dispute decided by its deadline$/ }).first(),
    ).toBeVisible();
    await side.keyboard.press('Escape');
  }
  await expect(page.locator('[data-slot="refund-line"]')).toContainText('$10.30');
  expect(await axeViolations(page), 'the refunded order').toEqual([]);
});
