import { adminWithdrawalSchema } from '@lootmarket/contract';
import { and, asc, eq } from 'drizzle-orm';
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
import { adminAuditLog } from '../admin/admin.schema';
import { ledgerInvariantViolations } from '../ledger/ledger.test-support';
import { balances, fundWallet, ordersTestContext } from '../orders/orders.test-support';
import { HELD_FOR_BAN } from './payouts.service';
import { withdrawals } from './withdrawals.schema';
import { payoutJobOf, requestedWithdrawal, verifyEmails } from './withdrawals.test-support';

const kinds = await databaseKinds();
const ACCOUNT = 'acct_1BannedSeller';

describe.each(kinds)("a banned requester's withdrawals wait for staff on $notice", ({ name, available }) => {
  let ctx: TestContext;
  let peer: Awaited<ReturnType<typeof stripePeer>>;
  let seller: RegisteredUser;
  let staff: Awaited<ReturnType<typeof registerStaff>>;

  beforeAll(async () => {
    if (!available) return;
    peer = await stripePeer();
    ctx = await ordersTestContext(name, {
      PAYMENT_CARD_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_bans',
      STRIPE_WEBHOOK_SECRET: 'whsec_bans',
      STRIPE_API_URL: peer.url,
    });
    seller = await registerUser(ctx.app, 'banned');
    staff = await registerStaff(ctx.app, ctx.database);
    await verifyEmails(ctx.database.db, seller.userId);
    await fundWallet(ctx.database.db, seller.userId, 100_000n);
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
  const approve = (id: string, body: object = {}) =>
    post(`/api/v1/admin/withdrawals/${id}/approve`, staff.admin.token, body);
  const row = async (id: string) => (await db().select().from(withdrawals).where(eq(withdrawals.id, id)))[0];
  const queue = async (status: string) =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/admin/withdrawals?status=${status}`,
        headers: bearer(staff.support.token),
      })
    )
      .json()
      .withdrawals.map((w: unknown) => adminWithdrawalSchema.parse(w));
  const request = (amount: string) =>
    requestedWithdrawal(ctx.app, seller.token, {
      currency: 'USD',
      amount,
      method: 'stripe',
      destination: ACCOUNT,
    });

  it.skipIf(!available)(
    'payout retries after the ban stop without calling the provider; approving needs an audited override, rejecting returns the money',
    async () => {
      const available0 = (await balances(db(), seller.userId)).available;
      // Requested before the ban: one approved whose payout is being retried, one still waiting.
      const [retried, rejected, waiting] = [
        await request('10000'),
        await request('3000'),
        await request('2000'),
      ];
      peer.set('error');
      try {
        for (const id of [retried.id, rejected.id]) {
          expect((await approve(id)).json()).toMatchObject({ status: 'approved', payoutAttempts: 1 });
        }
      } finally {
        peer.set('ok');
      }
      const ban = await post(`/api/v1/admin/users/${seller.userId}/ban`, staff.admin.token, {
        reason: 'Stolen cards',
      });
      expect(ban.statusCode).toBe(200);

      // The retries fall due after the ban: each job stops, nothing is sent to Stripe, funds stay held.
      const calls = peer.requests.length;
      expect(await ctx.app.jobs.runDue(new Date(Date.now() + 3600_000))).toBe(2);
      expect(peer.requests.length).toBe(calls);
      for (const id of [retried.id, rejected.id]) {
        expect(await row(id)).toMatchObject({ status: 'approved', payoutAttempts: 1, banOverrideAt: null });
        expect(await payoutJobOf(db(), id)).toMatchObject({
          lastError: HELD_FOR_BAN,
          doneAt: expect.any(Date),
        });
      }
      expect(await ctx.app.jobs.runDue(new Date(Date.now() + 48 * 3600_000))).toBe(0);
      expect((await balances(db(), seller.userId)).available).toBe(available0 - 15_000n);

      // The queue shows the ban.
      const held = (await queue('approved')).find((w: { id: string }) => w.id === retried.id);
      expect(held).toMatchObject({
        requesterBanned: true,
        requesterBanReason: 'Stolen cards',
        payoutNextAttemptAt: null,
        banOverrideAt: null,
      });
      expect((await queue('pending_review')).find((w: { id: string }) => w.id === waiting.id)).toMatchObject({
        requesterBanned: true,
        requesterBanReason: 'Stolen cards',
      });

      // Approving without an override (pending or held) is refused; a too short reason is bad input.
      const before = await snapshotDatabase(ctx.database);
      for (const id of [waiting.id, retried.id]) {
        const refused = await approve(id, { note: 'looks fine' });
        expect([refused.statusCode, errorCode(refused)]).toEqual([409, 'WITHDRAWAL_REQUESTER_BANNED']);
      }
      for (const body of [{ banOverrideReason: '' }, { banOverrideReason: 'ok' }]) {
        const bad = await approve(retried.id, body);
        expect([bad.statusCode, errorCode(bad)]).toEqual([400, 'VALIDATION_FAILED']);
      }
      const bySupport = await post(`/api/v1/admin/withdrawals/${retried.id}/approve`, staff.support.token, {
        banOverrideReason: 'Reviewed with the bank',
      });
      expect([bySupport.statusCode, errorCode(bySupport)]).toEqual([403, 'FORBIDDEN']);
      expect(peer.requests.length).toBe(calls);
      expect(await snapshotDatabase(ctx.database)).toEqual(before);

      // An admin who reviewed it pays it out with an override, which the audit log keeps.
      const paid = adminWithdrawalSchema.parse(
        (await approve(retried.id, { banOverrideReason: 'Earned before the fraud: paid on review' })).json(),
      );
      expect(paid).toMatchObject({
        status: 'paid',
        requesterBanned: true,
        banOverrideAt: expect.any(String),
      });
      expect(peer.transfers().filter((t) => t.amount === 9900)).toHaveLength(1);
      const audit = await db()
        .select()
        .from(adminAuditLog)
        .where(and(eq(adminAuditLog.targetId, retried.id), eq(adminAuditLog.action, 'withdrawal.approve')))
        .orderBy(asc(adminAuditLog.at));
      expect(audit.map((entry) => [entry.after?.banOverride, entry.reason])).toEqual([
        [undefined, null],
        [true, 'Ban override: Earned before the fraud: paid on review'],
      ]);

      // Rejecting a held or waiting one returns the money to the wallet.
      for (const id of [rejected.id, waiting.id]) {
        const response = await post(`/api/v1/admin/withdrawals/${id}/reject`, staff.admin.token, {
          reason: 'Account banned for fraud',
        });
        expect(response.json()).toMatchObject({ status: 'rejected' });
      }
      expect((await balances(db(), seller.userId)).available).toBe(available0 - 10_000n);
      expect(await ledgerInvariantViolations(db())).toEqual([]);
    },
  );
});
