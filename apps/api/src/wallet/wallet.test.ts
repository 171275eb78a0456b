import {
  type WalletTransaction,
  type Withdrawal,
  walletListResponseSchema,
  walletTransactionsResponseSchema,
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
import { registerStaff } from '../../test/support/staff';
import { stripePeer } from '../../test/support/stripe-peer';
import { ledgerTransfers } from '../ledger/ledger.schema';
import { ledgerInvariantViolations } from '../ledger/ledger.test-support';
import {
  checkout,
  createTestOffer,
  fundWallet,
  ordersTestContext,
  payCardOrderWithStripe,
} from '../orders/orders.test-support';
import { requestedWithdrawal, verifyEmails } from '../withdrawals/withdrawals.test-support';

const kinds = await databaseKinds();
const STRIPE_SECRET = 'whsec_wallet_rows';

describe.each(kinds)('the wallet tells the truth on $notice', ({ name, available }) => {
  let ctx: TestContext;
  let stripe: Awaited<ReturnType<typeof stripePeer>>;
  let seller: RegisteredUser;
  let buyer: RegisteredUser;
  let other: RegisteredUser;
  let staff: Awaited<ReturnType<typeof registerStaff>>;
  // A wallet order refunded by an admin, a wallet order held in escrow, a card order refunded.
  let refunded: { id: string; total: string; net: string };
  let held: { id: string; total: string; net: string };
  let card: { id: string; total: string };
  // Requested by the buyer, not yet paid out.
  let withdrawal: Withdrawal;

  const db = () => ctx.database.db;
  const get = (url: string, token?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const post = (url: string, token: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  const rowsOf = async (token: string, query = '') =>
    walletTransactionsResponseSchema.parse(
      (await get(`/api/v1/wallets/USD/transactions${query}`, token)).json(),
    ).transactions;
  const walletOf = async (token: string) =>
    walletListResponseSchema
      .parse((await get('/api/v1/wallets', token)).json())
      .wallets.find((w) => w.currency === 'USD');
  const ofOrder = (rows: WalletTransaction[], orderId: string) =>
    rows.filter((row) => row.orderId === orderId).map((row) => [row.action, row.amount, row.status]);

  async function walletOrder(priceMinor: bigint) {
    const offerId = await createTestOffer(db(), seller.userId, { priceMinor });
    const placed = await checkout(ctx.app, buyer.token, { offerId, quantity: 1, paymentMethod: 'wallet' });
    expect(placed.statusCode).toBe(201);
    const { order } = placed.json();
    const detail = (await get(`/api/v1/orders/${order.id}`, seller.token)).json();
    return { id: order.id as string, total: order.totalPrice as string, net: detail.sellerNet as string };
  }

  async function adminRefund(orderId: string) {
    expect(
      (await post(`/api/v1/orders/${orderId}/dispute`, buyer.token, { reason: 'Nothing came' })).statusCode,
    ).toBe(200);
    expect(
      (await post(`/api/v1/admin/disputes/${orderId}/refund`, staff.admin.token, { note: 'No delivery' }))
        .statusCode,
    ).toBe(200);
  }

  beforeAll(async () => {
    if (!available) return;
    stripe = await stripePeer();
    ctx = await ordersTestContext(name, {
      PAYMENT_CARD_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_wallet_rows',
      STRIPE_WEBHOOK_SECRET: STRIPE_SECRET,
      STRIPE_API_URL: stripe.url,
    });
    [seller, buyer, other] = await Promise.all([
      registerUser(ctx.app, 'seller'),
      registerUser(ctx.app, 'buyer'),
      registerUser(ctx.app, 'other'),
    ]);
    staff = await registerStaff(ctx.app, ctx.database);
    await fundWallet(db(), buyer.userId, 50_000n);
    refunded = await walletOrder(19_000n);
    await adminRefund(refunded.id);
    held = await walletOrder(4_500n);
    const paid = await payCardOrderWithStripe(
      ctx.app,
      db(),
      buyer.token,
      await createTestOffer(db(), seller.userId, { priceMinor: 450n }),
      {
        secret: STRIPE_SECRET,
        eventId: `evt_wallet_rows_${name}`,
        paymentIntent: `pi_wallet_rows_${name}`,
      },
    );
    card = { id: paid.orderId, total: paid.total.toString() };
    await adminRefund(card.id);
    await verifyEmails(db(), buyer.userId);
    withdrawal = await requestedWithdrawal(ctx.app, buyer.token, {
      currency: 'USD',
      amount: '1000',
      method: 'bank_transfer',
      destination: 'DE89370400440532013000',
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await stripe?.close();
  });

  it.skipIf(!available)(
    'a refund is a positive, completed credit of the order total; its purchase stays the debit it was',
    async () => {
      const rows = await rowsOf(buyer.token);
      expect(ofOrder(rows, refunded.id)).toEqual([
        ['refund', refunded.total, 'completed'],
        ['purchase', `-${refunded.total}`, 'completed'],
      ]);
      expect(ofOrder(rows, held.id)).toEqual([['purchase', `-${held.total}`, 'pending']]);
      // A card order: the payment arrived, was held, came back, and went back to the card (once, not twice).
      expect(ofOrder(rows, card.id)).toEqual(
        expect.arrayContaining([
          ['deposit', card.total, 'completed'],
          ['purchase', `-${card.total}`, 'completed'],
          ['refund', card.total, 'completed'],
          ['payment_refund', `-${card.total}`, 'completed'],
        ]),
      );
      expect(ofOrder(rows, card.id)).toHaveLength(4);
      expect(
        rows
          .filter((row) => row.withdrawalId === withdrawal.id)
          .map((row) => [row.action, row.amount, row.status]),
      ).toEqual([['withdrawal', '-1000', 'pending']]);
      expect(rows.filter((row) => row.status === 'failed')).toEqual([]);
      // The top-up without an order is a row too; every row has its own transfer.
      expect(rows.filter((row) => row.orderId === null && row.withdrawalId === null)).toEqual([
        expect.objectContaining({ action: 'deposit', amount: '50000', status: 'completed' }),
      ]);
      expect(new Set(rows.map((row) => row.transferId)).size).toBe(rows.length);
      // The rows add up: all of them to available + upcoming.
      const wallet = await walletOf(buyer.token);
      const sum = rows.reduce((total, row) => total + BigInt(row.amount), 0n);
      expect(sum).toBe(BigInt(wallet?.available ?? '') + BigInt(wallet?.upcoming ?? ''));
      // Filters see the new rows: refunds only, and the refund action named by its product.
      expect((await rowsOf(buyer.token, '?action=refund')).map((row) => row.orderId).sort()).toEqual(
        [refunded.id, card.id].sort(),
      );
      expect(await rowsOf(buyer.token, '?status=failed')).toEqual([]);
    },
  );

  it.skipIf(!available)('every date is the date of the transfer the row shows', async () => {
    const rows = await rowsOf(buyer.token);
    for (const row of rows) {
      const [transfer] = await db()
        .select()
        .from(ledgerTransfers)
        .where(eq(ledgerTransfers.id, row.transferId));
      expect(transfer?.createdAt.toISOString()).toBe(row.date);
    }
    const refund = rows.find((row) => row.orderId === refunded.id && row.action === 'refund');
    const purchase = rows.find((row) => row.orderId === refunded.id && row.action === 'purchase');
    expect(refund?.resolvedAt).toBeNull();
    expect(Date.parse(refund?.date ?? '')).toBeGreaterThan(Date.parse(purchase?.date ?? ''));
    // The purchase was resolved (voided) when the refund was made.
    expect(purchase?.resolvedAt).toBe(refund?.date);
    expect(rows.find((row) => row.orderId === held.id)?.resolvedAt).toBeNull();
  });

  it.skipIf(!available)('a failed sale moved nothing: 0 and failed, never income', async () => {
    const rows = await rowsOf(seller.token);
    expect(ofOrder(rows, refunded.id)).toEqual([['sale', '0', 'failed']]);
    expect(ofOrder(rows, held.id)).toEqual([['sale', held.net, 'pending']]);
    expect(ofOrder(rows, card.id)).toEqual([['sale', '0', 'failed']]);
    expect(rows.filter((row) => row.status === 'failed' && BigInt(row.amount) !== 0n)).toEqual([]);
  });

  it.skipIf(!available)(
    'balances add up the same way for buyer and seller: available + in escrow + outgoing + upcoming = total',
    async () => {
      const buyerWallet = await walletOf(buyer.token);
      expect(buyerWallet).toMatchObject({
        available: String(50_000n - BigInt(held.total) - 1000n),
        inEscrow: held.total,
        outgoing: '1000',
        upcoming: '0',
        reserved: '0',
        total: '50000',
        // The posted balance, kept for older clients.
        balance: '50000',
      });
      const sellerWallet = await walletOf(seller.token);
      expect(sellerWallet).toMatchObject({
        available: '0',
        inEscrow: '0',
        outgoing: '0',
        upcoming: held.net,
        reserved: '0',
        total: held.net,
      });
      for (const wallet of [buyerWallet, sellerWallet]) {
        const parts = [
          wallet?.available,
          wallet?.inEscrow,
          wallet?.outgoing,
          wallet?.upcoming,
          wallet?.reserved,
        ];
        expect(parts.reduce((sum, part) => sum + BigInt(part ?? ''), 0n)).toBe(BigInt(wallet?.total ?? ''));
        expect(wallet?.lastActivity).not.toBeNull();
      }
      const dashboard = (await get('/api/v1/seller/dashboard?currency=USD', seller.token)).json();
      expect(dashboard.balances).toEqual({
        available: '0',
        inEscrow: '0',
        outgoing: '0',
        upcoming: held.net,
        reserved: '0',
        total: held.net,
      });
      expect(await ledgerInvariantViolations(db())).toEqual([]);
    },
  );

  it.skipIf(!available)(
    'only the owner sees a wallet; bad queries are refused and change nothing',
    async () => {
      expect((await get('/api/v1/wallets')).statusCode).toBe(401);
      expect((await get('/api/v1/wallets/USD/transactions')).statusCode).toBe(401);
      // Another user and an admin see their own wallets, never the buyer's.
      for (const token of [other.token, staff.admin.token]) {
        expect(walletListResponseSchema.parse((await get('/api/v1/wallets', token)).json()).wallets).toEqual(
          [],
        );
        expect(errorCode(await get('/api/v1/wallets/USD/transactions', token))).toBe('WALLET_NOT_FOUND');
      }
      const before = await snapshotDatabase(ctx.database);
      for (const query of ['?status=refunded', '?action=bonus', '?pageSize=1000', '?from=yesterday']) {
        const refused = await get(`/api/v1/wallets/USD/transactions${query}`, buyer.token);
        expect([refused.statusCode, errorCode(refused)]).toEqual([400, 'VALIDATION_FAILED']);
      }
      expect((await get('/api/v1/wallets/XYZ/transactions', buyer.token)).statusCode).toBe(400);
      expect(await snapshotDatabase(ctx.database)).toEqual(before);
    },
  );
});
