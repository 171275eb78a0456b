import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type RegisteredUser, registerUser, type TestContext } from '../../test/support/app';
import { databaseKinds } from '../../test/support/databases';
import { registerWithRoles } from '../../test/support/staff';
import { ledgerInvariantViolations, readLedger } from '../ledger/ledger.test-support';
import { PASSWORD_PROOF, verifyEmails } from '../withdrawals/withdrawals.test-support';
import {
  balances,
  checkout,
  confirm,
  createTestOffer,
  newKey,
  ordersTestContext,
} from './orders.test-support';

const kinds = await databaseKinds();

// The end-to-end story, through the API only (the browser journey is the web app's e2e):
// sandbox card payment → delivery → confirmation and rating → the seller's available balance rises by
// price minus fee → withdrawal → an admin approves → every account adds up.
describe.each(kinds)('buyer-to-payout journey on $notice', ({ name, available }) => {
  let ctx: TestContext;
  let seller: RegisteredUser;
  let buyer: RegisteredUser;
  let admin: RegisteredUser;
  beforeAll(async () => {
    if (!available) return;
    ctx = await ordersTestContext(name);
    [seller, buyer] = [await registerUser(ctx.app, 'seller'), await registerUser(ctx.app, 'buyer')];
    await verifyEmails(ctx.database.db, seller.userId);
    admin = await registerWithRoles(ctx.app, ctx.database, 'boss', ['user', 'admin']);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it.skipIf(!available)(
    'pays by card, delivers, confirms, rates, withdraws, gets approved; the money adds up',
    async () => {
      const db = ctx.database.db;
      const as = (token: string) => bearer(token);
      const offerId = await createTestOffer(db, seller.userId, {
        priceMinor: 4_999n,
        stock: 3,
        title: 'Epic mount',
      });
      const placed = await checkout(ctx.app, buyer.token, { offerId, quantity: 2, paymentMethod: 'card' });
      expect(placed.statusCode).toBe(201);
      const { order, payment } = placed.json();
      // 2 × 49.99 = 99.98; buyer fee 3 % = 3.00 → 102.98; seller fee 5 % = 5.00 → net 94.98.
      expect(order).toMatchObject({ subtotal: '9998', fees: '300', totalPrice: '10298' });
      const page = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/payments/${payment.id}`,
        headers: as(buyer.token),
      });
      const card = page.json().testCards.find((c: { outcome: string }) => c.outcome === 'succeed').number;
      const paid = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/payments/${payment.id}/sandbox/card`,
        headers: as(buyer.token),
        payload: { number: card, expiry: '12/39', cvc: '123', name: 'Buyer' },
      });
      expect(paid.json().status).toBe('succeeded');
      expect((await balances(db, seller.userId)).upcoming).toBe(9_498n);

      expect(
        (
          await ctx.app.inject({
            method: 'POST',
            url: `/api/v1/orders/${order.id}/deliver`,
            headers: as(seller.token),
          })
        ).statusCode,
      ).toBe(200);
      expect((await confirm(ctx.app, buyer.token, order.id)).json()).toMatchObject({ status: 'completed' });
      const rating = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/orders/${order.id}/rating`,
        headers: as(buyer.token),
        payload: { stars: 5, comment: 'Smooth trade' },
      });
      expect(rating.statusCode).toBe(201);
      expect(await balances(db, seller.userId)).toEqual({ available: 9_498n, upcoming: 0n });

      const withdrawal = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/withdrawals',
        headers: { ...as(seller.token), 'idempotency-key': newKey() },
        payload: {
          currency: 'USD',
          amount: '9498',
          method: 'bank_transfer',
          destination: 'DE89370400440532013000',
          ...PASSWORD_PROOF,
        },
      });
      expect(withdrawal.json()).toMatchObject({ status: 'pending_review', fee: '95', payout: '9403' });
      expect((await balances(db, seller.userId)).available).toBe(0n);
      const approved = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/admin/withdrawals/${withdrawal.json().id}/approve`,
        headers: as(admin.token),
        payload: {},
      });
      expect(approved.json()).toMatchObject({ status: 'paid' });

      // Where every cent went: the provider brought 102.98 in; 94.03 went out to the seller's bank; the
      // platform kept the buyer fee, the seller fee and the withdrawal fee (3.00 + 5.00 + 0.95).
      const { accounts } = await readLedger(db);
      const net = (kind: string) =>
        accounts
          .filter((a) => a.kind === kind)
          .reduce((sum, a) => sum + a.creditsPosted - a.debitsPosted, 0n);
      expect(net('provider_clearing')).toBe(-10_298n);
      expect(net('payout_clearing')).toBe(9_403n);
      expect(net('platform_fee')).toBe(895n);
      expect(net('user_wallet')).toBe(0n);
      expect(await ledgerInvariantViolations(db)).toEqual([]);
    },
  );
});
