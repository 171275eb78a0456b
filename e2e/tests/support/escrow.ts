import { type Browser, expect, type Locator, type Page } from '@playwright/test';
import { type GoldOfferFields, listGoldOffer, type SignedIn, signedInPage } from '../web/helpers';

/*
 * The steps the escrow journeys share (escrow-journey, order-live, wallet-refund-journey): a seller
 * with an offer, a buyer, the checkout, the sandbox's test cards, the order page and the wallet's
 * balances, each done through the pages as a person does (the offer is listed through the API: the
 * listing form is the seller journey's subject).
 */

/** A listed offer: its id, and its title as pages show it. */
export type ListedOffer = { id: string; title: string };

/**
 * A seller who signed up through the form and lists a World of Warcraft gold offer. The title gets the
 * seller's name appended ("Live gold" → "Live gold e2e_…"), so lists and rows find this test's offer.
 */
export async function sellerWithOffer(
  browser: Browser,
  fields: GoldOfferFields,
): Promise<{ seller: SignedIn; offer: ListedOffer }> {
  const seller = await signedInPage(browser);
  const title = `${fields.title} ${seller.user.name}`;
  const { id } = await listGoldOffer(seller, { ...fields, title });
  return { seller, offer: { id, title } };
}

/** A seller with a gold offer (sellerWithOffer) and a buyer, each signed up in a browser of their own. */
export async function sellerAndBuyer(
  browser: Browser,
  fields: GoldOfferFields,
): Promise<{ seller: SignedIn; buyer: SignedIn; offer: ListedOffer }> {
  const { seller, offer } = await sellerWithOffer(browser, fields);
  return { seller, buyer: await signedInPage(browser), offer };
}

/**
 * Checks out one unit of an offer with a card or crypto (`total` as the Pay button shows it, e.g.
 * "$10.30"): ends on the sandbox's payment page, which says that it is a test.
 */
export async function checkoutWith(
  page: Page,
  offerId: string,
  method: 'Credit or debit card' | 'Crypto',
  total: string,
) {
  await page.goto(`/order/new/?offer=${offerId}`);
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('button', { name: `Pay ${total}` }).click();
  await expect(page).toHaveURL(/\/order\/pay\/[0-9a-f-]{36}\/$/);
  await expect(page.getByText('Test mode: no real money')).toBeVisible();
}

/** On the sandbox's payment page: one of its test cards (e.g. "4242 4242 4242 4242"), a name, Pay. */
export async function payWithTestCard(page: Page, card: string, total: string) {
  await page.getByRole('button', { name: new RegExp(`Use ${card}`) }).click();
  await page.getByLabel(/^Name on card/).fill('Test Buyer');
  await page.getByRole('button', { name: `Pay ${total}` }).click();
}

/** From a finished payment to the order's page: returns its path (/order/<id>/). */
export async function openOrderFromPayment(page: Page): Promise<string> {
  await page.getByRole('link', { name: 'View your order' }).click();
  await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}\/$/);
  return new URL(page.url()).pathname;
}

/** Buys one unit with the test card that always pays; ends on the order page, whose path it returns. */
export async function buyByCard(page: Page, offerId: string, total: string): Promise<string> {
  await checkoutWith(page, offerId, 'Credit or debit card', total);
  await payWithTestCard(page, '4242 4242 4242 4242', total);
  return openOrderFromPayment(page);
}

/** The seller, on the order's page, marks it delivered (with a note for the buyer if given). */
export async function markDelivered(sellerPage: Page, note?: string) {
  await sellerPage.getByRole('button', { name: 'Mark as delivered' }).click();
  const dialog = sellerPage.getByRole('alertdialog');
  if (note) await dialog.getByLabel('Note for the buyer (optional)').fill(note);
  await dialog.getByRole('button', { name: 'Mark as delivered' }).click();
  await expect(sellerPage.getByText(/^Delivered on /)).toBeVisible();
}

/**
 * Counts the documents the page loads from now on: a page that "updates live" only by being reloaded
 * would show up here. Returns the counter's reader.
 */
export function countDocumentLoads(page: Page): () => number {
  let loads = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) loads += 1;
  });
  return () => loads;
}

/** Minor units from an amount the page shows in English with two decimals: "$14.70" → 1470n. */
export function minorUnits(shown: string): bigint {
  const digits = shown.replace(/\D/g, '');
  expect(digits, `an amount in "${shown}"`).not.toBe('');
  return (/[-−]/.test(shown) ? -1n : 1n) * BigInt(digits);
}

/** The parts of a wallet's balance as its card on /profile/wallet/ names and explains them. */
const WALLET_PARTS = {
  available: 'Available',
  inEscrow: 'In escrow',
  upcoming: 'Upcoming',
  outgoing: 'Being paid out',
  total: 'Total',
} as const;

export type WalletBalances = Record<keyof typeof WALLET_PARTS, bigint>;

/** The amount the wallet card shows under one of its labels ("Available", "Total", …). */
export function walletPart(card: Locator, part: keyof typeof WALLET_PARTS): Locator {
  return card
    .locator('[data-slot="wallet-part"]')
    .filter({ has: card.page().getByRole('term').getByText(WALLET_PARTS[part], { exact: true }) })
    .getByRole('definition')
    .first();
}

/** Reads every part of a wallet card (e.g. the "USD wallet" region), as minor units. */
export async function walletBalances(card: Locator): Promise<WalletBalances> {
  const read = async (part: keyof typeof WALLET_PARTS) =>
    minorUnits((await walletPart(card, part).textContent()) ?? '');
  return {
    available: await read('available'),
    inEscrow: await read('inEscrow'),
    upcoming: await read('upcoming'),
    outgoing: await read('outgoing'),
    total: await read('total'),
  };
}
