import { randomUUID } from 'node:crypto';
import { CURRENCIES, LEDGER_ERROR_CODES } from '@lootmarket/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../test/support/databases';
import type { Db } from '../db/database';
import { escrowTransferIds } from './ledger.ids';
import { ledgerAccounts, ledgerCurrencies, ledgerTransfers } from './ledger.schema';
import {
  accountTransfers,
  balancesOf,
  createAccount,
  createTransfers,
  FEE_SHARDS,
  feeAccountForOrder,
  feeShardOf,
  getAccount,
  holdEscrow,
  importingAt,
  type LedgerAccount,
  platformAccount,
  platformBalances,
  refundEscrow,
  releaseEscrow,
  sellerBalances,
  transfer,
  walletAccount,
} from './ledger.service';
import {
  createUser,
  dropTestDatabase,
  expectOk,
  expectRefused,
  fund,
  fundedWallet,
  ledgerInvariantViolations,
} from './ledger.test-support';

const kinds = await databaseKinds();

/** The database's own message for a refused query (drizzle wraps it as the error's cause). */
async function refusal(query: PromiseLike<unknown>): Promise<string> {
  try {
    await query;
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    return cause instanceof Error ? cause.message : String(cause);
  }
  throw new Error('the database accepted the query');
}

describe.each(kinds)('ledger on $notice', ({ name, available }) => {
  let testDb: TestDatabase;
  let db: Db;
  let clearing: LedgerAccount;
  let payout: LedgerAccount;
  let feeUsd: LedgerAccount;

  beforeAll(async () => {
    if (!available) return;
    testDb = await createTestDatabase(name);
    db = testDb.database.db;
    clearing = await platformAccount(db, 'provider_clearing', 'USD');
    payout = await platformAccount(db, 'payout_clearing', 'USD');
    feeUsd = await platformAccount(db, 'platform_fee', 'USD');
  });
  afterAll(async () => {
    if (!available) return;
    expect(await ledgerInvariantViolations(db)).toEqual([]);
    await dropTestDatabase(testDb);
  });

  const account = async (id: bigint) => (await getAccount(db, id)) as LedgerAccount;
  const transferCount = async () =>
    (await db.select({ n: sql<number>`count(*)::int` }).from(ledgerTransfers))[0]?.n ?? 0;

  it.runIf(available)('knows each currency with the exponent of its minor unit', async () => {
    const rows = await db.select().from(ledgerCurrencies);
    expect(Object.fromEntries(rows.map((r) => [r.code, r.exponent]))).toEqual(
      Object.fromEntries(Object.entries(CURRENCIES).map(([code, { exponent }]) => [code, exponent])),
    );
  });

  it.runIf(available)('answers only the refusal codes the contract lists, and each of them', async () => {
    // Read from the live function, so a code added to the SQL but not to the contract fails here.
    const rows = (await db.execute(
      sql`select prosrc from pg_proc where proname = 'ledger_create_transfers'`,
    )) as unknown as { rows: { prosrc: string }[] };
    expect(rows.rows).toHaveLength(1);
    const source = rows.rows[0]?.prosrc ?? '';
    const pattern = /ledger_failure\('([a-z_]+)'|(?:THEN|ELSE) '(pending_transfer_[a-z_]+)'/g;
    const emitted = new Set([...source.matchAll(pattern)].map((m) => m[1] ?? m[2]));
    expect([...emitted].sort()).toEqual([...LEDGER_ERROR_CODES].sort());
  });

  it.runIf(available)(
    'creates one empty account per owner, guarded unless it is a clearing account',
    async () => {
      const userId = await createUser(db, 'owner');
      const wallet = await walletAccount(db, userId, 'EUR');
      expect(await walletAccount(db, userId, 'EUR')).toEqual(wallet);
      expect(wallet).toMatchObject({ kind: 'user_wallet', currency: 'EUR', guarded: true, userId });
      expect(balancesOf(wallet)).toEqual({ available: 0n, upcoming: 0n });
      expect(await platformAccount(db, 'provider_clearing', 'USD')).toEqual(clearing);
      expect(clearing.guarded).toBe(false);
      expect(feeUsd.guarded).toBe(true);
      expect(payout.guarded).toBe(false);
      // A wallet belongs to a user; a platform account to nobody.
      await expect(
        db.insert(ledgerAccounts).values({ kind: 'user_wallet', currency: 'USD', guarded: true }),
      ).rejects.toThrow();
    },
  );

  it.runIf(available)('spreads fees over shards chosen by the order, and sums them back', async () => {
    const orders = Array.from({ length: 8 * FEE_SHARDS }, () => randomUUID());
    const shards = new Set(orders.map(feeShardOf));
    expect(shards.size).toBeGreaterThan(FEE_SHARDS / 2);
    for (const shard of shards) expect(shard).toBeLessThan(FEE_SHARDS);
    const orderId = orders[0] as string;
    const feeAccount = await feeAccountForOrder(db, 'USD', orderId);
    expect(feeAccount).toMatchObject({ kind: 'platform_fee', shard: feeShardOf(orderId), guarded: true });
    expect(await feeAccountForOrder(db, 'USD', orderId)).toEqual(feeAccount);
    const before = await platformBalances(db, 'platform_fee', 'USD');
    const { account: buyer } = await fundedWallet(db, 'sharded', 1_000n);
    const { account: seller } = await fundedWallet(db, 'sharded_seller', 0n);
    const hold = {
      orderId,
      currency: 'USD' as const,
      buyerAccountId: buyer.id,
      sellerAccountId: seller.id,
      feeAccountId: feeAccount.id,
      net: 900n,
      fee: 100n,
    };
    expectOk(await holdEscrow(db, hold));
    expect(await platformBalances(db, 'platform_fee', 'USD')).toEqual({
      available: before.available,
      upcoming: before.upcoming + 100n,
    });
    expectOk(await releaseEscrow(db, orderId));
    expect(await platformBalances(db, 'platform_fee', 'USD')).toEqual({
      available: before.available + 100n,
      upcoming: before.upcoming,
    });
  });

  it.runIf(available)(
    'imports history at its own date in a transaction (never later than now), then dates by now again',
    async () => {
      const { account: from } = await fundedWallet(db, 'importer', 3_000n);
      const { account: to } = await fundedWallet(db, 'imported', 0n);
      const move = (tx: Parameters<typeof transfer>[0]) =>
        transfer(tx, {
          id: randomUUID(),
          debitAccountId: from.id,
          creditAccountId: to.id,
          amount: 100n,
          currency: 'USD',
        });
      const past = new Date('2026-05-01T12:00:00.000Z');
      const [imported, future, live] = await db.transaction(async (tx) => [
        expectOk(await importingAt(tx, past, () => move(tx))),
        expectOk(await importingAt(tx, new Date(Date.now() + 86_400_000), () => move(tx))),
        expectOk(await move(tx)),
      ]);
      expect(imported?.createdAt.toISOString()).toBe(past.toISOString());
      // A date to come is refused as such: the transfer is dated now.
      expect(future?.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
      expect(future?.createdAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
      expect(live?.createdAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
      // The stored rows say the same.
      const [stored] = await db
        .select()
        .from(ledgerTransfers)
        .where(eq(ledgerTransfers.id, imported?.id ?? ''));
      expect(stored?.createdAt.toISOString()).toBe(past.toISOString());
    },
  );

  it.runIf(available)('moves money with a single transfer, posted at once on both sides', async () => {
    const { account: alice } = await fundedWallet(db, 'alice', 5_000n);
    const { account: bob, userId: bobId } = await fundedWallet(db, 'bob', 0n);
    const moved = expectOk(
      await transfer(db, {
        id: randomUUID(),
        debitAccountId: alice.id,
        creditAccountId: bob.id,
        amount: 1_250n,
        currency: 'USD',
      }),
    );
    expect(moved).toMatchObject({
      kind: 'single',
      amount: 1_250n,
      debitAccountId: alice.id,
      creditAccountId: bob.id,
    });
    expect(balancesOf(await account(alice.id))).toEqual({ available: 3_750n, upcoming: 0n });
    expect(await sellerBalances(db, bobId, 'USD')).toEqual({ available: 1_250n, upcoming: 0n });
    // The clearing account stands for money outside: it goes below zero, the wallets never do.
    expect((await account(clearing.id)).debitsPosted).toBeGreaterThanOrEqual(5_000n);
  });

  it.runIf(available)('answers the same request sent 100 times once, with the same answer', async () => {
    const { account: payer } = await fundedWallet(db, 'retry', 1_000n);
    const { account: payee } = await fundedWallet(db, 'retry_to', 0n);
    const request = {
      id: randomUUID(),
      debitAccountId: payer.id,
      creditAccountId: payee.id,
      amount: 300n,
      currency: 'USD' as const,
    };
    const first = await transfer(db, request);
    const before = await transferCount();
    for (let i = 0; i < 99; i += 1) expect(await transfer(db, request)).toEqual(first);
    expect(await transferCount()).toBe(before);
    expect(balancesOf(await account(payer.id)).available).toBe(700n);
    expect(balancesOf(await account(payee.id)).available).toBe(300n);
  });

  it.runIf(available)('refuses a known id with another body and changes nothing', async () => {
    const { account: payer } = await fundedWallet(db, 'twin', 1_000n);
    const { account: payee } = await fundedWallet(db, 'twin_to', 0n);
    const id = randomUUID();
    expectOk(
      await transfer(db, {
        id,
        debitAccountId: payer.id,
        creditAccountId: payee.id,
        amount: 100n,
        currency: 'USD',
      }),
    );
    const before = await account(payer.id);
    expectRefused(
      await transfer(db, {
        id,
        debitAccountId: payer.id,
        creditAccountId: payee.id,
        amount: 101n,
        currency: 'USD',
      }),
      'exists_with_different_fields',
    );
    expectRefused(
      await createTransfers(db, [
        {
          id,
          kind: 'pending',
          debitAccountId: payer.id,
          creditAccountId: payee.id,
          amount: 100n,
          currency: 'USD',
        },
      ]),
      'exists_with_different_fields',
    );
    expect(await account(payer.id)).toEqual(before);
  });

  it.runIf(available)('forbids overdraft on guarded accounts, for posted and pending debits', async () => {
    const { account: payer } = await fundedWallet(db, 'poor', 500n);
    const { account: payee } = await fundedWallet(db, 'poor_to', 0n);
    const before = await transferCount();
    const leg = { debitAccountId: payer.id, creditAccountId: payee.id, currency: 'USD' as const };
    expectRefused(await transfer(db, { id: randomUUID(), ...leg, amount: 501n }), 'exceeds_credits');
    expectRefused(
      await createTransfers(db, [{ id: randomUUID(), kind: 'pending', ...leg, amount: 501n }]),
      'exceeds_credits',
    );
    // A pending debit counts against what is left.
    expectOk(await createTransfers(db, [{ id: randomUUID(), kind: 'pending', ...leg, amount: 400n }]));
    expectRefused(await transfer(db, { id: randomUUID(), ...leg, amount: 101n }), 'exceeds_credits');
    expectOk(await transfer(db, { id: randomUUID(), ...leg, amount: 100n }));
    expect(balancesOf(await account(payer.id))).toEqual({ available: 0n, upcoming: 0n });
    expect(await transferCount()).toBe(before + 2);
  });

  it.runIf(available)('posts a pending in full or in part, and voids one, each at most once', async () => {
    const { account: payer } = await fundedWallet(db, 'twophase', 1_000n);
    const { account: payee } = await fundedWallet(db, 'twophase_to', 0n);
    const leg = {
      kind: 'pending' as const,
      debitAccountId: payer.id,
      creditAccountId: payee.id,
      currency: 'USD' as const,
    };
    const [full, part, voided] = [randomUUID(), randomUUID(), randomUUID()];
    expectOk(
      await createTransfers(db, [
        { id: full, ...leg, amount: 100n },
        { id: part, ...leg, amount: 200n },
        { id: voided, ...leg, amount: 300n },
      ]),
    );
    expect(balancesOf(await account(payer.id))).toEqual({ available: 400n, upcoming: 0n });
    expect(balancesOf(await account(payee.id))).toEqual({ available: 0n, upcoming: 600n });

    const postFull = { id: randomUUID(), kind: 'post_pending' as const, pendingId: full };
    const posted = expectOk(await createTransfers(db, [postFull]));
    expect(posted[0]).toMatchObject({
      amount: 100n,
      debitAccountId: payer.id,
      creditAccountId: payee.id,
      pendingId: full,
    });
    expect(await createTransfers(db, [postFull])).toEqual({ ok: true, value: posted });
    expectRefused(
      await createTransfers(db, [{ id: randomUUID(), kind: 'post_pending', pendingId: full }]),
      'pending_transfer_already_posted',
    );
    expectRefused(
      await createTransfers(db, [{ id: randomUUID(), kind: 'void_pending', pendingId: full }]),
      'pending_transfer_already_posted',
    );

    expectRefused(
      await createTransfers(db, [{ id: randomUUID(), kind: 'post_pending', pendingId: part, amount: 201n }]),
      'exceeds_pending_transfer_amount',
    );
    expectOk(
      await createTransfers(db, [{ id: randomUUID(), kind: 'post_pending', pendingId: part, amount: 150n }]),
    );

    expectRefused(
      await createTransfers(db, [{ id: randomUUID(), kind: 'void_pending', pendingId: voided, amount: 1n }]),
      'pending_transfer_has_different_amount',
    );
    expectOk(await createTransfers(db, [{ id: randomUUID(), kind: 'void_pending', pendingId: voided }]));
    expectRefused(
      await createTransfers(db, [{ id: randomUUID(), kind: 'post_pending', pendingId: voided }]),
      'pending_transfer_already_voided',
    );

    // 100 + 150 posted; the other 50 of the partial post and the whole void went back to the payer.
    expect(await account(payer.id)).toMatchObject({
      debitsPending: 0n,
      debitsPosted: 250n,
      creditsPosted: 1_000n,
    });
    expect(balancesOf(await account(payee.id))).toEqual({ available: 250n, upcoming: 0n });
  });

  it.runIf(available)('refuses to post an expired pending, and still voids it', async () => {
    const { account: payer } = await fundedWallet(db, 'expiry', 100n);
    const id = randomUUID();
    const [pending] = expectOk(
      await createTransfers(db, [
        {
          id,
          kind: 'pending',
          debitAccountId: payer.id,
          creditAccountId: payout.id,
          amount: 100n,
          currency: 'USD',
          timeoutSeconds: 1,
        },
      ]),
    );
    expect(pending?.expiresAt?.getTime()).toBe((pending?.createdAt.getTime() ?? 0) + 1000);
    await vi.waitFor(
      async () => {
        const rows = (await db.execute(
          sql`select clock_timestamp() > ${pending?.expiresAt} as passed`,
        )) as unknown as {
          rows: { passed: boolean }[];
        };
        expect(rows.rows[0]?.passed).toBe(true);
      },
      { timeout: 5_000, interval: 100 },
    );
    expectRefused(
      await createTransfers(db, [{ id: randomUUID(), kind: 'post_pending', pendingId: id }]),
      'pending_transfer_expired',
    );
    expectOk(await createTransfers(db, [{ id: randomUUID(), kind: 'void_pending', pendingId: id }]));
    expect(balancesOf(await account(payer.id)).available).toBe(100n);
  });

  it.runIf(available)('applies a linked batch all or nothing', async () => {
    const { account: payer } = await fundedWallet(db, 'batch', 1_000n);
    const { account: payee } = await fundedWallet(db, 'batch_to', 0n);
    const { account: euro } = await fundedWallet(db, 'batch_eur', 0n, 'EUR');
    const before = await transferCount();
    const leg = {
      kind: 'single' as const,
      debitAccountId: payer.id,
      creditAccountId: payee.id,
      currency: 'USD' as const,
    };
    const refusals = [
      [
        { id: randomUUID(), ...leg, amount: 600n },
        { id: randomUUID(), ...leg, amount: 600n },
        'exceeds_credits',
        0,
      ],
      [
        { id: randomUUID(), ...leg, amount: 10n },
        { id: randomUUID(), ...leg, creditAccountId: euro.id, amount: 10n },
        'accounts_must_have_the_same_currency',
        1,
      ],
      [
        { id: randomUUID(), ...leg, amount: 10n },
        { id: randomUUID(), ...leg, creditAccountId: 999_999_999n, amount: 10n },
        'account_not_found',
        null,
      ],
      [
        { id: randomUUID(), ...leg, amount: 10n },
        { id: randomUUID(), ...leg, creditAccountId: payer.id, amount: 10n },
        'accounts_must_be_different',
        1,
      ],
      [
        { id: randomUUID(), ...leg, amount: 10n },
        { id: randomUUID(), ...leg, amount: 0n },
        'invalid_amount',
        1,
      ],
      [
        { id: randomUUID(), ...leg, amount: 10n },
        { id: randomUUID(), ...leg, amount: -5n },
        'invalid_amount',
        1,
      ],
      [
        { id: randomUUID(), ...leg, amount: 10n },
        { id: randomUUID(), kind: 'post_pending', pendingId: randomUUID() },
        'pending_transfer_not_found',
        1,
      ],
      [
        { id: randomUUID(), ...leg, amount: 10n },
        { id: randomUUID(), ...leg, timeoutSeconds: 5, amount: 10n },
        'timeout_reserved_for_pending_transfer',
        1,
      ],
    ] as const;
    for (const [first, second, code, index] of refusals) {
      const result = await createTransfers(db, [first, second]);
      expect(result).toEqual({ ok: false, error: { code, index } });
    }
    const twice = { id: randomUUID(), ...leg, amount: 10n };
    expectRefused(await createTransfers(db, [twice, twice]), 'duplicate_id_in_batch');
    expectRefused(await createTransfers(db, []), 'empty_batch');
    expect(await transferCount()).toBe(before);
    expect(balancesOf(await account(payer.id)).available).toBe(1_000n);

    // Money that arrives and leaves in one batch: the aggregate is checked, not each leg alone.
    const incoming = {
      id: randomUUID(),
      kind: 'single' as const,
      debitAccountId: clearing.id,
      creditAccountId: payee.id,
      amount: 700n,
      currency: 'USD' as const,
    };
    expectOk(
      await createTransfers(db, [
        incoming,
        { id: randomUUID(), ...leg, debitAccountId: payee.id, creditAccountId: payer.id, amount: 700n },
      ]),
    );
    expect(balancesOf(await account(payer.id)).available).toBe(1_700n);
  });

  it.runIf(available)('holds escrow, then releases it to the seller and the platform fee', async () => {
    const { account: buyer, userId: buyerId } = await fundedWallet(db, 'buyer', 10_000n);
    const { account: seller, userId: sellerId } = await fundedWallet(db, 'seller', 0n);
    const orderId = randomUUID();
    const feeBefore = await account(feeUsd.id);
    const hold = {
      orderId,
      currency: 'USD' as const,
      buyerAccountId: buyer.id,
      sellerAccountId: seller.id,
      feeAccountId: feeUsd.id,
      net: 2_700n,
      fee: 300n,
    };
    const held = expectOk(await holdEscrow(db, hold));
    expect(held.map((t) => [t.id, t.kind, t.amount, t.orderId])).toEqual([
      [escrowTransferIds(orderId).holdNet, 'pending', 2_700n, orderId],
      [escrowTransferIds(orderId).holdFee, 'pending', 300n, orderId],
    ]);
    expect(await holdEscrow(db, hold)).toEqual({ ok: true, value: held });
    expectRefused(await holdEscrow(db, { ...hold, net: 2_600n }), 'exists_with_different_fields');
    expect(await sellerBalances(db, buyerId, 'USD')).toEqual({ available: 7_000n, upcoming: 0n });
    expect(await sellerBalances(db, sellerId, 'USD')).toEqual({ available: 0n, upcoming: 2_700n });

    const released = expectOk(await releaseEscrow(db, orderId));
    expect(released.map((t) => [t.kind, t.amount, t.pendingId])).toEqual([
      ['post_pending', 2_700n, escrowTransferIds(orderId).holdNet],
      ['post_pending', 300n, escrowTransferIds(orderId).holdFee],
    ]);
    expect(await releaseEscrow(db, orderId)).toEqual({ ok: true, value: released });
    expectRefused(await refundEscrow(db, orderId), 'pending_transfer_already_posted');
    expect(await sellerBalances(db, sellerId, 'USD')).toEqual({ available: 2_700n, upcoming: 0n });
    expect(await sellerBalances(db, buyerId, 'USD')).toEqual({ available: 7_000n, upcoming: 0n });
    expect((await account(feeUsd.id)).creditsPosted - feeBefore.creditsPosted).toBe(300n);
  });

  it.runIf(available)('refunds escrow to the buyer in full, and then cannot release it', async () => {
    const { account: buyer, userId: buyerId } = await fundedWallet(db, 'refunded', 3_000n);
    const { account: seller, userId: sellerId } = await fundedWallet(db, 'refund_seller', 0n);
    const orderId = randomUUID();
    const hold = {
      orderId,
      currency: 'USD' as const,
      buyerAccountId: buyer.id,
      sellerAccountId: seller.id,
      feeAccountId: feeUsd.id,
      net: 3_000n,
      fee: 0n,
    };
    expect(expectOk(await holdEscrow(db, hold))).toHaveLength(1);
    expectRefused(await holdEscrow(db, { ...hold, orderId: randomUUID() }), 'exceeds_credits');
    const refunded = expectOk(await refundEscrow(db, orderId));
    expect(refunded.map((t) => t.kind)).toEqual(['void_pending']);
    expect(await refundEscrow(db, orderId)).toEqual({ ok: true, value: refunded });
    expectRefused(await releaseEscrow(db, orderId), 'pending_transfer_already_voided');
    expectRefused(await releaseEscrow(db, randomUUID()), 'pending_transfer_not_found');
    expect(await sellerBalances(db, buyerId, 'USD')).toEqual({ available: 3_000n, upcoming: 0n });
    expect(await sellerBalances(db, sellerId, 'USD')).toEqual({ available: 0n, upcoming: 0n });
    expect(await sellerBalances(db, await createUser(db, 'nowallet'), 'USD')).toEqual({
      available: 0n,
      upcoming: 0n,
    });
  });

  it.runIf(available)('lists an account’s transfers newest first, page by page', async () => {
    const { account: wallet } = await fundedWallet(db, 'history', 1_000n);
    const { account: other } = await fundedWallet(db, 'history_to', 0n);
    // Five transfers of one batch share a timestamp: the page boundary must still split them right.
    const moves = expectOk(
      await createTransfers(
        db,
        [1n, 2n, 3n, 4n, 5n].map((amount) => ({
          id: randomUUID(),
          kind: 'single' as const,
          debitAccountId: wallet.id,
          creditAccountId: other.id,
          amount,
          currency: 'USD' as const,
        })),
      ),
    );
    const all = await accountTransfers(db, wallet.id, { limit: 10 });
    expect(all).toHaveLength(6);
    expect(
      all
        .slice(0, 5)
        .map((t) => t.amount)
        .sort(),
    ).toEqual([1n, 2n, 3n, 4n, 5n]);
    expect(all[5]).toMatchObject({ amount: 1_000n, creditAccountId: wallet.id, kind: 'single' });
    const first = await accountTransfers(db, wallet.id, { limit: 4 });
    const last = first[3] as (typeof first)[number];
    const second = await accountTransfers(db, wallet.id, { limit: 4, after: last.id });
    expect([...first, ...second]).toEqual(all);
    expect(await accountTransfers(db, other.id, { limit: 10 })).toEqual(all.slice(0, 5));
    expect(moves.map((m) => m.id).sort()).toEqual(
      all
        .slice(0, 5)
        .map((t) => t.id)
        .sort(),
    );
  });

  it.runIf(available)('carries amounts beyond 64 bits exactly (ETH in wei)', async () => {
    const wei = 123_456_789_012_345_678_901_234_567_890n;
    const { account: whale } = await fundedWallet(db, 'whale', wei, 'ETH');
    const { account: other } = await fundedWallet(db, 'whale_to', 0n, 'ETH');
    expectOk(
      await transfer(db, {
        id: randomUUID(),
        debitAccountId: whale.id,
        creditAccountId: other.id,
        amount: wei - 1n,
        currency: 'ETH',
      }),
    );
    expect(balancesOf(await account(whale.id)).available).toBe(1n);
    expect(balancesOf(await account(other.id)).available).toBe(wei - 1n);
    expectRefused(
      await transfer(db, {
        id: randomUUID(),
        debitAccountId: whale.id,
        creditAccountId: other.id,
        amount: 1n,
        currency: 'USD',
      }),
      'accounts_must_have_the_same_currency',
    );
  });

  it.runIf(available)('refuses to update or delete a transfer, or to change a balance by hand', async () => {
    const { account: payer } = await fundedWallet(db, 'tamper', 100n);
    const [row] = await db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.creditAccountId, payer.id));
    if (!row) expect.fail('the funding transfer is missing');
    await expect(
      db.update(ledgerTransfers).set({ amount: 1_000_000n }).where(eq(ledgerTransfers.id, row.id)),
    ).rejects.toThrow();
    await expect(db.delete(ledgerTransfers).where(eq(ledgerTransfers.id, row.id))).rejects.toThrow();
    await expect(db.execute(sql`truncate ledger_transfers cascade`)).rejects.toThrow();
    await expect(
      refusal(
        db.update(ledgerAccounts).set({ creditsPosted: 1_000_000n }).where(eq(ledgerAccounts.id, payer.id)),
      ),
    ).resolves.toBe('ledger balances change only through ledger_create_transfers');
    const userId = await createUser(db, 'rich_from_nothing');
    await expect(
      refusal(
        db
          .insert(ledgerAccounts)
          .values({ kind: 'user_wallet', currency: 'USD', guarded: true, userId, creditsPosted: 5n }),
      ),
    ).resolves.toBe('a ledger account starts with zero balances');
    // The flag off again (as every ledger function leaves it): refused again, inside one transaction.
    await expect(
      refusal(
        db.transaction(async (tx) => {
          await tx.execute(sql`select set_config('lootmarket.ledger_writer', 'off', true)`);
          await tx.update(ledgerAccounts).set({ creditsPosted: 1n }).where(eq(ledgerAccounts.id, payer.id));
        }),
      ),
    ).resolves.toBe('ledger balances change only through ledger_create_transfers');
    // The CHECK is the last line: even code that bypasses the function cannot overdraw.
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('lootmarket.ledger_writer', 'on', true)`);
        await tx.update(ledgerAccounts).set({ debitsPosted: 101n }).where(eq(ledgerAccounts.id, payer.id));
      }),
    ).rejects.toThrow();
    expect(await db.select().from(ledgerTransfers).where(eq(ledgerTransfers.id, row.id))).toEqual([row]);
    expect(balancesOf(await account(payer.id)).available).toBe(100n);
  });

  it.runIf(available)('works inside a caller’s transaction and rolls back with it', async () => {
    const { account: payer } = await fundedWallet(db, 'rollback', 100n);
    const { account: payee } = await fundedWallet(db, 'rollback_to', 0n);
    await expect(
      db.transaction(async (tx) => {
        expectOk(
          await transfer(tx, {
            id: randomUUID(),
            debitAccountId: payer.id,
            creditAccountId: payee.id,
            amount: 60n,
            currency: 'USD',
          }),
        );
        // A refusal is a value: the transaction is still usable after it.
        expectRefused(
          await transfer(tx, {
            id: randomUUID(),
            debitAccountId: payer.id,
            creditAccountId: payee.id,
            amount: 60n,
            currency: 'USD',
          }),
          'exceeds_credits',
        );
        expect(balancesOf((await getAccount(tx, payer.id)) as LedgerAccount).available).toBe(40n);
        throw new Error('the order step after the payment failed');
      }),
    ).rejects.toThrow('the order step after the payment failed');
    expect(balancesOf(await account(payer.id)).available).toBe(100n);
  });

  it.runIf(available)('keeps debits equal to credits and every account equal to its log', async () => {
    const { account: extra } = await fundedWallet(db, 'final', 42n);
    await fund(db, extra.id, 8n);
    expect(await createAccount(db, { kind: 'platform_fee', currency: 'USD' })).toMatchObject({
      id: feeUsd.id,
    });
    expect(await ledgerInvariantViolations(db)).toEqual([]);
  });
});
