import { CATEGORIES, type OfferCodesStatus } from '@lootmarket/contract';
import { and, asc, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { ownOfferForChange } from '../offer-owner';
import { offerCodes, offers } from '../offers.schema';
import type { CodeCipher } from './code-cipher';

const automaticCategories: ReadonlySet<string> = new Set(
  CATEGORIES.filter((category) => category.automaticDelivery).map((category) => category.slug),
);

/** The owner's offer, locked; codes belong only to categories delivered automatically. */
async function ownOfferForCodes(db: DbOrTx, offerId: string, userId: string) {
  const offer = await ownOfferForChange(db, offerId, userId);
  if (!automaticCategories.has(offer.category)) {
    throw new AppError('OFFER_CATEGORY_INVALID', { fields: { category: 'categoryInvalid' } });
  }
  return offer;
}

async function counts(db: DbOrTx, offerId: string): Promise<{ unsold: number; sold: number }> {
  const [row] = await db
    .select({
      unsold: sql<number>`count(*) filter (where ${offerCodes.soldAt} is null)::int`,
      sold: sql<number>`count(*) filter (where ${offerCodes.soldAt} is not null)::int`,
    })
    .from(offerCodes)
    .where(eq(offerCodes.offerId, offerId));
  return { unsold: Number(row?.unsold ?? 0), sold: Number(row?.sold ?? 0) };
}

/** The invariant of automatic delivery: stock = unsold codes. Called in every transaction that changes codes. */
async function syncStock(db: DbOrTx, offerId: string): Promise<{ unsold: number; sold: number }> {
  const status = await counts(db, offerId);
  await db.update(offers).set({ stock: status.unsold, updatedAt: new Date() }).where(eq(offers.id, offerId));
  return status;
}

export async function hasCodes(db: DbOrTx, offerId: string): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(offerCodes).where(eq(offerCodes.offerId, offerId));
  return Number(row?.n ?? 0) > 0;
}

/** Stores new codes encrypted; a code already stored for the offer (or repeated in the batch) is skipped. */
export async function addOfferCodes(
  db: DbOrTx,
  cipher: CodeCipher,
  offerId: string,
  userId: string,
  secrets: readonly string[],
): Promise<OfferCodesStatus> {
  await ownOfferForCodes(db, offerId, userId);
  const rows = new Map<
    string,
    { id: string; offerId: string; secretCiphertext: string; fingerprint: string }
  >();
  for (const secret of secrets) {
    const fingerprint = cipher.fingerprint(secret, offerId);
    if (rows.has(fingerprint)) continue;
    rows.set(fingerprint, {
      id: crypto.randomUUID(),
      offerId,
      secretCiphertext: cipher.encrypt(secret, offerId),
      fingerprint,
    });
  }
  const inserted = await db
    .insert(offerCodes)
    .values([...rows.values()])
    .onConflictDoNothing({ target: [offerCodes.offerId, offerCodes.fingerprint] })
    .returning({ id: offerCodes.id });
  const status = await syncStock(db, offerId);
  return { ...status, duplicates: secrets.length - inserted.length };
}

export async function offerCodesStatus(
  db: DbOrTx,
  offerId: string,
  userId: string,
): Promise<OfferCodesStatus> {
  await ownOfferForCodes(db, offerId, userId);
  return counts(db, offerId);
}

/** Withdraws every unsold code (sold ones stay: their buyers may still reveal them). */
export async function removeUnsoldCodes(
  db: DbOrTx,
  offerId: string,
  userId: string,
): Promise<OfferCodesStatus> {
  await ownOfferForCodes(db, offerId, userId);
  await db.delete(offerCodes).where(and(eq(offerCodes.offerId, offerId), isNull(offerCodes.soldAt)));
  return syncStock(db, offerId);
}

/**
 * For the orders domain, inside its payment transaction: hands the oldest unsold code of the offer to
 * the order and lowers the stock with it, or answers null when none is left. SKIP LOCKED lets two
 * buyers of one offer each take a different code instead of waiting on the same row.
 */
export async function claimOfferCode(
  db: DbOrTx,
  cipher: CodeCipher,
  offerId: string,
  orderId: string,
): Promise<{ codeId: string; secret: string } | null> {
  const [code] = await db
    .select({ id: offerCodes.id, secretCiphertext: offerCodes.secretCiphertext })
    .from(offerCodes)
    .where(and(eq(offerCodes.offerId, offerId), isNull(offerCodes.soldAt)))
    .orderBy(asc(offerCodes.createdAt), asc(offerCodes.id))
    .limit(1)
    .for('update', { skipLocked: true });
  if (!code) return null;
  await db.update(offerCodes).set({ soldAt: new Date(), orderId }).where(eq(offerCodes.id, code.id));
  // Guarded: the stock never goes below zero even if it was edited by hand.
  await db
    .update(offers)
    .set({ stock: sql`${offers.stock} - 1`, updatedAt: new Date() })
    .where(and(eq(offers.id, offerId), sql`${offers.stock} > 0`));
  return { codeId: code.id, secret: cipher.decrypt(code.secretCiphertext, offerId) };
}

/** The code an order received, decrypted for its buyer (the orders domain checks who asks). */
export async function revealOrderCode(
  db: DbOrTx,
  cipher: CodeCipher,
  orderId: string,
): Promise<string | null> {
  const [code] = await db
    .select({ offerId: offerCodes.offerId, secretCiphertext: offerCodes.secretCiphertext })
    .from(offerCodes)
    .where(and(eq(offerCodes.orderId, orderId), isNotNull(offerCodes.soldAt)))
    .limit(1);
  return code ? cipher.decrypt(code.secretCiphertext, code.offerId) : null;
}

/** Every code an order received (a quantity above one takes several), decrypted for its buyer. */
export async function revealOrderCodes(db: DbOrTx, cipher: CodeCipher, orderId: string): Promise<string[]> {
  const codes = await db
    .select({ offerId: offerCodes.offerId, secretCiphertext: offerCodes.secretCiphertext })
    .from(offerCodes)
    .where(and(eq(offerCodes.orderId, orderId), isNotNull(offerCodes.soldAt)))
    .orderBy(asc(offerCodes.soldAt), asc(offerCodes.id));
  return codes.map((code) => cipher.decrypt(code.secretCiphertext, code.offerId));
}

/**
 * An order that was never paid (declined, expired, cancelled) gives its codes back: they are unsold
 * again and the stock follows. Answers how many came back.
 */
export async function returnOrderCodes(db: DbOrTx, offerId: string, orderId: string): Promise<number> {
  const returned = await db
    .update(offerCodes)
    .set({ soldAt: null, orderId: null })
    .where(and(eq(offerCodes.offerId, offerId), eq(offerCodes.orderId, orderId)))
    .returning({ id: offerCodes.id });
  if (returned.length > 0) await syncStock(db, offerId);
  return returned.length;
}
