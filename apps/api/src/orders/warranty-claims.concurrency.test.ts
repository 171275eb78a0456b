import { warrantyEndsAt } from '@lootmarket/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type RegisteredUser, registerUser, type TestContext } from '../../test/support/app';
import { databaseKinds } from '../../test/support/databases';
import { registerWithRoles } from '../../test/support/staff';
import { escrowHoldIds } from '../ledger/ledger.ids';
import { ledgerTransfers } from '../ledger/ledger.schema';
import { ledgerInvariantViolations } from '../ledger/ledger.test-support';
import { offers } from '../offers/offers.schema';
import { releaseOrderReserve } from './order-reserve';
import { orders, warrantyClaims } from './orders.schema';
import {
  balances,
  checkout,
  confirm,
  createTestOffer,
  fundWallet,
  ordersTestContext,
} from './orders.test-support';
import { decideWarrantyClaim, openWarrantyClaim } from './warranty-claims.service';

// Races of warranty claims against the reserve release job, on the PostgreSQL server (PGlite runs one
// statement at a time). Each order must end in exactly one outcome — the reserve refunded by the claim
// (the net leg voided) or released and the claim covered from the seller's balance — with the net leg
// resolved once, the buyer refunded the total once, and the ledger's invariants intact.

const kinds = await databaseKinds();
const postgres = kinds.find((k) => k.name === 'postgres');
const PRICE = 1_000n; // total 1030, net 950, fee 80
const TOTAL = 1_030n;
const ORDERS = 20;

describe.runIf(postgres?.available)('warranty claims racing the reserve release on PostgreSQL', () => {
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
  const deps = () => ({ notifier: ctx.app.notifier });

  async function warrantedOrders(count: number): Promise<string[]> {
    const offerId = await createTestOffer(db(), seller.userId, {
      category: 'account',
      priceMinor: PRICE,
      stock: count,
    });
    await db().update(offers).set({ warrantyDays: 14 }).where(eq(offers.id, offerId));
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const placed = await checkout(ctx.app, buyer.token, { offerId, quantity: 1, paymentMethod: 'wallet' });
      const orderId = placed.json().order.id as string;
      expect((await confirm(ctx.app, buyer.token, orderId)).statusCode).toBe(200);
      ids.push(orderId);
    }
    return ids;
  }

  /** How each order's net leg was resolved: its resolutions' kinds (exactly one expected). */
  async function netResolutions(orderIds: string[]): Promise<Map<string, string[]>> {
    const holds = new Map(orderIds.map((id) => [escrowHoldIds(id).holdNet, id]));
    const rows = await db()
      .select()
      .from(ledgerTransfers)
      .where(inArray(ledgerTransfers.pendingId, [...holds.keys()]));
    const out = new Map<string, string[]>(orderIds.map((id) => [id, []]));
    for (const row of rows) out.get(holds.get(row.pendingId ?? '') ?? '')?.push(row.kind);
    return out;
  }

  it('staff uphold racing the reserve job at the warranty end: the claim refunds the reserve, once', async () => {
    const orderIds = await warrantedOrders(ORDERS);
    for (const orderId of orderIds) {
      const opened = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/orders/${orderId}/warranty-claim`,
        headers: { ...bearer(buyer.token), 'idempotency-key': `race-open-${orderId}` },
        payload: { reason: 'recovered', description: 'Taken back.' },
      });
      expect(opened.statusCode).toBe(201);
    }
    const claims = await db().select().from(warrantyClaims).where(inArray(warrantyClaims.orderId, orderIds));
    const rows = await db().select().from(orders).where(inArray(orders.id, orderIds));
    const late = new Date(
      Math.max(...rows.map((row) => warrantyEndsAt(row.completedAt as Date, 14).getTime())) + 1000,
    );
    const buyerBefore = await balances(db(), buyer.userId);
    const results = await Promise.allSettled(
      claims.flatMap((claim) => [
        ctx.app.inject({
          method: 'POST',
          url: `/api/v1/admin/warranty-claims/${claim.id}/decide`,
          headers: bearer(admin.token),
          payload: { decision: 'uphold', note: 'Recovered by the original owner.' },
        }),
        ctx.app.notifier.transaction((tx) => releaseOrderReserve(tx, claim.orderId, late, ctx.app.orderDeps)),
      ]),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const answers = results.flatMap((r) =>
      r.status === 'fulfilled' && r.value && 'statusCode' in r.value ? [r.value.statusCode] : [],
    );
    expect(answers).toEqual(orderIds.map(() => 200));
    const resolved = await netResolutions(orderIds);
    for (const orderId of orderIds) expect(resolved.get(orderId)).toEqual(['void_pending']);
    const after = await db().select().from(orders).where(inArray(orders.id, orderIds));
    expect(after.every((row) => row.reserveStatus === 'refunded')).toBe(true);
    expect((await balances(db(), buyer.userId)).available - buyerBefore.available).toBe(
      TOTAL * BigInt(ORDERS),
    );
  }, 120_000);

  it('a claim opened and upheld at the warranty end racing the reserve job: exactly one outcome per order', async () => {
    const orderIds = await warrantedOrders(ORDERS);
    const rows = await db().select().from(orders).where(inArray(orders.id, orderIds));
    const ends = new Map(rows.map((row) => [row.id, warrantyEndsAt(row.completedAt as Date, 14)]));
    const buyerBefore = await balances(db(), buyer.userId);
    const viewer = { id: buyer.userId, roles: ['user'] as const };
    // The claim's `now` is a second before the end, the job's at the end: two nodes' clocks.
    const results = await Promise.allSettled(
      orderIds.flatMap((orderId) => {
        const end = ends.get(orderId) as Date;
        return [
          ctx.app.notifier.transaction(async (tx) => {
            const claim = await openWarrantyClaim(
              tx,
              orderId,
              viewer,
              { reason: 'banned', description: 'Banned by the game.' },
              deps(),
              new Date(end.getTime() - 1000),
            );
            await decideWarrantyClaim(tx, claim.id, admin.userId, 'uphold', 'Banned.', deps(), end);
          }),
          ctx.app.notifier.transaction((tx) => releaseOrderReserve(tx, orderId, end, ctx.app.orderDeps)),
        ];
      }),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const claims = await db().select().from(warrantyClaims).where(inArray(warrantyClaims.orderId, orderIds));
    expect(claims).toHaveLength(ORDERS);
    const resolved = await netResolutions(orderIds);
    const after = new Map(
      (await db().select().from(orders).where(inArray(orders.id, orderIds))).map((row) => [row.id, row]),
    );
    for (const claim of claims) {
      expect(claim.status).toBe('refunded');
      const order = after.get(claim.orderId);
      const net = resolved.get(claim.orderId);
      if (claim.coveredBy === 'reserve') {
        // The claim came first: the net leg voided, the reserve refunded, never released.
        expect([order?.reserveStatus, net]).toEqual(['refunded', ['void_pending']]);
        expect(claim.fromReserve).toBe(order?.sellerNet);
      } else {
        // The job came first: the net posted to the seller, then taken back from the balance.
        expect([order?.reserveStatus, net]).toEqual(['released', ['post_pending']]);
        expect(claim.coveredBy).toBe('seller_balance');
        expect(claim.fromSellerBalance).toBe(order?.sellerNet);
      }
    }
    expect((await balances(db(), buyer.userId)).available - buyerBefore.available).toBe(
      TOTAL * BigInt(ORDERS),
    );
    expect(await ledgerInvariantViolations(db())).toEqual([]);
  }, 120_000);
});
