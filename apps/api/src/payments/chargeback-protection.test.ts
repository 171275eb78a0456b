import { adminDisputeSchema } from '@lootmarket/contract';
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
import { ledgerAccounts, ledgerTransfers } from '../ledger/ledger.schema';
import { platformBalances } from '../ledger/ledger.service';
import { ledgerInvariantViolations } from '../ledger/ledger.test-support';
import { offers } from '../offers/offers.schema';
import { orders } from '../orders/orders.schema';
import {
  balances,
  confirm,
  createTestOffer,
  ordersTestContext,
  payCardOrderWithStripe,
  stripeWebhook,
} from '../orders/orders.test-support';
import { CHARGEBACK_COVERED_NOTE, chargebackCoverTransferId } from './chargebacks.service';
import { payments } from './payments.schema';

// Chargeback protection for sellers: a card chargeback the platform loses on an order whose delivery
// was proven (codes delivered automatically, or the buyer confirmed) is the platform's loss (booked to
// platform_cover), not the seller's; the policy is the CHARGEBACK_PROTECTION setting (default on).

const kinds = await databaseKinds();
const STRIPE_KEY = 'sk_test_protection';
const STRIPE_SECRET = 'whsec_protection';

describe.each(kinds)('chargeback protection on $notice', ({ name, available }) => {
  let stripe: Awaited<ReturnType<typeof stripePeer>>;
  const apps: Record<'on' | 'off', TestContext> = {} as Record<'on' | 'off', TestContext>;
  const people: Record<'on' | 'off', { seller: RegisteredUser; buyer: RegisteredUser }> = {} as never;
  let staffAdmin: RegisteredUser;
  let counter = 0;

  beforeAll(async () => {
    if (!available) return;
    stripe = await stripePeer();
    const env = {
      PAYMENT_CARD_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: STRIPE_KEY,
      STRIPE_WEBHOOK_SECRET: STRIPE_SECRET,
      STRIPE_API_URL: stripe.url,
    };
    apps.on = await ordersTestContext(name, env);
    apps.off = await ordersTestContext(name, { ...env, CHARGEBACK_PROTECTION: 'false' });
    for (const mode of ['on', 'off'] as const) {
      const [seller, buyer] = await Promise.all([
        registerUser(apps[mode].app, 'seller'),
        registerUser(apps[mode].app, 'buyer'),
      ]);
      people[mode] = { seller, buyer };
    }
    staffAdmin = (await registerStaff(apps.on.app, apps.on.database)).admin;
  });
  afterAll(async () => {
    await apps.on?.close();
    await apps.off?.close();
    await stripe?.close();
  });

  const dispute = (mode: 'on' | 'off', paymentIntent: string, status: string, dp: string) =>
    stripeWebhook(
      apps[mode].app,
      JSON.stringify({
        id: `evt_protection_${name}_${++counter}`,
        object: 'event',
        type: status === 'lost' ? 'charge.dispute.closed' : 'charge.dispute.created',
        data: {
          object: {
            id: dp,
            object: 'dispute',
            charge: `ch_${paymentIntent}`,
            payment_intent: paymentIntent,
            amount: 2060,
            currency: 'usd',
            reason: 'fraudulent',
            status,
          },
        },
      }),
      STRIPE_SECRET,
    );

  /** A paid card order of 20.60 USD: automatic delivery (codes) or manual. */
  async function paidOrder(mode: 'on' | 'off', automatic: boolean) {
    const { app, database } = apps[mode];
    const { seller, buyer } = people[mode];
    const offerId = await createTestOffer(database.db, seller.userId, {
      priceMinor: 2_000n,
      ...(automatic ? { category: 'keys', stock: 0 } : {}),
    });
    if (automatic) {
      const upload = await app.inject({
        method: 'POST',
        url: `/api/v1/offers/${offerId}/codes`,
        headers: bearer(seller.token),
        payload: { codes: [`CODE-${name}-${++counter}`] },
      });
      expect(upload.statusCode).toBe(201);
    }
    const paymentIntent = `pi_protection_${name}_${++counter}`;
    const { orderId } = await payCardOrderWithStripe(app, database.db, buyer.token, offerId, {
      secret: STRIPE_SECRET,
      eventId: `evt_protection_paid_${name}_${counter}`,
      paymentIntent,
    });
    return { orderId, paymentIntent, dp: `dp_protection_${counter}` };
  }
  const coverOf = async (mode: 'on' | 'off') =>
    (await platformBalances(apps[mode].database.db, 'platform_cover', 'USD')).available;
  const coverLegs = async (mode: 'on' | 'off', orderId: string) => {
    const [payment] = await apps[mode].database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, orderId));
    return apps[mode].database.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.id, chargebackCoverTransferId(payment?.id ?? '')));
  };

  it.skipIf(!available)(
    'codes delivered automatically, chargeback lost: the frozen order is released to the seller, the loss booked once to the platform',
    async () => {
      const { db } = apps.on.database;
      const { seller } = people.on;
      const { orderId, paymentIntent, dp } = await paidOrder('on', true);
      expect((await dispute('on', paymentIntent, 'needs_response', dp)).statusCode).toBe(200);
      const [frozen] = await db.select().from(orders).where(eq(orders.id, orderId));
      expect(frozen).toMatchObject({ status: 'pending', disputeStatus: 'open' });
      const sellerBefore = (await balances(db, seller.userId)).available;
      const coverBefore = await coverOf('on');
      // Lost, delivered three times (Stripe retries with new event ids too): one effect.
      for (let i = 0; i < 3; i++)
        expect((await dispute('on', paymentIntent, 'lost', dp)).statusCode).toBe(200);
      const [after] = await db.select().from(orders).where(eq(orders.id, orderId));
      expect(after).toMatchObject({
        status: 'completed',
        escrow: 'released',
        disputeStatus: 'released',
        disputeNote: CHARGEBACK_COVERED_NOTE,
      });
      // The seller is paid their net (2000 − 5 % = 1900); the platform books the 2060 the issuer took.
      expect((await balances(db, seller.userId)).available).toBe(sellerBefore + 1_900n);
      expect(await coverOf('on')).toBe(coverBefore - 2_060n);
      expect(await coverLegs('on', orderId)).toHaveLength(1);
      const [payment] = await db.select().from(payments).where(eq(payments.orderId, orderId));
      expect(payment?.chargebackCoveredAt).not.toBeNull();
      const view = await apps.on.app.inject({
        method: 'GET',
        url: `/api/v1/admin/disputes?status=resolved`,
        headers: bearer(staffAdmin.token),
      });
      const shown = view
        .json()
        .disputes.map((d: unknown) => adminDisputeSchema.parse(d))
        .find((d: { order: { id: string } }) => d.order.id === orderId);
      expect(shown?.chargeback).toMatchObject({ status: 'lost', coveredAt: expect.any(String) });
      // The cover account is unguarded and alone in its kind.
      const [cover] = await db
        .select()
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.kind, 'platform_cover'), eq(ledgerAccounts.currency, 'USD')));
      expect(cover?.guarded).toBe(false);
      expect(await ledgerInvariantViolations(db)).toEqual([]);
    },
    60_000,
  );

  it.skipIf(!available)(
    'the buyer confirmed, then a lost chargeback: the seller keeps the money, the platform books the loss',
    async () => {
      const { db } = apps.on.database;
      const { seller, buyer } = people.on;
      const { orderId, paymentIntent, dp } = await paidOrder('on', false);
      expect((await confirm(apps.on.app, buyer.token, orderId)).statusCode).toBe(200);
      const sellerBefore = (await balances(db, seller.userId)).available;
      const coverBefore = await coverOf('on');
      expect((await dispute('on', paymentIntent, 'needs_response', dp)).statusCode).toBe(200);
      expect((await dispute('on', paymentIntent, 'lost', dp)).statusCode).toBe(200);
      expect((await balances(db, seller.userId)).available).toBe(sellerBefore);
      expect(await coverOf('on')).toBe(coverBefore - 2_060n);
      expect(await ledgerInvariantViolations(db)).toEqual([]);
    },
    60_000,
  );

  it.skipIf(!available)(
    'a warranted account paid by card, confirmed, then a chargeback: the buyer cannot also claim the warranty',
    async () => {
      const { app, database } = apps.on;
      const { seller, buyer } = people.on;
      const offerId = await createTestOffer(database.db, seller.userId, {
        priceMinor: 2_000n,
        category: 'account',
      });
      await database.db.update(offers).set({ warrantyDays: 30 }).where(eq(offers.id, offerId));
      const paymentIntent = `pi_protection_${name}_${++counter}`;
      const { orderId } = await payCardOrderWithStripe(app, database.db, buyer.token, offerId, {
        secret: STRIPE_SECRET,
        eventId: `evt_protection_paid_${name}_${counter}`,
        paymentIntent,
      });
      expect((await confirm(app, buyer.token, orderId)).statusCode).toBe(200);
      expect(
        (await dispute('on', paymentIntent, 'needs_response', `dp_protection_${counter}`)).statusCode,
      ).toBe(200);
      // The issuer is already taking the money back: a claim would pay the buyer twice. Refused, and
      // nothing is written (no claim, no clock, no money moved).
      const before = await snapshotDatabase(database);
      const claimed = await app.inject({
        method: 'POST',
        url: `/api/v1/orders/${orderId}/warranty-claim`,
        headers: { ...bearer(buyer.token), 'idempotency-key': crypto.randomUUID() },
        payload: { reason: 'recovered', description: 'The original owner took the account back.' },
      });
      expect([claimed.statusCode, errorCode(claimed)]).toEqual([409, 'WARRANTY_CLAIM_CHARGEBACK_RECORDED']);
      expect(await snapshotDatabase(database)).toEqual(before);
    },
    60_000,
  );

  it.skipIf(!available)(
    'delivery not proven (manual, not confirmed): a lost chargeback moves nothing; staff decide as before',
    async () => {
      const { db } = apps.on.database;
      const { orderId, paymentIntent, dp } = await paidOrder('on', false);
      const coverBefore = await coverOf('on');
      await dispute('on', paymentIntent, 'needs_response', dp);
      await dispute('on', paymentIntent, 'lost', dp);
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
      expect(row).toMatchObject({ status: 'pending', disputeStatus: 'open' });
      expect(await coverOf('on')).toBe(coverBefore);
      expect(await coverLegs('on', orderId)).toHaveLength(0);
    },
    60_000,
  );

  it.skipIf(!available)(
    'protection off (CHARGEBACK_PROTECTION=false): proven delivery or not, a lost chargeback moves nothing',
    async () => {
      const { db } = apps.off.database;
      const { buyer } = people.off;
      const automatic = await paidOrder('off', true);
      await dispute('off', automatic.paymentIntent, 'needs_response', automatic.dp);
      await dispute('off', automatic.paymentIntent, 'lost', automatic.dp);
      const [frozen] = await db.select().from(orders).where(eq(orders.id, automatic.orderId));
      expect(frozen).toMatchObject({ status: 'pending', disputeStatus: 'open' });
      const confirmed = await paidOrder('off', false);
      expect((await confirm(apps.off.app, buyer.token, confirmed.orderId)).statusCode).toBe(200);
      await dispute('off', confirmed.paymentIntent, 'lost', confirmed.dp);
      expect(await coverOf('off')).toBe(0n);
      expect(await ledgerInvariantViolations(db)).toEqual([]);
    },
    60_000,
  );
});
