import { purchaseAmounts } from '@lootmarket/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  errorCode,
  type RegisteredUser,
  registerUser,
  type TestContext,
} from '../../test/support/app';
import { databaseKinds } from '../../test/support/databases';
import { registerWithRoles } from '../../test/support/staff';
import { idempotencyKeys } from '../idempotency/idempotency.schema';
import { escrowTransferIds } from '../ledger/ledger.ids';
import { ledgerTransfers } from '../ledger/ledger.schema';
import { platformBalances } from '../ledger/ledger.service';
import { ledgerInvariantViolations } from '../ledger/ledger.test-support';
import { notifications } from '../notifications/notifications.schema';
import { offers, sellerStats } from '../offers/offers.schema';
import { processedWebhookEvents } from '../payments/payments.schema';
import { PASSWORD_PROOF, verifyEmails } from '../withdrawals/withdrawals.test-support';
import { orders } from './orders.schema';
import {
  balances,
  checkout,
  confirm,
  createTestOffer,
  fundWallet,
  newKey,
  offerStock,
  ordersTestContext,
  sandboxWebhook,
  shownPrice,
} from './orders.test-support';

// Races only mean something on the PostgreSQL server (PGlite runs one statement at a time). Every
// case fires all its requests at once through the real HTTP stack (app.inject) and the app's pool.

const kinds = await databaseKinds();
const postgres = kinds.find((k) => k.name === 'postgres');

describe.runIf(postgres?.available)('order races on PostgreSQL', () => {
  let ctx: TestContext;
  let seller: RegisteredUser;
  let admin: RegisteredUser;
  let buyers: RegisteredUser[];

  beforeAll(async () => {
    ctx = await ordersTestContext('postgres');
    seller = await registerUser(ctx.app, 'seller');
    admin = await registerWithRoles(ctx.app, ctx.database, 'boss', ['user', 'admin']);
    buyers = [];
    for (let i = 0; i < 16; i++) buyers.push(await registerUser(ctx.app, `buyer${i}`));
  }, 120_000);
  afterAll(async () => {
    if (ctx) expect(await ledgerInvariantViolations(ctx.database.db)).toEqual([]);
    await ctx?.close();
  });
  const db = () => ctx.database.db;
  const tally = (responses: Array<{ statusCode: number }>) =>
    responses.reduce<Record<number, number>>((acc, r) => {
      acc[r.statusCode] = (acc[r.statusCode] ?? 0) + 1;
      return acc;
    }, {});

  it('800 concurrent purchases of an offer with stock 100: exactly 100 orders, stock 0', async () => {
    const offerId = await createTestOffer(db(), seller.userId, { priceMinor: 100n, stock: 100 });
    for (const buyer of buyers) await fundWallet(db(), buyer.userId, 1_000_000n);
    const responses = await Promise.all(
      Array.from({ length: 800 }, (_, i) =>
        checkout(ctx.app, (buyers[i % buyers.length] as RegisteredUser).token, {
          offerId,
          quantity: 1,
          paymentMethod: 'wallet',
        }),
      ),
    );
    expect(tally(responses)).toEqual({ 201: 100, 409: 700 });
    expect(new Set(responses.filter((r) => r.statusCode === 409).map(errorCode))).toEqual(
      new Set(['OUT_OF_STOCK']),
    );
    expect(await offerStock(db(), offerId)).toBe(0);
    const [count] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.offerId, offerId));
    expect(count?.n).toBe(100);
  }, 120_000);

  it('a wallet funded for exactly 10 purchases, 160 concurrent attempts: exactly 10', async () => {
    const buyer = buyers[0] as RegisteredUser;
    const offerId = await createTestOffer(db(), seller.userId, { priceMinor: 1000n, stock: 1000 });
    const start = (await balances(db(), buyer.userId)).available;
    // Spend down to exactly ten purchases' worth (1,030 each).
    await fundWallet(db(), buyer.userId, 10_300n);
    const { transfer, walletAccount, platformAccount } = await import('../ledger/ledger.service');
    const wallet = await walletAccount(db(), buyer.userId, 'USD');
    const out = await platformAccount(db(), 'payout_clearing', 'USD');
    expect(
      (
        await transfer(db(), {
          id: crypto.randomUUID(),
          debitAccountId: wallet.id,
          creditAccountId: out.id,
          amount: start,
          currency: 'USD',
        })
      ).ok,
    ).toBe(true);
    const responses = await Promise.all(
      Array.from({ length: 160 }, () =>
        checkout(ctx.app, buyer.token, { offerId, quantity: 1, paymentMethod: 'wallet' }),
      ),
    );
    expect(tally(responses)).toEqual({ 201: 10, 402: 150 });
    expect((await balances(db(), buyer.userId)).available).toBe(0n);
    expect(await offerStock(db(), offerId)).toBe(990);
  }, 120_000);

  it('50 concurrent withdrawals against one balance never take it below zero', async () => {
    const user = await registerUser(ctx.app, 'withdrawer');
    await verifyEmails(db(), user.userId);
    await fundWallet(db(), user.userId, 10_000n);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/v1/withdrawals',
          headers: { ...bearer(user.token), 'idempotency-key': newKey() },
          payload: {
            currency: 'USD',
            amount: '1000',
            method: 'paypal',
            destination: 'w@example.com',
            ...PASSWORD_PROOF,
          },
        }),
      ),
    );
    expect(tally(responses)).toEqual({ 201: 10, 402: 40 });
    expect(await balances(db(), user.userId)).toEqual({ available: 0n, upcoming: 0n });
  }, 120_000);

  it('a concurrent release and refund of one disputed order: exactly one wins (20 orders)', async () => {
    const buyer = buyers[1] as RegisteredUser;
    const offerId = await createTestOffer(db(), seller.userId, { priceMinor: 500n, stock: 20 });
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      const { order } = (
        await checkout(ctx.app, buyer.token, { offerId, quantity: 1, paymentMethod: 'wallet' })
      ).json();
      await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/orders/${order.id}/dispute`,
        headers: bearer(buyer.token),
        payload: { reason: 'race' },
      });
      ids.push(order.id);
    }
    const decide = (id: string, decision: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/admin/disputes/${id}/${decision}`,
        headers: bearer(admin.token),
        payload: { note: 'race' },
      });
    const results = await Promise.all(
      ids.map((id) => Promise.all([decide(id, 'release'), decide(id, 'refund')])),
    );
    for (const [release, refund] of results) {
      expect([release?.statusCode, refund?.statusCode].sort()).toEqual([200, 409]);
    }
    const rows = await db().select({ escrow: orders.escrow }).from(orders).where(eq(orders.offerId, offerId));
    expect(rows.every((row) => row.escrow === 'released' || row.escrow === 'refunded')).toBe(true);
  }, 120_000);

  it('a buyer confirmation racing the auto-release job: one effect', async () => {
    const buyer = buyers[2] as RegisteredUser;
    const offerId = await createTestOffer(db(), seller.userId, { priceMinor: 500n, stock: 10 });
    const { order } = (
      await checkout(ctx.app, buyer.token, { offerId, quantity: 1, paymentMethod: 'wallet' })
    ).json();
    const [confirmed] = await Promise.all([
      confirm(ctx.app, buyer.token, order.id),
      ctx.app.jobs.runDue(new Date(Date.now() + 10 * 24 * 60 * 60 * 1000)),
    ]);
    expect([200, 409]).toContain(confirmed.statusCode);
    // Whoever won, the two escrow legs were posted exactly once and never voided.
    const holds = escrowTransferIds(order.id);
    const resolutions = await db()
      .select({ kind: ledgerTransfers.kind })
      .from(ledgerTransfers)
      .where(inArray(ledgerTransfers.pendingId, [holds.holdNet, holds.holdFee]));
    expect(resolutions.map((r) => r.kind)).toEqual(['post_pending', 'post_pending']);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'completed', escrow: 'released' });
  }, 120_000);

  it('50 concurrent confirmations of one order: one posts the escrow, 49 answer ORDER_NOT_PENDING', async () => {
    const buyer = buyers[5] as RegisteredUser;
    // A seller of their own, so that every balance and count below is exact.
    const soleSeller = await registerUser(ctx.app, 'confirm_race_seller');
    const offerId = await createTestOffer(db(), soleSeller.userId, { priceMinor: 1000n, stock: 5 });
    await fundWallet(db(), buyer.userId, 1_030n);
    const buyerBefore = (await balances(db(), buyer.userId)).available;
    const feesBefore = await platformBalances(db(), 'platform_fee', 'USD');
    const { order } = (
      await checkout(ctx.app, buyer.token, { offerId, quantity: 1, paymentMethod: 'wallet' })
    ).json();
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => confirm(ctx.app, buyer.token, order.id)),
    );
    expect(tally(responses)).toEqual({ 200: 1, 409: 49 });
    expect(new Set(responses.filter((r) => r.statusCode === 409).map(errorCode))).toEqual(
      new Set(['ORDER_NOT_PENDING']),
    );
    // 10.00 + 3 % paid once; the seller has 10.00 − 5 % available, nothing upcoming; the platform 0.80.
    expect((await balances(db(), buyer.userId)).available).toBe(buyerBefore - 1_030n);
    expect(await balances(db(), soleSeller.userId)).toEqual({ available: 950n, upcoming: 0n });
    const feesAfter = await platformBalances(db(), 'platform_fee', 'USD');
    expect(feesAfter.available - feesBefore.available).toBe(80n);
    expect(feesAfter.upcoming).toBe(feesBefore.upcoming);
    const holds = escrowTransferIds(order.id);
    const resolutions = await db()
      .select({ kind: ledgerTransfers.kind })
      .from(ledgerTransfers)
      .where(inArray(ledgerTransfers.pendingId, [holds.holdNet, holds.holdFee]));
    expect(resolutions.map((r) => r.kind)).toEqual(['post_pending', 'post_pending']);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'completed', escrow: 'released' });
    // The sale counted once, the seller told once.
    const [stats] = await db().select().from(sellerStats).where(eq(sellerStats.userId, soleSeller.userId));
    expect(stats?.itemsSold).toBe(1);
    const told = await db()
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, soleSeller.userId), eq(notifications.kind, 'order_completed')));
    expect(told).toHaveLength(1);
  }, 120_000);

  it('a confirmation racing a dispute and its admin refund (20 orders): exactly one side moves the money', async () => {
    const buyer = buyers[6] as RegisteredUser;
    const soleSeller = await registerUser(ctx.app, 'refund_race_seller');
    const offerId = await createTestOffer(db(), soleSeller.userId, { priceMinor: 500n, stock: 20 });
    await fundWallet(db(), buyer.userId, 20n * 515n);
    const buyerBefore = (await balances(db(), buyer.userId)).available;
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      const { order } = (
        await checkout(ctx.app, buyer.token, { offerId, quantity: 1, paymentMethod: 'wallet' })
      ).json();
      ids.push(order.id);
    }
    const results = await Promise.all(
      ids.map(async (id) => {
        const [confirmed, [disputed, refunded]] = await Promise.all([
          confirm(ctx.app, buyer.token, id),
          (async () => {
            const opened = await ctx.app.inject({
              method: 'POST',
              url: `/api/v1/orders/${id}/dispute`,
              headers: bearer(buyer.token),
              payload: { reason: 'race' },
            });
            const refund = await ctx.app.inject({
              method: 'POST',
              url: `/api/v1/admin/disputes/${id}/refund`,
              headers: bearer(admin.token),
              payload: { note: 'race' },
            });
            return [opened, refund] as const;
          })(),
        ]);
        return { id, confirmed, disputed, refunded };
      }),
    );
    let released = 0;
    for (const { id, confirmed, disputed, refunded } of results) {
      const holds = escrowTransferIds(id);
      const resolutions = await db()
        .select({ kind: ledgerTransfers.kind })
        .from(ledgerTransfers)
        .where(inArray(ledgerTransfers.pendingId, [holds.holdNet, holds.holdFee]));
      const [row] = await db().select().from(orders).where(eq(orders.id, id));
      if (confirmed.statusCode === 200) {
        released += 1;
        expect(errorCode(disputed)).toBe('ORDER_NOT_PENDING');
        expect(errorCode(refunded)).toBe('DISPUTE_NOT_OPEN');
        expect(resolutions.map((r) => r.kind)).toEqual(['post_pending', 'post_pending']);
        expect(row).toMatchObject({ status: 'completed', escrow: 'released' });
      } else {
        // Refused while the dispute is open, or after the refund when it came last.
        expect(['ORDER_DISPUTED', 'ORDER_NOT_PENDING']).toContain(errorCode(confirmed));
        expect(disputed.statusCode).toBeLessThan(300);
        expect(refunded.statusCode).toBe(200);
        expect(resolutions.map((r) => r.kind)).toEqual(['void_pending', 'void_pending']);
        expect(row).toMatchObject({ status: 'failed', escrow: 'refunded', disputeStatus: 'refunded' });
      }
    }
    // Each order paid 5.15 once; a refund gave it all back, a confirmation paid the seller 4.75.
    expect((await balances(db(), buyer.userId)).available).toBe(buyerBefore - BigInt(released) * 515n);
    expect(await balances(db(), soleSeller.userId)).toEqual({
      available: BigInt(released) * 475n,
      upcoming: 0n,
    });
  }, 120_000);

  it('the same checkout 100 times at once: one order, 100 identical answers', async () => {
    const buyer = buyers[3] as RegisteredUser;
    const offerId = await createTestOffer(db(), seller.userId, { priceMinor: 500n, stock: 10 });
    const key = newKey();
    const responses = await Promise.all(
      Array.from({ length: 100 }, () =>
        checkout(ctx.app, buyer.token, { offerId, quantity: 1, paymentMethod: 'wallet' }, key),
      ),
    );
    expect(tally(responses)).toEqual({ 201: 100 });
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    expect(await offerStock(db(), offerId)).toBe(9);
  }, 120_000);

  it('the same signed webhook 100 times at once: one effect, one answer', async () => {
    const buyer = buyers[4] as RegisteredUser;
    const offerId = await createTestOffer(db(), seller.userId, { priceMinor: 800n, stock: 10 });
    const { payment, order } = (
      await checkout(ctx.app, buyer.token, { offerId, quantity: 1, paymentMethod: 'card' })
    ).json();
    const body = JSON.stringify({
      id: `evt-race-${payment.id}`,
      type: 'payment.succeeded',
      paymentId: payment.id,
    });
    const signature = ctx.app.payments.sandbox.sign(body);
    const sellerBefore = (await balances(db(), seller.userId)).upcoming;
    const responses = await Promise.all(
      Array.from({ length: 100 }, () => sandboxWebhook(ctx.app, body, signature)),
    );
    expect(new Set(responses.map((r) => `${r.statusCode} ${r.body}`))).toEqual(
      new Set(['200 {"received":true}']),
    );
    expect(
      await db()
        .select()
        .from(processedWebhookEvents)
        .where(eq(processedWebhookEvents.eventId, `evt-race-${payment.id}`)),
    ).toHaveLength(1);
    // 8.00 minus the 5 % seller fee, held once.
    expect((await balances(db(), seller.userId)).upcoming - sellerBefore).toBe(760n);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row?.escrow).toBe('held');
  }, 120_000);

  it('prices changing while 16 buyers buy: every purchase is at the price its buyer was shown, or refused', async () => {
    const offerIds = await Promise.all(
      Array.from({ length: 8 }, () =>
        createTestOffer(db(), seller.userId, { priceMinor: 1000n, stock: 10_000 }),
      ),
    );
    for (const buyer of buyers) await fundWallet(db(), buyer.userId, 10_000_000n);
    const prices = [1000n, 1100n, 1200n, 1300n];
    let buying = true;
    // The seller changes prices the whole time, one offer at a time, each change its own transaction.
    const changes = (async () => {
      let n = 0;
      while (buying) {
        n += 1;
        const offerId = offerIds[n % offerIds.length] as string;
        await db()
          .update(offers)
          .set({ priceMinor: prices[n % prices.length] as bigint })
          .where(eq(offers.id, offerId));
        await new Promise((resolve) => setTimeout(resolve, n % 3));
      }
      return n;
    })();
    type Attempt = {
      key: string;
      offerId: string;
      unitPrice: string;
      method: string;
      status: number;
      body: string;
    };
    const attempts: Attempt[] = [];
    await Promise.all(
      buyers.map(async (buyer, b) => {
        for (let round = 0; round < 12; round += 1) {
          const offerId = offerIds[(b + round) % offerIds.length] as string;
          // What the checkout page showed: read now, or (every third round) a moment ago.
          const shown = await shownPrice(db(), offerId);
          if (round % 3 === 2) await new Promise((resolve) => setTimeout(resolve, 10));
          const method = round % 4 === 3 ? 'card' : 'wallet';
          const key = newKey();
          const response = await checkout(
            ctx.app,
            buyer.token,
            { offerId, quantity: 1, paymentMethod: method, ...shown },
            key,
          );
          attempts.push({
            key,
            offerId,
            unitPrice: shown.unitPrice,
            method,
            status: response.statusCode,
            body: response.body,
          });
        }
      }),
    );
    buying = false;
    expect(await changes).toBeGreaterThan(10);

    const placed = attempts.filter((a) => a.status === 201);
    const refused = attempts.filter((a) => a.status !== 201);
    expect(placed.length + refused.length).toBe(16 * 12);
    expect(placed.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    for (const attempt of refused) {
      const { error } = JSON.parse(attempt.body);
      expect([attempt.status, error.code]).toEqual([409, 'PRICE_CHANGED']);
      expect(prices.map(String)).toContain(error.details.unitPrice);
      expect(error.details.unitPrice).not.toBe(attempt.unitPrice);
    }
    const placedIds = placed.map((a) => JSON.parse(a.body).order.id as string);
    const rows = await db().select().from(orders).where(inArray(orders.id, placedIds));
    expect(rows).toHaveLength(placed.length);
    for (const attempt of placed) {
      const id = JSON.parse(attempt.body).order.id as string;
      const row = rows.find((r) => r.id === id);
      // At the shown price, with the amounts of that price.
      expect(row?.unitPrice.toString()).toBe(attempt.unitPrice);
      const expected = purchaseAmounts(BigInt(attempt.unitPrice), 1, { buyerFeeBps: 300, sellerFeeBps: 500 });
      expect(row).toMatchObject({ ...expected, offerId: attempt.offerId, paymentMethod: attempt.method });
    }
    // Stock taken exactly once per order; a refusal kept no key to replay it.
    for (const offerId of offerIds) {
      const sold = placed.filter((a) => a.offerId === offerId).length;
      expect(await offerStock(db(), offerId)).toBe(10_000 - sold);
    }
    const keptKeys = await db()
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(
        inArray(
          idempotencyKeys.key,
          refused.map((a) => a.key),
        ),
      );
    expect(keptKeys).toEqual([]);
    expect(await ledgerInvariantViolations(db())).toEqual([]);
  }, 240_000);

  it('a ban racing purchases and confirmations: every purchase placed or refused, and no release pays the banned seller once the ban is in', async () => {
    const banned = await registerUser(ctx.app, 'racebanned');
    const offerIds = await Promise.all(
      Array.from({ length: 4 }, () =>
        createTestOffer(db(), banned.userId, { priceMinor: 500n, stock: 1000 }),
      ),
    );
    for (const buyer of buyers) await fundWallet(db(), buyer.userId, 1_000_000n);
    // Orders already paid, to be confirmed during the race.
    const earlier: Array<{ buyer: RegisteredUser; orderId: string }> = [];
    for (const [i, buyer] of buyers.entries()) {
      const bought = await checkout(ctx.app, buyer.token, {
        offerId: offerIds[i % offerIds.length] as string,
        quantity: 1,
        paymentMethod: 'wallet',
      });
      expect(bought.statusCode).toBe(201);
      earlier.push({ buyer, orderId: bought.json().order.id });
    }
    // The ban, and around it purchases and confirmations spread over some 600 ms; half of the
    // confirmations wait for the ban's answer (they come after it for sure), the others race it.
    const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const banning = after(150).then(() =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/admin/users/${banned.userId}/ban`,
        headers: bearer(admin.token),
        payload: { reason: 'stolen goods' },
      }),
    );
    const [purchases, confirmations, ban] = await Promise.all([
      Promise.all(
        buyers.flatMap((buyer, b) =>
          [0, 1, 2].map(async (round) => {
            await after(b * 40 + round * 10);
            return checkout(ctx.app, buyer.token, {
              offerId: offerIds[(b + round) % offerIds.length] as string,
              quantity: 1,
              paymentMethod: round === 2 ? 'card' : 'wallet',
            });
          }),
        ),
      ),
      Promise.all(
        earlier.map(async ({ buyer, orderId }, i) => {
          if (i % 2 === 1) await banning;
          else await after(i * 40);
          return confirm(ctx.app, buyer.token, orderId);
        }),
      ),
      banning,
    ]);
    expect(ban.statusCode).toBe(200);
    // A ban also takes the seller's offers off the market (src/admin): either refusal is the ban's.
    for (const response of purchases) {
      if (response.statusCode === 201) continue;
      expect(response.statusCode).toBe(409);
      expect(['SELLER_BANNED', 'OFFER_UNAVAILABLE']).toContain(errorCode(response));
    }
    expect(confirmations.map((r) => r.statusCode)).toEqual(earlier.map(() => 200));
    // Each racing confirmation either paid the seller (before the ban) or was recorded and held.
    const raced = await db()
      .select()
      .from(orders)
      .where(
        inArray(
          orders.id,
          earlier.map((e) => e.orderId),
        ),
      );
    for (const row of raced) {
      expect(row.buyerConfirmedAt).not.toBeNull();
      const afterTheBan = earlier.findIndex((e) => e.orderId === row.id) % 2 === 1;
      if (row.status === 'completed' && !afterTheBan) expect(row.releaseHold).toBeNull();
      else expect(row).toMatchObject({ status: 'pending', escrow: 'held', releaseHold: 'seller_banned' });
    }
    // Once the ban is in, nothing reaches the seller: every order placed in the race confirmed, every
    // job run far past its time; the seller's balance does not move and every open order is held.
    const sellerAfterRace = await balances(db(), banned.userId);
    const raceOrders = purchases.filter((r) => r.statusCode === 201).map((r) => r.json());
    for (const { order, payment } of raceOrders) {
      if (payment.id) {
        const paid = JSON.stringify({
          id: `evt-ban-${payment.id}`,
          type: 'payment.succeeded',
          paymentId: payment.id,
        });
        expect((await sandboxWebhook(ctx.app, paid)).statusCode).toBe(200);
      }
      const buyer = buyers.find((b) => b.userId === order.buyer.id) as RegisteredUser;
      expect((await confirm(ctx.app, buyer.token, order.id)).statusCode).toBe(200);
    }
    await ctx.app.jobs.runDue(new Date(Date.now() + 60 * 24 * 60 * 60 * 1000));
    expect((await balances(db(), banned.userId)).available).toBe(sellerAfterRace.available);
    const open = await db()
      .select()
      .from(orders)
      .where(and(eq(orders.sellerId, banned.userId), eq(orders.status, 'pending')));
    for (const row of open) expect(row).toMatchObject({ escrow: 'held', releaseHold: 'seller_banned' });
    expect(open.length).toBeGreaterThanOrEqual(raceOrders.length);
  }, 240_000);
});
