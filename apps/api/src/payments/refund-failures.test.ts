import { orderDetailSchema } from '@lootmarket/contract';
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
import { jobs } from '../jobs/jobs.schema';
import { ledgerTransfers } from '../ledger/ledger.schema';
import { platformAccount } from '../ledger/ledger.service';
import { ledgerInvariantViolations } from '../ledger/ledger.test-support';
import { notifications } from '../notifications/notifications.schema';
import {
  balances,
  createTestOffer,
  ordersTestContext,
  payCardOrderWithStripe,
  stripeWebhook,
} from '../orders/orders.test-support';
import { payments } from './payments.schema';
import { REFUND_JOB, refundTransferIds } from './refunds.service';
import { StripeProvider } from './stripe.provider';

const kinds = await databaseKinds();
const STRIPE_KEY = 'sk_test_refund_failures';
const STRIPE_SECRET = 'whsec_refund_failures';

/** Every table but the processed-events log (an acknowledged event is recorded there, nothing else). */
const withoutEventLog = ({ processed_webhook_events: _, ...rest }: Record<string, string>) => rest;

describe.each(kinds)(
  'a Stripe refund that fails after it was accepted, on $notice',
  ({ name, available }) => {
    let ctx: TestContext;
    let stripe: Awaited<ReturnType<typeof stripePeer>>;
    let seller: RegisteredUser;
    let buyer: RegisteredUser;
    let staff: Awaited<ReturnType<typeof registerStaff>>;
    let checkouts = 0;

    beforeAll(async () => {
      if (!available) return;
      stripe = await stripePeer();
      ctx = await ordersTestContext(name, {
        PAYMENT_CARD_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: STRIPE_KEY,
        STRIPE_WEBHOOK_SECRET: STRIPE_SECRET,
        STRIPE_API_URL: stripe.url,
        PAYMENT_REFUND_MAX_ATTEMPTS: '3',
      });
      [seller, buyer] = await Promise.all([registerUser(ctx.app, 'seller'), registerUser(ctx.app, 'buyer')]);
      staff = await registerStaff(ctx.app, ctx.database);
    });
    afterAll(async () => {
      await ctx?.close();
      await stripe?.close();
    });
    const db = () => ctx.database.db;
    const post = (url: string, token: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload });
    const deliver = (event: string, secret = STRIPE_SECRET) => stripeWebhook(ctx.app, event, secret);
    const paymentOf = async (orderId: string) => {
      const [row] = await db().select().from(payments).where(eq(payments.orderId, orderId));
      if (!row) throw new Error('no payment');
      return row;
    };
    const buyerAvailable = async () => (await balances(db(), buyer.userId)).available;
    const clearingPosted = async () => {
      const account = await platformAccount(db(), 'provider_clearing', 'USD');
      return account.creditsPosted - account.debitsPosted;
    };
    const legsOf = async (paymentId: string) => {
      const ids = refundTransferIds(paymentId);
      const rows = await db().select().from(ledgerTransfers);
      return {
        hold: rows.filter((r) => r.id === ids.hold).length,
        post: rows.filter((r) => r.id === ids.post).length,
        void: rows.filter((r) => r.id === ids.void).length,
        reversal: rows.filter((r) => r.id === ids.reversal),
      };
    };
    const refusedTold = async (orderId: string) =>
      (
        await db()
          .select({ kind: notifications.kind })
          .from(notifications)
          .where(and(eq(notifications.userId, buyer.userId), eq(notifications.link, `/order/${orderId}/`)))
      ).filter((n) => n.kind === 'order_refund_refused').length;
    const refundView = async (orderId: string) =>
      orderDetailSchema.parse(
        (
          await ctx.app.inject({
            method: 'GET',
            url: `/api/v1/orders/${orderId}`,
            headers: bearer(buyer.token),
          })
        ).json(),
      ).refund;
    const adminRefused = async () =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/v1/admin/orders?refund=refused&pageSize=100',
          headers: bearer(staff.support.token),
        })
      )
        .json()
        .orders.map((o: { id: string; refund: string }) => [o.id, o.refund]);

    /** A card order paid through Stripe's (signed) webhook, disputed and refunded by an admin. */
    async function refundedCardOrder(priceMinor = 1500n) {
      const offerId = await createTestOffer(db(), seller.userId, { priceMinor });
      checkouts += 1;
      const paid = await payCardOrderWithStripe(ctx.app, db(), buyer.token, offerId, {
        secret: STRIPE_SECRET,
        eventId: `evt_paid_${name}_${checkouts}`,
        paymentIntent: `pi_failures_${checkouts}`,
      });
      const order = { id: paid.orderId };
      expect(
        (await post(`/api/v1/orders/${order.id}/dispute`, buyer.token, { reason: 'No key' })).statusCode,
      ).toBe(200);
      const decided = await post(`/api/v1/admin/disputes/${order.id}/refund`, staff.admin.token, {
        note: 'n',
      });
      expect(decided.statusCode).toBe(200);
      return paid;
    }

    it.skipIf(!available)(
      'refunded, then reported failed: the money comes back to the wallet once (100 redeliveries, three event types), a later success changes nothing',
      async () => {
        const wallet0 = await buyerAvailable();
        const clearing0 = await clearingPosted();
        const { orderId, paymentId, total } = await refundedCardOrder();
        const refunded = await paymentOf(orderId);
        expect(refunded).toMatchObject({ refundStatus: 'refunded' });
        const refundId = refunded.refundRef ?? '';
        expect(stripe.refunds().find((r) => r.id === refundId)?.metadata).toEqual({ orderId, paymentId });
        // The money came in through Stripe's clearing account and left the same way.
        expect(await buyerAvailable()).toBe(wallet0);
        expect(await clearingPosted()).toBe(clearing0);

        const failed = stripe.refundEvent(refundId, {
          status: 'failed',
          failureReason: 'expired_or_canceled_card',
        });
        // Not signed by Stripe, signed with another secret, or altered after signing: 400, nothing changes.
        const before = await snapshotDatabase(ctx.database);
        const unsigned = await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/payments/webhooks/stripe',
          headers: { 'content-type': 'application/json' },
          payload: failed,
        });
        const forged = await deliver(failed, 'whsec_someone_else');
        const altered = await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/payments/webhooks/stripe',
          headers: {
            'content-type': 'application/json',
            'stripe-signature': StripeProvider.testSignature(failed, STRIPE_SECRET),
          },
          payload: failed.replace('"status":"failed"', '"status":"canceled"'),
        });
        for (const refused of [unsigned, forged, altered])
          expect([refused.statusCode, errorCode(refused)]).toEqual([400, 'WEBHOOK_SIGNATURE_INVALID']);
        expect(await snapshotDatabase(ctx.database)).toEqual(before);

        // Stripe retries the same event: 100 deliveries, in parallel, one effect.
        const answers = await Promise.all(Array.from({ length: 100 }, () => deliver(failed)));
        expect(answers.map((a) => a.statusCode)).toEqual(Array(100).fill(200));
        expect(answers.every((a) => a.json().received === true)).toBe(true);
        // The same failure told again by the newer event types (other event ids): no second effect.
        for (const type of ['refund.failed', 'refund.updated'] as const)
          expect((await deliver(stripe.refundEvent(refundId, { type, status: 'failed' }))).statusCode).toBe(
            200,
          );
        // And a `succeeded` update arriving after the failure (reordered) does not undo it.
        expect((await deliver(stripe.refundEvent(refundId, { status: 'succeeded' }))).statusCode).toBe(200);

        const payment = await paymentOf(orderId);
        expect(payment).toMatchObject({ refundStatus: 'refused', refundRef: refundId, refundedAt: null });
        expect(payment.refundError).toContain(`refund ${refundId} failed (expired_or_canceled_card)`);
        expect(await buyerAvailable()).toBe(wallet0 + total);
        // Stripe kept the money: the clearing account shows it received, as after the payment.
        expect(await clearingPosted()).toBe(clearing0 - total);
        const legs = await legsOf(paymentId);
        expect(legs).toMatchObject({ hold: 1, post: 1, void: 0 });
        expect(legs.reversal).toHaveLength(1);
        expect(legs.reversal[0]).toMatchObject({ kind: 'single', amount: total, orderId });
        expect(await refusedTold(orderId)).toBe(1);
        // The buyer sees it refused (money in the wallet), staff find it among refused refunds.
        expect(await refundView(orderId)).toMatchObject({
          status: 'refused',
          method: 'card',
          refundedAt: null,
        });
        expect(await adminRefused()).toContainEqual([orderId, 'refused']);
        expect(stripe.refunds().filter((r) => r.id === refundId)).toHaveLength(1);
        expect(await ledgerInvariantViolations(db())).toEqual([]);
      },
    );

    it.skipIf(!available)(
      'pending and succeeded updates before any failure change nothing; `canceled` counts as failed',
      async () => {
        const wallet0 = await buyerAvailable();
        const { orderId, paymentId, total } = await refundedCardOrder(700n);
        const refundId = (await paymentOf(orderId)).refundRef ?? '';
        const before = withoutEventLog(await snapshotDatabase(ctx.database));
        for (const status of ['pending', 'succeeded'] as const)
          expect(
            (await deliver(stripe.refundEvent(refundId, { type: 'refund.updated', status }))).statusCode,
          ).toBe(200);
        expect(withoutEventLog(await snapshotDatabase(ctx.database))).toEqual(before);

        expect((await deliver(stripe.refundEvent(refundId, { status: 'canceled' }))).statusCode).toBe(200);
        expect(await paymentOf(orderId)).toMatchObject({ refundStatus: 'refused' });
        expect(await buyerAvailable()).toBe(wallet0 + total);
        expect((await legsOf(paymentId)).reversal).toHaveLength(1);
        expect(await ledgerInvariantViolations(db())).toEqual([]);
      },
    );

    it.skipIf(!available)(
      'reported failed before our job recorded it (its answer was lost): recorded as refused, the hold voided, the retry stops',
      async () => {
        const wallet0 = await buyerAvailable();
        stripe.set('lose-answer');
        let made: { orderId: string; paymentId: string; total: bigint };
        try {
          made = await refundedCardOrder(900n);
        } finally {
          stripe.set('ok');
        }
        const { orderId, paymentId, total } = made;
        expect(await paymentOf(orderId)).toMatchObject({ refundStatus: 'pending', refundRef: null });
        // Stripe made it (our side does not know its id yet), then it failed.
        const refund = stripe.refunds().at(-1);
        expect(refund?.metadata.paymentId).toBe(paymentId);
        // Held meanwhile: not in the wallet.
        expect(await buyerAvailable()).toBe(wallet0);
        for (let i = 0; i < 3; i += 1)
          expect(
            (await deliver(stripe.refundEvent(refund?.id ?? '', { type: 'refund.failed', status: 'failed' })))
              .statusCode,
          ).toBe(200);
        const payment = await paymentOf(orderId);
        expect(payment).toMatchObject({ refundStatus: 'refused', refundRef: refund?.id });
        expect(await buyerAvailable()).toBe(wallet0 + total);
        const legs = await legsOf(paymentId);
        expect(legs).toMatchObject({ hold: 1, post: 0, void: 1, reversal: [] });
        const [job] = await db()
          .select()
          .from(jobs)
          .where(and(eq(jobs.kind, REFUND_JOB), eq(jobs.subject, paymentId)));
        expect(job?.doneAt).not.toBeNull();
        // However late a worker comes, Stripe is not asked again and nothing moves.
        const calls = stripe.requests.length;
        expect(await ctx.app.jobs.runJob(REFUND_JOB, paymentId, new Date(Date.now() + 48 * 3600_000))).toBe(
          false,
        );
        expect(stripe.requests.length).toBe(calls);
        expect(await refusedTold(orderId)).toBe(1);
        expect(await ledgerInvariantViolations(db())).toEqual([]);
      },
    );

    it.skipIf(!available)(
      'events about refunds that are not ours are acknowledged and change nothing',
      async () => {
        const { orderId } = await refundedCardOrder(400n);
        const refundId = (await paymentOf(orderId)).refundRef ?? '';
        const before = withoutEventLog(await snapshotDatabase(ctx.database));
        const foreign = (id: string, object: Record<string, unknown>) =>
          JSON.stringify({
            id,
            object: 'event',
            type: 'charge.refund.updated',
            data: { object: { object: 'refund', status: 'failed', failure_reason: 'declined', ...object } },
          });
        const answers = [
          // A refund made by hand in Stripe's dashboard: no metadata, an id we never kept.
          await deliver(foreign(`evt_foreign_${name}_1`, { id: 're_made_by_hand', metadata: {} })),
          // Metadata naming a payment we do not have.
          await deliver(
            foreign(`evt_foreign_${name}_2`, {
              id: 're_other',
              metadata: { paymentId: crypto.randomUUID() },
            }),
          ),
          // Metadata naming our payment, but another refund than the one we recorded.
          await deliver(
            foreign(`evt_foreign_${name}_3`, {
              id: 're_second_of_that_payment',
              metadata: { orderId, paymentId: (await paymentOf(orderId)).id },
            }),
          ),
          // Not a refund at all, or metadata that is not an id.
          await deliver(foreign(`evt_foreign_${name}_4`, { id: refundId, object: 'charge', metadata: {} })),
          await deliver(
            foreign(`evt_foreign_${name}_5`, { id: 're_x', metadata: { paymentId: "1' or '1'='1" } }),
          ),
        ];
        expect(answers.map((a) => [a.statusCode, a.json()])).toEqual(
          Array(5).fill([200, { received: true }]),
        );
        expect(withoutEventLog(await snapshotDatabase(ctx.database))).toEqual(before);
        expect(await paymentOf(orderId)).toMatchObject({ refundStatus: 'refunded' });
      },
    );
  },
);
