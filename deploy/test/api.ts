import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { ApiNode } from './harness';

/**
 * What the deployment checks do through the public API, as the web app does it: sign in (solving the
 * human check), find the demo seller's offer, and read a node's Prometheus metrics.
 */
export const BUYER = { email: 'buyer@lootmarket.local', password: 'Lootmarket-buyer-2026!' };
export const SELLER = { email: 'goldrushpl@sellers.lootmarket.local', password: 'Lootmarket-seller-2026!' };

export interface Account {
  token: string;
  userId: string;
}

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** The body of `response` as JSON; anything else is an error that shows the status and the text. */
export async function json<T>(response: Response): Promise<T> {
  const text = await response.text();
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new Error(`${response.status} ${response.url}: ${text.slice(0, 300)}`);
  }
}

/** Signs in through `base` (nginx or one node), solving the human check as the browser widget does. */
export async function signIn(base: string, account: { email: string; password: string }): Promise<Account> {
  const challenge = await json<Parameters<typeof solveChallenge>[0]['challenge']>(
    await fetch(`${base}/api/v1/human-check/challenge`),
  );
  const solution = await solveChallenge({ challenge, deriveKey });
  const response = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...account,
      humanCheck: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'),
    }),
  });
  const body = await json<{ token: string; user: { userId: string } }>(response);
  if (response.status !== 200) throw new Error(`sign-in of ${account.email}: ${response.status}`);
  return { token: body.token, userId: body.user.userId };
}

/** The cheapest USD gold offer of GoldRushPL (the demo seller) on the market, through `base`. */
export async function demoOffer(base: string) {
  const market = await json<{
    offers: Array<{ id: string; currency: string; price: string; seller: { username: string } }>;
  }>(await fetch(`${base}/api/v1/games/world-of-warcraft/gold/offers?pageSize=60`));
  const offer = market.offers
    .filter((candidate) => candidate.seller.username === 'GoldRushPL' && candidate.currency === 'USD')
    .sort((a, b) => Number(a.price) - Number(b.price))[0];
  if (!offer) throw new Error('no USD offer of the demo seller on the market');
  return offer;
}

/** What a load buys and where it chats: the demo seller's offer and the buyer's conversation on it. */
export interface LoadTarget {
  offerId: string;
  unitPrice: string;
  currency: string;
  conversationId: string;
  /** Wallet purchases of one unit the buyer's USD wallet still pays for, less a margin. */
  affordable: number;
}

export async function loadTarget(base: string, buyer: Account): Promise<LoadTarget> {
  const offer = await demoOffer(base);
  const summary = await json<{ unitPrice: string; currency: string }>(
    await fetch(`${base}/api/v1/orders/summary?offerId=${offer.id}&quantity=1`, {
      headers: auth(buyer.token),
    }),
  );
  const opened = await json<{ conversation: { id: string } }>(
    await fetch(`${base}/api/v1/chat/conversations`, {
      method: 'POST',
      headers: { ...auth(buyer.token), 'content-type': 'application/json' },
      body: JSON.stringify({ offerId: offer.id }),
    }),
  );
  const wallets = await json<{ wallets: Array<{ currency: string; available: string }> }>(
    await fetch(`${base}/api/v1/wallets`, { headers: auth(buyer.token) }),
  );
  const available = Number(wallets.wallets.find((wallet) => wallet.currency === 'USD')?.available ?? 0);
  const affordable = Math.max(0, Math.floor(available / Number(summary.unitPrice)) - 2);
  return {
    offerId: offer.id,
    unitPrice: summary.unitPrice,
    currency: summary.currency,
    conversationId: opened.conversation.id,
    affordable,
  };
}

/** A number of the node's Prometheus metrics: the sum of the series of `name` whose labels match. */
export async function metric(node: ApiNode, metricsToken: string, name: string, labels = '') {
  const text = await (await fetch(`${node.url}/metrics`, { headers: auth(metricsToken) })).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .filter((line) => line.includes(labels))
    .reduce((total, line) => total + Number(line.split(' ').pop()), 0);
}
