import { orderDetailSchema } from '@lootmarket/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, errorCode } from '../../test/support/app';
import { databaseKinds } from '../../test/support/databases';
import { ledgerInvariantViolations } from '../ledger/ledger.test-support';
import { offers } from '../offers/offers.schema';
import { disputeRefundProposals, orders } from './orders.schema';
import { checkout, createTestOffer, ordersTestSetup } from './orders.test-support';

// The three parts of buyer protection on one order: a warranted account disputed and settled by a
// split (no reserve, the warranty ended, the clock decided by agreement or staff), and a default ruling
// that closes a partial refund still open. On both databases, through the HTTP API.

const kinds = await databaseKinds();

describe.each(kinds)(
  'warranty, dispute clock and partial refunds together on $notice',
  ({ name, available }) => {
    const { ctx, seller, buyer, staff, db, get } = ordersTestSetup(name, available, {
      buyerFunds: 1_000_000n,
    });

    const post = (url: string, token: string, payload?: object) =>
      ctx.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
    const detail = async (orderId: string, token = buyer.token) =>
      orderDetailSchema.parse((await get(`/api/v1/orders/${orderId}`, token)).json());

    /** A 30-day warranted account, bought from the wallet and disputed by the buyer. */
    async function disputedWarrantedAccount(): Promise<string> {
      const offerId = await createTestOffer(db(), seller.userId, {
        category: 'account',
        priceMinor: 10_000n,
      });
      await db().update(offers).set({ warrantyDays: 30 }).where(eq(offers.id, offerId));
      const bought = await checkout(ctx.app, buyer.token, { offerId, quantity: 1, paymentMethod: 'wallet' });
      expect(bought.statusCode).toBe(201);
      const orderId = bought.json().order.id as string;
      expect(
        (await post(`/api/v1/orders/${orderId}/dispute`, buyer.token, { reason: 'Recovered' })).statusCode,
      ).toBe(200);
      return orderId;
    }

    it.skipIf(!available)(
      'a split the parties agree ends the warranty and stops the clock, by agreement',
      async () => {
        const orderId = await disputedWarrantedAccount();
        expect((await detail(orderId)).dispute?.clock?.stage).toBe('seller');
        const proposed = await post(`/api/v1/orders/${orderId}/dispute/proposals`, buyer.token, {
          refund: '4000',
        });
        expect(proposed.statusCode).toBe(201);
        const [proposal] = await db()
          .select()
          .from(disputeRefundProposals)
          .where(eq(disputeRefundProposals.orderId, orderId));
        const accepted = await post(
          `/api/v1/orders/${orderId}/dispute/proposals/${proposal?.id}/accept`,
          seller.token,
        );
        expect(accepted.statusCode).toBe(200);
        const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
        expect(row).toMatchObject({ status: 'completed', disputeStatus: 'split', reserveStatus: null });
        const seen = await detail(orderId, seller.token);
        expect(seen.warranty).toBeNull();
        expect(seen.dispute?.clock).toMatchObject({
          stage: 'decided',
          decidedBy: 'agreement',
          deadlineAt: null,
        });
        expect(await ledgerInvariantViolations(db())).toEqual([]);
      },
    );

    it.skipIf(!available)('a staff split stops the clock as staff', async () => {
      const orderId = await disputedWarrantedAccount();
      const split = await post(`/api/v1/admin/disputes/${orderId}/split`, staff.admin.token, {
        refund: '5000',
        note: 'Half of the account was recovered.',
      });
      expect(split.statusCode, split.body).toBe(200);
      expect((await detail(orderId)).dispute?.clock).toMatchObject({ stage: 'decided', decidedBy: 'staff' });
    });

    it.skipIf(!available)(
      'a default ruling closes the partial refund still open: accepting it is too late',
      async () => {
        const orderId = await disputedWarrantedAccount();
        expect(
          (await post(`/api/v1/orders/${orderId}/dispute/proposals`, seller.token, { refund: '2000' }))
            .statusCode,
        ).toBe(201);
        const deadline = new Date((await detail(orderId)).dispute?.clock?.deadlineAt ?? 0);
        // The seller never answers: past the deadline, the silent seller's ruling refunds the buyer.
        await ctx.app.jobs.runJob('dispute.deadline', orderId, new Date(deadline.getTime() + 1000));
        const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
        expect(row).toMatchObject({ status: 'failed', disputeStatus: 'refunded', reserveStatus: null });
        const [proposal] = await db()
          .select()
          .from(disputeRefundProposals)
          .where(eq(disputeRefundProposals.orderId, orderId));
        expect(proposal?.status).toBe('closed');
        const late = await post(
          `/api/v1/orders/${orderId}/dispute/proposals/${proposal?.id}/accept`,
          buyer.token,
        );
        expect(errorCode(late)).toBe('DISPUTE_NOT_OPEN');
        expect(await ledgerInvariantViolations(db())).toEqual([]);
      },
    );
  },
);
