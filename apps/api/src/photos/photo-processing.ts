import sharp, { type Metadata, type ResizeOptions } from 'sharp';
import { AppError } from '../errors/app-error';
import { AVATAR_SIZE, PHOTO_WIDTHS } from './photo-urls';

/** Spec-free limits: 5 MB a file (the issue), and no image larger than a 40-megapixel photo. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
const MAX_PIXELS = 40_000_000;

type ImageFormat = 'jpeg' | 'png' | 'webp';

/** What the first bytes say the file is; the name and the declared type are never trusted. */
export function sniffImageFormat(data: Buffer): ImageFormat | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (
    data.length >= 12 &&
    data.toString('latin1', 0, 4) === 'RIFF' &&
    data.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  return null;
}

/** Where the image itself ends, by the format's own structure; bytes after it are something else. */
function imageEnd(data: Buffer, format: ImageFormat): number {
  if (format === 'webp') return 8 + data.readUInt32LE(4);
  if (format === 'png') {
    const iend = data.lastIndexOf(Buffer.from('IEND', 'latin1'));
    return iend < 0 ? data.length + 1 : iend + 8; // type (4) + CRC (4)
  }
  const eoi = data.lastIndexOf(Buffer.from([0xff, 0xd9]));
  return eoi < 0 ? data.length + 1 : eoi + 2;
}

/**
 * Markup hidden in an image (in a comment or metadata segment) makes it a polyglot a browser may run.
 * Tokens of five or more characters: compressed pixels contain a given short one by chance too often.
 */
const FOREIGN_CONTENT = /<script|<\?php|<html|<iframe|<svg[\s>]|<body[\s>]|%PDF-/i;

/**
 * A file that is an image and something else at once: data after the image's end (a ZIP or script
 * appended to a JPEG), or markup inside it. Re-encoding would drop both, but such a file is an attack,
 * not a photo, so it is refused outright.
 */
export function isPolyglot(data: Buffer, format: ImageFormat): boolean {
  const end = imageEnd(data, format);
  if (end > data.length) return true;
  // A few bytes of padding after the end marker are common (some cameras add them); more is not.
  if (data.length - end > 16) return true;
  // Archives (JPEG+ZIP "GIFAR"-style files) are appended, so the end check above catches them.
  return FOREIGN_CONTENT.test(data.toString('latin1'));
}

export interface ProcessedPhoto {
  variants: Array<{ width: number; data: Buffer }>;
}

/**
 * What an upload becomes: `photo` (offer photos, game covers) keeps its proportions in one variant per
 * PHOTO_WIDTHS width, never enlarged; `avatar` is one AVATAR_SIZE square cut from the middle.
 */
export type PhotoShape = 'photo' | 'avatar';

function variantSizes(shape: PhotoShape): Array<{ width: number; resize: ResizeOptions }> {
  if (shape === 'avatar')
    return [{ width: AVATAR_SIZE, resize: { width: AVATAR_SIZE, height: AVATAR_SIZE, fit: 'cover' } }];
  return Object.values(PHOTO_WIDTHS).map((width) => ({ width, resize: { width, withoutEnlargement: true } }));
}

/**
 * Checks one upload by content and re-encodes it: every variant is a fresh WebP, turned upright by
 * its EXIF orientation and stripped of all metadata (location, camera, comments).
 */
export async function processPhoto(data: Buffer, shape: PhotoShape = 'photo'): Promise<ProcessedPhoto> {
  if (data.length > PHOTO_MAX_BYTES) throw new AppError('PHOTO_TOO_LARGE');
  const format = sniffImageFormat(data);
  if (!format || isPolyglot(data, format)) throw new AppError('PHOTO_UNSUPPORTED_TYPE');
  let metadata: Metadata;
  try {
    metadata = await sharp(data, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).metadata();
  } catch (cause) {
    throw new AppError('PHOTO_UNSUPPORTED_TYPE', { cause });
  }
  if (metadata.format !== format || !metadata.width || !metadata.height)
    throw new AppError('PHOTO_UNSUPPORTED_TYPE');
  try {
    const variants = await Promise.all(
      variantSizes(shape).map(async ({ width, resize }) => ({
        width,
        data: await sharp(data, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
          .rotate()
          .resize(resize)
          .webp({ quality: 82 })
          .toBuffer(),
      })),
    );
    return { variants };
  } catch (cause) {
    // Headers that parse but pixel data that does not (a truncated file) is no image either.
    throw new AppError('PHOTO_UNSUPPORTED_TYPE', { cause });
  }
}
