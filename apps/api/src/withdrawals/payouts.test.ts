import { adminWithdrawalSchema } from '@lootmarket/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  errorCode,
  type RegisteredUser,
  registerUser,
  snapshotDatabase,
  type TestContext,
  testConfig,
} from '../../test/support/app';
import { databaseKinds } from '../../test/support/databases';
import { registerStaff } from '../../test/support/staff';
import { stripePeer } from '../../test/support/stripe-peer';
import { buildApp } from '../app';
import { jobs } from '../jobs/jobs.schema';
import { ledgerTransfers } from '../ledger/ledger.schema';
import { ledgerInvariantViolations } from '../ledger/ledger.test-support';
import { notifications } from '../notifications/notifications.schema';
import { balances, fundWallet, newKey, ordersTestContext } from '../orders/orders.test-support';
import { PAYOUT_LEASE_MS } from './payouts.service';
import { withdrawals } from './withdrawals.schema';
import { PAYOUT_JOB, withdrawalTransferIds } from './withdrawals.service';
import { PASSWORD_PROOF, payoutJobOf, requestedWithdrawal, verifyEmails } from './withdrawals.test-support';

const kinds = await databaseKinds();
const STRIPE_KEY = 'sk_test_payouts';
const ACCOUNT = 'acct_1SellerConnected';

describe.each(kinds)('withdrawal payouts through Stripe Connect on $notice', ({ name, available }) => {
  const env = {
    PAYMENT_CARD_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: STRIPE_KEY,
    STRIPE_WEBHOOK_SECRET: 'whsec_payouts',
    WITHDRAWAL_PAYOUT_MAX_ATTEMPTS: '3',
  };
  let ctx: TestContext;
  let peer: Awaited<ReturnType<typeof stripePeer>>;
  let seller: RegisteredUser;
  let other: RegisteredUser;
  let staff: Awaited<ReturnType<typeof registerStaff>>;

  beforeAll(async () => {
    if (!available) return;
    peer = await stripePeer();
    ctx = await ordersTestContext(name, { ...env, STRIPE_API_URL: peer.url });
    [seller, other] = await Promise.all([registerUser(ctx.app, 'seller'), registerUser(ctx.app, 'other')]);
    await verifyEmails(ctx.database.db, seller.userId);
    staff = await registerStaff(ctx.app, ctx.database);
    await fundWallet(ctx.database.db, seller.userId, 1_000_000n);
  });
  afterAll(async () => {
    await ctx?.close();
    await peer?.close();
  });
  const db = () => ctx.database.db;
  const post = (url: string, token: string | undefined, payload?: object, key?: string) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: { ...(token ? bearer(token) : {}), ...(key ? { 'idempotency-key': key } : {}) },
      ...(payload ? { payload } : {}),
    });
  const approve = (id: string, token = staff.admin.token) =>
    post(`/api/v1/admin/withdrawals/${id}/approve`, token, {});
  const row = async (id: string) => (await db().select().from(withdrawals).where(eq(withdrawals.id, id)))[0];
  const payoutJob = (id: string) => payoutJobOf(db(), id);
  const postedLegs = async (id: string) => {
    const ids = withdrawalTransferIds(id);
    return db()
      .select({ id: ledgerTransfers.id })
      .from(ledgerTransfers)
      .where(inArray(ledgerTransfers.id, [ids.postPayout, ids.postFee, ids.voidPayout, ids.voidFee]));
  };
  const requestStripe = (amount = '10000', destination = ACCOUNT) =>
    requestedWithdrawal(ctx.app, seller.token, { currency: 'USD', amount, method: 'stripe', destination });

  it.skipIf(!available)(
    'the stripe method: on offer, acct_ destinations only, fiat only; bad input changes nothing',
    async () => {
      const terms = await ctx.app.inject({ method: 'GET', url: '/api/v1/withdrawals/terms' });
      expect(terms.json().methods).toEqual(['bank_transfer', 'paypal', 'crypto', 'stripe']);
      const before = await snapshotDatabase(ctx.database);
      const refusals: Array<[object, number, string]> = [
        [
          { currency: 'USD', amount: '1000', method: 'stripe', destination: 'DE89370400440532013000' },
          400,
          'VALIDATION_FAILED',
        ],
        [
          { currency: 'USD', amount: '1000', method: 'stripe', destination: 'acct_' },
          400,
          'VALIDATION_FAILED',
        ],
        [
          { currency: 'USD', amount: '1000', method: 'stripe', destination: 'acct_1 2' },
          400,
          'VALIDATION_FAILED',
        ],
        [
          { currency: 'BTC', amount: '1000', method: 'stripe', destination: ACCOUNT },
          422,
          'WITHDRAWAL_METHOD_UNAVAILABLE',
        ],
      ];
      for (const [body, status, code] of refusals) {
        const response = await post(
          '/api/v1/withdrawals',
          seller.token,
          { ...body, ...PASSWORD_PROOF },
          newKey(),
        );
        expect([response.statusCode, errorCode(response)], JSON.stringify(body)).toEqual([status, code]);
      }
      expect(await snapshotDatabase(ctx.database)).toEqual(before);
    },
  );

  it.skipIf(!available)(
    'approved by another admin: one Stripe transfer to the connected account, posted once',
    async () => {
      const available0 = (await balances(db(), seller.userId)).available;
      const withdrawal = await requestStripe('10000');
      expect(withdrawal).toMatchObject({ fee: '100', payout: '9900', status: 'pending_review' });
      const unchanged = await snapshotDatabase(ctx.database);
      expect((await approve(withdrawal.id, '')).statusCode).toBe(401);
      for (const token of [seller.token, other.token, staff.support.token, staff.user.token]) {
        expect((await approve(withdrawal.id, token)).statusCode).toBe(403);
      }
      expect(errorCode(await approve(withdrawal.id, seller.token))).toBe('FORBIDDEN');
      expect(await snapshotDatabase(ctx.database)).toEqual(unchanged);
      expect(peer.requests).toHaveLength(0);

      const approved = await approve(withdrawal.id);
      expect(approved.statusCode).toBe(200);
      const body = adminWithdrawalSchema.parse(approved.json());
      expect(body).toMatchObject({
        status: 'paid',
        payoutAttempts: 1,
        payoutError: null,
        payoutNextAttemptAt: null,
      });
      const sent = peer.requests.at(-1);
      expect(sent?.method).toBe('POST');
      expect(sent?.url).toBe('/v1/transfers');
      expect(sent?.headers.authorization).toBe(`Bearer ${STRIPE_KEY}`);
      expect(sent?.headers['idempotency-key']).toBe(`payout-${withdrawal.id}`);
      expect(Object.fromEntries(sent?.body ?? [])).toMatchObject({
        amount: '9900',
        currency: 'usd',
        destination: ACCOUNT,
        transfer_group: `withdrawal_${withdrawal.id}`,
        'metadata[withdrawalId]': withdrawal.id,
      });
      expect((await row(withdrawal.id))?.providerRef).toBe('tr_1');
      expect((await payoutJob(withdrawal.id))?.doneAt).not.toBeNull();
      expect((await balances(db(), seller.userId)).available).toBe(available0 - 10_000n);
      expect(await postedLegs(withdrawal.id)).toHaveLength(2);
      // Approving again: already decided; the job does not run again.
      expect(errorCode(await approve(withdrawal.id))).toBe('WITHDRAWAL_NOT_PENDING');
      expect(await ctx.app.jobs.runDue(new Date(Date.now() + 24 * 3600_000))).toBe(0);
      expect(peer.transfers()).toHaveLength(1);
      expect(await ledgerInvariantViolations(db())).toEqual([]);
    },
  );

  it.skipIf(!available)('Stripe refuses the transfer: failed, funds back, the seller told', async () => {
    const available0 = (await balances(db(), seller.userId)).available;
    const withdrawal = await requestStripe('5000', 'acct_1Unknown');
    peer.set('refuse');
    try {
      const approved = adminWithdrawalSchema.parse((await approve(withdrawal.id)).json());
      expect(approved).toMatchObject({ status: 'failed', payoutAttempts: 1, payoutNextAttemptAt: null });
      expect(approved.reason).toContain("No such destination: 'acct_1Unknown'");
    } finally {
      peer.set('ok');
    }
    expect((await balances(db(), seller.userId)).available).toBe(available0);
    expect((await payoutJob(withdrawal.id))?.doneAt).not.toBeNull();
    const told = await db().select().from(notifications).where(eq(notifications.userId, seller.userId));
    expect(told.map((n) => n.kind)).toContain('withdrawal_payout_failed');
    expect(told.map((n) => n.kind)).not.toContain('withdrawal_rejected');
    expect(await ledgerInvariantViolations(db())).toEqual([]);
  });

  it.skipIf(!available)(
    'Stripe errors or is unreachable: kept approved and held, retried with backoff, paid once',
    async () => {
      const available0 = (await balances(db(), seller.userId)).available;
      const withdrawal = await requestStripe('3000');
      const start = Date.now();
      peer.set('error');
      const first = adminWithdrawalSchema.parse((await approve(withdrawal.id)).json());
      expect(first).toMatchObject({ status: 'approved', payoutAttempts: 1 });
      expect(first.payoutError).toContain('unknown error');
      expect(Date.parse(first.payoutNextAttemptAt ?? '')).toBeGreaterThanOrEqual(start + 30_000);
      expect((await balances(db(), seller.userId)).available).toBe(available0 - 3000n);
      // Not due before its backoff.
      expect(await ctx.app.jobs.runJob(PAYOUT_JOB, withdrawal.id, new Date(start + 10_000))).toBe(false);

      peer.set('down');
      expect(await ctx.app.jobs.runJob(PAYOUT_JOB, withdrawal.id, new Date(Date.now() + 31_000))).toBe(true);
      const second = await row(withdrawal.id);
      expect(second).toMatchObject({ status: 'approved', payoutAttempts: 2 });
      expect(second?.payoutError).toBeTruthy();

      peer.set('ok');
      expect(await ctx.app.jobs.runJob(PAYOUT_JOB, withdrawal.id, new Date(Date.now() + 3 * 60_000))).toBe(
        true,
      );
      expect(await row(withdrawal.id)).toMatchObject({
        status: 'paid',
        payoutAttempts: 3,
        payoutError: null,
      });
      const keys = peer.requests
        .filter((r) => r.headers['idempotency-key'] === `payout-${withdrawal.id}`)
        .map((r) => r.url);
      // 500, dropped connection (the SDK retries a closed connection once, same key), success.
      expect(keys).toEqual(['/v1/transfers', '/v1/transfers', '/v1/transfers', '/v1/transfers']);
      expect(peer.transfers().filter((t) => t.amount === 2970)).toHaveLength(1);
      expect((await balances(db(), seller.userId)).available).toBe(available0 - 3000n);
      expect(await postedLegs(withdrawal.id)).toHaveLength(2);
      expect(await ledgerInvariantViolations(db())).toEqual([]);
    },
  );

  it.skipIf(!available)(
    'retries exhausted: held for an admin; reject refused while retrying; then approve again or reject',
    async () => {
      const available0 = (await balances(db(), seller.userId)).available;
      const [retried, voided] = [await requestStripe('2000'), await requestStripe('1500')];
      peer.set('error');
      try {
        for (const withdrawal of [retried, voided]) {
          expect((await approve(withdrawal.id)).json()).toMatchObject({
            status: 'approved',
            payoutAttempts: 1,
          });
        }
        // While retries are scheduled, nobody may reject or approve again.
        const before = await snapshotDatabase(ctx.database);
        const reject = await post(`/api/v1/admin/withdrawals/${voided.id}/reject`, staff.admin.token, {
          reason: 'Stripe is down',
        });
        expect([reject.statusCode, errorCode(reject)]).toEqual([409, 'WITHDRAWAL_NOT_PENDING']);
        expect(errorCode(await approve(voided.id))).toBe('WITHDRAWAL_NOT_PENDING');
        expect(await snapshotDatabase(ctx.database)).toEqual(before);

        await ctx.app.jobs.runDue(new Date(Date.now() + 60_000));
        await ctx.app.jobs.runDue(new Date(Date.now() + 5 * 60_000));
        // Three attempts (WITHDRAWAL_PAYOUT_MAX_ATTEMPTS): no further one, however late.
        expect(await ctx.app.jobs.runDue(new Date(Date.now() + 48 * 3600_000))).toBe(0);
      } finally {
        peer.set('ok');
      }
      for (const withdrawal of [retried, voided]) {
        const view = adminWithdrawalSchema.parse(
          (
            await ctx.app.inject({
              method: 'GET',
              url: '/api/v1/admin/withdrawals?status=approved',
              headers: bearer(staff.support.token),
            })
          )
            .json()
            .withdrawals.find((w: { id: string }) => w.id === withdrawal.id),
        );
        expect(view).toMatchObject({ status: 'approved', payoutAttempts: 3, payoutNextAttemptAt: null });
        expect(view.payoutError).toContain('unknown error');
      }
      expect((await balances(db(), seller.userId)).available).toBe(available0 - 3500n);
      // The seller is told once per withdrawal that the money is held for an admin, not lost.
      const told = await db()
        .select({ params: notifications.params })
        .from(notifications)
        .where(
          and(eq(notifications.userId, seller.userId), eq(notifications.kind, 'withdrawal_payout_stalled')),
        );
      expect(
        told.map((n) => n.params).sort((a, b) => String(a.amount).localeCompare(String(b.amount))),
      ).toEqual([
        { amount: '15.00 USD', amountMinor: '1500', currency: 'USD' },
        { amount: '20.00 USD', amountMinor: '2000', currency: 'USD' },
      ]);

      // Only an admin other than the requester may void it, with a reason.
      const rejectUrl = `/api/v1/admin/withdrawals/${voided.id}/reject`;
      const stalled = await snapshotDatabase(ctx.database);
      expect((await post(rejectUrl, undefined, { reason: 'x' })).statusCode).toBe(401);
      for (const token of [seller.token, other.token, staff.support.token]) {
        const refused = await post(rejectUrl, token, { reason: 'x' });
        expect([refused.statusCode, errorCode(refused)]).toEqual([403, 'FORBIDDEN']);
      }
      for (const body of [{ reason: '' }, {}, { reason: 'x'.repeat(2001) }]) {
        const bad = await post(rejectUrl, staff.admin.token, body);
        expect([bad.statusCode, errorCode(bad)]).toEqual([400, 'VALIDATION_FAILED']);
      }
      const badId = await post('/api/v1/admin/withdrawals/not-a-uuid/reject', staff.admin.token, {
        reason: 'x',
      });
      expect([badId.statusCode, errorCode(badId)]).toEqual([400, 'VALIDATION_FAILED']);
      const unknown = await post(
        `/api/v1/admin/withdrawals/${crypto.randomUUID()}/approve`,
        staff.admin.token,
        {},
      );
      expect([unknown.statusCode, errorCode(unknown)]).toEqual([404, 'NOT_FOUND']);
      expect(await snapshotDatabase(ctx.database)).toEqual(stalled);

      // Void: the held amount goes back, the seller is told.
      const rejected = await post(`/api/v1/admin/withdrawals/${voided.id}/reject`, staff.admin.token, {
        reason: 'Stripe account closed',
      });
      expect(rejected.json()).toMatchObject({ status: 'rejected', reason: 'Stripe account closed' });
      expect((await balances(db(), seller.userId)).available).toBe(available0 - 2000n);
      // Retry: attempts start over, paid.
      const again = adminWithdrawalSchema.parse((await approve(retried.id)).json());
      expect(again).toMatchObject({ status: 'paid', payoutAttempts: 1, payoutError: null });
      expect((await balances(db(), seller.userId)).available).toBe(available0 - 2000n);
      expect(await ledgerInvariantViolations(db())).toEqual([]);
    },
  );

  it.skipIf(!available)(
    'a process dies after Stripe paid but before recording it: the next worker replays the key, paid once',
    async () => {
      const available0 = (await balances(db(), seller.userId)).available;
      const withdrawal = await requestStripe('4000');
      // Approved as the route does (step 1), without its inline first attempt.
      const { approveWithdrawal } = await import('./withdrawals.service');
      await db().transaction((tx) => approveWithdrawal(tx, withdrawal.id, staff.admin.userId));
      // Process A claims the job exactly as the runner does (attempt counted, lease taken), calls
      // Stripe — the transfer is made — and dies before its outcome transaction.
      const claimedAt = new Date();
      await db()
        .update(jobs)
        .set({ attempts: 1, runAt: new Date(claimedAt.getTime() + PAYOUT_LEASE_MS) })
        .where(and(eq(jobs.kind, PAYOUT_JOB), eq(jobs.subject, withdrawal.id)));
      const paidByA = await ctx.app.payments.payoutsFor('stripe')?.payout({
        withdrawalId: withdrawal.id,
        amount: 3960n,
        currency: 'USD',
        method: 'stripe',
        destination: ACCOUNT,
      });
      expect(paidByA).toMatchObject({ ok: true });
      expect(await row(withdrawal.id)).toMatchObject({ status: 'approved' });

      // After the restart: held by A's lease until it runs out, then due again.
      expect(
        await ctx.app.jobs.runJob(PAYOUT_JOB, withdrawal.id, new Date(claimedAt.getTime() + 60_000)),
      ).toBe(false);
      expect(await ctx.app.jobs.runDue(new Date(claimedAt.getTime() + PAYOUT_LEASE_MS + 1000))).toBe(1);
      const done = await row(withdrawal.id);
      expect(done).toMatchObject({ status: 'paid', payoutAttempts: 2 });
      expect(done?.providerRef).toBe(paidByA?.ok ? paidByA.ref : 'missing');
      expect(
        peer.requests.filter((r) => r.headers['idempotency-key'] === `payout-${withdrawal.id}`),
      ).toHaveLength(2);
      expect(peer.transfers().filter((t) => t.amount === 3960)).toHaveLength(1);
      expect((await balances(db(), seller.userId)).available).toBe(available0 - 4000n);
      expect(await postedLegs(withdrawal.id)).toHaveLength(2);
      expect(await ledgerInvariantViolations(db())).toEqual([]);
    },
  );

  it.skipIf(!available)('two processes racing for one payout: one Stripe call, posted once', async () => {
    const processB: FastifyInstance = await buildApp({
      config: testConfig({ ...env, STRIPE_API_URL: peer.url, SANDBOX_WEBHOOK_SECRET: 'test-sandbox-secret' }),
      database: ctx.database,
      logger: false,
    });
    await processB.ready();
    try {
      const available0 = (await balances(db(), seller.userId)).available;
      const withdrawal = await requestStripe('6000');
      const { approveWithdrawal } = await import('./withdrawals.service');
      await db().transaction((tx) => approveWithdrawal(tx, withdrawal.id, staff.admin.userId));
      const callsBefore = peer.requests.length;
      peer.set('ok', 300);
      const now = new Date();
      await Promise.all([
        ctx.app.jobs.runDue(now),
        processB.jobs.runDue(now),
        ctx.app.jobs.runJob(PAYOUT_JOB, withdrawal.id, now),
        processB.jobs.runJob(PAYOUT_JOB, withdrawal.id, now),
      ]);
      peer.set('ok');
      expect(peer.requests.length - callsBefore).toBe(1);
      expect(await row(withdrawal.id)).toMatchObject({ status: 'paid', payoutAttempts: 1 });
      expect((await balances(db(), seller.userId)).available).toBe(available0 - 6000n);
      expect(await postedLegs(withdrawal.id)).toHaveLength(2);
      expect(await ledgerInvariantViolations(db())).toEqual([]);
    } finally {
      await processB.close();
    }
  });
});
