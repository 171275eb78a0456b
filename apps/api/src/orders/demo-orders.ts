import type { LedgerCurrency } from '@lootmarket/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { DEFAULT_PURCHASE_FEE_RULE, orderAmounts } from '../fees/fees';
import { scheduleJob } from '../jobs/jobs.service';
import { derivedTransferId } from '../ledger/ledger.ids';
import {
  feeAccountForOrder,
  holdEscrow,
  importingAt,
  platformAccount,
  refundEscrow,
  releaseEscrow,
  transfer,
  walletAccount,
} from '../ledger/ledger.service';
import { orders } from './orders.schema';

const DAY = 24 * 60 * 60 * 1000;

export interface DemoOffer {
  id: string;
  sellerId: string;
  gameId: string;
  category: string;
  title: string;
  description: string;
  priceMinor: bigint;
  currency: string;
}

/**
 * Demo orders so the orders list, the wallet and the seller dashboard are not empty: the demo buyer
 * gets a funded USD wallet and buys from one seller — five completed sales spread over the last six
 * months, two paid and in progress (auto-release scheduled), one refunded. All money moves through the
 * ledger exactly as real purchases do.
 */
export async function seedDemoOrders(
  tx: Tx,
  input: { buyerId: string; offers: DemoOffer[]; walletBalance: bigint; autoReleaseMs: number },
  now = Date.now(),
): Promise<number> {
  const plan: Array<{ state: 'completed' | 'held' | 'refunded'; daysAgo: number; quantity: number }> = [
    { state: 'completed', daysAgo: 150, quantity: 1 },
    { state: 'completed', daysAgo: 110, quantity: 2 },
    { state: 'completed', daysAgo: 70, quantity: 1 },
    { state: 'completed', daysAgo: 35, quantity: 3 },
    { state: 'completed', daysAgo: 6, quantity: 1 },
    { state: 'refunded', daysAgo: 4, quantity: 1 },
    { state: 'held', daysAgo: 1, quantity: 2 },
    { state: 'held', daysAgo: 0, quantity: 1 },
  ];
  if (input.offers.length === 0) return 0;
  const currency = input.offers[0]?.currency as LedgerCurrency;
  const rows = [];
  for (const [i, step] of plan.entries()) {
    const offer = input.offers[i % input.offers.length] as DemoOffer;
    rows.push({
      step,
      offer,
      amounts: await orderAmounts(tx, offer.priceMinor, step.quantity, DEFAULT_PURCHASE_FEE_RULE),
    });
  }
  const spent = rows.reduce((sum, row) => sum + (row.step.state === 'refunded' ? 0n : row.amounts.total), 0n);
  const buyerWallet = await walletAccount(tx, input.buyerId, currency);
  const clearing = await platformAccount(tx, 'provider_clearing', currency);
  // The ledger dates every movement by the demo's own calendar (importingAt): the deposit a day
  // before the first order, each hold when its order was placed, each release or refund when it was.
  const firstPlaced = now - Math.max(...plan.map((step) => step.daysAgo)) * DAY - 3_600_000;
  const funded = await importingAt(tx, new Date(firstPlaced - DAY), () =>
    transfer(tx, {
      id: derivedTransferId('demo-deposit', input.buyerId),
      debitAccountId: clearing.id,
      creditAccountId: buyerWallet.id,
      amount: spent + input.walletBalance,
      currency,
    }),
  );
  if (!funded.ok) throw new Error(`demo deposit refused: ${funded.error.code}`);
  for (const { step, offer, amounts } of rows) {
    const id = crypto.randomUUID();
    const placed = new Date(now - step.daysAgo * DAY - 3_600_000);
    const done = new Date(placed.getTime() + 2 * 3_600_000);
    await tx.insert(orders).values({
      id,
      buyerId: input.buyerId,
      sellerId: offer.sellerId,
      offerId: offer.id,
      gameId: offer.gameId,
      category: offer.category,
      offerTitle: offer.title,
      offerDescription: offer.description,
      offerImage: null,
      automaticDelivery: false,
      quantity: step.quantity,
      currency,
      unitPrice: offer.priceMinor,
      ...amounts,
      paymentMethod: 'wallet',
      status: 'pending',
      escrow: 'held',
      createdAt: placed,
      paidAt: placed,
      deliveredAt: step.state === 'held' ? null : done,
      releaseAt: new Date(placed.getTime() + input.autoReleaseMs),
    });
    const seller = await walletAccount(tx, offer.sellerId, currency);
    const fee = await feeAccountForOrder(tx, currency, id);
    const held = await importingAt(tx, placed, () =>
      holdEscrow(tx, {
        orderId: id,
        currency,
        buyerAccountId: buyerWallet.id,
        sellerAccountId: seller.id,
        feeAccountId: fee.id,
        net: amounts.sellerNet,
        fee: amounts.buyerFee + amounts.sellerFee,
      }),
    );
    if (!held.ok) throw new Error(`demo escrow refused: ${held.error.code}`);
    if (step.state === 'held') {
      await scheduleJob(tx, 'order.auto_release', id, new Date(placed.getTime() + input.autoReleaseMs));
      continue;
    }
    const resolved = await importingAt(tx, done, () =>
      step.state === 'completed' ? releaseEscrow(tx, id) : refundEscrow(tx, id),
    );
    if (!resolved.ok) throw new Error(`demo escrow resolution refused: ${resolved.error.code}`);
    await tx
      .update(orders)
      .set(
        step.state === 'completed'
          ? { status: 'completed', escrow: 'released', completedAt: done }
          : { status: 'failed', escrow: 'refunded', failureReason: 'refunded', failedAt: done },
      )
      .where(eq(orders.id, id));
  }
  return rows.length;
}
