import { randomUUID } from 'node:crypto';
import { type LedgerErrorCode, purchaseAmounts } from '@lootmarket/contract';
import { inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../test/support/databases';
import type { Db } from '../db/database';
import { derivedTransferId, escrowSplitIds, escrowTransferIds } from './ledger.ids';
import { ledgerAccounts } from './ledger.schema';
import {
  createTransfers,
  getAccount,
  holdEscrow,
  type LedgerAccount,
  type LedgerResult,
  platformAccount,
  refundEscrow,
  releaseEscrow,
  splitEscrow,
  type Transfer,
  type TransferRequest,
} from './ledger.service';
import {
  applyTransfer,
  type Counters,
  dropTestDatabase,
  fundedWallet,
  invariantViolations,
  readLedger,
} from './ledger.test-support';

// Model-based test: random purchases (escrow holds), confirmations, refunds, wallet moves, withdrawals
// and their settlement, with ids reused on purpose (retries, replays of old requests, the same order
// paid twice with other amounts). A plain TypeScript model predicts every answer; after every step
// the database must agree with the model and keep the ledger's invariants.

const kinds = await databaseKinds();
const WALLETS = 4;
const ORDERS = 3;
const WITHDRAWAL_SLOTS = 2;
/** Each wallet starts with this much, so that most purchases and withdrawals can succeed. */
const OPENING_BALANCE = 2_000n;

type Op =
  | { op: 'fund'; wallet: number; amount: number }
  | { op: 'move'; from: number; offset: number; amount: number }
  | { op: 'hold'; order: number; buyer: number; offset: number; price: number; feePercent: number }
  | { op: 'release' | 'refund'; order: number }
  | { op: 'withdraw'; slot: number; wallet: number; amount: number }
  | { op: 'settle'; slot: number; action: 'post_pending' | 'void_pending'; percent: number }
  | { op: 'replay'; pick: number };

const walletIndex = fc.nat(WALLETS - 1);
const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('fund' as const),
      wallet: walletIndex,
      amount: fc.integer({ min: 1, max: 1_500 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('move' as const),
      from: walletIndex,
      offset: fc.integer({ min: 1, max: WALLETS - 1 }),
      amount: fc.integer({ min: 1, max: 800 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('hold' as const),
      order: fc.nat(ORDERS - 1),
      buyer: walletIndex,
      offset: fc.integer({ min: 1, max: WALLETS - 1 }),
      price: fc.constantFrom(500, 1_000, 1_500),
      feePercent: fc.constantFrom(0, 10),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constantFrom('release' as const, 'refund' as const),
      order: fc.nat(ORDERS - 1),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('withdraw' as const),
      slot: fc.nat(WITHDRAWAL_SLOTS - 1),
      wallet: walletIndex,
      amount: fc.integer({ min: 1, max: 800 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('settle' as const),
      slot: fc.nat(WITHDRAWAL_SLOTS - 1),
      action: fc.constantFrom('post_pending' as const, 'void_pending' as const),
      percent: fc.constantFrom(50, 100),
    }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('replay' as const), pick: fc.nat() }) },
);

/** A transfer as the model stores it: the fields that make two requests "the same". */
interface ModelTransfer {
  kind: TransferRequest['kind'];
  debit: bigint;
  credit: bigint;
  amount: bigint;
  pendingId: string | null;
  orderId: string | null;
  withdrawalId: string | null;
}

type Outcome = { ok: true } | { ok: false; code: LedgerErrorCode };

class LedgerModel {
  readonly counters = new Map<bigint, Counters>();
  readonly transfers = new Map<string, ModelTransfer>();
  readonly resolutions = new Map<string, 'post_pending' | 'void_pending'>();
  constructor(readonly guarded: Set<bigint>) {}

  of(account: bigint): Counters {
    let c = this.counters.get(account);
    if (!c) {
      c = { debitsPending: 0n, debitsPosted: 0n, creditsPending: 0n, creditsPosted: 0n };
      this.counters.set(account, c);
    }
    return c;
  }

  /** The same rules as ledger_create_transfers, in the same order, written independently. */
  apply(legs: TransferRequest[]): Outcome {
    const normalized: [string, ModelTransfer][] = [];
    for (const leg of legs) {
      if (leg.kind === 'single' || leg.kind === 'pending') {
        normalized.push([
          leg.id,
          {
            kind: leg.kind,
            debit: leg.debitAccountId as bigint,
            credit: leg.creditAccountId as bigint,
            amount: leg.amount as bigint,
            pendingId: null,
            orderId: leg.orderId ?? null,
            withdrawalId: leg.withdrawalId ?? null,
          },
        ]);
        continue;
      }
      const pending = leg.pendingId === undefined ? undefined : this.transfers.get(leg.pendingId);
      if (!pending) return { ok: false, code: 'pending_transfer_not_found' };
      normalized.push([
        leg.id,
        {
          kind: leg.kind,
          debit: pending.debit,
          credit: pending.credit,
          amount: leg.amount ?? pending.amount,
          pendingId: leg.pendingId ?? null,
          orderId: leg.orderId ?? null,
          withdrawalId: leg.withdrawalId ?? null,
        },
      ]);
    }
    if (normalized.some(([id]) => this.transfers.has(id))) {
      const same = normalized.every(([id, t]) => {
        const known = this.transfers.get(id);
        return known !== undefined && JSON.stringify(known, bigintText) === JSON.stringify(t, bigintText);
      });
      return same ? { ok: true } : { ok: false, code: 'exists_with_different_fields' };
    }
    for (const [, t] of normalized) {
      const resolution = t.pendingId === null ? undefined : this.resolutions.get(t.pendingId);
      if (resolution === 'post_pending') return { ok: false, code: 'pending_transfer_already_posted' };
      if (resolution === 'void_pending') return { ok: false, code: 'pending_transfer_already_voided' };
    }
    const next = new Map<bigint, Counters>();
    const draft = (account: bigint) => {
      let c = next.get(account);
      if (!c) {
        c = { ...this.of(account) };
        next.set(account, c);
      }
      return c;
    };
    for (const [, t] of normalized) {
      const debit = draft(t.debit);
      const credit = draft(t.credit);
      const released = t.pendingId === null ? 0n : (this.transfers.get(t.pendingId)?.amount ?? 0n);
      applyTransfer(debit, credit, t.kind, t.amount, released);
    }
    for (const [account, c] of next) {
      if (this.guarded.has(account) && c.debitsPending + c.debitsPosted > c.creditsPosted) {
        return { ok: false, code: 'exceeds_credits' };
      }
    }
    for (const [account, c] of next) this.counters.set(account, c);
    for (const [id, t] of normalized) {
      this.transfers.set(id, t);
      if (t.pendingId !== null && (t.kind === 'post_pending' || t.kind === 'void_pending')) {
        this.resolutions.set(t.pendingId, t.kind);
      }
    }
    return { ok: true };
  }
}

function bigintText(_key: string, value: unknown) {
  return typeof value === 'bigint' ? value.toString() : value;
}

describe.each(kinds)('ledger model on $notice', ({ name, available }) => {
  let testDb: TestDatabase;
  let db: Db;
  let fee: LedgerAccount;
  let clearing: LedgerAccount;
  let payout: LedgerAccount;

  beforeAll(async () => {
    if (!available) return;
    testDb = await createTestDatabase(name);
    db = testDb.database.db;
    fee = await platformAccount(db, 'platform_fee', 'USD');
    clearing = await platformAccount(db, 'provider_clearing', 'USD');
    payout = await platformAccount(db, 'payout_clearing', 'USD');
  });
  afterAll(async () => {
    await dropTestDatabase(testDb);
  });

  it.runIf(available)(
    'agrees with a model after every step, and keeps debits = credits, replay = counters, no overdraft',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(opArbitrary, { minLength: 10, maxLength: 25 }), async (ops) => {
          const run = randomUUID();
          const wallets = await Promise.all(
            Array.from(
              { length: WALLETS },
              async (_, i) => (await fundedWallet(db, `model${i}`, OPENING_BALANCE)).account,
            ),
          );
          const platform = [fee, clearing, payout];
          const start = new Map(
            await Promise.all(
              platform.map(async (a) => [a.id, (await getAccount(db, a.id)) as LedgerAccount] as const),
            ),
          );
          const model = new LedgerModel(new Set([...wallets.map((w) => w.id), fee.id]));
          for (const wallet of wallets) model.of(wallet.id).creditsPosted = OPENING_BALANCE;
          const orders = Array.from({ length: ORDERS }, () => randomUUID());
          const withdrawals = Array.from({ length: WITHDRAWAL_SLOTS }, () => randomUUID());
          const walletId = (i: number) => (wallets[i % WALLETS] as LedgerAccount).id;
          const sent: { call: () => Promise<LedgerResult<Transfer[]>>; legs: () => TransferRequest[] }[] = [];
          const answers = new Map<string, LedgerResult<Transfer[]>>();

          const escrowLegs = (orderId: string, kind: 'post_pending' | 'void_pending') => {
            const ids = escrowTransferIds(orderId);
            const legs: TransferRequest[] =
              kind === 'post_pending'
                ? [
                    { id: ids.releaseNet, kind, pendingId: ids.holdNet },
                    { id: ids.releaseFee, kind, pendingId: ids.holdFee },
                  ]
                : [
                    { id: ids.refundNet, kind, pendingId: ids.holdNet },
                    { id: ids.refundFee, kind, pendingId: ids.holdFee },
                  ];
            // As the service does: only the legs whose pending exists.
            return legs.filter((leg) => model.transfers.has(leg.pendingId as string));
          };

          const request = (op: Op): (typeof sent)[number] | null => {
            switch (op.op) {
              case 'fund': {
                const leg: TransferRequest = {
                  id: randomUUID(),
                  kind: 'single',
                  debitAccountId: clearing.id,
                  creditAccountId: walletId(op.wallet),
                  amount: BigInt(op.amount),
                  currency: 'USD',
                };
                return { call: () => createTransfers(db, [leg]), legs: () => [leg] };
              }
              case 'move': {
                const leg: TransferRequest = {
                  id: randomUUID(),
                  kind: 'single',
                  debitAccountId: walletId(op.from),
                  creditAccountId: walletId(op.from + op.offset),
                  amount: BigInt(op.amount),
                  currency: 'USD',
                };
                return { call: () => createTransfers(db, [leg]), legs: () => [leg] };
              }
              case 'hold': {
                const orderId = orders[op.order] as string;
                const feeAmount = BigInt((op.price * op.feePercent) / 100);
                const hold = {
                  orderId,
                  currency: 'USD' as const,
                  buyerAccountId: walletId(op.buyer),
                  sellerAccountId: walletId(op.buyer + op.offset),
                  feeAccountId: fee.id,
                  net: BigInt(op.price) - feeAmount,
                  fee: feeAmount,
                };
                const ids = escrowTransferIds(orderId);
                const legs: TransferRequest[] = [
                  {
                    id: ids.holdNet,
                    kind: 'pending',
                    debitAccountId: hold.buyerAccountId,
                    creditAccountId: hold.sellerAccountId,
                    amount: hold.net,
                    orderId,
                  },
                ];
                if (feeAmount > 0n) {
                  legs.push({
                    id: ids.holdFee,
                    kind: 'pending',
                    debitAccountId: hold.buyerAccountId,
                    creditAccountId: fee.id,
                    amount: feeAmount,
                    orderId,
                  });
                }
                return { call: () => holdEscrow(db, hold), legs: () => legs };
              }
              case 'release':
              case 'refund': {
                const orderId = orders[op.order] as string;
                const kind = op.op === 'release' ? 'post_pending' : 'void_pending';
                return {
                  call: () => (op.op === 'release' ? releaseEscrow(db, orderId) : refundEscrow(db, orderId)),
                  legs: () => escrowLegs(orderId, kind),
                };
              }
              case 'withdraw': {
                const withdrawalId = withdrawals[op.slot] as string;
                const leg: TransferRequest = {
                  id: derivedTransferId('model-withdraw', run, withdrawalId),
                  kind: 'pending',
                  debitAccountId: walletId(op.wallet),
                  creditAccountId: payout.id,
                  amount: BigInt(op.amount),
                  currency: 'USD',
                  withdrawalId,
                };
                return { call: () => createTransfers(db, [leg]), legs: () => [leg] };
              }
              case 'settle': {
                const withdrawalId = withdrawals[op.slot] as string;
                const pendingId = derivedTransferId('model-withdraw', run, withdrawalId);
                const pending = model.transfers.get(pendingId);
                const amount =
                  op.action === 'post_pending' && op.percent < 100 && pending
                    ? (pending.amount * BigInt(op.percent)) / 100n
                    : undefined;
                if (amount === 0n) return null;
                const leg: TransferRequest = {
                  id: derivedTransferId('model-settle', run, withdrawalId, op.action, String(op.percent)),
                  kind: op.action,
                  pendingId,
                  withdrawalId,
                  ...(amount === undefined ? {} : { amount }),
                };
                return { call: () => createTransfers(db, [leg]), legs: () => [leg] };
              }
              case 'replay': {
                return sent.length === 0 ? null : (sent[op.pick % sent.length] ?? null);
              }
            }
          };

          for (const op of ops) {
            const req = request(op);
            if (!req) continue;
            if (op.op !== 'replay') sent.push(req);
            const legs = req.legs();
            const expected: Outcome =
              legs.length === 0 ? { ok: false, code: 'pending_transfer_not_found' } : model.apply(legs);
            const actual = await req.call();
            const label = `${JSON.stringify(op)} → ${actual.ok ? 'ok' : actual.error.code}`;
            expect(actual.ok ? { ok: true } : { ok: false, code: actual.error.code }, label).toEqual(
              expected,
            );
            if (actual.ok) {
              // A replayed request answers exactly what the first one answered.
              const key = actual.value.map((t) => t.id).join();
              const previous = answers.get(key);
              if (previous) expect(actual, label).toEqual(previous);
              else answers.set(key, actual);
            }
            const ledger = await readLedger(db);
            const accountById = new Map(ledger.accounts.map((a) => [a.id, a]));
            for (const wallet of wallets) {
              expect(accountById.get(wallet.id), label).toMatchObject(model.of(wallet.id));
            }
            for (const account of platform) {
              const now = accountById.get(account.id) as LedgerAccount;
              const before = start.get(account.id) as LedgerAccount;
              const delta = model.of(account.id);
              expect(
                {
                  debitsPending: now.debitsPending - before.debitsPending,
                  debitsPosted: now.debitsPosted - before.debitsPosted,
                  creditsPending: now.creditsPending - before.creditsPending,
                  creditsPosted: now.creditsPosted - before.creditsPosted,
                },
                label,
              ).toEqual(delta);
            }
            expect(invariantViolations(ledger), label).toEqual([]);
          }
        }),
        { numRuns: name === 'pglite' ? 10 : 15 },
      );
    },
    120_000,
  );
});

// Partial refunds (a dispute settled by a split), as a model of their own, long: escrow holds at the
// rounding edges (prices of 1–3 minor units, fees of 0 to 50 %), splits at every share of the total
// (1 back, all but 1, all but 2, anything between), releases, refunds and replays of any of them, with
// ids reused on purpose. THE rounding of a split is the SQL function order_split_amounts; the model
// checks its answer against the rule written out here, applies the legs independently and, after every
// step, compares the counters of every account of the run with the database, checks Σ debits = Σ
// credits (pending and posted apart) over them and that no guarded account is overdrawn; after every
// run, the whole ledger's invariants (counters = a replay of the log). SPLIT_MODEL_STEPS sets the
// number of steps per database: 2,000 by default (the test command's share of a 30-minute CI); the
// long run is SPLIT_MODEL_STEPS=10000.

const SPLIT_STEPS = Number(process.env.SPLIT_MODEL_STEPS ?? 2_000);
const SPLIT_OPS_PER_RUN = 25;
const SPLIT_ORDERS = 4;

type SplitOp =
  | {
      op: 'hold';
      order: number;
      buyer: number;
      offset: number;
      price: bigint;
      buyerBps: number;
      sellerBps: number;
    }
  | { op: 'split'; order: number; share: 'one' | 'allButOne' | 'allButTwo' | number }
  | { op: 'release' | 'refund'; order: number }
  | { op: 'move'; from: number; offset: number; amount: number }
  | { op: 'replay'; pick: number };

const splitOpArbitrary: fc.Arbitrary<SplitOp> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('hold' as const),
      order: fc.nat(SPLIT_ORDERS - 1),
      buyer: walletIndex,
      offset: fc.integer({ min: 1, max: WALLETS - 1 }),
      price: fc.constantFrom(1n, 2n, 3n, 7n, 999n, 1_000n, 1_030n),
      buyerBps: fc.constantFrom(0, 1, 300, 5000),
      sellerBps: fc.constantFrom(0, 500, 5000),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('split' as const),
      order: fc.nat(SPLIT_ORDERS - 1),
      share: fc.oneof(
        fc.constantFrom('one' as const, 'allButOne' as const, 'allButTwo' as const),
        fc.integer({ min: 1, max: 999 }),
      ),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constantFrom('release' as const, 'refund' as const),
      order: fc.nat(SPLIT_ORDERS - 1),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('move' as const),
      from: walletIndex,
      offset: fc.integer({ min: 1, max: WALLETS - 1 }),
      amount: fc.integer({ min: 1, max: 500 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('replay' as const), pick: fc.nat() }) },
);

/** The rule of order_split_amounts as its comment states it (the model's oracle). */
function modelSplit(total: bigint, feeAll: bigint, refund: bigint) {
  const kept = total - refund;
  const up = (feeAll * kept + total - 1n) / total;
  const fee = kept > 1n ? (up < kept - 1n ? up : kept - 1n) : 0n;
  return { sellerNet: kept - fee, fee };
}

describe.each(kinds)('partial refunds in the ledger model on $notice', ({ name, available }) => {
  let testDb: TestDatabase;
  let db: Db;
  let fee: LedgerAccount;

  beforeAll(async () => {
    if (!available) return;
    testDb = await createTestDatabase(name);
    db = testDb.database.db;
    fee = await platformAccount(db, 'platform_fee', 'USD');
  });
  afterAll(async () => {
    await dropTestDatabase(testDb);
  });

  it.runIf(available)(
    `keeps the model, the rounding and the invariants over ${SPLIT_STEPS} steps of holds, splits, releases, refunds and replays`,
    async () => {
      let steps = 0;
      let splits = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.array(splitOpArbitrary, { minLength: SPLIT_OPS_PER_RUN, maxLength: SPLIT_OPS_PER_RUN }),
          async (ops) => {
            const wallets = await Promise.all(
              Array.from(
                { length: WALLETS },
                async (_, i) => (await fundedWallet(db, `split${i}`, OPENING_BALANCE)).account,
              ),
            );
            const feeStart = (await getAccount(db, fee.id)) as LedgerAccount;
            const model = new LedgerModel(new Set([...wallets.map((w) => w.id), fee.id]));
            for (const wallet of wallets) model.of(wallet.id).creditsPosted = OPENING_BALANCE;
            const orders = Array.from({ length: SPLIT_ORDERS }, () => randomUUID());
            /** What each held order's buyer paid and the fee leg, as held (for the split's rounding). */
            const held = new Map<string, { total: bigint; feeAll: bigint }>();
            const walletId = (i: number) => (wallets[i % WALLETS] as LedgerAccount).id;
            const sent: { call: () => Promise<LedgerResult<Transfer[]>>; legs: () => TransferRequest[] }[] =
              [];

            const request = async (op: SplitOp): Promise<(typeof sent)[number] | null> => {
              switch (op.op) {
                case 'hold': {
                  const orderId = orders[op.order] as string;
                  const amounts = purchaseAmounts(op.price, 1, {
                    buyerFeeBps: op.buyerBps,
                    sellerFeeBps: op.sellerBps,
                  });
                  const feeAll = amounts.buyerFee + amounts.sellerFee;
                  const hold = {
                    orderId,
                    currency: 'USD' as const,
                    buyerAccountId: walletId(op.buyer),
                    sellerAccountId: walletId(op.buyer + op.offset),
                    feeAccountId: fee.id,
                    net: amounts.sellerNet,
                    fee: feeAll,
                  };
                  const ids = escrowTransferIds(orderId);
                  const legs: TransferRequest[] = [
                    {
                      id: ids.holdNet,
                      kind: 'pending',
                      debitAccountId: hold.buyerAccountId,
                      creditAccountId: hold.sellerAccountId,
                      amount: hold.net,
                      orderId,
                    },
                  ];
                  if (feeAll > 0n) {
                    legs.push({
                      id: ids.holdFee,
                      kind: 'pending',
                      debitAccountId: hold.buyerAccountId,
                      creditAccountId: fee.id,
                      amount: feeAll,
                      orderId,
                    });
                  }
                  return {
                    call: async () => {
                      const result = await holdEscrow(db, hold);
                      if (result.ok && !held.has(orderId))
                        held.set(orderId, { total: amounts.total, feeAll });
                      return result;
                    },
                    legs: () => legs,
                  };
                }
                case 'split': {
                  const orderId = orders[op.order] as string;
                  const order = held.get(orderId);
                  if (!order || order.total < 2n) return null;
                  const refund =
                    op.share === 'one'
                      ? 1n
                      : op.share === 'allButOne'
                        ? order.total - 1n
                        : op.share === 'allButTwo'
                          ? order.total - 2n
                          : 1n + ((order.total - 2n) * BigInt(op.share)) / 1000n;
                  if (refund <= 0n || refund >= order.total) return null;
                  const [row] = (
                    (await db.execute(
                      sql`select seller_net::text as n, fee::text as f from order_split_amounts(${order.total.toString()}::numeric, ${order.feeAll.toString()}::numeric, 0, ${refund.toString()}::numeric)`,
                    )) as unknown as { rows: Array<{ n: string; f: string }> }
                  ).rows;
                  const amounts = { sellerNet: BigInt(row?.n ?? '-1'), fee: BigInt(row?.f ?? '-1') };
                  // THE rounding agrees with the rule, and fits the held legs.
                  expect(amounts, `split ${refund} of ${order.total}`).toEqual(
                    modelSplit(order.total, order.feeAll, refund),
                  );
                  expect(amounts.sellerNet >= 1n && amounts.fee <= order.feeAll).toBe(true);
                  expect(refund + amounts.sellerNet + amounts.fee).toBe(order.total);
                  const holds = escrowTransferIds(orderId);
                  const ids = escrowSplitIds(orderId);
                  const legs: TransferRequest[] = [
                    {
                      id: ids.splitNet,
                      kind: 'post_pending',
                      pendingId: holds.holdNet,
                      amount: amounts.sellerNet,
                    },
                  ];
                  if (model.transfers.has(holds.holdFee)) {
                    legs.push(
                      amounts.fee > 0n
                        ? {
                            id: ids.splitFee,
                            kind: 'post_pending',
                            pendingId: holds.holdFee,
                            amount: amounts.fee,
                          }
                        : { id: ids.splitFee, kind: 'void_pending', pendingId: holds.holdFee },
                    );
                  }
                  splits += 1;
                  return { call: () => splitEscrow(db, orderId, amounts), legs: () => legs };
                }
                case 'release':
                case 'refund': {
                  const orderId = orders[op.order] as string;
                  const kind: 'post_pending' | 'void_pending' =
                    op.op === 'release' ? 'post_pending' : 'void_pending';
                  const ids = escrowTransferIds(orderId);
                  return {
                    call: () =>
                      op.op === 'release' ? releaseEscrow(db, orderId) : refundEscrow(db, orderId),
                    legs: (): TransferRequest[] =>
                      (kind === 'post_pending'
                        ? [
                            { id: ids.releaseNet, kind, pendingId: ids.holdNet },
                            { id: ids.releaseFee, kind, pendingId: ids.holdFee },
                          ]
                        : [
                            { id: ids.refundNet, kind, pendingId: ids.holdNet },
                            { id: ids.refundFee, kind, pendingId: ids.holdFee },
                          ]
                      ).filter((leg) => model.transfers.has(leg.pendingId)),
                  };
                }
                case 'move': {
                  const leg: TransferRequest = {
                    id: randomUUID(),
                    kind: 'single',
                    debitAccountId: walletId(op.from),
                    creditAccountId: walletId(op.from + op.offset),
                    amount: BigInt(op.amount),
                    currency: 'USD',
                  };
                  return { call: () => createTransfers(db, [leg]), legs: () => [leg] };
                }
                case 'replay':
                  return sent.length === 0 ? null : (sent[op.pick % sent.length] ?? null);
              }
            };

            for (const op of ops) {
              steps += 1;
              const req = await request(op);
              if (!req) continue;
              if (op.op !== 'replay') sent.push(req);
              const legs = req.legs();
              const expected: Outcome =
                legs.length === 0 ? { ok: false, code: 'pending_transfer_not_found' } : model.apply(legs);
              const actual = await req.call();
              const label = `${JSON.stringify(op, bigintText)} → ${actual.ok ? 'ok' : actual.error.code}`;
              expect(actual.ok ? { ok: true } : { ok: false, code: actual.error.code }, label).toEqual(
                expected,
              );
              // Every account of the run as the model has it; the run's movements balance; no overdraft.
              const rows = await db
                .select()
                .from(ledgerAccounts)
                .where(inArray(ledgerAccounts.id, [...wallets.map((w) => w.id), fee.id]));
              const byId = new Map(rows.map((a) => [a.id, a]));
              const sums = { debitsPending: 0n, debitsPosted: 0n, creditsPending: 0n, creditsPosted: 0n };
              for (const wallet of wallets) {
                const now = byId.get(wallet.id) as LedgerAccount;
                expect(now, label).toMatchObject(model.of(wallet.id));
                expect(now.debitsPending + now.debitsPosted <= now.creditsPosted, label).toBe(true);
                sums.debitsPending += now.debitsPending;
                sums.debitsPosted += now.debitsPosted;
                sums.creditsPending += now.creditsPending;
                sums.creditsPosted += now.creditsPosted - OPENING_BALANCE;
              }
              const feeNow = byId.get(fee.id) as LedgerAccount;
              const feeDelta = {
                debitsPending: feeNow.debitsPending - feeStart.debitsPending,
                debitsPosted: feeNow.debitsPosted - feeStart.debitsPosted,
                creditsPending: feeNow.creditsPending - feeStart.creditsPending,
                creditsPosted: feeNow.creditsPosted - feeStart.creditsPosted,
              };
              expect(feeDelta, label).toEqual(model.of(fee.id));
              expect(sums.debitsPending + feeDelta.debitsPending, label).toBe(
                sums.creditsPending + feeDelta.creditsPending,
              );
              expect(sums.debitsPosted + feeDelta.debitsPosted, label).toBe(
                sums.creditsPosted + feeDelta.creditsPosted,
              );
            }
            expect(invariantViolations(await readLedger(db))).toEqual([]);
          },
        ),
        { numRuns: Math.ceil(SPLIT_STEPS / SPLIT_OPS_PER_RUN) },
      );
      expect(steps).toBeGreaterThanOrEqual(SPLIT_STEPS);
      expect(splits).toBeGreaterThan(0);
    },
    3_600_000,
  );
});
