import {
  orderDetailSchema,
  sandboxRefundClaimPagePath,
  sandboxRefundClaimSchema,
} from '@lootmarket/contract';
import { describe, expect, it } from 'vitest';
import { errorCode, snapshotDatabase } from '../../test/support/app';
import { databaseKinds } from '../../test/support/databases';
import { checkout, createTestOffer, ordersTestSetup } from '../orders/orders.test-support';

const kinds = await databaseKinds();
/** BIP 173's test-network example address. */
const TESTNET = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';

describe.each(kinds)('the sandbox crypto refund claim page on $notice', ({ name, available }) => {
  const { ctx, seller, buyer, staff, get, post } = ordersTestSetup(name, available);
  const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
    method === 'GET' ? get(url, token) : post(url, token, payload);
  const detail = async (orderId: string, token = buyer.token) =>
    orderDetailSchema.parse((await call('GET', `/api/v1/orders/${orderId}`, token)).json());

  /** The buyer pays a sandbox order with `method`; with `refund`, an admin refunds it after a dispute. */
  async function sandboxOrder(method: 'card' | 'crypto', refund = true) {
    const offerId = await createTestOffer(ctx.database.db, seller.userId, { priceMinor: 1500n });
    const placed = await checkout(ctx.app, buyer.token, { offerId, quantity: 1, paymentMethod: method });
    expect(placed.statusCode).toBe(201);
    const { order, payment } = placed.json();
    const paid =
      method === 'crypto'
        ? await call('POST', `/api/v1/payments/${payment.id}/sandbox/crypto`, buyer.token, {
            outcome: 'confirm',
          })
        : await call('POST', `/api/v1/payments/${payment.id}/sandbox/card`, buyer.token, {
            number: '4242424242424242',
            expiry: `12/${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`,
            cvc: '123',
            name: 'Buyer',
          });
    expect(paid.json().status).toBe('succeeded');
    if (refund) {
      expect(
        (await call('POST', `/api/v1/orders/${order.id}/dispute`, buyer.token, { reason: 'Nothing came' }))
          .statusCode,
      ).toBe(200);
      expect(
        (
          await call('POST', `/api/v1/admin/disputes/${order.id}/refund`, staff.admin.token, {
            note: 'Refund',
          })
        ).statusCode,
      ).toBe(200);
    }
    return {
      orderId: order.id as string,
      paymentId: payment.id as string,
      total: order.totalPrice as string,
    };
  }

  it.skipIf(!available)(
    'a refunded crypto order links the buyer to the claim page; the claim is taken once, then shown as claimed',
    async () => {
      const { orderId, paymentId, total } = await sandboxOrder('crypto');
      const url = `/api/v1/payments/${paymentId}/sandbox/refund-claim`;
      const refund = (await detail(orderId)).refund;
      expect(refund).toMatchObject({
        status: 'refunded',
        method: 'crypto',
        link: sandboxRefundClaimPagePath(paymentId),
        claimedAt: null,
      });
      // The link pays whoever claims first: only the buyer sees it.
      expect((await detail(orderId, seller.token)).refund?.link ?? null).toBeNull();

      const page = sandboxRefundClaimSchema.parse((await call('GET', url, buyer.token)).json());
      expect(page).toMatchObject({
        paymentId,
        orderId,
        amount: total,
        currency: 'USD',
        claimedAt: null,
        address: null,
        returnUrl: `/order/${orderId}/`,
      });

      // Nobody else reads or claims it; bad input is refused; nothing changes.
      const before = await snapshotDatabase(ctx.database);
      expect((await call('GET', url)).statusCode).toBe(401);
      expect((await call('POST', url, undefined, { address: TESTNET })).statusCode).toBe(401);
      for (const token of [seller.token, staff.user.token, staff.admin.token]) {
        for (const refused of [
          await call('GET', url, token),
          await call('POST', url, token, { address: TESTNET }),
        ])
          expect([refused.statusCode, errorCode(refused)]).toEqual([404, 'PAYMENT_LINK_NOT_FOUND']);
      }
      for (const body of [
        {},
        { address: '' },
        // A main-network address: the sandbox pays test networks only.
        { address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' },
        { address: 'not an address' },
        { address: 42 },
      ]) {
        const refused = await call('POST', url, buyer.token, body);
        expect([refused.statusCode, errorCode(refused)]).toEqual([400, 'VALIDATION_FAILED']);
      }
      const badId = await call('POST', '/api/v1/payments/not-a-uuid/sandbox/refund-claim', buyer.token, {
        address: TESTNET,
      });
      expect([badId.statusCode, errorCode(badId)]).toEqual([400, 'VALIDATION_FAILED']);
      const unknown = await call(
        'GET',
        `/api/v1/payments/${crypto.randomUUID()}/sandbox/refund-claim`,
        buyer.token,
      );
      expect([unknown.statusCode, errorCode(unknown)]).toEqual([404, 'PAYMENT_LINK_NOT_FOUND']);
      expect(await snapshotDatabase(ctx.database)).toEqual(before);

      const claimed = await call('POST', url, buyer.token, { address: ` ${TESTNET} ` });
      expect(claimed.statusCode).toBe(200);
      const after = sandboxRefundClaimSchema.parse(claimed.json());
      expect(after.address).toBe(TESTNET);
      expect(after.claimedAt).toBeTruthy();
      expect((await detail(orderId)).refund).toMatchObject({ claimedAt: after.claimedAt });
      expect(sandboxRefundClaimSchema.parse((await call('GET', url, buyer.token)).json())).toEqual(after);

      // Once only: a second claim (another address) changes nothing.
      const claimedOnce = await snapshotDatabase(ctx.database);
      const again = await call('POST', url, buyer.token, { address: 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn' });
      expect([again.statusCode, errorCode(again)]).toEqual([409, 'REFUND_ALREADY_CLAIMED']);
      expect(await snapshotDatabase(ctx.database)).toEqual(claimedOnce);
    },
  );

  it.skipIf(!available)('a card refund, or a crypto payment not refunded, has no claim page', async () => {
    const card = await sandboxOrder('card');
    expect((await detail(card.orderId)).refund).toMatchObject({
      status: 'refunded',
      method: 'card',
      link: null,
    });
    const unrefunded = await sandboxOrder('crypto', false);
    expect((await detail(unrefunded.orderId)).refund).toBeNull();
    const before = await snapshotDatabase(ctx.database);
    for (const { paymentId } of [card, unrefunded]) {
      const url = `/api/v1/payments/${paymentId}/sandbox/refund-claim`;
      for (const refused of [
        await call('GET', url, buyer.token),
        await call('POST', url, buyer.token, { address: TESTNET }),
      ])
        expect([refused.statusCode, errorCode(refused)]).toEqual([404, 'PAYMENT_LINK_NOT_FOUND']);
    }
    expect(await snapshotDatabase(ctx.database)).toEqual(before);
  });
});
