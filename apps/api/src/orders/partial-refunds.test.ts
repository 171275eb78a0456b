import { type OrderDetail, orderDetailSchema } from '@lootmarket/contract';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bearer, errorCode, snapshotDatabase } from '../../test/support/app';
import { databaseKinds } from '../../test/support/databases';
import { adminAuditLog } from '../admin/admin.schema';
import { escrowHoldIds } from '../ledger/ledger.ids';
import { ledgerTransfers } from '../ledger/ledger.schema';
import { platformBalances } from '../ledger/ledger.service';
import { ledgerInvariantViolations } from '../ledger/ledger.test-support';
import { notifications } from '../notifications/notifications.schema';
import { sellerStats } from '../offers/offers.schema';
import { disputeRefundProposals } from './orders.schema';
import { balances, checkout, createTestOffer, ordersTestSetup } from './orders.test-support';
import { splitAmounts, splitTransferIds } from './partial-refunds.service';

// Partial refunds in a dispute through the HTTP API, on both databases: proposals, answers, staff's
// split, who may do what, bad input (nothing changes), the rounding at its edges (SQL
// order_split_amounts, checked against the rule written out here), and replays.

const kinds = await databaseKinds();
// Default fee rule: buyer 3 %, seller 5 %, rounded up. A unit of 1000 → total 1030, net 950, fee leg 80.
const PRICE = 1_000n;
const TOTAL = 1_030n;

/** The rule of order_split_amounts written out as the README states it (the test's oracle). */
function expectedSplit(total: bigint, feeAll: bigint, refund: bigint) {
  const kept = total - refund;
  const up = (feeAll * kept + total - 1n) / total;
  const fee = kept > 1n ? (up < kept - 1n ? up : kept - 1n) : 0n;
  return { sellerNet: kept - fee, fee };
}

describe.each(kinds)('partial refunds on $notice', ({ name, available }) => {
  const { ctx, seller, buyer, other, staff, db } = ordersTestSetup(name, available, {
    buyerFunds: 1_000_000n,
  });

  const post = (url: string, token: string | undefined, payload?: object) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: token ? bearer(token) : {},
      ...(payload ? { payload } : {}),
    });
  const detail = async (orderId: string, token: string): Promise<OrderDetail> =>
    orderDetailSchema.parse(
      (
        await ctx.app.inject({ method: 'GET', url: `/api/v1/orders/${orderId}`, headers: bearer(token) })
      ).json(),
    );
  const propose = (orderId: string, token: string | undefined, refund: unknown) =>
    post(`/api/v1/orders/${orderId}/dispute/proposals`, token, { refund });
  const answer = (
    orderId: string,
    proposalId: string,
    token: string | undefined,
    what: 'accept' | 'reject',
  ) => post(`/api/v1/orders/${orderId}/dispute/proposals/${proposalId}/${what}`, token);
  const told = async (userId: string, orderId: string) =>
    (
      await db()
        .select({ kind: notifications.kind, params: notifications.params })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.link, `/order/${orderId}/`)))
    ).map((n) => n.kind);
  const itemsSold = async () =>
    (await db().select().from(sellerStats).where(eq(sellerStats.userId, seller.userId)))[0]?.itemsSold ?? 0;

  /** A wallet order of one unit at `price`, disputed by the buyer. */
  async function disputedOrder(price = PRICE): Promise<string> {
    const offerId = await createTestOffer(db(), seller.userId, { priceMinor: price });
    const bought = await checkout(ctx.app, buyer.token, { offerId, quantity: 1, paymentMethod: 'wallet' });
    expect(bought.statusCode).toBe(201);
    const orderId = bought.json().order.id as string;
    expect(
      (await post(`/api/v1/orders/${orderId}/dispute`, buyer.token, { reason: 'Half arrived' })).statusCode,
    ).toBe(200);
    return orderId;
  }

  it.skipIf(!available)(
    'the buyer proposes, the seller accepts: the escrow splits in one step, wallets exact, both told, 100 replays one effect',
    async () => {
      const orderId = await disputedOrder();
      const buyerBefore = (await balances(db(), buyer.userId)).available;
      const sellerBefore = await balances(db(), seller.userId);
      const soldBefore = await itemsSold();
      const feesBefore = (await platformBalances(db(), 'platform_fee', 'USD')).available;

      const proposed = await propose(orderId, buyer.token, '515');
      expect(proposed.statusCode).toBe(201);
      const body = orderDetailSchema.parse(proposed.json());
      expect(body.refundProposals).toHaveLength(1);
      expect(body.refundProposals[0]).toMatchObject({ side: 'buyer', refund: '515', status: 'open' });
      expect(body.can.proposeRefund).toBe(true);
      const proposalId = body.refundProposals[0]?.id as string;
      expect(await told(seller.userId, orderId)).toContain('order_refund_proposed');
      // The seller sees it too, with the same history.
      expect((await detail(orderId, seller.token)).refundProposals).toEqual(body.refundProposals);

      const replies = [];
      for (let i = 0; i < 100; i++) replies.push(await answer(orderId, proposalId, seller.token, 'accept'));
      expect(new Set(replies.map((r) => r.statusCode))).toEqual(new Set([200]));

      // 515 back to the buyer; kept 515: fee 80 × 515 / 1030 = 40, the seller 475.
      const view = await detail(orderId, buyer.token);
      expect(view).toMatchObject({
        status: 'completed',
        outcome: 'partially_refunded',
        refundedTo: 'wallet',
        escrow: 'released',
        dispute: { status: 'split', note: null },
        split: { refund: '515', kept: '515', sellerNet: '0', fee: '0', decidedBy: 'agreement' },
        can: { proposeRefund: false, confirm: false },
      });
      expect(view.refundProposals[0]).toMatchObject({ status: 'accepted' });
      expect((await detail(orderId, seller.token)).split).toMatchObject({ sellerNet: '475', fee: '40' });
      expect((await balances(db(), buyer.userId)).available).toBe(buyerBefore + 515n);
      const sellerAfter = await balances(db(), seller.userId);
      expect(sellerAfter.available).toBe(sellerBefore.available + 475n);
      expect(sellerAfter.upcoming).toBe(sellerBefore.upcoming - 950n);
      expect((await platformBalances(db(), 'platform_fee', 'USD')).available).toBe(feesBefore + 40n);
      expect(await itemsSold()).toBe(soldBefore + 1);
      // One effect: one post per leg, one notification each.
      const ids = splitTransferIds(orderId);
      const holds = escrowHoldIds(orderId);
      const legs = await db()
        .select()
        .from(ledgerTransfers)
        .where(sql`${ledgerTransfers.pendingId} in (${holds.holdNet}::uuid, ${holds.holdFee}::uuid)`);
      expect(legs.map((l) => [l.id, l.kind, l.amount]).sort()).toEqual(
        [
          [ids.net, 'post_pending', 475n],
          [ids.fee, 'post_pending', 40n],
        ].sort(),
      );
      expect(
        (await told(buyer.userId, orderId)).filter((k) => k === 'order_partially_refunded'),
      ).toHaveLength(1);
      expect(
        (await told(seller.userId, orderId)).filter((k) => k === 'order_sale_partially_refunded'),
      ).toHaveLength(1);
      // The dispute is over: no more proposals, rejections or a second accept of anything.
      const late = await propose(orderId, seller.token, '100');
      expect([late.statusCode, errorCode(late)]).toEqual([409, 'DISPUTE_NOT_OPEN']);
      const rejectLate = await answer(orderId, proposalId, seller.token, 'reject');
      expect([rejectLate.statusCode, errorCode(rejectLate)]).toEqual([409, 'DISPUTE_NOT_OPEN']);
      expect(await ledgerInvariantViolations(db())).toEqual([]);
    },
    120_000,
  );

  it.skipIf(!available)(
    'who may propose and answer, and bad input: clear codes, nothing changed in the database',
    async () => {
      const orderId = await disputedOrder();
      const url = `/api/v1/orders/${orderId}/dispute/proposals`;
      const before = await snapshotDatabase(ctx.database);
      expect((await propose(orderId, undefined, '100')).statusCode).toBe(401);
      const stranger = await propose(orderId, other.token, '100');
      expect([stranger.statusCode, errorCode(stranger)]).toEqual([404, 'TRANSACTION_NOT_FOUND']);
      for (const token of [staff.support.token, staff.admin.token]) {
        const refused = await propose(orderId, token, '100');
        expect([refused.statusCode, errorCode(refused)]).toEqual([403, 'FORBIDDEN']);
      }
      for (const refund of ['0', TOTAL.toString(), (TOTAL + 1n).toString(), '99999999999999999999']) {
        const refused = await propose(orderId, buyer.token, refund);
        expect([refused.statusCode, errorCode(refused)], refund).toEqual([
          refund === '0' ? 400 : 422,
          refund === '0' ? 'VALIDATION_FAILED' : 'REFUND_AMOUNT_OUT_OF_RANGE',
        ]);
      }
      for (const refund of ['-1', '1.5', 'abc', 100, '', null]) {
        const refused = await propose(orderId, buyer.token, refund);
        expect([refused.statusCode, errorCode(refused)], String(refund)).toEqual([400, 'VALIDATION_FAILED']);
      }
      expect((await post(url, buyer.token, {})).statusCode).toBe(400);
      const badId = await post(`/api/v1/orders/not-an-id/dispute/proposals`, buyer.token, { refund: '1' });
      expect(badId.statusCode).toBe(400);
      const unknown = await propose(crypto.randomUUID(), buyer.token, '100');
      expect([unknown.statusCode, errorCode(unknown)]).toEqual([404, 'TRANSACTION_NOT_FOUND']);
      expect(await snapshotDatabase(ctx.database)).toEqual(before);

      // The seller proposes; answers: the proposer refused (own), others as above, an unknown id.
      const proposed = await propose(orderId, seller.token, '300');
      expect(proposed.statusCode).toBe(201);
      const proposalId = orderDetailSchema.parse(proposed.json()).refundProposals[0]?.id as string;
      const afterProposal = await snapshotDatabase(ctx.database);
      for (const what of ['accept', 'reject'] as const) {
        expect((await answer(orderId, proposalId, undefined, what)).statusCode).toBe(401);
        const own = await answer(orderId, proposalId, seller.token, what);
        expect([own.statusCode, errorCode(own)]).toEqual([409, 'REFUND_PROPOSAL_OWN']);
        const strange = await answer(orderId, proposalId, other.token, what);
        expect([strange.statusCode, errorCode(strange)]).toEqual([404, 'TRANSACTION_NOT_FOUND']);
        for (const token of [staff.support.token, staff.admin.token]) {
          const refused = await answer(orderId, proposalId, token, what);
          expect([refused.statusCode, errorCode(refused)]).toEqual([403, 'FORBIDDEN']);
        }
        const missing = await answer(orderId, crypto.randomUUID(), buyer.token, what);
        expect([missing.statusCode, errorCode(missing)]).toEqual([409, 'REFUND_PROPOSAL_NOT_OPEN']);
        expect((await answer(orderId, 'nope', buyer.token, what)).statusCode).toBe(400);
      }
      expect(await snapshotDatabase(ctx.database)).toEqual(afterProposal);

      // An order without a dispute: no proposals.
      const offerId = await createTestOffer(db(), seller.userId, { priceMinor: PRICE });
      const plain = (
        await checkout(ctx.app, buyer.token, { offerId, quantity: 1, paymentMethod: 'wallet' })
      ).json().order.id as string;
      const notOpen = await propose(plain, buyer.token, '100');
      expect([notOpen.statusCode, errorCode(notOpen)]).toEqual([409, 'DISPUTE_NOT_OPEN']);
      expect((await detail(plain, buyer.token)).can.proposeRefund).toBe(false);
    },
    120_000,
  );

  it.skipIf(!available)(
    'a new proposal replaces the open one; an answer names its proposal; a rejection tells the proposer and replays',
    async () => {
      const orderId = await disputedOrder();
      const first = orderDetailSchema.parse((await propose(orderId, buyer.token, '800')).json())
        .refundProposals[0]?.id as string;
      // The seller counters: the buyer's proposal is replaced; one open at a time.
      const countered = orderDetailSchema.parse((await propose(orderId, seller.token, '200')).json());
      expect(countered.refundProposals.map((p) => [p.side, p.refund, p.status])).toEqual([
        ['buyer', '800', 'replaced'],
        ['seller', '200', 'open'],
      ]);
      const second = countered.refundProposals[1]?.id as string;
      const stale = await answer(orderId, first, seller.token, 'accept');
      expect([stale.statusCode, errorCode(stale)]).toEqual([409, 'REFUND_PROPOSAL_NOT_OPEN']);
      for (let i = 0; i < 3; i++)
        expect((await answer(orderId, second, buyer.token, 'reject')).statusCode).toBe(200);
      expect(
        (await told(seller.userId, orderId)).filter((k) => k === 'order_refund_proposal_rejected'),
      ).toHaveLength(1);
      const after = await detail(orderId, buyer.token);
      expect(after.refundProposals.map((p) => p.status)).toEqual(['replaced', 'rejected']);
      expect(after).toMatchObject({ status: 'pending', outcome: 'disputed', can: { proposeRefund: true } });
      // Staff refund it all: nothing open remains; the history stays.
      const decided = await post(`/api/v1/admin/disputes/${orderId}/refund`, staff.admin.token, {
        note: 'Refund',
      });
      expect(decided.statusCode).toBe(200);
      const rows = await db()
        .select()
        .from(disputeRefundProposals)
        .where(eq(disputeRefundProposals.orderId, orderId));
      expect(rows.filter((r) => r.status === 'open')).toHaveLength(0);
    },
    120_000,
  );

  it.skipIf(!available)(
    'staff split: admins only, with a note, audited, open proposals closed; the rounding at its edges',
    async () => {
      const orderId = await disputedOrder();
      await propose(orderId, buyer.token, '900');
      const url = `/api/v1/admin/disputes/${orderId}/split`;
      const before = await snapshotDatabase(ctx.database);
      expect((await post(url, undefined, { refund: '100', note: 'n' })).statusCode).toBe(401);
      for (const token of [buyer.token, seller.token, other.token, staff.support.token]) {
        const refused = await post(url, token, { refund: '100', note: 'n' });
        expect([refused.statusCode, errorCode(refused)]).toEqual([403, 'FORBIDDEN']);
      }
      for (const payload of [
        { refund: '100', note: '' },
        { refund: '100' },
        { refund: '0', note: 'n' },
        { note: 'n' },
      ]) {
        const refused = await post(url, staff.admin.token, payload);
        expect([refused.statusCode, errorCode(refused)], JSON.stringify(payload)).toEqual([
          400,
          'VALIDATION_FAILED',
        ]);
      }
      const tooMuch = await post(url, staff.admin.token, { refund: TOTAL.toString(), note: 'n' });
      expect([tooMuch.statusCode, errorCode(tooMuch)]).toEqual([422, 'REFUND_AMOUNT_OUT_OF_RANGE']);
      const unknown = await post(`/api/v1/admin/disputes/${crypto.randomUUID()}/split`, staff.admin.token, {
        refund: '1',
        note: 'n',
      });
      expect([unknown.statusCode, errorCode(unknown)]).toEqual([404, 'TRANSACTION_NOT_FOUND']);
      expect(await snapshotDatabase(ctx.database)).toEqual(before);

      // The edge: everything but one minor unit back; the seller keeps that unit, the fee rounds to 0
      // and its leg is voided.
      const sellerBefore = (await balances(db(), seller.userId)).available;
      const split = await post(url, staff.admin.token, {
        refund: (TOTAL - 1n).toString(),
        note: 'Mostly missing',
      });
      expect(split.statusCode).toBe(200);
      expect(split.json()).toMatchObject({
        dispute: { status: 'split', note: 'Mostly missing' },
        split: { refund: '1029', kept: '1', sellerNet: '1', fee: '0', decidedBy: 'staff' },
        refundProposals: [{ status: 'closed' }],
      });
      expect((await balances(db(), seller.userId)).available).toBe(sellerBefore + 1n);
      const [feeLeg] = await db()
        .select()
        .from(ledgerTransfers)
        .where(eq(ledgerTransfers.id, splitTransferIds(orderId).fee));
      expect(feeLeg).toMatchObject({ kind: 'void_pending' });
      const [audit] = await db().select().from(adminAuditLog).where(eq(adminAuditLog.targetId, orderId));
      expect(audit).toMatchObject({
        action: 'dispute.split',
        actorId: staff.admin.userId,
        reason: 'Mostly missing',
        after: { refund: '1029', sellerNet: '1', fee: '0', dispute: 'split' },
      });
      expect(await told(buyer.userId, orderId)).toContain('order_partially_refunded');
      expect(await told(seller.userId, orderId)).toContain('order_sale_partially_refunded');
      const again = await post(url, staff.admin.token, { refund: '5', note: 'again' });
      expect([again.statusCode, errorCode(again)]).toEqual([409, 'DISPUTE_NOT_OPEN']);

      // The other edges through the API: 1 back (kept 1029: fee ⌈80 × 1029 / 1030⌉ = 80, the seller 949)
      // and kept 2 (fee 1, the seller 1).
      for (const [refund, sellerNet, fee] of [
        [1n, 949n, 80n],
        [TOTAL - 2n, 1n, 1n],
      ] as const) {
        const id = await disputedOrder();
        const settled = await post(`/api/v1/admin/disputes/${id}/split`, staff.admin.token, {
          refund: refund.toString(),
          note: 'edge',
        });
        expect(settled.json().split).toMatchObject({ sellerNet: sellerNet.toString(), fee: fee.toString() });
      }
      expect(await ledgerInvariantViolations(db())).toEqual([]);
    },
    120_000,
  );

  it.skipIf(!available)(
    'order_split_amounts: the rule, its bounds and its edges, on random orders',
    async () => {
      // Pinned edges (a 1-unit order of 1 minor unit has no fee: nothing to split but 0 < refund < 1).
      const edges: Array<[bigint, bigint, bigint, bigint]> = [
        [1030n, 30n, 50n, 1n],
        [1030n, 30n, 50n, 1029n],
        [1030n, 30n, 50n, 1028n],
        [2n, 0n, 0n, 1n],
        [3n, 1n, 0n, 1n],
        [10n ** 24n, 10n ** 22n, 5n * 10n ** 22n, 1n],
      ];
      for (const [total, buyerFee, sellerFee, refund] of edges) {
        expect(await splitAmounts(db(), { total, buyerFee, sellerFee }, refund)).toEqual(
          expectedSplit(total, buyerFee + sellerFee, refund),
        );
      }
      await fc.assert(
        fc.asyncProperty(
          fc.bigInt({ min: 1n, max: 10n ** 12n }),
          fc.integer({ min: 0, max: 5000 }),
          fc.integer({ min: 0, max: 5000 }),
          fc.double({ min: 0, max: 1, noNaN: true }),
          async (subtotal, buyerBps, sellerBps, share) => {
            const [amounts] = (
              (await db().execute(
                sql`select buyer_fee::text as b, seller_fee::text as s, seller_net::text as n, total::text as t from order_amounts(${subtotal.toString()}::numeric, 1, ${buyerBps}, ${sellerBps})`,
              )) as unknown as { rows: Array<{ b: string; s: string; n: string; t: string }> }
            ).rows;
            if (!amounts) throw new Error('no amounts');
            const total = BigInt(amounts.t);
            if (total < 2n) return;
            const refund = 1n + BigInt(Math.floor(share * Number(total - 2n)));
            const buyerFee = BigInt(amounts.b);
            const sellerFee = BigInt(amounts.s);
            const got = await splitAmounts(db(), { total, buyerFee, sellerFee }, refund);
            expect(got).toEqual(expectedSplit(total, buyerFee + sellerFee, refund));
            // What the legs can carry: the seller's part at least 1 and at most the held net; the fee at
            // most the held fee leg; the three parts are the total.
            expect(got.sellerNet >= 1n && got.sellerNet <= BigInt(amounts.n)).toBe(true);
            expect(got.fee >= 0n && got.fee <= buyerFee + sellerFee).toBe(true);
            expect(refund + got.sellerNet + got.fee).toBe(total);
          },
        ),
        { numRuns: 300 },
      );
    },
  );
});
