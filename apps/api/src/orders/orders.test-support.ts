import type { LedgerCurrency } from '@lootmarket/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { getAndPost, type Staff } from '../../test/support/admin';
import {
  bearer,
  createTestContext,
  type RegisteredUser,
  registerUser,
  type TestContext,
} from '../../test/support/app';
import type { DatabaseKind } from '../../test/support/databases';
import { registerStaff } from '../../test/support/staff';
import { games } from '../catalog/catalog.schema';
import type { DbOrTx } from '../db/database';
import { derivedTransferId } from '../ledger/ledger.ids';
import { platformAccount, sellerBalances, transfer, walletAccount } from '../ledger/ledger.service';
import { offers } from '../offers/offers.schema';
import { payments } from '../payments/payments.schema';
import { SANDBOX_SIGNATURE_HEADER } from '../payments/sandbox.provider';
import { StripeProvider } from '../payments/stripe.provider';

/** A test app for the orders domain: jobs driven by the test (no timer), generous write limits. */
export function ordersTestContext(
  kind: DatabaseKind['name'],
  env: Record<string, string> = {},
): Promise<TestContext> {
  return createTestContext(kind, {
    JOBS_POLL_MS: '0',
    RATE_LIMIT_WRITE_MAX: '100000',
    RATE_LIMIT_ACCOUNT_WRITE_MAX: '100000',
    SANDBOX_WEBHOOK_SECRET: 'test-sandbox-secret',
    ...env,
  });
}

/**
 * What an order test works with: the app, the two sides and the bystanders. The objects are there from
 * the start, so a block destructures them once; its `beforeAll` fills them in, before any test runs.
 */
export interface OrdersTestSetup extends ReturnType<typeof getAndPost> {
  ctx: TestContext;
  seller: RegisteredUser;
  buyer: RegisteredUser;
  /** A signed-in user with no part in the orders. */
  other: RegisteredUser;
  staff: Staff;
  db(): TestContext['database']['db'];
}

/**
 * The set-up the order tests share, for one database kind of `describe.each(databaseKinds)`: the orders
 * test app (`env` added to its configuration) with a seller, a buyer (`buyerFunds` minor units of USD
 * in their wallet, if given), another user and the three staff callers, built before the block's tests
 * and closed after them. Nothing is built when the kind is unavailable. Call it before the block's own
 * `beforeAll`, which then finds everything ready (hooks run in order).
 */
export function ordersTestSetup(
  kind: DatabaseKind['name'],
  available: boolean,
  { env = {}, buyerFunds }: { env?: Record<string, string>; buyerFunds?: bigint } = {},
): OrdersTestSetup {
  // Filled in by beforeAll (Object.assign keeps the objects the block destructured).
  const ctx = {} as TestContext;
  const seller = {} as RegisteredUser;
  const buyer = {} as RegisteredUser;
  const other = {} as RegisteredUser;
  const staff = {} as Staff;
  beforeAll(async () => {
    if (!available) return;
    Object.assign(ctx, await ordersTestContext(kind, env));
    await Promise.all(
      Object.entries({ seller, buyer, other }).map(async ([prefix, user]) =>
        Object.assign(user, await registerUser(ctx.app, prefix)),
      ),
    );
    Object.assign(staff, await registerStaff(ctx.app, ctx.database));
    if (buyerFunds !== undefined) await fundWallet(ctx.database.db, buyer.userId, buyerFunds);
  });
  afterAll(async () => {
    await ctx.close?.();
  });
  return { ctx, seller, buyer, other, staff, db: () => ctx.database.db, ...getAndPost(() => ctx.app) };
}

/** A game to hang offers on (the seed has real ones; tests that skip it get this one). */
export async function testGame(db: DbOrTx): Promise<string> {
  const [existing] = await db.select({ id: games.id }).from(games).limit(1);
  if (existing) return existing.id;
  const id = crypto.randomUUID();
  await db.insert(games).values({ id, slug: `test-game-${id.slice(0, 8)}`, name: 'Test Game' });
  return id;
}

/** An active offer of `sellerId` with `stock` units at `priceMinor` (USD cents by default). */
export async function createTestOffer(
  db: DbOrTx,
  sellerId: string,
  options: { stock?: number; priceMinor?: bigint; currency?: string; category?: string; title?: string } = {},
): Promise<string> {
  const id = crypto.randomUUID();
  await db.insert(offers).values({
    id,
    sellerId,
    gameId: await testGame(db),
    category: options.category ?? 'gold',
    title: options.title ?? 'Test gold, 100k',
    description: 'Delivered face to face.',
    deliveryTime: '1h',
    priceMinor: options.priceMinor ?? 1000n,
    currency: options.currency ?? 'USD',
    stock: options.stock ?? 10,
  });
  return id;
}

export async function offerStock(db: DbOrTx, offerId: string): Promise<number> {
  const [row] = await db.select({ stock: offers.stock }).from(offers).where(eq(offers.id, offerId));
  return row?.stock ?? -1;
}

/** Money arriving in a user's wallet from outside (a deposit through the provider clearing account). */
export async function fundWallet(
  db: DbOrTx,
  userId: string,
  amount: bigint,
  currency: LedgerCurrency = 'USD',
) {
  const wallet = await walletAccount(db, userId, currency);
  const clearing = await platformAccount(db, 'provider_clearing', currency);
  const result = await transfer(db, {
    id: derivedTransferId('test-deposit', crypto.randomUUID()),
    debitAccountId: clearing.id,
    creditAccountId: wallet.id,
    amount,
    currency,
  });
  if (!result.ok) throw new Error(`funding failed: ${result.error.code}`);
}

export function balances(db: DbOrTx, userId: string, currency: LedgerCurrency = 'USD') {
  return sellerBalances(db, userId, currency);
}

let keyCounter = 0;
export function newKey(): string {
  keyCounter += 1;
  return `test-key-${Date.now().toString(36)}-${keyCounter}-${crypto.randomUUID()}`;
}

/** The unit price and currency an offer shows now (what a checkout page would show and send). */
export async function shownPrice(
  db: DbOrTx,
  offerId: string,
): Promise<{ unitPrice: string; currency: string }> {
  // Not a uuid: the API refuses the body before it reads an offer.
  if (!/^[0-9a-f-]{36}$/i.test(offerId)) return { unitPrice: '1', currency: 'USD' };
  const [row] = await db
    .select({ priceMinor: offers.priceMinor, currency: offers.currency })
    .from(offers)
    .where(eq(offers.id, offerId));
  // An unknown offer: any price; the API refuses the offer first.
  return row
    ? { unitPrice: row.priceMinor.toString(), currency: row.currency }
    : { unitPrice: '1', currency: 'USD' };
}

/**
 * POST /api/v1/orders. Without `unitPrice` and `currency` the body carries the offer's price read just
 * before (as the checkout page shows it); give them to test what the server does with another one.
 */
export async function checkout(
  app: FastifyInstance,
  token: string,
  body: { offerId: string; quantity: number; paymentMethod: string; unitPrice?: string; currency?: string },
  key: string | null = newKey(),
): Promise<LightMyRequestResponse> {
  const price = body.unitPrice === undefined ? await shownPrice(app.database.db, body.offerId) : {};
  return app.inject({
    method: 'POST',
    url: '/api/v1/orders',
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload: { ...price, ...body },
  });
}

export function confirm(app: FastifyInstance, token: string, orderId: string, key = newKey()) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/orders/${orderId}/confirm`,
    headers: { ...bearer(token), 'idempotency-key': key },
  });
}

/** Posts a sandbox payment event to the webhook route, signed as the sandbox signs it unless `signature` is given. */
export function sandboxWebhook(
  app: FastifyInstance,
  body: string,
  signature = app.payments.sandbox.sign(body),
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/payments/webhooks/sandbox',
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
    payload: body,
  });
}

/** Posts a Stripe event to the webhook route, signed with `secret` as Stripe signs it. */
export function stripeWebhook(app: FastifyInstance, event: string, secret: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/payments/webhooks/stripe',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': StripeProvider.testSignature(event, secret),
    },
    payload: event,
  });
}

/**
 * A card checkout paid through Stripe: the order placed, then Stripe's signed
 * `checkout.session.completed` for its Checkout Session, naming `paymentIntent`. The app must run with
 * PAYMENT_CARD_PROVIDER=stripe and `secret` as its STRIPE_WEBHOOK_SECRET.
 */
export async function payCardOrderWithStripe(
  app: FastifyInstance,
  db: DbOrTx,
  token: string,
  offerId: string,
  stripe: { secret: string; eventId: string; paymentIntent: string },
): Promise<{ orderId: string; paymentId: string; total: bigint }> {
  const response = await checkout(app, token, { offerId, quantity: 1, paymentMethod: 'card' });
  if (response.statusCode !== 201) throw new Error(`card checkout answered ${response.statusCode}`);
  const { order, payment } = response.json();
  const [row] = await db.select().from(payments).where(eq(payments.orderId, order.id));
  const paid = JSON.stringify({
    id: stripe.eventId,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: row?.providerRef,
        object: 'checkout.session',
        client_reference_id: payment.id,
        payment_status: 'paid',
        payment_intent: stripe.paymentIntent,
      },
    },
  });
  const delivered = await stripeWebhook(app, paid, stripe.secret);
  if (delivered.statusCode !== 200) throw new Error(`the paid event answered ${delivered.statusCode}`);
  return { orderId: order.id, paymentId: payment.id, total: BigInt(order.totalPrice) };
}

/**
 * One purchase as order_place_wallet_batch takes it (src/db/functions/order_place_wallet_batch.sql): `i` its index in the group,
 * a fresh key, order id and transfer ids, one unit at `unitPrice` USD, fee shard `i`.
 */
export function groupPurchaseItem(i: number, buyerId: string, offerId: string, unitPrice: string) {
  return {
    i,
    scope: `${buyerId} POST /api/v1/orders`,
    key: newKey(),
    request_hash: 'h',
    order_id: crypto.randomUUID(),
    buyer_id: buyerId,
    offer_id: offerId,
    quantity: 1,
    unit_price: unitPrice,
    currency: 'USD',
    release_seconds: 60,
    fee_shard: i,
    hold_net_id: crypto.randomUUID(),
    hold_fee_id: crypto.randomUUID(),
    job_id: crypto.randomUUID(),
    notification: { id: crypto.randomUUID(), kind: 'order_paid', category: 'sales', params: {}, link: '/x' },
  };
}

/** Calls order_place_wallet_batch with these items (default fee rules): the indexes it placed. */
export async function placeGroup(
  db: DbOrTx,
  items: ReturnType<typeof groupPurchaseItem>[],
): Promise<number[]> {
  const params = JSON.stringify({
    expires_at: new Date(Date.now() + 60_000).toISOString(),
    default_buyer_fee_bps: 300,
    default_seller_fee_bps: 500,
    items,
  });
  const result = (await db.execute(
    sql`select order_place_wallet_batch(${params}::jsonb) as placed`,
  )) as unknown as { rows: Array<{ placed: Array<{ i: number }> | string }> };
  const raw = result.rows[0]?.placed ?? [];
  return (typeof raw === 'string' ? (JSON.parse(raw) as Array<{ i: number }>) : raw).map((p) => p.i);
}
