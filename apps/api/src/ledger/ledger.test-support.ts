import { randomUUID } from 'node:crypto';
import type { LedgerCurrency } from '@lootmarket/contract';
import pg from 'pg';
import { expect, vi } from 'vitest';
import { TEST_POSTGRES_URL, type TestDatabase } from '../../test/support/databases';
import { users } from '../auth/auth.schema';
import type { DbOrTx } from '../db/database';
import { ledgerAccounts, ledgerTransfers } from './ledger.schema';
import {
  type LedgerAccount,
  type LedgerResult,
  platformAccount,
  transfer,
  walletAccount,
} from './ledger.service';

// Shared by the ledger's test files: real users, real accounts, money brought in the one way the
// ledger allows (a transfer from the provider's clearing account).

/**
 * Drops a test database once the server has let all its connections go. pg's Pool.end() resolves
 * before its sockets close, and DROP DATABASE … WITH (FORCE) then kills the stragglers, whose
 * goodbye surfaces as an unhandled error under load. (Belongs in test/support/databases.ts.)
 */
export async function dropTestDatabase(testDb: TestDatabase | undefined): Promise<void> {
  if (!testDb) return;
  await testDb.database.close();
  if (testDb.url) {
    const name = new URL(testDb.url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
    try {
      await vi.waitFor(
        async () => {
          const { rows } = await admin.query<{ n: number }>(
            'select count(*)::int as n from pg_stat_activity where datname = $1',
            [name],
          );
          expect(rows[0]?.n).toBe(0);
        },
        { timeout: 10_000, interval: 50 },
      );
    } finally {
      await admin.end();
    }
  }
  await testDb.drop();
}

export async function createUser(db: DbOrTx, label: string): Promise<string> {
  const id = randomUUID();
  const username = `${label}_${id.slice(0, 8)}`;
  await db.insert(users).values({ id, username, email: `${username}@ledger.test` });
  return id;
}

export async function fundedWallet(
  db: DbOrTx,
  label: string,
  amount: bigint,
  currency: LedgerCurrency = 'USD',
): Promise<{ userId: string; account: LedgerAccount }> {
  const userId = await createUser(db, label);
  const account = await walletAccount(db, userId, currency);
  if (amount > 0n) await fund(db, account.id, amount, currency);
  return { userId, account };
}

export async function fund(db: DbOrTx, accountId: bigint, amount: bigint, currency: LedgerCurrency = 'USD') {
  const clearing = await platformAccount(db, 'provider_clearing', currency);
  expectOk(
    await transfer(db, {
      id: randomUUID(),
      debitAccountId: clearing.id,
      creditAccountId: accountId,
      amount,
      currency,
    }),
  );
}

export function expectOk<T>(result: LedgerResult<T>): T {
  if (!result.ok) expect.fail(`ledger refused: ${result.error.code} (leg ${result.error.index})`);
  return result.value;
}

export function expectRefused<T>(result: LedgerResult<T>, code: string): void {
  expect(result.ok ? 'ok' : result.error.code).toBe(code);
}

/**
 * The ledger's global invariants, read back from the database and replayed in TypeScript (an oracle
 * written apart from the SQL it checks): debits equal credits (pending and posted apart), every
 * account's counters equal a replay of the transfer log, no guarded account overdrawn. Returns the
 * problems found (empty when all hold).
 */
export async function ledgerInvariantViolations(db: DbOrTx): Promise<string[]> {
  return invariantViolations(await readLedger(db));
}

export interface LedgerSnapshot {
  accounts: LedgerAccount[];
  transfers: (typeof ledgerTransfers.$inferSelect)[];
}

export async function readLedger(db: DbOrTx): Promise<LedgerSnapshot> {
  const [accounts, transfers] = [
    await db.select().from(ledgerAccounts),
    await db.select().from(ledgerTransfers),
  ];
  return { accounts, transfers };
}

export function invariantViolations({ accounts, transfers }: LedgerSnapshot): string[] {
  const byId = new Map(transfers.map((t) => [t.id, t]));
  const replay = new Map<bigint, Counters>();
  const counters = (id: bigint): Counters => {
    let c = replay.get(id);
    if (!c) {
      c = { debitsPending: 0n, debitsPosted: 0n, creditsPending: 0n, creditsPosted: 0n };
      replay.set(id, c);
    }
    return c;
  };
  for (const t of transfers) {
    const debit = counters(t.debitAccountId);
    const credit = counters(t.creditAccountId);
    const released = t.pendingId === null ? 0n : (byId.get(t.pendingId)?.amount ?? 0n);
    applyTransfer(debit, credit, t.kind, t.amount, released);
  }
  const problems: string[] = [];
  const sum = (pick: (a: Counters) => bigint) => accounts.reduce((total, a) => total + pick(a), 0n);
  if (sum((a) => a.debitsPending) !== sum((a) => a.creditsPending))
    problems.push('pending debits ≠ pending credits');
  if (sum((a) => a.debitsPosted) !== sum((a) => a.creditsPosted))
    problems.push('posted debits ≠ posted credits');
  for (const a of accounts) {
    const r = counters(a.id);
    if (
      a.debitsPending !== r.debitsPending ||
      a.debitsPosted !== r.debitsPosted ||
      a.creditsPending !== r.creditsPending ||
      a.creditsPosted !== r.creditsPosted
    ) {
      problems.push(`account ${a.id} disagrees with the transfer log`);
    }
    if (a.guarded && a.debitsPending + a.debitsPosted > a.creditsPosted)
      problems.push(`account ${a.id} overdrawn`);
  }
  return problems;
}

export interface Counters {
  debitsPending: bigint;
  debitsPosted: bigint;
  creditsPending: bigint;
  creditsPosted: bigint;
}

/**
 * What one transfer does to its two accounts' counters (`released`: the amount of the pending a post
 * or void resolves). The tests' own statement of the rules, kept apart from the SQL that applies them.
 */
export function applyTransfer(
  debit: Counters,
  credit: Counters,
  kind: string,
  amount: bigint,
  released: bigint,
): void {
  if (kind === 'single') {
    debit.debitsPosted += amount;
    credit.creditsPosted += amount;
  } else if (kind === 'pending') {
    debit.debitsPending += amount;
    credit.creditsPending += amount;
  } else {
    debit.debitsPending -= released;
    credit.creditsPending -= released;
    if (kind === 'post_pending') {
      debit.debitsPosted += amount;
      credit.creditsPosted += amount;
    }
  }
}
