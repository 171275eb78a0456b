import { adminWithdrawalSchema } from '@lootmarket/contract';
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
import { jobs } from '../jobs/jobs.schema';
import { ledgerTransfers } from '../ledger/ledger.schema';
import { ledgerInvariantViolations } from '../ledger/ledger.test-support';
import { notifications } from '../notifications/notifications.schema';
import { balances, fundWallet, newKey, ordersTestContext } from '../orders/orders.test-support';
import { PAYOUT_LEASE_MS } from './payouts.service';
import { withdrawals } from './withdrawals.schema';
import { approveWithdrawal, PAYOUT_JOB, withdrawalTransferIds } from './withdrawals.service';
import { PASSWORD_PROOF, requestedWithdrawal, verifyEmails } from './withdrawals.test-support';

const kinds = await databaseKinds();
const STORE = 'store-payouts';
const API_KEY = 'btcpay-payout-key';
const ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

describe.each(kinds)('crypto withdrawals paid out through BTCPay on $notice', ({ name, available }) => {
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
      BTCPAY_WEBHOOK_SECRET: 'btcpay-webhook-secret',
      WITHDRAWAL_PAYOUT_MAX_ATTEMPTS: '3',
    });
    seller = await registerUser(ctx.app, 'seller');
    await verifyEmails(ctx.database.db, seller.userId);
    staff = await registerStaff(ctx.app, ctx.database);
    await fundWallet(ctx.database.db, seller.userId, 100_000_000n, 'BTC');
    await fundWallet(ctx.database.db, seller.userId, 100_000n, 'USD');
  });
  afterAll(async () => {
    await ctx?.close();
    await peer?.close();
  });
  const db = () => ctx.database.db;
  const post = (url: string, token: string, payload: object, key?: string) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
      payload,
    });
  const approve = (id: string) => post(`/api/v1/admin/withdrawals/${id}/approve`, staff.admin.token, {});
  const row = async (id: string) => (await db().select().from(withdrawals).where(eq(withdrawals.id, id)))[0];
  const btc = async () => (await balances(db(), seller.userId, 'BTC')).available;
  const resolvedLegs = async (id: string) => {
    const ids = withdrawalTransferIds(id);
    const rows = await db()
      .select({ id: ledgerTransfers.id })
      .from(ledgerTransfers)
      .where(inArray(ledgerTransfers.id, [ids.postPayout, ids.postFee, ids.voidPayout, ids.voidFee]));
    return rows.map((r) => (r.id === ids.postPayout || r.id === ids.postFee ? 'posted' : 'voided')).sort();
  };
  const requestCrypto = (amount: string, destination = ADDRESS) =>
    requestedWithdrawal(ctx.app, seller.token, { currency: 'BTC', amount, method: 'crypto', destination });
  const createCalls = () => peer.requests.filter((r) => r.method === 'POST' && r.url.endsWith('/payouts'));

  it.skipIf(!available)(
    'crypto is offered for BTC only (what BTCPay pays out here); another currency changes nothing',
    async () => {
      const terms = await ctx.app.inject({ method: 'GET', url: '/api/v1/withdrawals/terms' });
      expect(terms.json().methods).toContain('crypto');
      const before = await snapshotDatabase(ctx.database);
      const refused = await post(
        '/api/v1/withdrawals',
        seller.token,
        { currency: 'USD', amount: '10000', method: 'crypto', destination: ADDRESS, ...PASSWORD_PROOF },
        newKey(),
      );
      expect([refused.statusCode, errorCode(refused)]).toEqual([422, 'WITHDRAWAL_METHOD_UNAVAILABLE']);
      expect(await snapshotDatabase(ctx.database)).toEqual(before);
      expect(peer.requests).toHaveLength(0);
    },
  );

  it.skipIf(!available)(
    'approved: one approved store payout in BTC with the withdrawal in its metadata, posted once',
    async () => {
      const before = await btc();
      const withdrawal = await requestCrypto('1000000');
      expect(withdrawal).toMatchObject({ fee: '10000', payout: '990000' });
      const body = adminWithdrawalSchema.parse((await approve(withdrawal.id)).json());
      expect(body).toMatchObject({ status: 'paid', payoutAttempts: 1, payoutError: null });
      const lookup = peer.requests.at(-2);
      expect([lookup?.method, lookup?.url]).toEqual([
        'GET',
        `/api/v1/stores/${STORE}/payouts?includeCancelled=true`,
      ]);
      const sent = peer.requests.at(-1);
      expect([sent?.method, sent?.url]).toEqual(['POST', `/api/v1/stores/${STORE}/payouts`]);
      expect(sent?.headers.authorization).toBe(`token ${API_KEY}`);
      expect(sent?.body).toEqual({
        destination: ADDRESS,
        amount: '0.00990000',
        payoutMethodId: 'BTC-CHAIN',
        approved: true,
        metadata: { withdrawalId: withdrawal.id, source: 'Lootmarket withdrawal' },
      });
      expect((await row(withdrawal.id))?.providerRef).toBe(peer.payouts.at(-1)?.id);
      expect(await btc()).toBe(before - 1_000_000n);
      expect(await resolvedLegs(withdrawal.id)).toEqual(['posted', 'posted']);
      expect(await ledgerInvariantViolations(db())).toEqual([]);
    },
  );

  it.skipIf(!available)('BTCPay refuses the payout (422): failed, funds back, the seller told', async () => {
    const before = await btc();
    const withdrawal = await requestCrypto('200000', 'not-an-address');
    const payoutsBefore = peer.payouts.length;
    peer.set('refuse');
    try {
      const body = adminWithdrawalSchema.parse((await approve(withdrawal.id)).json());
      expect(body).toMatchObject({ status: 'failed', payoutAttempts: 1, payoutNextAttemptAt: null });
      expect(body.reason).toContain('destination: The destination is not a valid address');
    } finally {
      peer.set('ok');
    }
    expect(peer.payouts).toHaveLength(payoutsBefore);
    expect(await btc()).toBe(before);
    expect(await resolvedLegs(withdrawal.id)).toEqual(['voided', 'voided']);
    const told = await db().select().from(notifications).where(eq(notifications.userId, seller.userId));
    expect(told.map((n) => n.kind)).toContain('withdrawal_payout_failed');
    expect(told.map((n) => n.kind)).not.toContain('withdrawal_rejected');
    expect(await ledgerInvariantViolations(db())).toEqual([]);
  });

  it.skipIf(!available)(
    'BTCPay answers 500, then is unreachable, then pays: retried, paid once',
    async () => {
      const before = await btc();
      const withdrawal = await requestCrypto('300000');
      peer.set('error');
      const first = adminWithdrawalSchema.parse((await approve(withdrawal.id)).json());
      expect(first).toMatchObject({ status: 'approved', payoutAttempts: 1 });
      expect(first.payoutError).toContain('HTTP 500');
      peer.set('down');
      expect(await ctx.app.jobs.runJob(PAYOUT_JOB, withdrawal.id, new Date(Date.now() + 31_000))).toBe(true);
      expect(await row(withdrawal.id)).toMatchObject({ status: 'approved', payoutAttempts: 2 });
      peer.set('ok');
      expect(await ctx.app.jobs.runJob(PAYOUT_JOB, withdrawal.id, new Date(Date.now() + 3 * 60_000))).toBe(
        true,
      );
      expect(await row(withdrawal.id)).toMatchObject({
        status: 'paid',
        payoutAttempts: 3,
        payoutError: null,
      });
      expect(peer.payouts.filter((p) => p.metadata.withdrawalId === withdrawal.id)).toHaveLength(1);
      expect(await btc()).toBe(before - 300_000n);
      expect(await ledgerInvariantViolations(db())).toEqual([]);
    },
  );

  it.skipIf(!available)(
    'BTCPay made the payout but the answer was lost, then the process died: the retry finds it, paid once',
    async () => {
      const before = await btc();
      const withdrawal = await requestCrypto('400000');
      // Approved as the route does (step 1), without its inline first attempt.
      await db().transaction((tx) => approveWithdrawal(tx, withdrawal.id, staff.admin.userId));
      peer.set('lose-answer');
      try {
        // The first attempt: BTCPay creates the payout, the connection drops before its answer.
        expect(await ctx.app.jobs.runJob(PAYOUT_JOB, withdrawal.id)).toBe(true);
      } finally {
        peer.set('ok');
      }
      expect(await row(withdrawal.id)).toMatchObject({ status: 'approved', payoutAttempts: 1 });
      const made = peer.payouts.filter((p) => p.metadata.withdrawalId === withdrawal.id);
      expect(made).toHaveLength(1);
      // A process dies after claiming the retry (attempt counted, lease taken) and before calling.
      const claimedAt = new Date(Date.now() + 60_000);
      await db()
        .update(jobs)
        .set({ attempts: 2, runAt: new Date(claimedAt.getTime() + PAYOUT_LEASE_MS) })
        .where(and(eq(jobs.kind, PAYOUT_JOB), eq(jobs.subject, withdrawal.id)));
      expect(await ctx.app.jobs.runJob(PAYOUT_JOB, withdrawal.id, claimedAt)).toBe(false);
      const calls = createCalls().length;
      expect(
        await ctx.app.jobs.runJob(
          PAYOUT_JOB,
          withdrawal.id,
          new Date(claimedAt.getTime() + PAYOUT_LEASE_MS + 1000),
        ),
      ).toBe(true);
      expect(await row(withdrawal.id)).toMatchObject({
        status: 'paid',
        payoutAttempts: 3,
        providerRef: made[0]?.id,
      });
      // Found by its metadata: no second creation.
      expect(createCalls()).toHaveLength(calls);
      expect(peer.payouts.filter((p) => p.metadata.withdrawalId === withdrawal.id)).toHaveLength(1);
      expect(await btc()).toBe(before - 400_000n);
      expect(await resolvedLegs(withdrawal.id)).toEqual(['posted', 'posted']);
      expect(await ledgerInvariantViolations(db())).toEqual([]);
    },
  );

  it.skipIf(!available)(
    'a payout cancelled in BTCPay before we recorded it: a refusal, funds back',
    async () => {
      const before = await btc();
      const withdrawal = await requestCrypto('500000');
      await db().transaction((tx) => approveWithdrawal(tx, withdrawal.id, staff.admin.userId));
      peer.set('lose-answer');
      try {
        await ctx.app.jobs.runJob(PAYOUT_JOB, withdrawal.id);
      } finally {
        peer.set('ok');
      }
      const made = peer.payouts.find((p) => p.metadata.withdrawalId === withdrawal.id);
      if (!made) throw new Error('the peer made no payout');
      made.state = 'Cancelled';
      await ctx.app.jobs.runJob(PAYOUT_JOB, withdrawal.id, new Date(Date.now() + 31_000));
      expect(await row(withdrawal.id)).toMatchObject({
        status: 'failed',
        reason: `BTCPay payout ${made.id} was cancelled.`,
      });
      expect(await btc()).toBe(before);
      expect(await ledgerInvariantViolations(db())).toEqual([]);
    },
  );

  it.skipIf(!available)(
    'retries spent: the withdrawal stays approved and held, and the seller is told once',
    async () => {
      const before = await btc();
      const withdrawal = await requestCrypto('600000');
      peer.set('error');
      try {
        await approve(withdrawal.id);
        await ctx.app.jobs.runDue(new Date(Date.now() + 60_000));
        // Not yet spent: no notice to the seller.
        const early = await db()
          .select()
          .from(notifications)
          .where(
            and(eq(notifications.userId, seller.userId), eq(notifications.kind, 'withdrawal_payout_stalled')),
          );
        expect(early).toHaveLength(0);
        await ctx.app.jobs.runDue(new Date(Date.now() + 5 * 60_000));
        expect(await ctx.app.jobs.runDue(new Date(Date.now() + 48 * 3600_000))).toBe(0);
      } finally {
        peer.set('ok');
      }
      expect(await row(withdrawal.id)).toMatchObject({ status: 'approved', payoutAttempts: 3 });
      expect(await btc()).toBe(before - 600_000n);
      const stalled = await db()
        .select()
        .from(notifications)
        .where(
          and(eq(notifications.userId, seller.userId), eq(notifications.kind, 'withdrawal_payout_stalled')),
        );
      expect(stalled.map((n) => [n.params, n.link])).toEqual([
        [{ amount: '0.00600000 BTC', amountMinor: '600000', currency: 'BTC' }, '/profile/wallet/'],
      ]);
      // Approving again starts over and pays.
      expect(adminWithdrawalSchema.parse((await approve(withdrawal.id)).json())).toMatchObject({
        status: 'paid',
      });
      expect(await ledgerInvariantViolations(db())).toEqual([]);
    },
  );
});

describe.each(kinds.filter((kind) => kind.name === 'pglite'))(
  'BTCPay configured in part on $notice',
  ({ name, available }) => {
    let ctx: TestContext;
    let seller: RegisteredUser;
    beforeAll(async () => {
      if (!available) return;
      // No BTCPAY_STORE_ID: BTCPay is not usable, and crypto payouts must not fall back to the sandbox.
      ctx = await ordersTestContext(name, { BTCPAY_URL: 'http://127.0.0.1:9', BTCPAY_API_KEY: 'key' });
      seller = await registerUser(ctx.app, 'seller');
      await verifyEmails(ctx.database.db, seller.userId);
      await verifyEmails(ctx.database.db, seller.userId);
      await fundWallet(ctx.database.db, seller.userId, 1_000_000n, 'BTC');
    });
    afterAll(async () => {
      await ctx?.close();
    });

    it.skipIf(!available)('crypto withdrawals are not offered: 422, nothing held', async () => {
      const terms = await ctx.app.inject({ method: 'GET', url: '/api/v1/withdrawals/terms' });
      expect(terms.json().methods).toEqual(['bank_transfer', 'paypal']);
      const before = await snapshotDatabase(ctx.database);
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/withdrawals',
        headers: { ...bearer(seller.token), 'idempotency-key': newKey() },
        payload: {
          currency: 'BTC',
          amount: '100000',
          method: 'crypto',
          destination: ADDRESS,
          ...PASSWORD_PROOF,
        },
      });
      expect([response.statusCode, errorCode(response)]).toEqual([422, 'WITHDRAWAL_METHOD_UNAVAILABLE']);
      expect(await snapshotDatabase(ctx.database)).toEqual(before);
    });
  },
);
