import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { AppError } from '../errors/app-error';
import { offers } from './offers.schema';

/**
 * The one gate of every seller write on an offer (edit, activate, deactivate, delete, photos, codes):
 * the offer, locked for the change, when `userId` owns it. Everyone else gets what a stranger gets,
 * staff included (staff act through moderation, which audits and tells the seller): NOT_FOUND when
 * the offer is off the market (its existence stays private), FORBIDDEN when it is on it.
 */
export async function ownOfferForChange(
  db: DbOrTx,
  offerId: string,
  userId: string,
): Promise<typeof offers.$inferSelect> {
  const [offer] = await db.select().from(offers).where(eq(offers.id, offerId)).limit(1).for('update');
  if (!offer || (!offer.active && offer.sellerId !== userId)) throw new AppError('NOT_FOUND');
  if (offer.sellerId !== userId) throw new AppError('FORBIDDEN');
  return offer;
}

/** The offer's photo ids, in order (its seller's upload or removal, after ownOfferForChange). */
export async function setOfferPhotos(db: DbOrTx, offerId: string, photos: string[]): Promise<void> {
  await db
    .update(offers)
    .set({ photos: sql`${JSON.stringify(photos)}::jsonb`, updatedAt: new Date() })
    .where(eq(offers.id, offerId));
}
