/**
 * The purchase benchmark's load generator (bench/purchase.bench.mjs runs it and compares with
 * pgbench TPC-B in the same run). It builds the real API on a migrated PostgreSQL database and, from
 * CLIENTS concurrent buyers, each back to back, measures what the purchase budget bounds — the money-moving
 * transaction through the orders service, as the route runs it:
 *   - purchase:  placeWalletOrderOnce — ONE (prepared) statement, its own transaction: the Idempotency-Key
 *                claimed, then order_place_wallet (stock, order, escrow legs, auto-release job,
 *                notification), or for purchases arriving while two are in flight one
 *                order_place_wallet_batch statement for all of them; the notification pushed after it;
 *   - lifecycle: that purchase, then confirmOrderOnce — ONE statement: the key claimed, order_confirm;
 * and, for information, the same through the full HTTP path (app.inject: routing, auth, zod, the
 * idempotency key claimed and its answer stored, the order detail read for the answer):
 *   - httpPurchase:  POST /api/v1/orders (wallet);
 *   - httpLifecycle: POST /api/v1/orders, then POST /api/v1/orders/{id}/confirm.
 * Prints one JSON line: { purchase, lifecycle, httpPurchase, httpLifecycle } in tx/s.
 *
 *   BENCH_DB_URL=postgres://…/db BENCH_SECONDS=8 pnpm --filter @lootmarket/api exec tsx src/orders/bench/purchase.bench-worker.ts
 */
import { buildApp } from '../../app';
import { users } from '../../auth/auth.schema';
import { createSession } from '../../auth/sessions.service';
import { games } from '../../catalog/catalog.schema';
import { loadConfig } from '../../config/config';
import { openDatabase } from '../../db/database';
import { type IdempotencyClaim, requestHashOf } from '../../idempotency/idempotency.service';
import { derivedTransferId } from '../../ledger/ledger.ids';
import { platformAccount, transfer, walletAccount } from '../../ledger/ledger.service';
import { offers } from '../../offers/offers.schema';
import { confirmOrderOnce, type OrderDeps, placeWalletOrderOnce } from '../orders.service';

const url = process.env.BENCH_DB_URL;
if (!url) throw new Error('BENCH_DB_URL is required');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
const OFFERS = 200;

const database = await openDatabase({ kind: 'postgres', url });
await database.migrate();
const { db } = database;
const app = await buildApp({
  config: loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
    JOBS_POLL_MS: '0',
    RATE_LIMIT_WRITE_MAX: '100000000',
    RATE_LIMIT_ACCOUNT_WRITE_MAX: '100000000',
    SEED_DEMO_DATA: 'false',
  }),
  database,
  logger: false,
});
await app.ready();

const gameId = crypto.randomUUID();
await db.insert(games).values({ id: gameId, slug: `bench-${gameId.slice(0, 8)}`, name: 'Bench' });
const people = Array.from({ length: CLIENTS + 50 }, (_, i) => ({
  id: crypto.randomUUID(),
  username: `bench_${i}_${gameId.slice(0, 6)}`,
  email: `bench_${i}_${gameId.slice(0, 6)}@bench.invalid`,
}));
await db.insert(users).values(people);
const buyers = people.slice(0, CLIENTS);
const sellers = people.slice(CLIENTS);
const offerIds = Array.from({ length: OFFERS }, () => crypto.randomUUID());
await db.insert(offers).values(
  offerIds.map((id, i) => ({
    id,
    sellerId: (sellers[i % sellers.length] as { id: string }).id,
    gameId,
    category: 'gold',
    title: `Bench gold ${i}`,
    description: 'bench',
    deliveryTime: '1h',
    priceMinor: 1000n,
    currency: 'USD',
    stock: 100_000_000,
  })),
);
const clearing = await platformAccount(db, 'provider_clearing', 'USD');
const tokens: string[] = [];
for (const buyer of buyers) {
  const wallet = await walletAccount(db, buyer.id, 'USD');
  const funded = await transfer(db, {
    id: derivedTransferId('bench-funding', buyer.id),
    debitAccountId: clearing.id,
    creditAccountId: wallet.id,
    amount: 10n ** 15n,
    currency: 'USD',
  });
  if (!funded.ok) throw new Error(`funding failed: ${funded.error.code}`);
  tokens.push((await createSession(db, buyer.id, 3_600_000)).token);
}
// Every seller's wallet exists before the clock starts, as it would in a running market.
for (const seller of sellers) await walletAccount(db, seller.id, 'USD');

const deps: OrderDeps = {
  notifier: app.notifier,
  codeCipher: () => {
    throw new Error('the bench offers sell no codes');
  },
  autoReleaseMs: app.config.orders.autoReleaseMs,
};
const randomOffer = () => offerIds[Math.floor(Math.random() * offerIds.length)] as string;

/** A fresh Idempotency-Key's claim, hashed as the route hashes what was asked (idempotencyClaim). */
const claimOf = (scope: string, what: unknown): IdempotencyClaim => ({
  scope,
  key: crypto.randomUUID(),
  requestHash: requestHashOf(what),
});

/**
 * The purchase as POST /api/v1/orders runs it: one statement (the key claimed, order_place_wallet),
 * its own transaction. The route then reads the order and stores its answer under the key: the HTTP
 * rows below include that.
 */
async function serviceBuy(buyerId: string): Promise<string> {
  // The price the buyer was shown (every bench offer costs 10.00 USD): bound as the route binds it.
  const input = { offerId: randomOffer(), quantity: 1, unitPrice: '1000', currency: 'USD' as const };
  const claim = claimOf(`${buyerId} POST /api/v1/orders`, { params: {}, body: input });
  const placed = await placeWalletOrderOnce(db, buyerId, input, deps, claim);
  if (placed.state !== 'placed') throw new Error(`purchase answered ${placed.state}`);
  return placed.orderId;
}

/** The confirmation as POST /api/v1/orders/{id}/confirm runs it: one statement (the key claimed, order_confirm). */
async function serviceConfirm(buyerId: string, orderId: string): Promise<void> {
  const claim = claimOf(`${buyerId} POST /api/v1/orders/${orderId}/confirm`, {
    params: { orderId },
    body: undefined,
  });
  const confirmed = await confirmOrderOnce(db, orderId, buyerId, deps, claim);
  if (confirmed.state !== 'confirmed') throw new Error(`confirm answered ${confirmed.state}`);
}

async function buy(token: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/orders',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
    payload: {
      offerId: randomOffer(),
      quantity: 1,
      paymentMethod: 'wallet',
      unitPrice: '1000',
      currency: 'USD',
    },
  });
  if (response.statusCode !== 201)
    throw new Error(`purchase answered ${response.statusCode}: ${response.body}`);
  return response.json().order.id;
}

async function httpConfirm(token: string, orderId: string) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/orders/${orderId}/confirm`,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
  });
  if (response.statusCode !== 200)
    throw new Error(`confirm answered ${response.statusCode}: ${response.body}`);
}

async function perSecond(work: (buyer: number) => Promise<void>): Promise<number> {
  let done = 0;
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    buyers.map(async (_, buyer) => {
      while (performance.now() < deadline) {
        await work(buyer);
        done += 1;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}

const buyerId = (buyer: number) => (buyers[buyer] as { id: string }).id;
const tokenOf = (buyer: number) => tokens[buyer] as string;

// A short warm-up (JIT, connections, plans), then the measurements.
await perSecond(async (buyer) => {
  await serviceBuy(buyerId(buyer));
  await buy(tokenOf(buyer));
});
const purchase = await perSecond(async (buyer) => {
  await serviceBuy(buyerId(buyer));
});
const lifecycle = await perSecond(async (buyer) => {
  await serviceConfirm(buyerId(buyer), await serviceBuy(buyerId(buyer)));
});
const httpPurchase = await perSecond(async (buyer) => {
  await buy(tokenOf(buyer));
});
const httpLifecycle = await perSecond(async (buyer) => {
  await httpConfirm(tokenOf(buyer), await buy(tokenOf(buyer)));
});
await app.close();
await database.close();
console.log(JSON.stringify({ purchase, lifecycle, httpPurchase, httpLifecycle }));
