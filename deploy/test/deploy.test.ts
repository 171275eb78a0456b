import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ObservedClient } from '../../apps/api/src/realtime/test-support/realtime-server';
import { type Deployment, startDeployment } from './harness';

/**
 * The deployment recipe (deploy/), tested: nginx in front of two API processes on one PostgreSQL
 * database and one Redis, each part a real process on a loopback port (harness.ts).
 */
const BUYER = { email: 'buyer@lootmarket.local', password: 'Lootmarket-buyer-2026!' };
const SELLER = { email: 'goldrushpl@sellers.lootmarket.local', password: 'Lootmarket-seller-2026!' };

let deployment: Deployment;

async function json<T>(response: Response): Promise<T> {
  const text = await response.text();
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new Error(`${response.status} ${response.url}: ${text.slice(0, 300)}`);
  }
}

/** Signs in through `base` (nginx or one node), solving the human check as the browser widget does. */
async function signIn(base: string, account: { email: string; password: string }) {
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
  expect(response.status).toBe(200);
  return { token: body.token, userId: body.user.userId };
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A wallet purchase of one unit of a GoldRushPL (the demo seller) gold offer in USD, through `base`. */
async function buyOne(base: string, buyerToken: string) {
  const market = await json<{
    offers: Array<{ id: string; currency: string; seller: { username: string } }>;
  }>(await fetch(`${base}/api/v1/games/world-of-warcraft/gold/offers?pageSize=60`));
  const offer = market.offers.find(
    (candidate) => candidate.seller.username === 'GoldRushPL' && candidate.currency === 'USD',
  );
  if (!offer) throw new Error('no USD offer of the demo seller on the market');
  const summary = await json<{ unitPrice: string; currency: string }>(
    await fetch(`${base}/api/v1/orders/summary?offerId=${offer.id}&quantity=1`, {
      headers: auth(buyerToken),
    }),
  );
  const response = await fetch(`${base}/api/v1/orders`, {
    method: 'POST',
    headers: {
      ...auth(buyerToken),
      'content-type': 'application/json',
      'idempotency-key': crypto.randomUUID(),
    },
    body: JSON.stringify({
      offerId: offer.id,
      quantity: 1,
      paymentMethod: 'wallet',
      unitPrice: summary.unitPrice,
      currency: summary.currency,
    }),
  });
  const body = await json<{ order: { id: string; status: string } }>(response);
  expect(response.status, JSON.stringify(body)).toBe(201);
  return body.order;
}

describe('two API processes behind nginx', () => {
  let buyer: { token: string; userId: string };
  let seller: { token: string; userId: string };

  beforeAll(async () => {
    deployment = await startDeployment();
    buyer = await signIn(deployment.url, BUYER);
    seller = await signIn(deployment.url, SELLER);
  });
  afterAll(async () => {
    await deployment?.stop();
  });

  it('serves the site through nginx: pages from the nodes, hashed assets from the build, precompressed', async () => {
    const home = await fetch(`${deployment.url}/`);
    expect(home.status).toBe(200);
    const html = await home.text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const file = await fetch(`${deployment.url}${asset}`, { headers: { 'accept-encoding': 'br' } });
    expect(file.status).toBe(200);
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(file.headers.get('content-encoding')).toBe('br');
    const ready = await json<{ redis?: string }>(await fetch(`${deployment.url}/readyz`));
    expect(ready.redis).toBe('up');
  });

  it('a purchase through nginx is the same order on both nodes', async () => {
    const order = await buyOne(deployment.url, buyer.token);
    for (const node of Object.values(deployment.nodes)) {
      const seen = await json<{ id: string; status: string }>(
        await fetch(`${node.url}/api/v1/orders/${order.id}`, { headers: auth(buyer.token) }),
      );
      expect(seen).toMatchObject({ id: order.id, status: 'pending' });
    }
  });

  it('a notification published on node A reaches a socket held on node B', async () => {
    const socket = new ObservedClient(deployment.nodes.b.url, { token: seller.token }).start();
    try {
      await vi.waitFor(() => expect(socket.client.connected).toBe(true), { timeout: 15_000 });
      socket.subscribe(`/socket/${seller.userId}/notifications`);
      await vi.waitFor(
        () =>
          expect({
            errors: socket.errors.map((frame) => frame.headers.message ?? frame.body),
            messages: socket.messages.length,
          }).toEqual({ errors: [], messages: 1 }),
        { timeout: 15_000 },
      );
      const before = socket.messages.length;
      const order = await buyOne(deployment.nodes.a.url, buyer.token);
      await vi.waitFor(
        () => {
          const pushed = socket.messages
            .slice(before)
            .flatMap(
              (message) =>
                (JSON.parse(message.body) as { items?: Array<{ link?: string | null }> }).items ?? [],
            );
          expect(pushed.some((item) => item.link?.includes(order.id))).toBe(true);
        },
        { timeout: 15_000 },
      );
    } finally {
      await socket.stop();
    }
  });

  it('due jobs run exactly once across both nodes', async () => {
    const orders = [];
    for (let i = 0; i < 6; i += 1) orders.push(await buyOne(deployment.url, buyer.token));
    const ids = orders.map((order) => order.id);
    const db = new pg.Client({ connectionString: deployment.databaseUrl });
    await db.connect();
    try {
      // Their automatic release is due now: both nodes' workers poll every 200 ms.
      await db.query('begin');
      await db.query('update orders set release_at = now() where id = any($1::uuid[])', [ids]);
      await db.query(
        `update jobs set run_at = now() where kind = 'order.auto_release' and subject = any($1::text[])`,
        [ids],
      );
      await db.query('commit');
      await vi.waitFor(
        async () => {
          const { rows } = await db.query(
            `select count(*)::int as n from orders where id = any($1) and status = 'completed'`,
            [ids],
          );
          expect(rows[0].n).toBe(ids.length);
        },
        { timeout: 30_000, interval: 250 },
      );
      // Each order's two escrow legs were posted once, and the seller was told once per order.
      const posts = await db.query(
        `select t.pending_id, count(*)::int as n from ledger_transfers t join ledger_transfers p on p.id = t.pending_id
          where t.kind = 'post_pending' and p.order_id = any($1) group by t.pending_id`,
        [ids],
      );
      expect(posts.rows).toHaveLength(ids.length * 2);
      expect(posts.rows.every((row: { n: number }) => row.n === 1)).toBe(true);
      const jobs = await db.query(
        `select attempts from jobs where kind = 'order.auto_release' and subject = any($1) and done_at is not null`,
        [ids],
      );
      expect(jobs.rows).toHaveLength(ids.length);
      expect(jobs.rows.every((row: { attempts: number }) => row.attempts === 1)).toBe(true);
    } finally {
      await db.end();
    }
  });
});
