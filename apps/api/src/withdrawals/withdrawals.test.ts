import {
  walletListResponseSchema,
  walletTransactionsResponseSchema,
  withdrawalSchema,
} from '@lootmarket/contract';
import { eq } from 'drizzle-orm';
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
import { registerStaff, registerWithRoles } from '../../test/support/staff';
import { adminAuditLog } from '../admin/admin.schema';
import { ledgerInvariantViolations } from '../ledger/ledger.test-support';
import { notifications } from '../notifications/notifications.schema';
import {
  balances,
  checkout,
  confirm,
  createTestOffer,
  fundWallet,
  newKey,
  ordersTestContext,
} from '../orders/orders.test-support';
import { PASSWORD_PROOF, verifyEmails } from './withdrawals.test-support';

const kinds = await databaseKinds();

describe.each(kinds)('wallets and withdrawals on $notice', ({ name, available }) => {
  let ctx: TestContext;
  let seller: RegisteredUser;
  let buyer: RegisteredUser;
  let staff: Awaited<ReturnType<typeof registerStaff>>;
  let secondAdmin: RegisteredUser;

  beforeAll(async () => {
    if (!available) return;
    ctx = await ordersTestContext(name);
    [seller, buyer] = await Promise.all([registerUser(ctx.app, 'seller'), registerUser(ctx.app, 'buyer')]);
    staff = await registerStaff(ctx.app, ctx.database);
    secondAdmin = await registerWithRoles(ctx.app, ctx.database, 'boss2', ['user', 'admin']);
    await verifyEmails(ctx.database.db, seller.userId, staff.admin.userId);
  });
  afterAll(async () => {
    await ctx?.close();
  });
  const db = () => ctx.database.db;
  const get = (url: string, token?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const post = (url: string, token: string | undefined, payload?: object, key?: string) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: { ...(token ? bearer(token) : {}), ...(key ? { 'idempotency-key': key } : {}) },
      ...(payload ? { payload } : {}),
    });
  const withdraw = (token: string, body: object, key = newKey()) =>
    post('/api/v1/withdrawals', token, { ...body, ...PASSWORD_PROOF }, key);

  it.skipIf(!available)('wallets: create by currency once, list with balances; guests refused', async () => {
    expect((await get('/api/v1/wallets')).statusCode).toBe(401);
    expect(
      walletListResponseSchema.parse((await get('/api/v1/wallets', seller.token)).json()).wallets,
    ).toEqual([]);
    const before = await snapshotDatabase(ctx.database);
    expect((await post('/api/v1/wallets', seller.token, { currency: 'XYZ' })).statusCode).toBe(400);
    expect(await snapshotDatabase(ctx.database)).toEqual(before);
    const created = await post('/api/v1/wallets', seller.token, { currency: 'EUR' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ currency: 'EUR', balance: '0', available: '0', upcoming: '0' });
    expect(errorCode(await post('/api/v1/wallets', seller.token, { currency: 'EUR' }))).toBe(
      'WALLET_ALREADY_EXISTS',
    );
    expect((await post('/api/v1/wallets', undefined, { currency: 'USD' })).statusCode).toBe(401);
    const wallets = walletListResponseSchema.parse(
      (await get('/api/v1/wallets', seller.token)).json(),
    ).wallets;
    expect(wallets.map((w) => w.currency)).toEqual(['EUR']);
    expect(errorCode(await get('/api/v1/wallets/PLN/transactions', seller.token))).toBe('WALLET_NOT_FOUND');
  });

  it.skipIf(!available)(
    'a sale, a withdrawal approved by another admin: paid out, balances add up, audited',
    async () => {
      const offerId = await createTestOffer(db(), seller.userId, {
        priceMinor: 10_000n,
        title: 'Rare mount',
      });
      await fundWallet(db(), buyer.userId, 20_000n);
      const { order } = (
        await checkout(ctx.app, buyer.token, { offerId, quantity: 1, paymentMethod: 'wallet' })
      ).json();
      expect((await confirm(ctx.app, buyer.token, order.id)).statusCode).toBe(200);
      // 100.00 minus the 5 % seller fee.
      expect((await balances(db(), seller.userId)).available).toBe(9500n);

      const terms = (await get('/api/v1/withdrawals/terms')).json();
      expect(terms).toMatchObject({ standardFeeBps: 100, vipFeeBps: 300 });
      // Stripe is not configured here: its payout method is not on offer.
      expect(terms.methods).toEqual(['bank_transfer', 'paypal', 'crypto']);
      const before = await snapshotDatabase(ctx.database);
      const refusals: Array<[object, string | undefined, number, string]> = [
        [
          { currency: 'USD', amount: '1000', method: 'bank_transfer', destination: 'DE89370400440532013000' },
          undefined,
          400,
          'IDEMPOTENCY_KEY_REQUIRED',
        ],
        [
          { currency: 'USD', amount: '-5', method: 'bank_transfer', destination: 'DE89' },
          newKey(),
          400,
          'VALIDATION_FAILED',
        ],
        [
          { currency: 'USD', amount: '0', method: 'bank_transfer', destination: 'DE89' },
          newKey(),
          400,
          'VALIDATION_FAILED',
        ],
        [
          { currency: 'USD', amount: '1.5', method: 'bank_transfer', destination: 'DE89' },
          newKey(),
          400,
          'VALIDATION_FAILED',
        ],
        [
          { currency: 'USD', amount: '100', method: 'cheque', destination: 'DE89' },
          newKey(),
          400,
          'VALIDATION_FAILED',
        ],
        [
          { currency: 'USD', amount: '1', method: 'paypal', destination: 'me@example.com' },
          newKey(),
          400,
          'WITHDRAWAL_AMOUNT_INVALID',
        ],
        [
          { currency: 'USD', amount: '9501', method: 'paypal', destination: 'me@example.com' },
          newKey(),
          402,
          'INSUFFICIENT_FUNDS',
        ],
        [
          { currency: 'USD', amount: '1000', method: 'stripe', destination: 'acct_1Connected' },
          newKey(),
          422,
          'WITHDRAWAL_METHOD_UNAVAILABLE',
        ],
        [
          { currency: 'PLN', amount: '100', method: 'paypal', destination: 'me@example.com' },
          newKey(),
          404,
          'WALLET_NOT_FOUND',
        ],
      ];
      for (const [body, key, status, code] of refusals) {
        const response = await post('/api/v1/withdrawals', seller.token, { ...body, ...PASSWORD_PROOF }, key);
        expect([response.statusCode, errorCode(response)], JSON.stringify(body)).toEqual([status, code]);
      }
      expect(
        (
          await post(
            '/api/v1/withdrawals',
            undefined,
            { currency: 'USD', amount: '100', method: 'paypal', destination: 'a@b.c' },
            newKey(),
          )
        ).statusCode,
      ).toBe(401);
      expect(await snapshotDatabase(ctx.database)).toEqual(before);

      const key = newKey();
      const requested = await withdraw(
        seller.token,
        { currency: 'USD', amount: '5000', method: 'paypal', destination: 'seller@example.com', vip: true },
        key,
      );
      expect(requested.statusCode).toBe(201);
      const withdrawal = withdrawalSchema.parse(requested.json());
      expect(withdrawal).toMatchObject({ status: 'pending_review', fee: '150', payout: '4850', vip: true });
      expect(
        (
          await withdraw(
            seller.token,
            {
              currency: 'USD',
              amount: '5000',
              method: 'paypal',
              destination: 'seller@example.com',
              vip: true,
            },
            key,
          )
        ).json(),
      ).toEqual(requested.json());
      // Held at once.
      expect((await balances(db(), seller.userId)).available).toBe(4500n);
      expect((await get('/api/v1/withdrawals', seller.token)).json().withdrawals).toHaveLength(1);

      const vipQueue = await get('/api/v1/admin/withdrawals?queue=vip', staff.support.token);
      expect(vipQueue.statusCode).toBe(200);
      expect(vipQueue.json().withdrawals.map((w: { id: string }) => w.id)).toEqual([withdrawal.id]);
      expect(
        (await get('/api/v1/admin/withdrawals?queue=standard', staff.admin.token)).json().withdrawals,
      ).toEqual([]);
      expect((await get('/api/v1/admin/withdrawals', seller.token)).statusCode).toBe(403);
      expect((await get('/api/v1/admin/withdrawals')).statusCode).toBe(401);

      const approveUrl = `/api/v1/admin/withdrawals/${withdrawal.id}/approve`;
      const unchanged = await snapshotDatabase(ctx.database);
      for (const token of [seller.token, buyer.token, staff.support.token]) {
        expect((await post(approveUrl, token, {})).statusCode).toBe(403);
      }
      expect(await snapshotDatabase(ctx.database)).toEqual(unchanged);

      const approved = await post(approveUrl, staff.admin.token, { note: 'Checked' });
      expect(approved.statusCode).toBe(200);
      expect(approved.json()).toMatchObject({ status: 'paid', decidedBy: { id: staff.admin.userId } });
      expect(await balances(db(), seller.userId)).toEqual({ available: 4500n, upcoming: 0n });
      expect(errorCode(await post(approveUrl, secondAdmin.token, {}))).toBe('WITHDRAWAL_NOT_PENDING');
      const audit = await db().select().from(adminAuditLog).where(eq(adminAuditLog.targetId, withdrawal.id));
      expect(audit.map((row) => [row.action, row.actorId])).toEqual([
        ['withdrawal.approve', staff.admin.userId],
      ]);
      // The amount keeps its currency beside it, so the audit log shows it formatted.
      expect(audit[0]?.after).toMatchObject({ amount: expect.stringMatching(/^\d+$/), currency: 'USD' });
      const told = await db().select().from(notifications).where(eq(notifications.userId, seller.userId));
      expect(told.map((n) => n.kind)).toContain('withdrawal_approved');

      const transactions = walletTransactionsResponseSchema.parse(
        (await get('/api/v1/wallets/USD/transactions', seller.token)).json(),
      );
      expect(transactions.transactions.map((t) => [t.action, t.amount, t.status])).toEqual([
        ['withdrawal', '-5000', 'completed'],
        ['sale', '9500', 'completed'],
      ]);
      expect(transactions.transactions[1]).toMatchObject({
        productName: 'Rare mount',
        category: 'gold',
        price: '10300',
      });
      const sales = (
        await get('/api/v1/wallets/USD/transactions?action=sale&search=rare', seller.token)
      ).json();
      expect(sales.total).toBe(1);
      const purchases = (await get('/api/v1/wallets/USD/transactions?action=purchase', buyer.token)).json();
      expect(purchases.transactions[0]).toMatchObject({ amount: '-10300', status: 'completed' });
      expect((await get('/api/v1/wallets/USD/transactions?status=bogus', seller.token)).statusCode).toBe(400);
      expect(await ledgerInvariantViolations(db())).toEqual([]);
    },
  );

  it.skipIf(!available)(
    'an admin cannot approve their own withdrawal; reject releases the hold; a failed payout too',
    async () => {
      await fundWallet(db(), staff.admin.userId, 10_000n);
      const own = withdrawalSchema.parse(
        (
          await withdraw(staff.admin.token, {
            currency: 'USD',
            amount: '3000',
            method: 'bank_transfer',
            destination: 'GB33BUKB20201555555555',
          })
        ).json(),
      );
      const before = await snapshotDatabase(ctx.database);
      const self = await post(`/api/v1/admin/withdrawals/${own.id}/approve`, staff.admin.token, {});
      expect([self.statusCode, errorCode(self)]).toEqual([403, 'WITHDRAWAL_SELF_APPROVAL']);
      const selfReject = await post(`/api/v1/admin/withdrawals/${own.id}/reject`, staff.admin.token, {
        reason: 'x',
      });
      expect(errorCode(selfReject)).toBe('WITHDRAWAL_SELF_APPROVAL');
      expect(
        (await post(`/api/v1/admin/withdrawals/${own.id}/reject`, secondAdmin.token, { reason: '' }))
          .statusCode,
      ).toBe(400);
      expect(await snapshotDatabase(ctx.database)).toEqual(before);
      const rejected = await post(`/api/v1/admin/withdrawals/${own.id}/reject`, secondAdmin.token, {
        reason: 'Name mismatch',
      });
      expect(rejected.json()).toMatchObject({ status: 'rejected', reason: 'Name mismatch' });
      expect((await balances(db(), staff.admin.userId)).available).toBe(10_000n);
      const toldRequester = async () =>
        (await db().select().from(notifications).where(eq(notifications.userId, staff.admin.userId))).map(
          (n) => n.kind,
        );
      expect(await toldRequester()).toEqual(['withdrawal_rejected']);

      const failing = withdrawalSchema.parse(
        (
          await withdraw(staff.admin.token, {
            currency: 'USD',
            amount: '2000',
            method: 'crypto',
            destination: 'bc1-sandbox-fail',
          })
        ).json(),
      );
      const failed = await post(`/api/v1/admin/withdrawals/${failing.id}/approve`, secondAdmin.token, {});
      expect(failed.json()).toMatchObject({ status: 'failed' });
      expect((await balances(db(), staff.admin.userId)).available).toBe(10_000n);
      // Not "rejected": nobody refused it; the payout failed and the money is back.
      expect((await toldRequester()).sort()).toEqual(['withdrawal_payout_failed', 'withdrawal_rejected']);
      expect(await ledgerInvariantViolations(db())).toEqual([]);
    },
  );
});
