import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { offers } from './offers.schema';

// The stock of an offer sold by quantity (offers with automatic delivery sell codes instead:
// codes/offer-codes.service.ts). Orders take it in the purchase transaction and give it back on a refund.

/**
 * Takes `quantity` units under the stock guard (`UPDATE … WHERE stock >= q RETURNING`) and the caller's
 * condition on the offer row (still on sale at the price shown); undefined when either refuses.
 */
export async function takeOfferStock(
  tx: DbOrTx,
  offerId: string,
  quantity: number,
  condition: SQL,
): Promise<{ stock: number } | undefined> {
  const [taken] = await tx
    .update(offers)
    .set({ stock: sql`${offers.stock} - ${quantity}`, updatedAt: new Date() })
    .where(and(eq(offers.id, offerId), condition, sql`${offers.stock} >= ${quantity}`))
    .returning({ stock: offers.stock });
  return taken;
}

/** Puts the units of a refunded order back on sale. */
export async function returnOfferStock(tx: DbOrTx, offerId: string, quantity: number): Promise<void> {
  await tx
    .update(offers)
    .set({ stock: sql`${offers.stock} + ${quantity}`, updatedAt: new Date() })
    .where(eq(offers.id, offerId));
}
