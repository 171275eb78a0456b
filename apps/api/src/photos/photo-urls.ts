import type { OfferPhoto } from '@lootmarket/contract';

/** Where re-encoded offer photos are served; the file names never change, so caches keep them. */
export const PHOTOS_URL_PREFIX = '/uploads/offers/';
/** Widths of the WebP variants: cards and thumbnails, and the offer page. */
export const PHOTO_WIDTHS = { small: 320, large: 960 } as const;
/**
 * An avatar's one square WebP, in pixels: twice the largest size the UI draws it (56 px), so it stays
 * sharp on high-density screens and weighs a few kilobytes.
 */
export const AVATAR_SIZE = 128;
/** Every width a stored photo file may have: the offer photos' and game covers' variants, and avatars. */
export const STORED_WIDTHS: readonly number[] = [...Object.values(PHOTO_WIDTHS), AVATAR_SIZE];

export function photoFileName(photoId: string, width: number): string {
  return `${photoId}-${width}.webp`;
}

/**
 * `<photoId>-<width>.webp` and nothing else: the only names the photo route serves and the only files
 * the start-up step moves. No slash, no dot but the extension's, no other width, no temporary file.
 */
export const PHOTO_FILE_PATTERN = new RegExp(
  `^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-(?:${STORED_WIDTHS.join('|')})\\.webp$`,
);

export function photoUrls(photoId: string): OfferPhoto {
  return {
    id: photoId,
    smallUrl: `${PHOTOS_URL_PREFIX}${photoFileName(photoId, PHOTO_WIDTHS.small)}`,
    largeUrl: `${PHOTOS_URL_PREFIX}${photoFileName(photoId, PHOTO_WIDTHS.large)}`,
  };
}

/** The public URL of an uploaded avatar, or null for none (the UI then draws the initials). */
export function avatarUrl(photoId: string | null): string | null {
  return photoId === null ? null : `${PHOTOS_URL_PREFIX}${photoFileName(photoId, AVATAR_SIZE)}`;
}
