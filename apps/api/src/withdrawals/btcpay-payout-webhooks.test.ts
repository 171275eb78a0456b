import {
  adminWithdrawalListResponseSchema,
  adminWithdrawalSchema,
  withdrawalListResponseSchema,
  withdrawalSchema,
} from '@lootmarket/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  errorCode,
  type RegisteredUser,
  registerUser,
  snapshotDatabase,
  type TestContext,
} from '../../test/support/app';
import { btcpayPeer } from '../../test/support/btcpay-peer';
import { databaseKinds } from '../../test/support/databases';
import { registerStaff } from '../../test/support/staff';
import { ledgerTransfers } from '../ledger/ledger.schema';
import { platformAccount } from '../ledger/ledger.service';
import { ledgerInvariantViolations } from '../ledger/ledger.test-support';
import { notifications } from '../notifications/notifications.schema';
import { balances, fundWallet, newKey, ordersTestContext } from '../orders/orders.test-support';
import { BtcpayProvider } from '../payments/btcpay.provider';
import { withdrawals } from './withdrawals.schema';
import { approveWithdrawal, PAYOUT_JOB, withdrawalTransferIds } from './withdrawals.service';
import { PASSWORD_PROOF, verifyEmails } from './withdrawals.test-support';

const kinds = await databaseKinds();
const STORE = 'store-payout-webhooks';
const API_KEY = 'btcpay-payout-webhooks-key';
const SECRET = 'btcpay-payout-webhooks-secret';
const ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

/** Every table but the processed-events log (an acknowledged event is recorded there, nothing else). */
const withoutEventLog = ({ processed_webhook_events: _, ...rest }: Record<string, string>) => rest;

describe.each(kinds)(
  'BTCPay payout webhooks after a withdrawal was paid, on $notice',
  ({ name, available }) => {
    let ctx: TestContext;
    let peer: Awaited<ReturnType<typeof btcpayPeer>>;
    let seller: RegisteredUser;
    let staff: Awaited<ReturnType<typeof registerStaff>>;

    beforeAll(async () => {
      if (!available) return;
      peer = await btcpayPeer({ storeId: STORE, apiKey: API_KEY });
      ctx = await ordersTestContext(name, {
        BTCPAY_URL: peer.url,
        BTCPAY_API_KEY: API_KEY,
        BTCPAY_STORE_ID: STORE,
        BTCPAY_WEBHOOK_SECRET: SECRET,
        WITHDRAWAL_PAYOUT_MAX_ATTEMPTS: '3',
      });
      seller = await registerUser(ctx.app, 'seller');
      await verifyEmails(ctx.database.db, seller.userId);
      staff = await registerStaff(ctx.app, ctx.database);
      await fundWallet(ctx.database.db, seller.userId, 100_000_000n, 'BTC');
    });
    afterAll(async () => {
      await ctx?.close();
      await peer?.close();
    });
    const db = () => ctx.database.db;
    const deliver = (body: string, signature = BtcpayProvider.signature(body, SECRET)) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/payments/webhooks/btcpay',
        headers: { 'content-type': 'application/json', 'btcpay-sig': signature },
        payload: body,
      });
    const row = async (id: string) =>
      (await db().select().from(withdrawals).where(eq(withdrawals.id, id)))[0];
    const btc = async () => (await balances(db(), seller.userId, 'BTC')).available;
    const platform = async (kind: 'payout_clearing' | 'platform_fee') => {
      const account = await platformAccount(db(), kind, 'BTC');
      return account.creditsPosted - account.debitsPosted;
    };
    const reversals = async (id: string) => {
      const ids = withdrawalTransferIds(id);
      return db()
        .select()
        .from(ledgerTransfers)
        .where(inArray(ledgerTransfers.id, [ids.reversePayout, ids.reverseFee]));
    };
    const told = async (kind: string) =>
      (
        await db()
          .select({ kind: notifications.kind })
          .from(notifications)
          .where(and(eq(notifications.userId, seller.userId), eq(notifications.kind, kind)))
      ).length;

    /** A crypto withdrawal requested, approved by an admin and paid out as a BTCPay store payout. */
    async function paidWithdrawal(amount: string) {
      const requested = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/withdrawals',
        headers: { ...bearer(seller.token), 'idempotency-key': newKey() },
        payload: { currency: 'BTC', amount, method: 'crypto', destination: ADDRESS, ...PASSWORD_PROOF },
      });
      expect(requested.statusCode).toBe(201);
      const withdrawal = withdrawalSchema.parse(requested.json());
      const approved = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/admin/withdrawals/${withdrawal.id}/approve`,
        headers: bearer(staff.admin.token),
        payload: {},
      });
      expect(adminWithdrawalSchema.parse(approved.json())).toMatchObject({ status: 'paid' });
      const payout = peer.payouts.find((p) => p.metadata.withdrawalId === withdrawal.id);
      if (!payout) throw new Error('the peer made no payout');
      expect((await row(withdrawal.id))?.providerRef).toBe(payout.id);
      return { withdrawal, payoutId: payout.id };
    }

    it.skipIf(!available)(
      'cancelled in BTCPay after it was paid: the whole amount back once (100 redeliveries), failed, the seller told; Completed afterwards changes nothing',
      async () => {
        const before = await btc();
        const clearing0 = await platform('payout_clearing');
        const fees0 = await platform('platform_fee');
        const { withdrawal, payoutId } = await paidWithdrawal('1000000');
        expect(await btc()).toBe(before - 1_000_000n);
        expect(await platform('payout_clearing')).toBe(clearing0 + 990_000n);
        expect(await platform('platform_fee')).toBe(fees0 + 10_000n);
        const failedBefore = await told('withdrawal_payout_failed');

        const cancelled = peer.payoutEvent(payoutId, 'Cancelled');
        // Unsigned, signed with another secret, altered after signing, or not sha256=: 400, nothing changes.
        const snapshot = await snapshotDatabase(ctx.database);
        const forged = [
          await ctx.app.inject({
            method: 'POST',
            url: '/api/v1/payments/webhooks/btcpay',
            headers: { 'content-type': 'application/json' },
            payload: cancelled,
          }),
          await deliver(cancelled, BtcpayProvider.signature(cancelled, 'someone-else')),
          await deliver(
            cancelled.replace(`"payoutId":"${payoutId}"`, '"payoutId":"payout_other"'),
            BtcpayProvider.signature(cancelled, SECRET),
          ),
          await deliver(cancelled, BtcpayProvider.signature(cancelled, SECRET).replace('sha256=', 'sha1=')),
        ];
        for (const answer of forged)
          expect([answer.statusCode, errorCode(answer)]).toEqual([400, 'WEBHOOK_SIGNATURE_INVALID']);
        expect(await snapshotDatabase(ctx.database)).toEqual(snapshot);
        expect(await row(withdrawal.id)).toMatchObject({ status: 'paid' });

        // BTCPay redelivers (same delivery, or a redelivery naming it as originalDeliveryId): one effect.
        const redelivery = JSON.stringify({
          ...JSON.parse(cancelled),
          deliveryId: `redelivery_${name}`,
          isRedelivery: true,
        });
        const answers = await Promise.all([
          ...Array.from({ length: 100 }, () => deliver(cancelled)),
          deliver(redelivery),
        ]);
        expect(answers.map((a) => a.statusCode)).toEqual(Array(101).fill(200));
        // Then the states BTCPay could still report about it change nothing.
        const after = withoutEventLog(await snapshotDatabase(ctx.database));
        for (const [state, type] of [
          ['Completed', 'PayoutUpdated'],
          ['InProgress', 'PayoutUpdated'],
          ['AwaitingPayment', 'PayoutApproved'],
          ['Cancelled', 'PayoutUpdated'],
        ] as const)
          expect((await deliver(peer.payoutEvent(payoutId, state, type))).statusCode).toBe(200);
        expect(withoutEventLog(await snapshotDatabase(ctx.database))).toEqual(after);

        const failed = await row(withdrawal.id);
        expect(failed).toMatchObject({ status: 'failed', paidAt: null, providerRef: payoutId });
        expect(failed?.reason).toContain(`BTCPay cancelled payout ${payoutId}`);
        // The whole amount (payout and fee) is back, through two new transfers, once.
        expect(await btc()).toBe(before);
        expect(await platform('payout_clearing')).toBe(clearing0);
        expect(await platform('platform_fee')).toBe(fees0);
        const legs = await reversals(withdrawal.id);
        expect(legs.map((leg) => [leg.kind, leg.amount, leg.withdrawalId]).sort()).toEqual([
          ['single', 10_000n, withdrawal.id],
          ['single', 990_000n, withdrawal.id],
        ]);
        expect(await told('withdrawal_payout_failed')).toBe(failedBefore + 1);
        // The seller sees it failed with the reason; admins find it among failed withdrawals.
        const mine = withdrawalListResponseSchema.parse(
          (
            await ctx.app.inject({
              method: 'GET',
              url: '/api/v1/withdrawals?status=failed',
              headers: bearer(seller.token),
            })
          ).json(),
        );
        expect(mine.withdrawals.find((w) => w.id === withdrawal.id)).toMatchObject({
          status: 'failed',
          paidAt: null,
        });
        const queue = adminWithdrawalListResponseSchema.parse(
          (
            await ctx.app.inject({
              method: 'GET',
              url: '/api/v1/admin/withdrawals?status=failed&pageSize=100',
              headers: bearer(staff.support.token),
            })
          ).json(),
        );
        expect(queue.withdrawals.find((w) => w.id === withdrawal.id)?.reason).toContain('cancelled');
        expect(await ledgerInvariantViolations(db())).toEqual([]);
      },
    );

    it.skipIf(!available)('a bad signature changes nothing: the paid withdrawal stays paid', async () => {
      const { withdrawal, payoutId } = await paidWithdrawal('200000');
      const cancelled = peer.payoutEvent(payoutId, 'Cancelled');
      const before = await snapshotDatabase(ctx.database);
      for (const signature of [
        BtcpayProvider.signature(cancelled, 'someone-else'),
        'sha256=',
        'sha256=zz',
        '',
      ]) {
        const answer = await deliver(cancelled, signature);
        expect([answer.statusCode, errorCode(answer)]).toEqual([400, 'WEBHOOK_SIGNATURE_INVALID']);
      }
      expect(await snapshotDatabase(ctx.database)).toEqual(before);
      expect(await row(withdrawal.id)).toMatchObject({ status: 'paid' });
    });

    it.skipIf(!available)(
      'Completed before the cancellation is reported (reordered delivery) changes nothing; the cancellation still counts',
      async () => {
        const before = await btc();
        const { withdrawal, payoutId } = await paidWithdrawal('300000');
        // BTCPay cannot cancel a completed payout, but deliveries come in any order: the events are
        // made in BTCPay's order (cancelled, then a late one) and delivered the other way round.
        const cancelled = peer.payoutEvent(payoutId, 'Cancelled');
        const late = peer.payoutEvent(payoutId, 'Completed');
        const snapshot = withoutEventLog(await snapshotDatabase(ctx.database));
        expect((await deliver(late)).statusCode).toBe(200);
        expect(withoutEventLog(await snapshotDatabase(ctx.database))).toEqual(snapshot);
        expect(await row(withdrawal.id)).toMatchObject({ status: 'paid' });
        expect((await deliver(cancelled)).statusCode).toBe(200);
        expect(await row(withdrawal.id)).toMatchObject({ status: 'failed' });
        expect(await btc()).toBe(before);
        expect(await reversals(withdrawal.id)).toHaveLength(2);
        expect(await ledgerInvariantViolations(db())).toEqual([]);
      },
    );

    it.skipIf(!available)(
      'events about payouts that are not paid withdrawals of ours are acknowledged and change nothing',
      async () => {
        // A payout still being retried on our side (its answer lost): the retry's lookup decides, not the webhook.
        const requested = await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/withdrawals',
          headers: { ...bearer(seller.token), 'idempotency-key': newKey() },
          payload: {
            currency: 'BTC',
            amount: '400000',
            method: 'crypto',
            destination: ADDRESS,
            ...PASSWORD_PROOF,
          },
        });
        const pending = withdrawalSchema.parse(requested.json());
        await db().transaction((tx) => approveWithdrawal(tx, pending.id, staff.admin.userId));
        peer.set('lose-answer');
        try {
          await ctx.app.jobs.runJob(PAYOUT_JOB, pending.id);
        } finally {
          peer.set('ok');
        }
        const made = peer.payouts.find((p) => p.metadata.withdrawalId === pending.id);
        if (!made) throw new Error('the peer made no payout');
        const before = withoutEventLog(await snapshotDatabase(ctx.database));
        const bodies = [
          peer.payoutEvent(made.id, 'Cancelled'),
          peer.payoutEvent('payout_not_ours', 'Cancelled'),
          // A refund's claim payout (it belongs to a pull payment): no withdrawal names it.
          JSON.stringify({
            ...JSON.parse(peer.payoutEvent('payout_of_a_claim', 'Cancelled')),
            pullPaymentId: 'pp_1',
          }),
          // Malformed payout events: no payout id, or none at all.
          JSON.stringify({
            deliveryId: `d_no_payout_${name}`,
            type: 'PayoutUpdated',
            payoutState: 'Cancelled',
          }),
          JSON.stringify({ deliveryId: `d_other_${name}`, type: 'InvoiceCreated', invoiceId: 'inv_x' }),
        ];
        for (const body of bodies) {
          const answer = await deliver(body);
          expect([answer.statusCode, answer.json()]).toEqual([200, { received: true }]);
        }
        expect(withoutEventLog(await snapshotDatabase(ctx.database))).toEqual(before);
        expect(await row(pending.id)).toMatchObject({ status: 'approved', providerRef: null });
        // Its retry finds the payout cancelled in BTCPay: a refusal, the holds voided (no reversal needed).
        await ctx.app.jobs.runJob(PAYOUT_JOB, pending.id, new Date(Date.now() + 31_000));
        expect(await row(pending.id)).toMatchObject({ status: 'failed' });
        expect(await reversals(pending.id)).toHaveLength(0);
        expect(await ledgerInvariantViolations(db())).toEqual([]);
      },
    );
  },
);
