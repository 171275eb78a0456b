import { buyByCard, countDocumentLoads, markDelivered, sellerAndBuyer } from './support/escrow';
import { expect, test } from './support/test';

/*
 * The order page is live for both sides. The buyer keeps the order page open in one
 * browser context while the seller, in another, marks the order delivered with a note: the buyer's page
 * changes over the socket without a reload (status, timeline, note, one toast); the seller writes first in
 * the order's chat and the buyer's page shows it live. Then the buyer confirms and
 * the seller's page follows the same way; the chat stays on the page for both, also after completion.
 */
test('the seller marks delivered and the buyer’s open order page follows without a reload', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { seller, buyer, offer } = await sellerAndBuyer(browser, {
    title: 'Live gold',
    description: 'Hand farmed gold, delivered by mail in game.',
    price: '10.00',
    quantity: 2,
  });
  const { page } = buyer;
  const orderUrl = await buyByCard(page, offer.id, '$10.30');
  await expect(
    page.getByText('The seller has not marked the order as delivered yet.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Chat with the seller' })).toBeVisible();
  const buyerTimeline = page.getByRole('region', { name: 'Order timeline' });
  await expect(buyerTimeline.getByText('Marked as delivered')).toHaveCount(0);
  // Reloads of the buyer's page would hide a page that does not follow: count the documents loaded.
  const buyerLoads = countDocumentLoads(page);

  // The seller: the chat with the buyer is on the page, and the seller may write first (the buyer has
  // not); the message reaches the buyer's open order page live, and "Open the chat" opens that conversation.
  await seller.page.goto(orderUrl);
  const sellerChat = seller.page.getByRole('region', { name: 'Chat with the buyer' });
  await expect(sellerChat.getByText(/The buyer has not written to you about this offer yet/)).toBeVisible();
  await sellerChat.getByRole('button', { name: 'Message the buyer' }).click();
  const question = `Which character should I mail the gold to? (${Date.now()})`;
  await sellerChat.getByRole('textbox', { name: 'Message' }).fill(question);
  await sellerChat.getByRole('button', { name: 'Send' }).click();
  await expect(sellerChat.getByRole('log').getByText(question)).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Chat with the seller' }).getByRole('log').getByText(question),
  ).toBeVisible({ timeout: 10_000 });
  await expect(seller.page.getByRole('link', { name: 'Open the chat' })).toHaveAttribute(
    'href',
    /^\/chat\/\?c=[0-9a-f-]{36}$/,
  );
  await markDelivered(seller.page, 'Sent by in-game mail to your main.');

  // The buyer's page, untouched: the delivery, the note, the timeline and one toast arrive live.
  await expect(page.getByText(/^Delivered on /)).toBeVisible({ timeout: 5_000 });
  await expect(page.locator('[data-slot="delivery-note"]')).toHaveText(
    'Seller’s note: Sent by in-game mail to your main.',
  );
  await expect(buyerTimeline.getByText('Marked as delivered')).toBeVisible();
  await expect(page.getByText('Order delivered', { exact: true })).toHaveCount(1);
  expect(buyerLoads()).toBe(0);

  // The buyer confirms: the seller's open page turns completed live; the chat stays for both.
  await page.getByRole('button', { name: 'Confirm delivery' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm delivery' }).click();
  // On the page (the toast of the buyer's own action may say it too).
  await expect(page.getByRole('main').getByText('Order completed', { exact: true })).toBeVisible();
  await expect(seller.page.getByText('Order completed', { exact: true }).first()).toBeVisible({
    timeout: 5_000,
  });
  await expect(
    seller.page.getByRole('region', { name: 'Order timeline' }).getByText('Completed', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Chat with the seller' })).toBeVisible();
  await expect(seller.page.getByRole('heading', { name: 'Chat with the buyer' })).toBeVisible();
});
