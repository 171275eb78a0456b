import { OFFER_MAX_PHOTOS } from '@lootmarket/contract';
import type { DbOrTx } from '../db/database';
import { AppError } from '../errors/app-error';
import { ownOfferForChange, setOfferPhotos } from '../offers/offer-owner';

/** How many more photos the offer takes; checked before any upload is read or decoded. */
export async function photoRoom(db: DbOrTx, offerId: string, userId: string): Promise<number> {
  const offer = await ownOfferForChange(db, offerId, userId);
  return OFFER_MAX_PHOTOS - offer.photos.length;
}

/** Appends photo ids under the row lock: two uploads at once still end with at most five. */
export async function attachPhotos(db: DbOrTx, offerId: string, userId: string, photoIds: string[]) {
  const offer = await ownOfferForChange(db, offerId, userId);
  const photos = [...offer.photos, ...photoIds];
  if (photos.length > OFFER_MAX_PHOTOS) throw new AppError('OFFER_TOO_MANY_IMAGES');
  await setOfferPhotos(db, offerId, photos);
  return photos;
}

/** Removes one photo id, or all of them; answers what is left and what the caller deletes on disk. */
export async function detachPhotos(db: DbOrTx, offerId: string, userId: string, photoId: string | null) {
  const offer = await ownOfferForChange(db, offerId, userId);
  if (photoId !== null && !offer.photos.includes(photoId)) throw new AppError('NOT_FOUND');
  const removed = photoId === null ? offer.photos : [photoId];
  const photos = offer.photos.filter((id) => !removed.includes(id));
  await setOfferPhotos(db, offerId, photos);
  return { photos, removed };
}
