import {
  adminDisputeListResponseSchema,
  adminDisputeSchema,
  adminOrdersResponseSchema,
} from '@lootmarket/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  errorCode,
  type RegisteredUser,
  registerUser,
  snapshotDatabase,
  type TestContext,
} from '../../test/support/app';
import { databaseKinds } from '../../test/support/databases';
import { registerStaff } from '../../test/support/staff';
import { stripePeer } from '../../test/support/stripe-peer';
import { ledgerInvariantViolations } from '../ledger/ledger.test-support';
import { notifications } from '../notifications/notifications.schema';
import { orders } from '../orders/orders.schema';
import {
  balances,
  confirm,
  createTestOffer,
  ordersTestContext,
  payCardOrderWithStripe,
  stripeWebhook,
} from '../orders/orders.test-support';
import { payments } from './payments.schema';
import { REFUND_JOB } from './refunds.service';
import { StripeProvider } from './stripe.provider';

const kinds = await databaseKinds();
const STRIPE_KEY = 'sk_test_chargebacks';
const STRIPE_SECRET = 'whsec_chargebacks';

/** Every table but the processed-events log (an acknowledged event is recorded there, nothing else). */
const withoutEventLog = ({ processed_webhook_events: _, ...rest }: Record<string, string>) => rest;
/** The ledger's tables only: "no money moved". */
const ledgerOnly = (snapshot: Record<string, string>) =>
  Object.fromEntries(Object.entries(snapshot).filter(([table]) => table.startsWith('ledger')));

describe.each(kinds)(
  'Stripe chargebacks (card disputes at the issuer), on $notice',
  ({ name, available }) => {
    let ctx: TestContext;
    let stripe: Awaited<ReturnType<typeof stripePeer>>;
    let seller: RegisteredUser;
    let buyer: RegisteredUser;
    let staff: Awaited<ReturnType<typeof registerStaff>>;
    let checkouts = 0;
    let events = 0;

    beforeAll(async () => {
      if (!available) return;
      stripe = await stripePeer();
      ctx = await ordersTestContext(name, {
        PAYMENT_CARD_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: STRIPE_KEY,
        STRIPE_WEBHOOK_SECRET: STRIPE_SECRET,
        STRIPE_API_URL: stripe.url,
        PAYMENT_REFUND_MAX_ATTEMPTS: '2',
      });
      [seller, buyer] = await Promise.all([registerUser(ctx.app, 'seller'), registerUser(ctx.app, 'buyer')]);
      staff = await registerStaff(ctx.app, ctx.database);
    });
    afterAll(async () => {
      await ctx?.close();
      await stripe?.close();
    });
    const db = () => ctx.database.db;
    const post = (url: string, token: string, payload?: object) =>
      ctx.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
    const get = (url: string, token: string) =>
      ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
    const deliver = (event: string, secret = STRIPE_SECRET) => stripeWebhook(ctx.app, event, secret);
    const paymentOf = async (orderId: string) => {
      const [row] = await db().select().from(payments).where(eq(payments.orderId, orderId));
      if (!row) throw new Error('no payment');
      return row;
    };
    const orderOf = async (orderId: string) => {
      const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
      if (!row) throw new Error('no order');
      return row;
    };
    const toldSeller = async (orderId: string, kind: string) =>
      (
        await db()
          .select({ kind: notifications.kind })
          .from(notifications)
          .where(and(eq(notifications.userId, seller.userId), eq(notifications.link, `/order/${orderId}/`)))
      ).filter((n) => n.kind === kind).length;
    const adminOrder = async (orderId: string) => {
      const response = await get(`/api/v1/admin/orders?q=${orderId}`, staff.support.token);
      expect(response.statusCode).toBe(200);
      return adminOrdersResponseSchema.parse(response.json()).orders.find((o) => o.id === orderId);
    };

    /** A Stripe event whose object is a Dispute, as Stripe sends `charge.dispute.*`. */
    function disputeEvent(
      type: string,
      dispute: { id: string; paymentIntent: string; status: string; reason?: string; amount?: number },
      eventId = `evt_dispute_${name}_${++events}`,
    ) {
      return JSON.stringify({
        id: eventId,
        object: 'event',
        type,
        data: {
          object: {
            id: dispute.id,
            object: 'dispute',
            charge: `ch_${dispute.paymentIntent}`,
            payment_intent: dispute.paymentIntent,
            amount: dispute.amount ?? 1500,
            currency: 'usd',
            reason: dispute.reason ?? 'fraudulent',
            status: dispute.status,
          },
        },
      });
    }

    /** A card order paid through Stripe's (signed) webhook: pending, the money held in escrow. */
    async function paidCardOrder(priceMinor = 1500n) {
      const offerId = await createTestOffer(db(), seller.userId, { priceMinor });
      checkouts += 1;
      const paymentIntent = `pi_chargeback_${name}_${checkouts}`;
      const { orderId, total } = await payCardOrderWithStripe(ctx.app, db(), buyer.token, offerId, {
        secret: STRIPE_SECRET,
        eventId: `evt_cb_paid_${name}_${checkouts}`,
        paymentIntent,
      });
      expect(await orderOf(orderId)).toMatchObject({ status: 'pending', escrow: 'held' });
      return { orderId, paymentIntent, total };
    }

    it.skipIf(!available)(
      'created on a pending order: the order is frozen in the dispute flow, the seller told once (100 redeliveries); updates and the close move no money; a lost chargeback refunded by the admin is not asked of Stripe',
      async () => {
        const { orderId, paymentIntent, total } = await paidCardOrder();
        const ledger0 = ledgerOnly(await snapshotDatabase(ctx.database));
        const dispute = { id: `dp_${name}_pending`, paymentIntent, amount: Number(total) };
        const created = disputeEvent('charge.dispute.created', {
          ...dispute,
          status: 'needs_response',
          reason: 'product_not_received',
        });
        const answers = await Promise.all(Array.from({ length: 100 }, () => deliver(created)));
        expect(answers.map((a) => a.statusCode)).toEqual(Array(100).fill(200));
        expect(answers.every((a) => a.json().received === true)).toBe(true);

        expect(await paymentOf(orderId)).toMatchObject({
          chargebackRef: dispute.id,
          chargebackStatus: 'needs_response',
          chargebackReason: 'product_not_received',
          chargebackAmount: total,
        });
        const order = await orderOf(orderId);
        expect(order).toMatchObject({ status: 'pending', escrow: 'held', disputeStatus: 'open' });
        expect(order.disputeReason).toBe(
          `Chargeback at the card issuer: product_not_received (Stripe dispute ${dispute.id}).`,
        );
        expect(await toldSeller(orderId, 'order_disputed')).toBe(1);
        // The seller is not paid while the bank decides: confirm refuses, auto-release does nothing.
        const confirmed = await confirm(ctx.app, buyer.token, orderId);
        expect([confirmed.statusCode, errorCode(confirmed)]).toEqual([409, 'ORDER_DISPUTED']);
        await ctx.app.jobs.runJob('order.auto_release', orderId, new Date(Date.now() + 365 * 86_400_000));
        expect(await orderOf(orderId)).toMatchObject({
          status: 'pending',
          escrow: 'held',
          disputeStatus: 'open',
        });
        // In the admin's dispute queue, and in the order search with its chargeback.
        const queue = adminDisputeListResponseSchema.parse(
          (await get('/api/v1/admin/disputes?status=open&pageSize=100', staff.support.token)).json(),
        );
        const open = {
          id: dispute.id,
          status: 'needs_response',
          reason: 'product_not_received',
          amount: total.toString(),
          closed: false,
        };
        expect(queue.disputes.find((d) => d.order.id === orderId)?.chargeback).toMatchObject(open);
        expect((await adminOrder(orderId))?.chargeback).toMatchObject(open);
        expect(ledgerOnly(await snapshotDatabase(ctx.database))).toEqual(ledger0);

        // Evidence submitted, then lost at the bank; a reordered older update does not take it back.
        expect(
          (await deliver(disputeEvent('charge.dispute.updated', { ...dispute, status: 'under_review' })))
            .statusCode,
        ).toBe(200);
        expect((await paymentOf(orderId)).chargebackStatus).toBe('under_review');
        expect(
          (await deliver(disputeEvent('charge.dispute.closed', { ...dispute, status: 'lost' }))).statusCode,
        ).toBe(200);
        expect(
          (await deliver(disputeEvent('charge.dispute.updated', { ...dispute, status: 'needs_response' })))
            .statusCode,
        ).toBe(200);
        expect(await paymentOf(orderId)).toMatchObject({ chargebackStatus: 'lost' });
        expect((await adminOrder(orderId))?.chargeback).toMatchObject({ status: 'lost', closed: true });
        // What the admin's dispute view reads before deciding.
        const queueLost = adminDisputeListResponseSchema.parse(
          (await get('/api/v1/admin/disputes?status=open&pageSize=100', staff.admin.token)).json(),
        );
        expect(queueLost.disputes.find((d) => d.order.id === orderId)?.chargeback).toMatchObject({
          id: dispute.id,
          status: 'lost',
          closed: true,
        });
        // Still frozen, nothing moved, the seller told only once.
        expect(await orderOf(orderId)).toMatchObject({
          status: 'pending',
          escrow: 'held',
          disputeStatus: 'open',
        });
        expect(ledgerOnly(await snapshotDatabase(ctx.database))).toEqual(ledger0);
        expect(await toldSeller(orderId, 'order_disputed')).toBe(1);

        // The admin refunds (what the README says for `lost`): the bank already returned the money,
        // so the refund is recorded without asking Stripe, and the buyer's wallet is not credited.
        const wallet0 = (await balances(db(), buyer.userId)).available;
        const calls = stripe.requests.filter((r) => r.url.startsWith('/v1/refunds')).length;
        const decided = await post(`/api/v1/admin/disputes/${orderId}/refund`, staff.admin.token, {
          note: 'Chargeback lost at the issuer',
        });
        expect(decided.statusCode).toBe(200);
        expect(adminDisputeSchema.parse(decided.json()).chargeback).toMatchObject({ status: 'lost' });
        expect(await paymentOf(orderId)).toMatchObject({ refundStatus: 'refunded', refundRef: dispute.id });
        expect(stripe.requests.filter((r) => r.url.startsWith('/v1/refunds')).length).toBe(calls);
        expect((await balances(db(), buyer.userId)).available).toBe(wallet0);
        expect(await ledgerInvariantViolations(db())).toEqual([]);
      },
    );

    it.skipIf(!available)(
      'created on a completed order: recorded only (staff see it), balances unchanged; closed won: recorded, nothing moves',
      async () => {
        const { orderId, paymentIntent } = await paidCardOrder(800n);
        expect((await confirm(ctx.app, buyer.token, orderId)).statusCode).toBe(200);
        const sellerBefore = await balances(db(), seller.userId);
        const buyerBefore = await balances(db(), buyer.userId);
        const ledger0 = ledgerOnly(await snapshotDatabase(ctx.database));
        const dispute = { id: `dp_${name}_completed`, paymentIntent, amount: 800 };
        for (let i = 0; i < 3; i += 1) {
          const created = disputeEvent(
            'charge.dispute.created',
            { ...dispute, status: 'needs_response' },
            `evt_completed_${name}`,
          );
          expect((await deliver(created)).statusCode).toBe(200);
        }
        expect(await paymentOf(orderId)).toMatchObject({
          chargebackRef: dispute.id,
          chargebackStatus: 'needs_response',
        });
        expect(await orderOf(orderId)).toMatchObject({
          status: 'completed',
          escrow: 'released',
          disputeStatus: null,
        });
        expect(await toldSeller(orderId, 'order_disputed')).toBe(0);
        expect((await adminOrder(orderId))?.chargeback).toMatchObject({ id: dispute.id, closed: false });

        expect(
          (await deliver(disputeEvent('charge.dispute.closed', { ...dispute, status: 'won' }))).statusCode,
        ).toBe(200);
        expect(await paymentOf(orderId)).toMatchObject({ chargebackStatus: 'won' });
        expect(await orderOf(orderId)).toMatchObject({
          status: 'completed',
          escrow: 'released',
          disputeStatus: null,
        });
        expect(await balances(db(), seller.userId)).toEqual(sellerBefore);
        expect(await balances(db(), buyer.userId)).toEqual(buyerBefore);
        expect(ledgerOnly(await snapshotDatabase(ctx.database))).toEqual(ledger0);
      },
    );

    it.skipIf(!available)(
      'a refund decided while the chargeback is open waits (Stripe not asked, the money held), stalls, and is recorded once the chargeback is lost; won: the admin may release to the seller',
      async () => {
        const first = await paidCardOrder(600n);
        const open = { id: `dp_${name}_open`, paymentIntent: first.paymentIntent, amount: 600 };
        expect(
          (await deliver(disputeEvent('charge.dispute.created', { ...open, status: 'needs_response' })))
            .statusCode,
        ).toBe(200);
        const wallet0 = (await balances(db(), buyer.userId)).available;
        const calls = stripe.requests.filter((r) => r.url.startsWith('/v1/refunds')).length;
        expect(
          (await post(`/api/v1/admin/disputes/${first.orderId}/refund`, staff.admin.token, { note: 'n' }))
            .statusCode,
        ).toBe(200);
        const waiting = await paymentOf(first.orderId);
        expect(waiting).toMatchObject({ refundStatus: 'pending' });
        expect(waiting.refundError).toContain(`chargeback ${open.id} is open`);
        expect(stripe.requests.filter((r) => r.url.startsWith('/v1/refunds')).length).toBe(calls);
        expect((await balances(db(), buyer.userId)).available).toBe(wallet0);
        // Its retries run out while the bank decides: stalled, for staff.
        const paymentId = waiting.id;
        expect(await ctx.app.jobs.runJob(REFUND_JOB, paymentId, new Date(Date.now() + 3600_000))).toBe(true);
        expect(await adminOrder(first.orderId)).toMatchObject({ refund: 'stalled' });
        // Closed lost: the admin retries; recorded refunded without a Stripe call, the wallet not credited.
        expect(
          (await deliver(disputeEvent('charge.dispute.closed', { ...open, status: 'lost' }))).statusCode,
        ).toBe(200);
        const retried = await post(`/api/v1/admin/orders/${first.orderId}/refund/retry`, staff.admin.token);
        expect([retried.statusCode, retried.json()]).toEqual([200, { refund: 'refunded' }]);
        expect(await paymentOf(first.orderId)).toMatchObject({
          refundStatus: 'refunded',
          refundRef: open.id,
        });
        expect(stripe.requests.filter((r) => r.url.startsWith('/v1/refunds')).length).toBe(calls);
        expect((await balances(db(), buyer.userId)).available).toBe(wallet0);

        // Won at the bank: the money stayed with us; the admin releases the frozen order to the seller.
        const second = await paidCardOrder(700n);
        const won = { id: `dp_${name}_won`, paymentIntent: second.paymentIntent, amount: 700 };
        expect(
          (await deliver(disputeEvent('charge.dispute.created', { ...won, status: 'needs_response' })))
            .statusCode,
        ).toBe(200);
        expect(
          (await deliver(disputeEvent('charge.dispute.closed', { ...won, status: 'won' }))).statusCode,
        ).toBe(200);
        expect(await orderOf(second.orderId)).toMatchObject({ status: 'pending', disputeStatus: 'open' });
        const sellerBefore = (await balances(db(), seller.userId)).available;
        expect(
          (await post(`/api/v1/admin/disputes/${second.orderId}/release`, staff.admin.token, { note: 'won' }))
            .statusCode,
        ).toBe(200);
        expect(await orderOf(second.orderId)).toMatchObject({ status: 'completed', escrow: 'released' });
        expect((await balances(db(), seller.userId)).available).toBeGreaterThan(sellerBefore);
        expect(await ledgerInvariantViolations(db())).toEqual([]);
      },
    );

    it.skipIf(!available)('dispute events about charges that are not ours change nothing', async () => {
      const { orderId, paymentIntent } = await paidCardOrder(500n);
      const before = withoutEventLog(await snapshotDatabase(ctx.database));
      const raw = (object: Record<string, unknown>) =>
        JSON.stringify({
          id: `evt_foreign_${name}_${++events}`,
          object: 'event',
          type: 'charge.dispute.created',
          data: {
            object: {
              object: 'dispute',
              status: 'needs_response',
              reason: 'fraudulent',
              amount: 500,
              ...object,
            },
          },
        });
      const answers = [
        // A PaymentIntent we never stored (another integration's charge).
        await deliver(
          disputeEvent('charge.dispute.created', {
            id: 'dp_foreign',
            paymentIntent: 'pi_not_ours',
            status: 'needs_response',
          }),
        ),
        // No PaymentIntent, not a Dispute, or no status.
        await deliver(raw({ id: 'dp_no_intent' })),
        await deliver(raw({ id: 'dp_x', object: 'charge', payment_intent: paymentIntent })),
        await deliver(raw({ id: 'dp_y', payment_intent: paymentIntent, status: '' })),
        // A value that is not an id.
        await deliver(raw({ id: 'dp_z', payment_intent: "pi' or '1'='1" })),
      ];
      expect(answers.map((a) => [a.statusCode, a.json()])).toEqual(Array(5).fill([200, { received: true }]));
      expect(withoutEventLog(await snapshotDatabase(ctx.database))).toEqual(before);
      expect(await orderOf(orderId)).toMatchObject({ disputeStatus: null });
    });

    it.skipIf(!available)('unsigned, forged and altered dispute events: 400, nothing changes', async () => {
      const { orderId, paymentIntent } = await paidCardOrder(450n);
      const created = disputeEvent('charge.dispute.created', {
        id: `dp_${name}_forged`,
        paymentIntent,
        status: 'needs_response',
      });
      const before = await snapshotDatabase(ctx.database);
      const unsigned = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/payments/webhooks/stripe',
        headers: { 'content-type': 'application/json' },
        payload: created,
      });
      const forged = await deliver(created, 'whsec_someone_else');
      const altered = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/payments/webhooks/stripe',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': StripeProvider.testSignature(created, STRIPE_SECRET),
        },
        payload: created.replace('"status":"needs_response"', '"status":"lost"'),
      });
      for (const refused of [unsigned, forged, altered])
        expect([refused.statusCode, errorCode(refused)]).toEqual([400, 'WEBHOOK_SIGNATURE_INVALID']);
      expect(await snapshotDatabase(ctx.database)).toEqual(before);
      expect(await paymentOf(orderId)).toMatchObject({ chargebackRef: null });
    });
  },
);
