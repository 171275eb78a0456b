import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../test/support/databases';
import type { Db } from '../db/database';
import { escrowHoldIds } from '../ledger/ledger.ids';
import {
  feeAccountForOrder,
  feeShardOf,
  getAccount,
  holdEscrow,
  type LedgerAccount,
  transfersById,
  walletAccount,
} from '../ledger/ledger.service';
import {
  createUser,
  dropTestDatabase,
  expectOk,
  expectRefused,
  ledgerInvariantViolations,
} from '../ledger/ledger.test-support';
import { createTestOffer, fundWallet } from './orders.test-support';

// One escrow hold (src/db/functions/order_hold.sql): the wallet purchase (order_place_wallet) and the
// TypeScript entry (holdEscrow: codes offers, card and crypto settlement, demo orders) both hold through
// order_hold, and write the same legs and the same counter moves; holdEscrow still replays.

const kinds = await databaseKinds();

describe.each(kinds)('the escrow hold on $notice', ({ name, available }) => {
  let testDb: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    if (!available) return;
    testDb = await createTestDatabase(name);
    db = testDb.database.db;
  });
  afterAll(async () => {
    if (!available) return;
    expect(await ledgerInvariantViolations(db)).toEqual([]);
    await dropTestDatabase(testDb);
  });

  /** order_place_wallet as the route calls it (default fee rules: buyer 3 %, seller 5 %). */
  async function placeWallet(buyerId: string, offerId: string, orderId: string): Promise<unknown> {
    const ids = escrowHoldIds(orderId);
    const params = {
      order_id: orderId,
      buyer_id: buyerId,
      offer_id: offerId,
      quantity: 1,
      unit_price: '1000',
      currency: 'USD',
      release_seconds: 60,
      fee_shard: feeShardOf(orderId),
      hold_net_id: ids.holdNet,
      hold_fee_id: ids.holdFee,
      default_buyer_fee_bps: 300,
      default_seller_fee_bps: 500,
      job_id: randomUUID(),
      notification: { id: randomUUID(), kind: 'order_paid', category: 'sales', params: {}, link: '/x' },
      answer: 'id',
    };
    const result = (await db.execute(
      sql`select order_place_wallet(${JSON.stringify(params)}::jsonb) as answer`,
    )) as unknown as { rows: { answer: unknown }[] };
    return result.rows[0]?.answer;
  }

  const counters = async (id: bigint) => {
    const { debitsPending, debitsPosted, creditsPending, creditsPosted } = (await getAccount(
      db,
      id,
    )) as LedgerAccount;
    return { debitsPending, debitsPosted, creditsPending, creditsPosted };
  };
  const moved = (
    before: Awaited<ReturnType<typeof counters>>,
    after: Awaited<ReturnType<typeof counters>>,
  ) => ({
    debitsPending: after.debitsPending - before.debitsPending,
    debitsPosted: after.debitsPosted - before.debitsPosted,
    creditsPending: after.creditsPending - before.creditsPending,
    creditsPosted: after.creditsPosted - before.creditsPosted,
  });
  /** Stored transfers, in the order of their ids. */
  const stored = async (ids: string[]) => {
    const rows = await transfersById(db, ids);
    return ids.map((id) => rows.find((row) => row.id === id));
  };
  /** The database's own message for a refused query (drizzle may wrap it as the error's cause). */
  const refusal = async (query: Promise<unknown>) => {
    try {
      await query;
    } catch (error) {
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
      return cause instanceof Error ? cause.message : String(cause);
    }
    return 'accepted';
  };
  /** A transfer without what names it (id, order, time): what it moves. */
  const body = (t: { kind: string; debitAccountId: bigint; creditAccountId: bigint; amount: bigint }) => ({
    kind: t.kind,
    debitAccountId: t.debitAccountId,
    creditAccountId: t.creditAccountId,
    amount: t.amount,
  });

  it.runIf(available)(
    'writes the same legs and counter moves for a wallet purchase and for holdEscrow, which replays the purchase’s hold',
    async () => {
      const buyerId = await createUser(db, 'hold_buyer');
      const sellerId = await createUser(db, 'hold_seller');
      await fundWallet(db, buyerId, 10_000n);
      const offerId = await createTestOffer(db, sellerId, { priceMinor: 1000n, stock: 5 });
      const buyer = await walletAccount(db, buyerId, 'USD');

      // The purchase: the seller's wallet is created by the hold on first use.
      const purchase = randomUUID();
      const buyerBefore = await counters(buyer.id);
      const purchaseFee = await feeAccountForOrder(db, 'USD', purchase);
      const purchaseFeeBefore = await counters(purchaseFee.id);
      expect(await placeWallet(buyerId, offerId, purchase)).toMatchObject({ ok: true, order_id: purchase });
      const seller = await walletAccount(db, sellerId, 'USD');
      const ids = escrowHoldIds(purchase);
      const placed = (await stored([ids.holdNet, ids.holdFee])).filter((t) => t !== undefined);
      // 10.00: buyer fee 0.30, seller fee 0.50, net 9.50; the buyer pays 10.30.
      expect(placed.map(body)).toEqual([
        { kind: 'pending', debitAccountId: buyer.id, creditAccountId: seller.id, amount: 950n },
        { kind: 'pending', debitAccountId: buyer.id, creditAccountId: purchaseFee.id, amount: 80n },
      ]);
      expect(placed.map((t) => t.orderId)).toEqual([purchase, purchase]);
      const buyerMoved = moved(buyerBefore, await counters(buyer.id));
      expect(buyerMoved).toEqual({
        debitsPending: 1030n,
        debitsPosted: 0n,
        creditsPending: 0n,
        creditsPosted: 0n,
      });
      expect(moved(purchaseFeeBefore, await counters(purchaseFee.id))).toEqual({
        debitsPending: 0n,
        debitsPosted: 0n,
        creditsPending: 80n,
        creditsPosted: 0n,
      });

      // The same hold through the TypeScript entry, for the purchase's order: exactly its legs, so a replay.
      const hold = {
        orderId: purchase,
        currency: 'USD' as const,
        buyerAccountId: buyer.id,
        sellerAccountId: seller.id,
        feeAccountId: purchaseFee.id,
        net: 950n,
        fee: 80n,
      };
      const afterPurchase = await counters(buyer.id);
      expect(await holdEscrow(db, hold)).toEqual({ ok: true, value: placed });
      expectRefused(await holdEscrow(db, { ...hold, net: 949n }), 'exists_with_different_fields');
      expect(await counters(buyer.id)).toEqual(afterPurchase);

      // A new order through the TypeScript entry: the same legs and the same moves as the purchase.
      const order = randomUUID();
      const orderFee = await feeAccountForOrder(db, 'USD', order);
      const orderFeeBefore = await counters(orderFee.id);
      const sellerBefore = await counters(seller.id);
      const held = expectOk(await holdEscrow(db, { ...hold, orderId: order, feeAccountId: orderFee.id }));
      expect(held.map((t) => t.id)).toEqual([escrowHoldIds(order).holdNet, escrowHoldIds(order).holdFee]);
      expect(held).toEqual(await stored([escrowHoldIds(order).holdNet, escrowHoldIds(order).holdFee]));
      expect(held.map(body)).toEqual([
        { kind: 'pending', debitAccountId: buyer.id, creditAccountId: seller.id, amount: 950n },
        { kind: 'pending', debitAccountId: buyer.id, creditAccountId: orderFee.id, amount: 80n },
      ]);
      expect(moved(afterPurchase, await counters(buyer.id))).toEqual(buyerMoved);
      expect(moved(sellerBefore, await counters(seller.id))).toEqual({
        debitsPending: 0n,
        debitsPosted: 0n,
        creditsPending: 950n,
        creditsPosted: 0n,
      });
      expect(moved(orderFeeBefore, await counters(orderFee.id))).toEqual({
        debitsPending: 0n,
        debitsPosted: 0n,
        creditsPending: 80n,
        creditsPosted: 0n,
      });
      // And its replay answers the stored legs.
      expect(await holdEscrow(db, { ...hold, orderId: order, feeAccountId: orderFee.id })).toEqual({
        ok: true,
        value: held,
      });
    },
  );

  it.runIf(available)(
    'refuses a hold the buyer cannot cover: the purchase raises and writes nothing, holdEscrow answers and leaves the transaction usable',
    async () => {
      const buyerId = await createUser(db, 'short_buyer');
      const sellerId = await createUser(db, 'short_seller');
      await fundWallet(db, buyerId, 1_029n);
      const offerId = await createTestOffer(db, sellerId, { priceMinor: 1000n, stock: 5 });
      const buyer = await walletAccount(db, buyerId, 'USD');
      const before = await counters(buyer.id);

      const purchase = randomUUID();
      expect(await refusal(placeWallet(buyerId, offerId, purchase))).toBe(
        'order_hold: ledger refused: exceeds_credits',
      );
      const orders = (await db.execute(
        sql`select count(*)::int as n from orders where id = ${purchase}`,
      )) as unknown as { rows: { n: number }[] };
      expect(orders.rows[0]?.n).toBe(0);
      expect(await counters(buyer.id)).toEqual(before);

      const seller = await walletAccount(db, sellerId, 'USD');
      const order = randomUUID();
      const fee = await feeAccountForOrder(db, 'USD', order);
      const hold = {
        orderId: order,
        currency: 'USD' as const,
        buyerAccountId: buyer.id,
        sellerAccountId: seller.id,
        feeAccountId: fee.id,
        net: 950n,
        fee: 80n,
      };
      const after = await db.transaction(async (tx) => {
        const refused = await holdEscrow(tx, hold);
        const usable = await tx.execute(sql`select 1 as one`);
        return { refused, usable: (usable as unknown as { rows: unknown[] }).rows.length };
      });
      expect(after.refused).toEqual({ ok: false, error: { code: 'exceeds_credits', index: 0 } });
      expect(after.usable).toBe(1);
      expect(await counters(buyer.id)).toEqual(before);
      expect(expectOk(await holdEscrow(db, { ...hold, net: 949n }))).toHaveLength(2);
    },
  );
});
