import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { api, registerThroughForm, storeConsent, uniqueUser } from './web/helpers';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function violations(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return result.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

/** A signed-in page of its own browser context (its own cookies: one person per context). */
async function signedIn(browser: Browser) {
  const context = await browser.newContext();
  await storeConsent(context);
  const page = await context.newPage();
  const user = uniqueUser();
  await registerThroughForm(page, user);
  await expect(page.getByRole('button', { name: `Account menu: ${user.name}` })).toBeVisible();
  const token = await page.evaluate(
    async () => (await (await fetch('/api/auth/readToken')).json()).token as string,
  );
  return { context, page, user, token };
}

async function createOffer(seller: Awaited<ReturnType<typeof signedIn>>) {
  const game = await api<{ game: { servers: Array<{ slug: string }> } }>(
    seller.page,
    seller.token,
    '/api/v1/games/world-of-warcraft',
  );
  const { offer } = await api<{ offer: { id: string } }>(
    seller.page,
    seller.token,
    '/api/v1/offers',
    'POST',
    {
      game: 'world-of-warcraft',
      category: 'gold',
      server: game.game.servers[0]?.slug,
      title: '80k Gold, same day',
      description: 'Trade at the auction house.',
      deliveryTime: '1h',
      price: '9.99',
      currency: 'USD',
      quantity: 3,
    },
  );
  return offer;
}

/** Counts the REST sends of a page: with the socket up, a message must not go this way. */
function restSends(page: Page) {
  const sends: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/v1\/chat\/conversations\/[^/]+\/messages$/.test(request.url()))
      sends.push(request.url());
  });
  return sends;
}

async function offerConversation(
  seller: Awaited<ReturnType<typeof signedIn>>,
  buyer: Awaited<ReturnType<typeof signedIn>>,
) {
  const offer = await createOffer(seller);
  const { conversation } = await api<{ conversation: { id: string } }>(
    buyer.page,
    buyer.token,
    '/api/v1/chat/conversations',
    'POST',
    { offerId: offer.id },
  );
  return conversation;
}

test('a buyer sends a message; the seller sees it live and the bell count rises', async ({ browser }) => {
  test.setTimeout(120_000);
  const seller = await signedIn(browser);
  const buyer = await signedIn(browser);

  const conversation = await offerConversation(seller, buyer);

  // The seller has the chat open and no unread notifications.
  await seller.page.goto(`/chat/?c=${conversation.id}`);
  const sellerHistory = seller.page.getByRole('log', { name: `Chat history with ${buyer.user.name}` });
  await expect(sellerHistory).toBeVisible();
  await expect(sellerHistory.getByText('No messages yet. Say hello!')).toBeVisible();
  const bell = seller.page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  const buyerRestSends = restSends(buyer.page);
  await buyer.page.goto(`/chat/?c=${conversation.id}`);
  // What this test checks is the socket's path: send once the buyer's socket is up (a message sent
  // while it connects goes over REST, as it should, and a slow machine connects late).
  await expect(buyer.page.locator('[data-slot="chat-panel-connection"]')).toHaveAttribute(
    'data-state',
    'connected',
    { timeout: 30_000 },
  );
  const text = `Hi! Is the gold still available? (${Date.now()})`;
  await buyer.page.getByRole('textbox', { name: 'Message' }).fill(text);
  await buyer.page.getByRole('button', { name: 'Send' }).click();
  await expect(buyer.page.getByText('Message sent!').first()).toBeVisible();
  await expect(buyer.page.getByRole('log').getByText(text)).toBeVisible();
  // It went over the socket (STOMP SEND to /app/chat.send), not the REST fallback.
  expect(buyerRestSends).toEqual([]);
  expect(await violations(buyer.page)).toEqual([]);

  // Live on the seller's open page: no reload.
  await expect(sellerHistory.getByText(text)).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await expect(seller.page.getByTestId('notification-count')).toHaveText('1');

  // The panel names the message in words and marks it read when opened.
  await bell.click();
  const entry = seller.page.getByRole('button', { name: `Unread: New message from ${buyer.user.name}` });
  await expect(entry).toBeVisible();
  expect(await violations(seller.page)).toEqual([]);
  await seller.page.keyboard.press('Escape');
  await expect(bell).toBeFocused();
  // The same attributes the theme toggle sets: the page and the panel again, in dark.
  await seller.page.evaluate(() => {
    document.documentElement.setAttribute('data-theme', 'dark');
    document.documentElement.style.colorScheme = 'dark';
  });
  expect(await violations(seller.page)).toEqual([]);
  await bell.press('Enter');
  await seller.page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications');

  await seller.context.close();
  await buyer.context.close();
});

test('a guest on the chat page is told to log in', async ({ page, context }) => {
  await storeConsent(context);
  await page.goto('/chat/');
  await expect(page.getByText('Log in to send messages.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    '/login/?returnTo=%2Fchat%2F',
  );
});

test('the chat history loads older messages as the reader scrolls up', async ({ browser }) => {
  test.setTimeout(120_000);
  const seller = await signedIn(browser);
  const buyer = await signedIn(browser);
  const conversation = await offerConversation(seller, buyer);
  // 36 messages (few enough for the write rate limit): the first page shows the newest 30.
  for (let i = 1; i <= 36; i += 1) {
    await api(buyer.page, buyer.token, `/api/v1/chat/conversations/${conversation.id}/messages`, 'POST', {
      body: `Message number ${i}`,
    });
  }
  await seller.page.goto(`/chat/?c=${conversation.id}`);
  const history = seller.page.getByRole('log', { name: `Chat history with ${buyer.user.name}` });
  await expect(history.getByText('Message number 36', { exact: true })).toBeVisible();
  await expect(history.getByText('Message number 7', { exact: true })).toHaveCount(1);
  await expect(history.getByText('Message number 6', { exact: true })).toHaveCount(0);
  await history.evaluate((element) => {
    element.scrollTop = 0;
  });
  await expect(history.getByText('Message number 1', { exact: true })).toHaveCount(1);
  await expect(history.getByRole('listitem')).toHaveCount(36);
  await seller.context.close();
  await buyer.context.close();
});

test('the buyer starts the purchase chat on the offer page (REST when the socket is refused); guests are told to log in', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const seller = await signedIn(browser);
  const buyer = await signedIn(browser);
  const offer = await createOffer(seller);

  // The owner has no chat with himself.
  await seller.page.goto(`/offers/${offer.id}/`);
  await expect(seller.page.getByText(/This is your offer/)).toBeVisible();
  await expect(seller.page.getByRole('heading', { name: 'Chat with the seller' })).toHaveCount(0);

  const sends = restSends(buyer.page);
  await buyer.page.goto(`/offers/${offer.id}/`);
  const chat = buyer.page.getByRole('region', { name: 'Chat with the seller' });
  // Looking at the offer creates nothing: the buyer opens the conversation.
  const start = chat.getByRole('button', { name: 'Message the seller' });
  await expect(start).toBeVisible();
  expect(await violations(buyer.page)).toEqual([]);
  await start.press('Enter');
  const box = chat.getByRole('textbox', { name: 'Message' });
  await expect(box).toBeFocused();
  await box.press('Enter');
  await expect(chat.getByText('Cannot send an empty message.')).toBeVisible();
  const text = `Can you deliver tonight? (${Date.now()})`;
  await box.fill(text);
  await box.press('Enter');
  await expect(buyer.page.getByText('Message sent!').first()).toBeVisible();
  await expect(chat.getByRole('log').getByText(text)).toBeVisible();
  expect(sends).toEqual([]);

  // Coming back continues the same conversation, and the seller has it in the chat app.
  await buyer.page.reload();
  await expect(chat.getByRole('log').getByText(text)).toBeVisible();
  await expect(chat.getByRole('button', { name: 'Message the seller' })).toHaveCount(0);
  await seller.page.goto('/chat/');
  await expect(seller.page.getByRole('navigation', { name: 'Conversations' }).getByText(text)).toBeVisible();

  // Without the socket (a proxy that refuses /ws, say) the message goes over REST and still arrives.
  await buyer.context.route('**/ws/**', (route) => route.abort());
  await buyer.page.reload();
  await expect(chat.getByRole('log').getByText(text)).toBeVisible();
  const fallback = `Sent without the socket (${Date.now()})`;
  await chat.getByRole('textbox', { name: 'Message' }).fill(fallback);
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByRole('log').getByText(fallback)).toBeVisible();
  expect(sends).toHaveLength(1);
  await expect(
    seller.page.getByRole('navigation', { name: 'Conversations' }).getByText(fallback),
  ).toBeVisible();

  const guestContext = await browser.newContext();
  await storeConsent(guestContext);
  const guest = await guestContext.newPage();
  await guest.goto(`/offers/${offer.id}/`);
  const guestChat = guest.getByRole('region', { name: 'Chat with the seller' });
  await expect(guestChat.getByText('Log in to send messages.')).toBeVisible();
  await expect(guestChat.getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    `/login/?returnTo=${encodeURIComponent(`/offers/${offer.id}/`)}`,
  );
  await guestContext.close();
  await seller.context.close();
  await buyer.context.close();
});
