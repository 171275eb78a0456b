import { eq, gte, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type RegisteredUser, registerUser, type TestContext } from '../../test/support/app';
import { databaseKinds } from '../../test/support/databases';
import { registerWithRoles } from '../../test/support/staff';
import type { DbOrTx } from '../db/database';
import { escrowTransferIds } from '../ledger/ledger.ids';
import { ledgerAccounts, ledgerTransfers } from '../ledger/ledger.schema';
import { applyTransfer, type Counters } from '../ledger/ledger.test-support';
import { offers } from '../offers/offers.schema';
import { sellerReservedTotal } from './order-reserve';
import { orders } from './orders.schema';
import {
  balances,
  checkout,
  confirm,
  createTestOffer,
  fundWallet,
  ordersTestContext,
} from './orders.test-support';

// Model-based test of warranted orders and the seller's reserve, with the clock moved: random wallet
// purchases of offers with no warranty or 14/30/60/90 days, confirmations, disputes decided either way,
// the clock moved forward by whole days and the jobs run at that time (auto-release, reserve release). A
// plain model predicts every order's state and reserve, the seller's available, upcoming and reserved
// money and the buyers' wallets; after EVERY step the database must agree with it and the ledger must
// keep its invariants: debits = credits (pending and posted apart), no guarded account overdrawn, every
// account's counters = its counters before the run + a replay of the run's transfers, and each order's
// escrow legs agree with its state (held: 2 holds; completed without warranty or with its reserve
// released: both posted; reserved: the fee posted, the net still pending; refunded: both voided).
//
// Steps: WARRANTY_MODEL_STEPS per database, in runs of STEPS_PER_RUN: 1,000 by default (the test command's
// share of a 30-minute CI); the long run, WARRANTY_MODEL_STEPS=10000, takes minutes per database.

const kinds = await databaseKinds();
const PRICE = 1_000n; // buyer fee 3 % → 1,030 per unit; seller fee 5 % → net 950 per unit
const DAY = 24 * 60 * 60 * 1000;
const STEPS_PER_RUN = 50;
const TOTAL_STEPS = Number(process.env.WARRANTY_MODEL_STEPS ?? 1_000);
const WARRANTIES = [null, 14, 30, 60, 90] as const;

type Op =
  | { op: 'buy'; buyer: number; offer: number; quantity: number }
  | { op: 'confirm'; order: number }
  | { op: 'dispute'; order: number }
  | { op: 'decide'; order: number; decision: 'release' | 'refund' }
  | { op: 'advance'; days: number }
  | { op: 'runJobs' };

const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('buy' as const),
      buyer: fc.nat(1),
      offer: fc.nat(WARRANTIES.length - 1),
      quantity: fc.integer({ min: 1, max: 2 }),
    }),
  },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('confirm' as const), order: fc.nat(30) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('dispute' as const), order: fc.nat(30) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('decide' as const),
      order: fc.nat(30),
      decision: fc.constantFrom('release' as const, 'refund' as const),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant('advance' as const), days: fc.integer({ min: 1, max: 40 }) }),
  },
  { weight: 2, arbitrary: fc.constant({ op: 'runJobs' as const }) },
);

interface ModelOrder {
  id: string;
  buyer: number;
  quantity: number;
  warrantyDays: number | null;
  status: 'pending' | 'completed' | 'failed';
  escrow: 'held' | 'released' | 'refunded';
  reserve: 'reserved' | 'released' | null;
  disputed: boolean;
  disputeOpen: boolean;
  /** Observed: when the auto-release job pays (set at purchase) and when it completed. */
  releaseAt: Date;
  completedAt: Date | null;
}

type AccountCounters = typeof ledgerAccounts.$inferSelect;

async function accountCounters(db: DbOrTx): Promise<Map<bigint, AccountCounters>> {
  const rows = await db.select().from(ledgerAccounts);
  return new Map(rows.map((row) => [row.id, row]));
}

type RunTransfer = typeof ledgerTransfers.$inferSelect & { pendingAmount: bigint | null };

/** The transfers made since the run began, each with the amount of the pending it resolves (one query). */
async function transfersSince(db: DbOrTx, since: Date): Promise<RunTransfer[]> {
  const pending = alias(ledgerTransfers, 'pending');
  const rows = await db
    .select({ transfer: ledgerTransfers, pendingAmount: pending.amount })
    .from(ledgerTransfers)
    .leftJoin(pending, eq(pending.id, ledgerTransfers.pendingId))
    .where(gte(ledgerTransfers.createdAt, since));
  return rows.map((row) => ({ ...row.transfer, pendingAmount: row.pendingAmount }));
}

/**
 * The ledger's invariants, checked for the run: the global sums, no overdraft, and every account's
 * counters = its counters before the run + a replay of the transfers made since (all of them are the
 * run's: nothing else writes to this test's database meanwhile).
 */
function ledgerViolationsSince(
  accounts: Map<bigint, AccountCounters>,
  start: Map<bigint, AccountCounters>,
  transfers: RunTransfer[],
): string[] {
  const problems: string[] = [];
  const sum = (pick: (a: Counters) => bigint) => [...accounts.values()].reduce((t, a) => t + pick(a), 0n);
  if (sum((a) => a.debitsPending) !== sum((a) => a.creditsPending))
    problems.push('pending debits ≠ pending credits');
  if (sum((a) => a.debitsPosted) !== sum((a) => a.creditsPosted))
    problems.push('posted debits ≠ posted credits');
  const replay = new Map<bigint, Counters>();
  const counters = (id: bigint): Counters => {
    let c = replay.get(id);
    if (!c) {
      const s = start.get(id);
      c = {
        debitsPending: s?.debitsPending ?? 0n,
        debitsPosted: s?.debitsPosted ?? 0n,
        creditsPending: s?.creditsPending ?? 0n,
        creditsPosted: s?.creditsPosted ?? 0n,
      };
      replay.set(id, c);
    }
    return c;
  };
  for (const t of transfers) {
    applyTransfer(
      counters(t.debitAccountId),
      counters(t.creditAccountId),
      t.kind,
      t.amount,
      t.pendingAmount ?? 0n,
    );
  }
  for (const a of accounts.values()) {
    const r = replay.get(a.id) ?? start.get(a.id);
    if (
      !r ||
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

/** Each order's escrow legs (all made in the run) agree with its state and reserve. */
function orderLegViolations(model: ModelOrder[], transfers: RunTransfer[]): string[] {
  const held = new Set(transfers.filter((t) => t.kind === 'pending').map((t) => t.id));
  const resolvedBy = new Map(transfers.flatMap((t) => (t.pendingId ? [[t.pendingId, t.kind] as const] : [])));
  const problems: string[] = [];
  for (const o of model) {
    const { holdNet, holdFee } = escrowTransferIds(o.id);
    const state = (id: string) => (held.has(id) ? (resolvedBy.get(id) ?? 'pending') : 'none');
    const actual = `${state(holdNet)}/${state(holdFee)}`;
    const expected =
      o.escrow === 'held'
        ? 'pending/pending'
        : o.escrow === 'refunded'
          ? 'void_pending/void_pending'
          : o.reserve === 'reserved'
            ? 'pending/post_pending'
            : 'post_pending/post_pending';
    if (actual !== expected)
      problems.push(`order ${o.id} (${o.status}, reserve ${o.reserve}): legs ${actual}`);
  }
  return problems;
}

describe.each(kinds)('warranty and reserve model on $notice', ({ name, available }) => {
  let ctx: TestContext;
  let admin: RegisteredUser;
  let seller: RegisteredUser;
  let buyers: RegisteredUser[];

  beforeAll(async () => {
    if (!available) return;
    ctx = await ordersTestContext(name);
    admin = await registerWithRoles(ctx.app, ctx.database, 'boss', ['user', 'admin']);
    seller = await registerUser(ctx.app, 'wseller');
    buyers = [await registerUser(ctx.app, 'wbuyer'), await registerUser(ctx.app, 'wbuyer')];
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it.skipIf(!available)(
    `agrees with the model after every one of ${TOTAL_STEPS} steps`,
    async () => {
      const db = () => ctx.database.db;
      let steps = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.array(opArbitrary, { minLength: STEPS_PER_RUN, maxLength: STEPS_PER_RUN }),
          async (ops) => {
            const offerIds: string[] = [];
            for (const days of WARRANTIES) {
              const id = await createTestOffer(db(), seller.userId, {
                category: days === null ? 'gold' : 'account',
                priceMinor: PRICE,
                stock: 1_000,
              });
              if (days !== null)
                await db().update(offers).set({ warrantyDays: days }).where(eq(offers.id, id));
              offerIds.push(id);
            }
            for (const buyer of buyers) await fundWallet(db(), buyer.userId, 6_000n);
            const [{ now: startedAt }] = (
              (await db().execute(sql`select now() as now`)) as unknown as {
                rows: Array<{ now: string | Date }>;
              }
            ).rows as [{ now: string | Date }];
            const since = new Date(startedAt);
            const start = await accountCounters(db());
            const available = (a: Counters | undefined) =>
              a ? a.creditsPosted - a.debitsPosted - a.debitsPending : 0n;
            // The model, from what the wallets hold now.
            const sellerStart = await balances(db(), seller.userId);
            let sellerAvailable = sellerStart.available;
            const reservedStart = await sellerReservedTotal(db(), seller.userId, 'USD');
            let sellerReserved = reservedStart;
            let sellerUpcoming = sellerStart.upcoming - reservedStart;
            const wallet = await Promise.all(
              buyers.map(async (b) => (await balances(db(), b.userId)).available),
            );
            let clock = new Date();
            const model: ModelOrder[] = [];
            const total = (q: number) => 1_030n * BigInt(q);
            const net = (q: number) => 950n * BigInt(q);
            // The jobs this model knows, of its own orders: the automatic release and the reserve's release
            // (a dispute's clock rules on its own, in dispute-clock.test.ts and the orders model).
            const runModelJobs = async (at: Date) => {
              for (const o of model) {
                await ctx.app.jobs.runJob('order.auto_release', o.id, at);
                await ctx.app.jobs.runJob('order.reserve_release', o.id, at);
              }
            };
            const orderRow = async (id: string) =>
              (await db().select().from(orders).where(eq(orders.id, id)))[0];
            const complete = async (o: ModelOrder) => {
              o.status = 'completed';
              o.escrow = 'released';
              o.disputeOpen = false;
              o.completedAt = (await orderRow(o.id))?.completedAt ?? null;
              if (o.warrantyDays === null) {
                sellerUpcoming -= net(o.quantity);
                sellerAvailable += net(o.quantity);
              } else {
                o.reserve = 'reserved';
                sellerUpcoming -= net(o.quantity);
                sellerReserved += net(o.quantity);
              }
            };
            const releaseDueReserves = () => {
              for (const o of model) {
                if (o.reserve !== 'reserved' || !o.completedAt || o.warrantyDays === null) continue;
                if (o.completedAt.getTime() + o.warrantyDays * DAY <= clock.getTime()) {
                  o.reserve = 'released';
                  sellerReserved -= net(o.quantity);
                  sellerAvailable += net(o.quantity);
                }
              }
            };

            for (const op of ops) {
              steps += 1;
              const order = 'order' in op ? model[op.order % Math.max(model.length, 1)] : undefined;
              switch (op.op) {
                case 'buy': {
                  const buyer = buyers[op.buyer] as RegisteredUser;
                  const response = await checkout(ctx.app, buyer.token, {
                    offerId: offerIds[op.offer] as string,
                    quantity: op.quantity,
                    paymentMethod: 'wallet',
                  });
                  const canPay = (wallet[op.buyer] ?? 0n) >= total(op.quantity);
                  expect(response.statusCode, JSON.stringify(op)).toBe(canPay ? 201 : 402);
                  if (!canPay) break;
                  const id = response.json().order.id as string;
                  wallet[op.buyer] = (wallet[op.buyer] ?? 0n) - total(op.quantity);
                  sellerUpcoming += net(op.quantity);
                  model.push({
                    id,
                    buyer: op.buyer,
                    quantity: op.quantity,
                    warrantyDays: WARRANTIES[op.offer] ?? null,
                    status: 'pending',
                    escrow: 'held',
                    reserve: null,
                    disputed: false,
                    disputeOpen: false,
                    releaseAt: (await orderRow(id))?.releaseAt as Date,
                    completedAt: null,
                  });
                  break;
                }
                case 'confirm': {
                  if (!order) break;
                  const response = await confirm(
                    ctx.app,
                    (buyers[order.buyer] as RegisteredUser).token,
                    order.id,
                  );
                  const ok = order.escrow === 'held' && !order.disputeOpen;
                  expect(response.statusCode, JSON.stringify(op)).toBe(ok ? 200 : 409);
                  if (ok) await complete(order);
                  break;
                }
                case 'dispute': {
                  if (!order) break;
                  const response = await ctx.app.inject({
                    method: 'POST',
                    url: `/api/v1/orders/${order.id}/dispute`,
                    headers: bearer((buyers[order.buyer] as RegisteredUser).token),
                    payload: { reason: 'model' },
                  });
                  const ok = order.escrow === 'held' && !order.disputed;
                  expect(response.statusCode, JSON.stringify(op)).toBe(ok ? 200 : 409);
                  if (ok) {
                    order.disputed = true;
                    order.disputeOpen = true;
                  }
                  break;
                }
                case 'decide': {
                  if (!order) break;
                  const response = await ctx.app.inject({
                    method: 'POST',
                    url: `/api/v1/admin/disputes/${order.id}/${op.decision}`,
                    headers: bearer(admin.token),
                    payload: { note: 'model' },
                  });
                  expect(response.statusCode, JSON.stringify(op)).toBe(order.disputeOpen ? 200 : 409);
                  if (!order.disputeOpen) break;
                  if (op.decision === 'release') await complete(order);
                  else {
                    order.status = 'failed';
                    order.escrow = 'refunded';
                    order.disputeOpen = false;
                    sellerUpcoming -= net(order.quantity);
                    wallet[order.buyer] = (wallet[order.buyer] ?? 0n) + total(order.quantity);
                  }
                  break;
                }
                case 'advance': {
                  clock = new Date(clock.getTime() + op.days * DAY);
                  break;
                }
                case 'runJobs': {
                  await runModelJobs(clock);
                  for (const o of model) {
                    if (o.escrow === 'held' && !o.disputeOpen && o.releaseAt.getTime() <= clock.getTime()) {
                      await complete(o);
                    }
                  }
                  releaseDueReserves();
                  break;
                }
              }
              // After every step: the orders, the wallets and the ledger agree with the model.
              const rows = model.length
                ? await db()
                    .select({
                      id: orders.id,
                      status: orders.status,
                      escrow: orders.escrow,
                      reserve: orders.reserveStatus,
                      warrantyDays: orders.warrantyDays,
                    })
                    .from(orders)
                    .where(
                      inArray(
                        orders.id,
                        model.map((o) => o.id),
                      ),
                    )
                : [];
              const byId = new Map(rows.map((row) => [row.id, row]));
              for (const o of model) {
                expect(byId.get(o.id), `${JSON.stringify(op)} → order ${o.id}`).toEqual({
                  id: o.id,
                  status: o.status,
                  escrow: o.escrow,
                  reserve: o.reserve,
                  warrantyDays: o.warrantyDays,
                });
              }
              const accounts = await accountCounters(db());
              const walletOf = (userId: string) =>
                [...accounts.values()].find(
                  (a) => a.kind === 'user_wallet' && a.userId === userId && a.currency === 'USD',
                );
              const sellerAccount = walletOf(seller.userId);
              expect(available(sellerAccount), `${JSON.stringify(op)} → seller available`).toBe(
                sellerAvailable,
              );
              expect(
                sellerAccount?.creditsPending ?? 0n,
                `${JSON.stringify(op)} → seller pending credits`,
              ).toBe(sellerUpcoming + sellerReserved);
              expect(await sellerReservedTotal(db(), seller.userId, 'USD')).toBe(sellerReserved);
              for (const [i, buyer] of buyers.entries()) {
                expect(available(walletOf(buyer.userId)), `${JSON.stringify(op)} → buyer`).toBe(wallet[i]);
              }
              const transfers = await transfersSince(db(), since);
              expect(ledgerViolationsSince(accounts, start, transfers)).toEqual([]);
              expect(orderLegViolations(model, transfers)).toEqual([]);
            }
            // End of the run: every reserve still held is released once its time comes.
            clock = new Date(clock.getTime() + 200 * DAY);
            await runModelJobs(clock);
            for (const o of model) if (o.escrow === 'held' && !o.disputeOpen) await complete(o);
            releaseDueReserves();
            expect(await sellerReservedTotal(db(), seller.userId, 'USD')).toBe(sellerReserved);
            const transfers = await transfersSince(db(), since);
            expect(ledgerViolationsSince(await accountCounters(db()), start, transfers)).toEqual([]);
            expect(orderLegViolations(model, transfers)).toEqual([]);
          },
        ),
        {
          numRuns: Math.ceil(TOTAL_STEPS / STEPS_PER_RUN),
          examples: [
            [
              [
                { op: 'buy', buyer: 0, offer: 2, quantity: 1 },
                { op: 'confirm', order: 0 },
                { op: 'advance', days: 29 },
                { op: 'runJobs' },
                { op: 'advance', days: 2 },
                { op: 'runJobs' },
                { op: 'buy', buyer: 1, offer: 1, quantity: 2 },
                { op: 'dispute', order: 1 },
                { op: 'decide', order: 1, decision: 'release' },
                { op: 'buy', buyer: 0, offer: 0, quantity: 1 },
                { op: 'advance', days: 20 },
                { op: 'runJobs' },
                ...Array.from({ length: STEPS_PER_RUN - 12 }, () => ({ op: 'runJobs' as const })),
              ],
            ],
          ],
        },
      );
      expect(steps).toBeGreaterThanOrEqual(TOTAL_STEPS);
    },
    3_600_000,
  );
});
