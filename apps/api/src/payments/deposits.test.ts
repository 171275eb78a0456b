import {
  DEPOSIT_LIMITS,
  paymentSessionSchema,
  SANDBOX_TEST_CARDS,
  walletTransactionsResponseSchema,
} from '@lootmarket/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAndPost } from '../../test/support/admin';
import {
  bearer,
  errorCode,
  type RegisteredUser,
  registerUser,
  snapshotDatabase,
  type TestContext,
} from '../../test/support/app';
import { databaseKinds } from '../../test/support/databases';
import { ledgerInvariantViolations } from '../ledger/ledger.test-support';
import { balances, newKey, ordersTestContext, sandboxWebhook } from '../orders/orders.test-support';
import { payments } from './payments.schema';
import { depositTransferId } from './payments.service';

const kinds = await databaseKinds();
const card = (number: string) => ({ number, expiry: '12/39', cvc: '123', name: 'Test Payer' });
const cardOf = (outcome: string) => SANDBOX_TEST_CARDS.find((c) => c.outcome === outcome)?.number ?? '';

describe.each(kinds)('wallet top-ups (deposits) on $notice', ({ name, available }) => {
  let ctx: TestContext;
  let payer: RegisteredUser;
  let other: RegisteredUser;

  beforeAll(async () => {
    if (!available) return;
    ctx = await ordersTestContext(name);
    [payer, other] = await Promise.all([registerUser(ctx.app, 'payer'), registerUser(ctx.app, 'other')]);
    for (const user of [payer, other]) {
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/wallets',
        headers: bearer(user.token),
        payload: { currency: 'USD' },
      });
      expect(created.statusCode).toBe(201);
    }
  });
  afterAll(async () => {
    await ctx?.close();
  });
  const db = () => ctx.database.db;
  const { get, post } = getAndPost(() => ctx.app);
  const deposit = (token: string | undefined, body: object, key: string | null = newKey()) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/wallet/deposits',
      headers: { ...(token ? bearer(token) : {}), ...(key ? { 'idempotency-key': key } : {}) },
      payload: body,
    });
  const depositRows = async (token: string) =>
    walletTransactionsResponseSchema.parse(
      (await get('/api/v1/wallets/USD/transactions?action=deposit', token)).json(),
    ).transactions;

  it.skipIf(!available)(
    'card: create → the page → a test card that succeeds → the wallet credited, one Deposit row',
    async () => {
      const before = await balances(db(), payer.userId);
      const created = await deposit(payer.token, { currency: 'USD', amount: '2500', method: 'card' });
      expect(created.statusCode).toBe(201);
      const paymentId = created.json().payment.id as string;
      expect(created.json().payment.redirectUrl).toBe(`/order/pay/${paymentId}/`);

      const page = paymentSessionSchema.parse(
        (await get(`/api/v1/payments/${paymentId}`, payer.token)).json(),
      );
      expect(page).toMatchObject({
        purpose: 'deposit',
        orderId: null,
        status: 'open',
        amount: '2500',
        currency: 'USD',
        method: 'card',
        returnUrl: '/profile/wallet/',
      });
      // The payer's only: anyone else gets the same 404 as for an unknown payment.
      const hidden = await get(`/api/v1/payments/${paymentId}`, other.token);
      expect([hidden.statusCode, errorCode(hidden)]).toEqual([404, 'PAYMENT_LINK_NOT_FOUND']);
      // Nothing arrived yet.
      expect(await balances(db(), payer.userId)).toEqual(before);

      const paid = await post(
        `/api/v1/payments/${paymentId}/sandbox/card`,
        payer.token,
        card(cardOf('succeed')),
      );
      expect([paid.statusCode, paid.json().status]).toEqual([200, 'succeeded']);
      expect((await balances(db(), payer.userId)).available).toBe(before.available + 2500n);
      const rows = await depositRows(payer.token);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        action: 'deposit',
        amount: '2500',
        status: 'completed',
        transferId: depositTransferId(paymentId),
        orderId: null,
        withdrawalId: null,
      });
      expect(await ledgerInvariantViolations(db())).toEqual([]);
    },
  );

  it.skipIf(!available)(
    'a redelivered success webhook credits once; a success after expiry still reaches the wallet',
    async () => {
      const created = await deposit(other.token, { currency: 'USD', amount: '1000', method: 'crypto' });
      expect(created.statusCode).toBe(201);
      const paymentId = created.json().payment.id as string;
      // The invoice expires first (the job), then the money arrives anyway: it is the payer's.
      await ctx.app.jobs.runDue(new Date(Date.now() + 31 * 60 * 1000));
      const [expired] = await db().select().from(payments).where(eq(payments.id, paymentId));
      expect(expired?.status).toBe('expired');
      const before = await balances(db(), other.userId);
      const body = JSON.stringify({ id: `evt-dep-${paymentId}`, type: 'payment.succeeded', paymentId });
      expect((await sandboxWebhook(ctx.app, body)).statusCode).toBe(200);
      expect((await sandboxWebhook(ctx.app, body)).statusCode).toBe(200);
      // A second, different success event for the same payment changes nothing either.
      const again = JSON.stringify({ id: `evt-dep2-${paymentId}`, type: 'payment.succeeded', paymentId });
      expect((await sandboxWebhook(ctx.app, again)).statusCode).toBe(200);
      expect((await balances(db(), other.userId)).available).toBe(before.available + 1000n);
      expect(await depositRows(other.token)).toHaveLength(1);
      expect(await ledgerInvariantViolations(db())).toEqual([]);
    },
  );

  it.skipIf(!available)(
    'a declined card leaves the balance and the ledger unchanged; another card tops up; expired after a decline it is declined',
    async () => {
      const created = await deposit(payer.token, { currency: 'USD', amount: '5000', method: 'card' });
      const paymentId = created.json().payment.id as string;
      const before = await balances(db(), payer.userId);
      const rowsBefore = await depositRows(payer.token);
      const declined = await post(
        `/api/v1/payments/${paymentId}/sandbox/card`,
        payer.token,
        card(cardOf('decline')),
      );
      // Open again for another card, the decline on record for the page.
      expect([declined.statusCode, declined.json().status, declined.json().declinedAttempts]).toEqual([
        200,
        'open',
        1,
      ]);
      expect(await balances(db(), payer.userId)).toEqual(before);
      expect(await depositRows(payer.token)).toEqual(rowsBefore);
      const retried = await post(
        `/api/v1/payments/${paymentId}/sandbox/card`,
        payer.token,
        card(cardOf('succeed')),
      );
      expect(retried.json().status).toBe('succeeded');
      expect((await balances(db(), payer.userId)).available).toBe(before.available + 5000n);
      expect(await ledgerInvariantViolations(db())).toEqual([]);

      // Declined, then left to expire: it ends declined, and nothing moved.
      const forgotten = await deposit(payer.token, { currency: 'USD', amount: '700', method: 'card' });
      const forgottenId = forgotten.json().payment.id as string;
      await post(`/api/v1/payments/${forgottenId}/sandbox/card`, payer.token, card(cardOf('decline')));
      const afterDecline = await balances(db(), payer.userId);
      await ctx.app.jobs.runDue(new Date(Date.now() + 31 * 60 * 1000));
      expect((await get(`/api/v1/payments/${forgottenId}`, payer.token)).json().status).toBe('declined');
      expect(await balances(db(), payer.userId)).toEqual(afterDecline);
      const late = await post(
        `/api/v1/payments/${forgottenId}/sandbox/card`,
        payer.token,
        card(cardOf('succeed')),
      );
      expect(errorCode(late)).toBe('PAYMENT_NOT_OPEN');
      expect(await balances(db(), payer.userId)).toEqual(afterDecline);
    },
  );

  it.skipIf(!available)('the same Idempotency-Key replays the answer: one payment', async () => {
    const key = newKey();
    const body = { currency: 'USD', amount: '1234', method: 'card' };
    const first = await deposit(payer.token, body, key);
    const second = await deposit(payer.token, body, key);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    const reused = await deposit(payer.token, { ...body, amount: '1235' }, key);
    expect(errorCode(reused)).toBe('IDEMPOTENCY_KEY_REUSED');
    const rows = await db().select().from(payments).where(eq(payments.userId, payer.userId));
    expect(rows.filter((row) => row.amount === 1234n)).toHaveLength(1);
  });

  it.skipIf(!available)(
    'guests, bad input and amounts outside the limits: stable codes, nothing changes',
    async () => {
      const before = await snapshotDatabase(ctx.database);
      const good = { currency: 'USD', amount: '1000', method: 'card' };
      const guest = await deposit(undefined, good);
      expect(guest.statusCode).toBe(401);
      const noKey = await deposit(payer.token, good, null);
      expect(errorCode(noKey)).toBe('IDEMPOTENCY_KEY_REQUIRED');
      for (const bad of [
        { ...good, amount: '-5' },
        { ...good, amount: '0' },
        { ...good, amount: '10.50' },
        { ...good, currency: 'XYZ' },
        { ...good, method: 'wallet' },
        { currency: 'USD', amount: '1000' },
      ]) {
        const refused = await deposit(payer.token, bad);
        expect([refused.statusCode, errorCode(refused)], JSON.stringify(bad)).toEqual([
          400,
          'VALIDATION_FAILED',
        ]);
      }
      const { min, max } = DEPOSIT_LIMITS.USD;
      for (const amount of [min - 1n, max + 1n]) {
        const refused = await deposit(payer.token, { ...good, amount: amount.toString() });
        expect([refused.statusCode, errorCode(refused)]).toEqual([422, 'DEPOSIT_AMOUNT_OUT_OF_RANGE']);
      }
      // No EUR wallet: create one first.
      const noWallet = await deposit(payer.token, { ...good, currency: 'EUR' });
      expect([noWallet.statusCode, errorCode(noWallet)]).toEqual([404, 'WALLET_NOT_FOUND']);
      expect(await snapshotDatabase(ctx.database)).toEqual(before);
    },
  );
});
