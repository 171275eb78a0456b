import { randomUUID } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../test/support/databases';
import type { Db } from '../db/database';
import * as schema from '../db/schema';
import {
  balancesOf,
  createTransfers,
  getAccount,
  holdEscrow,
  type LedgerAccount,
  type LedgerResult,
  platformAccount,
  refundEscrow,
  releaseEscrow,
} from './ledger.service';
import { dropTestDatabase, expectOk, fundedWallet, ledgerInvariantViolations } from './ledger.test-support';

// Races only mean something on the PostgreSQL server: PGlite has one session and runs every call
// one after another. Each case fires all its calls at once over many connections.

const kinds = await databaseKinds();
const postgres = kinds.find((k) => k.name === 'postgres');
const CONNECTIONS = 32;

describe.runIf(postgres?.available)('ledger races on PostgreSQL', () => {
  let testDb: TestDatabase;
  let pool: pg.Pool;
  let db: Db;
  let fee: LedgerAccount;

  beforeAll(async () => {
    testDb = await createTestDatabase('postgres');
    pool = new pg.Pool({ connectionString: testDb.url ?? undefined, max: CONNECTIONS });
    db = drizzle({ client: pool, schema }) as unknown as Db;
    fee = await platformAccount(db, 'platform_fee', 'USD');
    // Open every connection up front so that the calls below start together.
    await Promise.all(Array.from({ length: CONNECTIONS }, () => pool.query('select 1')));
  });
  afterAll(async () => {
    if (db) expect(await ledgerInvariantViolations(db)).toEqual([]);
    await pool?.end();
    await dropTestDatabase(testDb);
  });

  const available = async (account: LedgerAccount) =>
    balancesOf((await getAccount(db, account.id)) as LedgerAccount).available;
  const tally = (results: LedgerResult<unknown>[]) => {
    const counts: Record<string, number> = {};
    for (const r of results) {
      const key = r.ok ? 'ok' : r.error.code;
      counts[key] = (counts[key] ?? 0) + 1;
    }
    return counts;
  };

  it('lets 50 concurrent withdrawals take a balance to zero and never below', async () => {
    const balance = 1_000n;
    const amount = 70n;
    const { account: wallet } = await fundedWallet(db, 'withdrawer', balance);
    const payout = await platformAccount(db, 'payout_clearing', 'USD');
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        createTransfers(db, [
          {
            id: randomUUID(),
            kind: 'pending',
            debitAccountId: wallet.id,
            creditAccountId: payout.id,
            amount,
            currency: 'USD',
            withdrawalId: randomUUID(),
          },
        ]),
      ),
    );
    expect(tally(results)).toEqual({
      ok: Number(balance / amount),
      exceeds_credits: 50 - Number(balance / amount),
    });
    expect(await available(wallet)).toBe(balance % amount);
  });

  it('lets a buyer funded for exactly 10 purchases make exactly 10 of 160 concurrent attempts', async () => {
    const { account: buyer } = await fundedWallet(db, 'buyer', 10n * 1_000n);
    const sellers = await Promise.all(
      Array.from({ length: 4 }, (_, i) => fundedWallet(db, `seller${i}`, 0n)),
    );
    const results = await Promise.all(
      Array.from({ length: 160 }, (_, i) =>
        holdEscrow(db, {
          orderId: randomUUID(),
          currency: 'USD',
          buyerAccountId: buyer.id,
          sellerAccountId: (sellers[i % sellers.length] as { account: LedgerAccount }).account.id,
          feeAccountId: fee.id,
          net: 900n,
          fee: 100n,
        }),
      ),
    );
    expect(tally(results)).toEqual({ ok: 10, exceeds_credits: 150 });
    expect(await available(buyer)).toBe(0n);
  });

  it('lets exactly one of a concurrent release and refund of each order win', async () => {
    const { account: buyer } = await fundedWallet(db, 'contested', 20n * 500n);
    const { account: seller } = await fundedWallet(db, 'contested_seller', 0n);
    const orders = Array.from({ length: 20 }, () => randomUUID());
    for (const orderId of orders) {
      expectOk(
        await holdEscrow(db, {
          orderId,
          currency: 'USD',
          buyerAccountId: buyer.id,
          sellerAccountId: seller.id,
          feeAccountId: fee.id,
          net: 450n,
          fee: 50n,
        }),
      );
    }
    const outcomes = await Promise.all(
      orders.map(async (orderId) => {
        const [release, refund] = await Promise.all([releaseEscrow(db, orderId), refundEscrow(db, orderId)]);
        expect([release.ok, refund.ok].filter(Boolean)).toHaveLength(1);
        if (!release.ok) expect(release.error.code).toBe('pending_transfer_already_voided');
        if (!refund.ok) expect(refund.error.code).toBe('pending_transfer_already_posted');
        return release.ok ? 'released' : 'refunded';
      }),
    );
    const released = BigInt(outcomes.filter((o) => o === 'released').length);
    const sellerAccount = (await getAccount(db, seller.id)) as LedgerAccount;
    expect(balancesOf(sellerAccount)).toEqual({ available: released * 450n, upcoming: 0n });
    expect(await available(buyer)).toBe((20n - released) * 500n);
  });

  it('answers 40 concurrent copies of one hold with one effect and one answer', async () => {
    const { account: buyer } = await fundedWallet(db, 'impatient', 5_000n);
    const { account: seller } = await fundedWallet(db, 'impatient_seller', 0n);
    const hold = {
      orderId: randomUUID(),
      currency: 'USD' as const,
      buyerAccountId: buyer.id,
      sellerAccountId: seller.id,
      feeAccountId: fee.id,
      net: 1_800n,
      fee: 200n,
    };
    const results = await Promise.all(Array.from({ length: 40 }, () => holdEscrow(db, hold)));
    const first = expectOk(results[0] as LedgerResult<unknown>);
    for (const r of results) expect(r).toEqual({ ok: true, value: first });
    expect(await available(buyer)).toBe(3_000n);
  });

  it('refuses one of two concurrent twins that share an id and no account (no lock orders them)', async () => {
    const { account: a } = await fundedWallet(db, 'twin_a', 100n);
    const { account: b } = await fundedWallet(db, 'twin_b', 100n);
    const { account: c } = await fundedWallet(db, 'twin_c', 0n);
    const { account: d } = await fundedWallet(db, 'twin_d', 0n);
    for (let round = 0; round < 10; round += 1) {
      const id = randomUUID();
      const results = await Promise.all([
        createTransfers(db, [
          { id, kind: 'single', debitAccountId: a.id, creditAccountId: c.id, amount: 1n, currency: 'USD' },
        ]),
        createTransfers(db, [
          { id, kind: 'single', debitAccountId: b.id, creditAccountId: d.id, amount: 1n, currency: 'USD' },
        ]),
      ]);
      expect(tally(results)).toEqual({ ok: 1, exists_with_different_fields: 1 });
    }
    expect((await available(a)) + (await available(b))).toBe(190n);
    expect((await available(c)) + (await available(d))).toBe(10n);
  });

  it('leaves no trace of a movement whose server connection dies before commit, and takes its retry', async () => {
    const { account: buyer } = await fundedWallet(db, 'crash', 1_000n);
    const { account: seller } = await fundedWallet(db, 'crash_seller', 0n);
    const legs = [
      {
        id: randomUUID(),
        kind: 'pending' as const,
        debitAccountId: buyer.id,
        creditAccountId: seller.id,
        amount: 600n,
        currency: 'USD' as const,
      },
    ];
    const victim = new pg.Client({ connectionString: testDb.url ?? undefined });
    victim.on('error', () => {}); // the server's goodbye to the killed session
    await victim.connect();
    const { rows } = await victim.query<{ pid: number }>('select pg_backend_pid() as pid');
    const victimDb = drizzle({ client: victim, schema }) as unknown as Db;
    const attempt = victimDb.transaction(async (tx) => {
      expectOk(await createTransfers(tx, legs));
      // The server process dies between the movement and the commit (the timeout makes the call
      // return only once it is gone).
      await pool.query('select pg_terminate_backend($1, 5000)', [rows[0]?.pid]);
    });
    await expect(attempt).rejects.toThrow();
    await victim.end().catch(() => {});
    expect(balancesOf((await getAccount(db, buyer.id)) as LedgerAccount)).toEqual({
      available: 1_000n,
      upcoming: 0n,
    });
    const retried = expectOk(await createTransfers(db, legs));
    expect(retried.map((t) => t.id)).toEqual([legs[0]?.id]);
    expect(balancesOf((await getAccount(db, seller.id)) as LedgerAccount)).toEqual({
      available: 0n,
      upcoming: 600n,
    });
  });
});
