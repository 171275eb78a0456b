import { orderDetailSchema } from '@lootmarket/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  errorCode,
  type RegisteredUser,
  registerUser,
  type TestContext,
} from '../../test/support/app';
import { databaseKinds, TEST_POSTGRES_URL } from '../../test/support/databases';
import { registerWithRoles } from '../../test/support/staff';
import { escrowHoldIds } from '../ledger/ledger.ids';
import { ledgerTransfers } from '../ledger/ledger.schema';
import { ledgerInvariantViolations } from '../ledger/ledger.test-support';
import { notifications } from '../notifications/notifications.schema';
import { disputeRefundProposals, orders } from './orders.schema';
import { balances, checkout, createTestOffer, fundWallet, ordersTestContext } from './orders.test-support';

// Races of partial refunds, on the PostgreSQL server (PGlite runs one statement at a time): every case
// fires its requests at once through the HTTP stack and the app's pool, and each order must end in
// exactly one outcome, its escrow resolved once, the wallets exact.

const kinds = await databaseKinds();
const postgres = kinds.find((k) => k.name === 'postgres');
const PRICE = 1_000n; // total 1030, net 950, fee leg 80
const ORDERS = 20;

describe.runIf(postgres?.available)('partial-refund races on PostgreSQL', () => {
  let ctx: TestContext;
  let seller: RegisteredUser;
  let buyer: RegisteredUser;
  let admin: RegisteredUser;

  beforeAll(async () => {
    ctx = await ordersTestContext('postgres');
    seller = await registerUser(ctx.app, 'seller');
    buyer = await registerUser(ctx.app, 'buyer');
    admin = await registerWithRoles(ctx.app, ctx.database, 'boss', ['user', 'admin']);
    await fundWallet(ctx.database.db, buyer.userId, 10_000_000n);
  }, 60_000);
  afterAll(async () => {
    if (ctx) expect(await ledgerInvariantViolations(ctx.database.db)).toEqual([]);
    await ctx?.close();
  });
  const db = () => ctx.database.db;
  const post = (url: string, token: string, payload?: object) =>
    ctx.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });

  /** Disputed wallet orders, each with the buyer's open proposal of `refund`. */
  async function disputedWithProposal(count: number, refund: bigint) {
    const offerId = await createTestOffer(db(), seller.userId, { priceMinor: PRICE, stock: count });
    const made: Array<{ orderId: string; proposalId: string }> = [];
    for (let i = 0; i < count; i++) {
      const bought = await checkout(ctx.app, buyer.token, { offerId, quantity: 1, paymentMethod: 'wallet' });
      const orderId = bought.json().order.id as string;
      expect(
        (await post(`/api/v1/orders/${orderId}/dispute`, buyer.token, { reason: 'race' })).statusCode,
      ).toBe(200);
      const proposed = orderDetailSchema.parse(
        (
          await post(`/api/v1/orders/${orderId}/dispute/proposals`, buyer.token, {
            refund: refund.toString(),
          })
        ).json(),
      );
      made.push({ orderId, proposalId: proposed.refundProposals.at(-1)?.id as string });
    }
    return made;
  }

  /** How each order's escrow legs were resolved: [posted, voided] per order. */
  async function resolutions(orderIds: string[]) {
    const out = new Map<string, { posted: bigint[]; voided: number }>();
    for (const orderId of orderIds) {
      const holds = escrowHoldIds(orderId);
      const legs = await db()
        .select()
        .from(ledgerTransfers)
        .where(inArray(ledgerTransfers.pendingId, [holds.holdNet, holds.holdFee]));
      out.set(orderId, {
        posted: legs.filter((l) => l.kind === 'post_pending').map((l) => l.amount),
        voided: legs.filter((l) => l.kind === 'void_pending').length,
      });
    }
    return out;
  }

  it(`the seller's accept racing staff's split, release and refund on ${ORDERS} orders: one outcome each`, async () => {
    const made = await disputedWithProposal(ORDERS, 515n);
    const buyerBefore = (await balances(db(), buyer.userId)).available;
    const sellerBefore = (await balances(db(), seller.userId)).available;
    const staffActions = ['split', 'release', 'refund'] as const;
    const results = await Promise.all(
      made.map(async ({ orderId, proposalId }, i) => {
        const action = staffActions[i % staffActions.length] as (typeof staffActions)[number];
        const [accept, staff] = await Promise.all([
          post(`/api/v1/orders/${orderId}/dispute/proposals/${proposalId}/accept`, seller.token),
          post(
            `/api/v1/admin/disputes/${orderId}/${action}`,
            admin.token,
            action === 'split' ? { refund: '300', note: 'staff' } : { note: 'staff' },
          ),
        ]);
        return { orderId, action, accept, staff };
      }),
    );
    let expectedBuyer = buyerBefore;
    let expectedSeller = sellerBefore;
    const resolved = await resolutions(made.map((m) => m.orderId));
    for (const { orderId, action, accept, staff } of results) {
      // Exactly one of the two decided the dispute; the other was refused as decided.
      const winners = [accept.statusCode, staff.statusCode].filter((s) => s === 200);
      expect(winners, `${orderId} ${accept.statusCode}/${staff.statusCode}`).toHaveLength(1);
      const loser = accept.statusCode === 200 ? staff : accept;
      expect([loser.statusCode, errorCode(loser)]).toEqual([409, 'DISPUTE_NOT_OPEN']);
      const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
      const legs = resolved.get(orderId);
      const proposals = await db()
        .select()
        .from(disputeRefundProposals)
        .where(eq(disputeRefundProposals.orderId, orderId));
      expect(proposals.filter((p) => p.status === 'open')).toHaveLength(0);
      if (accept.statusCode === 200 || action === 'split') {
        const refund = accept.statusCode === 200 ? 515n : 300n;
        const sellerNet = accept.statusCode === 200 ? 475n : 673n; // kept 730: fee ⌈80 × 730 / 1030⌉ = 57
        expect(row).toMatchObject({
          status: 'completed',
          disputeStatus: 'split',
          splitRefund: refund,
          splitSellerNet: sellerNet,
        });
        expect(legs?.posted.sort()).toEqual([sellerNet, 1030n - refund - sellerNet].sort());
        expect(proposals[0]?.status).toBe(accept.statusCode === 200 ? 'accepted' : 'closed');
        expectedBuyer += refund;
        expectedSeller += sellerNet;
      } else if (action === 'release') {
        expect(row).toMatchObject({ status: 'completed', disputeStatus: 'released', splitRefund: null });
        expect(legs).toEqual({ posted: expect.arrayContaining([950n, 80n]), voided: 0 });
        expectedSeller += 950n;
      } else {
        expect(row).toMatchObject({ status: 'failed', disputeStatus: 'refunded', splitRefund: null });
        expect(legs).toEqual({ posted: [], voided: 2 });
        expectedBuyer += 1030n;
      }
    }
    expect((await balances(db(), buyer.userId)).available).toBe(expectedBuyer);
    expect((await balances(db(), seller.userId)).available).toBe(expectedSeller);
    expect(await ledgerInvariantViolations(db())).toEqual([]);
  }, 120_000);

  it(`an accept racing the other side's new proposal on ${ORDERS} orders: accepted or replaced, never both`, async () => {
    const made = await disputedWithProposal(ORDERS, 400n);
    const results = await Promise.all(
      made.map(async ({ orderId, proposalId }) => {
        const [accept, counter] = await Promise.all([
          post(`/api/v1/orders/${orderId}/dispute/proposals/${proposalId}/accept`, seller.token),
          post(`/api/v1/orders/${orderId}/dispute/proposals`, buyer.token, { refund: '700' }),
        ]);
        return { orderId, accept, counter };
      }),
    );
    let accepted = 0;
    for (const { orderId, accept, counter } of results) {
      const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
      const proposals = await db()
        .select()
        .from(disputeRefundProposals)
        .where(eq(disputeRefundProposals.orderId, orderId))
        .orderBy(disputeRefundProposals.createdAt);
      if (accept.statusCode === 200) {
        accepted += 1;
        expect([counter.statusCode, errorCode(counter)]).toEqual([409, 'DISPUTE_NOT_OPEN']);
        expect(row).toMatchObject({ disputeStatus: 'split', splitRefund: 400n });
        expect(proposals.map((p) => p.status)).toEqual(['accepted']);
      } else {
        expect([accept.statusCode, errorCode(accept)]).toEqual([409, 'REFUND_PROPOSAL_NOT_OPEN']);
        expect(counter.statusCode).toBe(201);
        expect(row).toMatchObject({ disputeStatus: 'open', splitRefund: null, status: 'pending' });
        expect(proposals.map((p) => p.status)).toEqual(['replaced', 'open']);
      }
    }
    // Which side won each race is up to the scheduler; every order ended in one of the two outcomes.
    expect(accepted).toBeLessThanOrEqual(ORDERS);
    expect(await ledgerInvariantViolations(db())).toEqual([]);
  }, 120_000);

  it('100 concurrent accepts of one proposal: one split, one notification each side, 100 × 200', async () => {
    const [{ orderId, proposalId }] = (await disputedWithProposal(1, 100n)) as [
      { orderId: string; proposalId: string },
    ];
    const sellerBefore = (await balances(db(), seller.userId)).available;
    const responses = await Promise.all(
      Array.from({ length: 100 }, () =>
        post(`/api/v1/orders/${orderId}/dispute/proposals/${proposalId}/accept`, seller.token),
      ),
    );
    expect(new Set(responses.map((r) => r.statusCode))).toEqual(new Set([200]));
    // Kept 930: fee ⌈80 × 930 / 1030⌉ = 73, the seller 857.
    expect((await balances(db(), seller.userId)).available).toBe(sellerBefore + 857n);
    const told = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(
        sql`${notifications.link} = ${`/order/${orderId}/`} and ${notifications.kind} in ('order_partially_refunded', 'order_sale_partially_refunded')`,
      );
    expect(told[0]?.n).toBe(2);
  }, 60_000);
  it("a split takes the seller's locks in the order a release does: the sale's count, then the accounts", async () => {
    // A release of another order of this seller (order_release) counts the sale, then posts to the
    // accounts. A split counting the sale after its ledger batch would hold the seller's account while
    // waiting for the count's row, and that release the row while waiting for the account: a deadlock,
    // one of the two aborted (a 500). A blocker plays the release's two steps around the split.
    const [{ orderId }] = (await disputedWithProposal(1, 300n)) as [{ orderId: string; proposalId: string }];
    const blocker = new pg.Client({ connectionString: ctx.testDb.url ?? TEST_POSTGRES_URL });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query(
        `insert into seller_stats (user_id, items_sold) values ($1, 0)
         on conflict (user_id) do update set items_sold = seller_stats.items_sold`,
        [seller.userId],
      );
      const split = post(`/api/v1/admin/disputes/${orderId}/split`, admin.token, {
        refund: '300',
        note: 'staff',
      });
      // Until the split waits for a lock the blocker holds.
      for (let attempt = 0; attempt < 500; attempt += 1) {
        const { rows } = await blocker.query(
          `select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
        );
        if (rows[0].n > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      // The release's next step: the seller's account. Free unless the split took it first.
      await blocker.query(`select 1 from ledger_accounts where user_id = $1 order by id for no key update`, [
        seller.userId,
      ]);
      await blocker.query('rollback');
      const answer = await split;
      expect([answer.statusCode, errorCode(answer)]).toEqual([200, undefined]);
    } finally {
      await blocker.end();
    }
  }, 60_000);
});
