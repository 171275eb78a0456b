import { inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type RegisteredUser, registerUser, type TestContext } from '../../test/support/app';
import { databaseKinds } from '../../test/support/databases';
import { registerWithRoles } from '../../test/support/staff';
import type { DbOrTx } from '../db/database';
import { disputeClocks } from '../dispute-clock/dispute-clock.schema';
import { escrowTransferIds } from '../ledger/ledger.ids';
import { ledgerTransfers } from '../ledger/ledger.schema';
import { ledgerInvariantViolations } from '../ledger/ledger.test-support';
import { PASSWORD_PROOF, verifyEmails } from '../withdrawals/withdrawals.test-support';
import { orders } from './orders.schema';
import {
  balances,
  checkout,
  confirm,
  createTestOffer,
  fundWallet,
  newKey,
  ordersTestContext,
  sandboxWebhook,
} from './orders.test-support';

// Model-based test of the order lifecycle through the HTTP API: random wallet and card purchases,
// payment webhooks (duplicated, reordered, late), confirmations, disputes decided either way, answers
// to them and the dispute clock's default rulings when time passes (a silent seller: refund; a silent
// buyer without proof of delivery: staff), auto-release, withdrawals approved or rejected. A plain model predicts every order's state, the
// stock and every wallet; after every step the database must agree with it, and the ledger must keep
// its invariants: debits = credits (pending and posted apart), counters = a replay of the transfer
// log, no guarded account overdrawn, and each order's state agrees with its escrow transfers.

const kinds = await databaseKinds();
const PRICE = 1_000n; // per unit; buyer fee 3 % → total 1,030 per unit; seller net 950 per unit
const STOCK = 6;
const OPENING = 5_000n;
const DAY = 24 * 60 * 60 * 1000;
/**
 * Steps on each database: ORDERS_MODEL_STEPS=10000 runs that many (long sequences: 50 runs of
 * STEPS / 50 steps each); unset, a quick sample of short sequences.
 */
const LONG_STEPS = Number(process.env.ORDERS_MODEL_STEPS ?? 0);
const LONG_RUNS = 50;

type Op =
  | { op: 'buyWallet'; buyer: number; quantity: number }
  | { op: 'buyCard'; buyer: number; quantity: number }
  | { op: 'webhook'; order: number; kind: 'succeeded' | 'declined' | 'expired'; copies: number }
  | { op: 'replayWebhook'; pick: number }
  | { op: 'confirm'; order: number }
  | { op: 'dispute'; order: number }
  | { op: 'decide'; order: number; decision: 'release' | 'refund' }
  | { op: 'answer'; order: number; side: 'buyer' | 'seller' }
  | { op: 'propose'; order: number; by: 'buyer' | 'seller'; share: number }
  | { op: 'answerProposal'; order: number; accept: boolean }
  | { op: 'split'; order: number; share: number }
  | { op: 'autoRelease' }
  | { op: 'withdraw'; amount: number }
  | { op: 'decideWithdrawal'; pick: number; approve: boolean };

const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('buyWallet' as const),
      buyer: fc.nat(1),
      quantity: fc.integer({ min: 1, max: 3 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('buyCard' as const),
      buyer: fc.nat(1),
      quantity: fc.integer({ min: 1, max: 2 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('webhook' as const),
      order: fc.nat(7),
      kind: fc.constantFrom('succeeded' as const, 'declined' as const, 'expired' as const),
      copies: fc.integer({ min: 1, max: 3 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('replayWebhook' as const), pick: fc.nat(20) }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('confirm' as const), order: fc.nat(7) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('dispute' as const), order: fc.nat(7) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('decide' as const),
      order: fc.nat(7),
      decision: fc.constantFrom('release' as const, 'refund' as const),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('answer' as const),
      order: fc.nat(7),
      side: fc.constantFrom('buyer' as const, 'seller' as const),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('propose' as const),
      order: fc.nat(7),
      by: fc.constantFrom('buyer' as const, 'seller' as const),
      share: fc.integer({ min: 0, max: 1000 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('answerProposal' as const),
      order: fc.nat(7),
      accept: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('split' as const),
      order: fc.nat(7),
      share: fc.integer({ min: 0, max: 1000 }),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ op: 'autoRelease' as const }) },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('withdraw' as const),
      amount: fc.integer({ min: 1, max: 4_000 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('decideWithdrawal' as const),
      pick: fc.nat(5),
      approve: fc.boolean(),
    }),
  },
);

interface ModelOrder {
  id: string;
  paymentId: string | null;
  buyer: number;
  quantity: number;
  status: 'pending' | 'completed' | 'failed';
  escrow: 'awaiting_payment' | 'held' | 'released' | 'refunded' | 'failed';
  disputed: boolean;
  disputeOpen: boolean;
  /** The dispute clock's stage while the dispute is open (seller, then buyer, then staff). */
  stage: 'seller' | 'buyer' | 'staff' | null;
  /** A success webhook already arrived (a second success changes nothing). */
  succeeded: boolean;
  /** The open partial-refund proposal of the dispute, if any. */
  proposal?: { id: string; by: 'buyer' | 'seller'; refund: bigint } | undefined;
}

/** The rule of order_split_amounts (the model's oracle): the seller's part of what the buyer keeps paid. */
function splitSellerNet(total: bigint, feeAll: bigint, refund: bigint): bigint {
  const kept = total - refund;
  const up = (feeAll * kept + total - 1n) / total;
  const fee = kept > 1n ? (up < kept - 1n ? up : kept - 1n) : 0n;
  return kept - fee;
}

/** Each order's state agrees with its escrow transfers. */
async function orderLedgerViolations(db: DbOrTx, orderIds: string[]): Promise<string[]> {
  if (orderIds.length === 0) return [];
  const rows = await db.select().from(orders).where(inArray(orders.id, orderIds));
  const problems: string[] = [];
  for (const order of rows) {
    const ids = escrowTransferIds(order.id);
    const legs = await db
      .select({ id: ledgerTransfers.id, kind: ledgerTransfers.kind, pendingId: ledgerTransfers.pendingId })
      .from(ledgerTransfers)
      .where(inArray(ledgerTransfers.pendingId, [ids.holdNet, ids.holdFee]));
    const holds = await db
      .select({ id: ledgerTransfers.id })
      .from(ledgerTransfers)
      .where(inArray(ledgerTransfers.id, [ids.holdNet, ids.holdFee]));
    const posted = legs.filter((leg) => leg.kind === 'post_pending').length;
    const voided = legs.filter((leg) => leg.kind === 'void_pending').length;
    const expected: Record<string, [number, number, number]> = {
      awaiting_payment: [0, 0, 0],
      failed: [0, 0, 0],
      held: [2, 0, 0],
      released: [2, 2, 0],
      refunded: [2, 0, 2],
    };
    const actual: [number, number, number] = [holds.length, posted, voided];
    if (order.disputeStatus === 'split') {
      // A split posts the seller's leg for less, and the fee leg for less or voids it.
      if (holds.length !== 2 || posted + voided !== 2 || posted < 1) {
        problems.push(`order ${order.id} was split but has holds/posts/voids ${actual}`);
      }
      continue;
    }
    if (JSON.stringify(expected[order.escrow]) !== JSON.stringify(actual)) {
      problems.push(
        `order ${order.id} is ${order.status}/${order.escrow} but has holds/posts/voids ${actual}`,
      );
    }
  }
  return problems;
}

describe.each(kinds)('order lifecycle model on $notice', ({ name, available }) => {
  let ctx: TestContext;
  let admin: RegisteredUser;

  beforeAll(async () => {
    if (!available) return;
    ctx = await ordersTestContext(name);
    admin = await registerWithRoles(ctx.app, ctx.database, 'boss', ['user', 'admin']);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it.skipIf(!available)(
    'agrees with the model after every step',
    async () => {
      const db = () => ctx.database.db;
      await fc.assert(
        fc.asyncProperty(
          LONG_STEPS > 0
            ? fc.array(opArbitrary, {
                minLength: Math.ceil(LONG_STEPS / LONG_RUNS),
                maxLength: Math.ceil(LONG_STEPS / LONG_RUNS),
              })
            : fc.array(opArbitrary, { minLength: 4, maxLength: name === 'pglite' ? 18 : 14 }),
          async (ops) => {
            const seller = await registerUser(ctx.app, 'seller');
            await verifyEmails(db(), seller.userId);
            const buyers = [await registerUser(ctx.app, 'buyer'), await registerUser(ctx.app, 'buyer')];
            const offerId = await createTestOffer(db(), seller.userId, { priceMinor: PRICE, stock: STOCK });
            for (const buyer of buyers) await fundWallet(db(), buyer.userId, OPENING);
            await ctx.app.inject({
              method: 'POST',
              url: '/api/v1/wallets',
              headers: bearer(seller.token),
              payload: { currency: 'USD' },
            });
            // The model.
            let stock = STOCK;
            const wallet = new Map<string, bigint>([
              [buyers[0]?.userId ?? '', OPENING],
              [buyers[1]?.userId ?? '', OPENING],
              [seller.userId, 0n],
            ]);
            let sellerUpcoming = 0n;
            const model: ModelOrder[] = [];
            const withdrawals: Array<{ id: string; amount: bigint; status: 'pending' | 'done' }> = [];
            const sentEvents: Array<{ body: string }> = [];
            const add = (userId: string, amount: bigint) =>
              wallet.set(userId, (wallet.get(userId) ?? 0n) + amount);
            const total = (q: number) => PRICE * BigInt(q) + (PRICE * BigInt(q) * 3n + 50n) / 100n;
            const net = (q: number) => PRICE * BigInt(q) - (PRICE * BigInt(q) * 5n + 50n) / 100n;
            const buyerOf = (o: ModelOrder) => buyers[o.buyer] as RegisteredUser;
            const release = (o: ModelOrder) => {
              o.status = 'completed';
              o.escrow = 'released';
              o.disputeOpen = false;
              o.stage = null;
              o.proposal = undefined;
              sellerUpcoming -= net(o.quantity);
              add(seller.userId, net(o.quantity));
            };
            const refund = (o: ModelOrder) => {
              o.status = 'failed';
              o.escrow = 'refunded';
              o.disputeOpen = false;
              o.stage = null;
              o.proposal = undefined;
              sellerUpcoming -= net(o.quantity);
              // A wallet order's money is spendable again; a card order's goes back to the card (held
              // in the wallet until the sandbox refunds it, right after the decision).
              if (o.paymentId === null) add(buyerOf(o).userId, total(o.quantity));
            };
            const split = (o: ModelOrder, refund: bigint) => {
              o.status = 'completed';
              o.escrow = 'released';
              o.disputeOpen = false;
              o.proposal = undefined;
              o.stage = null;
              sellerUpcoming -= net(o.quantity);
              const t = total(o.quantity);
              add(seller.userId, splitSellerNet(t, t - net(o.quantity), refund));
              // A wallet order's part is spendable again; a card order's goes back to the card.
              if (o.paymentId === null) add(buyerOf(o).userId, refund);
            };
            const deliver = (body: string) => sandboxWebhook(ctx.app, body);
            const applyEvent = (o: ModelOrder, kind: 'succeeded' | 'declined' | 'expired') => {
              if (kind === 'succeeded') {
                if (o.succeeded) return;
                o.succeeded = true;
                if (o.escrow === 'awaiting_payment') {
                  o.escrow = 'held';
                  sellerUpcoming += net(o.quantity);
                }
                // Late money for a failed order goes back to the card: it arrives in the buyer's
                // wallet held for that refund, so what the buyer can spend does not change.
              } else if (o.escrow === 'awaiting_payment' && !o.succeeded) {
                o.status = 'failed';
                o.escrow = 'failed';
                stock += o.quantity;
              }
            };

            for (const op of ops) {
              const order = 'order' in op ? model[op.order % Math.max(model.length, 1)] : undefined;
              switch (op.op) {
                case 'buyWallet':
                case 'buyCard': {
                  const buyer = buyers[op.buyer] as RegisteredUser;
                  const method = op.op === 'buyWallet' ? 'wallet' : 'card';
                  const response = await checkout(ctx.app, buyer.token, {
                    offerId,
                    quantity: op.quantity,
                    paymentMethod: method,
                  });
                  const canStock = stock >= op.quantity;
                  const canPay = method === 'card' || (wallet.get(buyer.userId) ?? 0n) >= total(op.quantity);
                  const expected = !canStock ? 409 : !canPay ? 402 : 201;
                  expect(response.statusCode, JSON.stringify(op)).toBe(expected);
                  if (expected !== 201) break;
                  stock -= op.quantity;
                  const body = response.json();
                  model.push({
                    id: body.order.id,
                    paymentId: body.payment.id,
                    buyer: op.buyer,
                    quantity: op.quantity,
                    status: 'pending',
                    escrow: method === 'wallet' ? 'held' : 'awaiting_payment',
                    disputed: false,
                    disputeOpen: false,
                    stage: null,
                    succeeded: false,
                  });
                  if (method === 'wallet') {
                    add(buyer.userId, -total(op.quantity));
                    sellerUpcoming += net(op.quantity);
                  }
                  break;
                }
                case 'webhook': {
                  if (!order?.paymentId) break;
                  const type = `payment.${op.kind}`;
                  const body = JSON.stringify({ id: crypto.randomUUID(), type, paymentId: order.paymentId });
                  for (let i = 0; i < op.copies; i++) expect((await deliver(body)).statusCode).toBe(200);
                  sentEvents.push({ body });
                  applyEvent(order, op.kind);
                  break;
                }
                case 'replayWebhook': {
                  const event = sentEvents[op.pick % Math.max(sentEvents.length, 1)];
                  if (event) expect((await deliver(event.body)).statusCode).toBe(200);
                  break;
                }
                case 'confirm': {
                  if (!order) break;
                  const response = await confirm(ctx.app, buyerOf(order).token, order.id);
                  const ok = order.escrow === 'held' && !order.disputeOpen;
                  expect(response.statusCode, JSON.stringify(op)).toBe(ok ? 200 : 409);
                  if (ok) release(order);
                  break;
                }
                case 'dispute': {
                  if (!order) break;
                  const response = await ctx.app.inject({
                    method: 'POST',
                    url: `/api/v1/orders/${order.id}/dispute`,
                    headers: bearer(buyerOf(order).token),
                    payload: { reason: 'model' },
                  });
                  const ok = order.escrow === 'held' && !order.disputed;
                  expect(response.statusCode).toBe(ok ? 200 : 409);
                  if (ok) {
                    order.disputed = true;
                    order.disputeOpen = true;
                    order.stage = 'seller';
                  }
                  break;
                }
                case 'answer': {
                  if (!order) break;
                  const response = await ctx.app.inject({
                    method: 'POST',
                    url: `/api/v1/orders/${order.id}/dispute/answer`,
                    headers: {
                      ...bearer(op.side === 'seller' ? seller.token : buyerOf(order).token),
                      'idempotency-key': newKey(),
                    },
                    payload: { message: 'model' },
                  });
                  expect(response.statusCode, JSON.stringify(op)).toBe(order.disputeOpen ? 200 : 409);
                  // The awaited side's answer moves the clock on; the other side's changes nothing.
                  if (order.disputeOpen && order.stage === op.side) {
                    order.stage = op.side === 'seller' ? 'buyer' : 'staff';
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
                  expect(response.statusCode).toBe(order.disputeOpen ? 200 : 409);
                  if (!order.disputeOpen) break;
                  order.proposal = undefined;
                  if (op.decision === 'release') release(order);
                  else refund(order);
                  break;
                }
                case 'propose': {
                  if (!order) break;
                  const refund = 1n + ((total(order.quantity) - 2n) * BigInt(op.share)) / 1000n;
                  const response = await ctx.app.inject({
                    method: 'POST',
                    url: `/api/v1/orders/${order.id}/dispute/proposals`,
                    headers: bearer(op.by === 'buyer' ? buyerOf(order).token : seller.token),
                    payload: { refund: refund.toString() },
                  });
                  expect(response.statusCode, JSON.stringify(op)).toBe(order.disputeOpen ? 201 : 409);
                  if (order.disputeOpen) {
                    const proposals = response.json().refundProposals as Array<{
                      id: string;
                      status: string;
                    }>;
                    order.proposal = { id: proposals.at(-1)?.id ?? '', by: op.by, refund };
                  }
                  break;
                }
                case 'answerProposal': {
                  if (!order?.proposal) break;
                  const { proposal } = order;
                  const response = await ctx.app.inject({
                    method: 'POST',
                    url: `/api/v1/orders/${order.id}/dispute/proposals/${proposal.id}/${op.accept ? 'accept' : 'reject'}`,
                    headers: bearer(proposal.by === 'buyer' ? seller.token : buyerOf(order).token),
                  });
                  expect(response.statusCode, JSON.stringify(op)).toBe(order.disputeOpen ? 200 : 409);
                  if (!order.disputeOpen) break;
                  order.proposal = undefined;
                  if (op.accept) split(order, proposal.refund);
                  break;
                }
                case 'split': {
                  if (!order) break;
                  const refund = 1n + ((total(order.quantity) - 2n) * BigInt(op.share)) / 1000n;
                  const response = await ctx.app.inject({
                    method: 'POST',
                    url: `/api/v1/admin/disputes/${order.id}/split`,
                    headers: bearer(admin.token),
                    payload: { refund: refund.toString(), note: 'model' },
                  });
                  expect(response.statusCode, JSON.stringify(op)).toBe(order.disputeOpen ? 200 : 409);
                  if (order.disputeOpen) split(order, refund);
                  break;
                }
                case 'autoRelease': {
                  // Four days later: unpaid card orders expired (30 min), undisputed paid ones released.
                  // Every dispute's deadline passed too (24 h for the seller, 48 h for the buyer): a
                  // silent seller's buyer is refunded; a silent buyer's dispute goes to staff (the model
                  // never proves delivery); staff's stay with staff.
                  await ctx.app.jobs.runDue(new Date(Date.now() + 4 * DAY));
                  for (const o of model) {
                    if (o.escrow === 'awaiting_payment') applyEvent(o, 'expired');
                    else if (o.escrow === 'held' && !o.disputeOpen) release(o);
                    else if (o.escrow === 'held' && o.stage === 'seller') refund(o);
                    else if (o.escrow === 'held' && o.stage === 'buyer') o.stage = 'staff';
                  }
                  break;
                }
                case 'withdraw': {
                  const amount = BigInt(op.amount);
                  const response = await ctx.app.inject({
                    method: 'POST',
                    url: '/api/v1/withdrawals',
                    headers: { ...bearer(seller.token), 'idempotency-key': newKey() },
                    payload: {
                      currency: 'USD',
                      amount: String(amount),
                      method: 'paypal',
                      destination: 'model@example.com',
                      ...PASSWORD_PROOF,
                    },
                  });
                  // Standard fee 1 %, rounded up: the payout must stay above zero.
                  const payout = amount - (amount + 99n) / 100n;
                  const ok = payout > 0n && (wallet.get(seller.userId) ?? 0n) >= amount;
                  expect(response.statusCode, JSON.stringify(op)).toBe(ok ? 201 : payout > 0n ? 402 : 400);
                  if (ok) {
                    add(seller.userId, -amount);
                    withdrawals.push({ id: response.json().id, amount, status: 'pending' });
                  }
                  break;
                }
                case 'decideWithdrawal': {
                  const w = withdrawals[op.pick % Math.max(withdrawals.length, 1)];
                  if (!w) break;
                  const response = await ctx.app.inject({
                    method: 'POST',
                    url: `/api/v1/admin/withdrawals/${w.id}/${op.approve ? 'approve' : 'reject'}`,
                    headers: bearer(admin.token),
                    payload: op.approve ? {} : { reason: 'model' },
                  });
                  expect(response.statusCode).toBe(w.status === 'pending' ? 200 : 409);
                  if (w.status === 'pending' && !op.approve) add(seller.userId, w.amount);
                  w.status = 'done';
                  break;
                }
              }
              // After every step: the model, the orders and the ledger agree.
              const rows = model.length
                ? await db()
                    .select({
                      id: orders.id,
                      status: orders.status,
                      escrow: orders.escrow,
                      disputeOpen: sql<boolean>`coalesce(${orders.disputeStatus} = 'open', false)`,
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
                expect(byId.get(o.id), `${JSON.stringify(op)} → order ${o.id}`).toMatchObject({
                  status: o.status,
                  escrow: o.escrow,
                  disputeOpen: o.disputeOpen,
                });
              }
              // Each open dispute's clock is at the stage the model says; a decided one is decided.
              const clocks = model.some((o) => o.disputed)
                ? await db()
                    .select({ subjectId: disputeClocks.subjectId, stage: disputeClocks.stage })
                    .from(disputeClocks)
                    .where(
                      inArray(
                        disputeClocks.subjectId,
                        model.filter((o) => o.disputed).map((o) => o.id),
                      ),
                    )
                : [];
              const stageOf = new Map(clocks.map((clock) => [clock.subjectId, clock.stage]));
              for (const o of model.filter((m) => m.disputed)) {
                expect(stageOf.get(o.id), `${JSON.stringify(op)} → clock of ${o.id}`).toBe(
                  o.stage ?? 'decided',
                );
              }
              for (const [userId, available] of wallet) {
                expect((await balances(db(), userId)).available, `${JSON.stringify(op)} → wallet`).toBe(
                  available,
                );
              }
              expect((await balances(db(), seller.userId)).upcoming).toBe(sellerUpcoming);
              expect(await ledgerInvariantViolations(db())).toEqual([]);
              expect(
                await orderLedgerViolations(
                  db(),
                  model.map((o) => o.id),
                ),
              ).toEqual([]);
            }
          },
        ),
        {
          numRuns: LONG_STEPS > 0 ? LONG_RUNS : name === 'pglite' ? 12 : 8,
          // Always among the runs: card money refunded by a dispute, and card money arriving late.
          examples: [
            [
              [
                { op: 'buyCard', buyer: 0, quantity: 1 },
                { op: 'webhook', order: 0, kind: 'succeeded', copies: 2 },
                { op: 'dispute', order: 0 },
                { op: 'decide', order: 0, decision: 'refund' },
                { op: 'buyCard', buyer: 1, quantity: 2 },
                { op: 'webhook', order: 1, kind: 'expired', copies: 1 },
                { op: 'webhook', order: 1, kind: 'succeeded', copies: 1 },
                { op: 'autoRelease' },
              ],
            ],
            // A dispute settled by agreement (wallet) and by staff (card).
            [
              [
                { op: 'buyWallet', buyer: 0, quantity: 2 },
                { op: 'dispute', order: 0 },
                { op: 'propose', order: 0, by: 'buyer', share: 500 },
                { op: 'propose', order: 0, by: 'seller', share: 100 },
                { op: 'answerProposal', order: 0, accept: true },
                { op: 'buyCard', buyer: 1, quantity: 1 },
                { op: 'webhook', order: 1, kind: 'succeeded', copies: 1 },
                { op: 'dispute', order: 1 },
                { op: 'split', order: 1, share: 1000 },
                { op: 'decide', order: 1, decision: 'refund' },
              ],
            ],
          ],
        },
      );
    },
    LONG_STEPS > 0 ? 4 * 3_600_000 : 600_000,
  );
});
