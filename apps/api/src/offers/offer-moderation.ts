import { eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/database';
import { offers } from './offers.schema';

// What staff moderation (admin/moderation.service.ts) changes on an offer: the offers domain owns the
// rows, the back office decides, tells the seller and records the action.

export type OfferRow = typeof offers.$inferSelect;

export async function offerExists(db: DbOrTx, offerId: string): Promise<boolean> {
  const [offer] = await db.select({ id: offers.id }).from(offers).where(eq(offers.id, offerId));
  return offer !== undefined;
}

/** The offer, locked for a moderation decision in the caller's transaction. */
export async function lockOfferForModeration(tx: Tx, offerId: string): Promise<OfferRow | undefined> {
  const [offer] = await tx.select().from(offers).where(eq(offers.id, offerId)).for('update');
  return offer;
}

/** Off the market and locked: the seller cannot switch it back on until staff lift the take-down. */
export async function takeDownOffer(
  tx: DbOrTx,
  offerId: string,
  takeDown: { reason: string; lockedBy: string },
): Promise<OfferRow | undefined> {
  const [updated] = await tx
    .update(offers)
    .set({
      active: false,
      moderationReason: takeDown.reason,
      moderationReviewedAt: sql`now()`,
      moderationLockedAt: sql`now()`,
      moderationLockedBy: takeDown.lockedBy,
      updatedAt: sql`now()`,
    })
    .where(eq(offers.id, offerId))
    .returning();
  return updated;
}

/** The seller may activate the offer again (it stays off the market until they do). */
export async function liftOfferTakeDown(tx: DbOrTx, offerId: string): Promise<OfferRow | undefined> {
  const [updated] = await tx
    .update(offers)
    .set({
      moderationLockedAt: null,
      moderationLockedBy: null,
      moderationReason: null,
      updatedAt: sql`now()`,
    })
    .where(eq(offers.id, offerId))
    .returning();
  return updated;
}

/** Deleted for good by staff (orders keep their copy of the offer). */
export async function deleteOfferForGood(tx: DbOrTx, offerId: string): Promise<void> {
  await tx.delete(offers).where(eq(offers.id, offerId));
}

/** The flags and reports so far were looked at: the offer leaves the moderation queue. */
export async function markOfferReviewed(tx: DbOrTx, offerId: string): Promise<OfferRow | undefined> {
  const [updated] = await tx
    .update(offers)
    .set({ moderationReviewedAt: sql`now()` })
    .where(eq(offers.id, offerId))
    .returning();
  return updated;
}
