import type { ErrorCode } from '@lootmarket/contract';
import type { FastifyRequest } from 'fastify';
import { multipartReadError } from '../attachments/attachments';
import { AppError } from '../errors/app-error';
import { PHOTO_MAX_BYTES } from './photo-processing';

/**
 * Reads the file parts of a photo upload into memory: each at most PHOTO_MAX_BYTES, at most `room` of
 * them (`tooMany` past that; the parser lets one more than `max` through, to be refused with it), at
 * least one (VALIDATION_FAILED). Offer photos (photos.routes.ts) and game covers (src/catalog) use it;
 * each file is then checked by content and re-encoded by processPhoto.
 */
export async function readPhotoUploads(
  request: FastifyRequest,
  { room, max, tooMany }: { room: number; max: number; tooMany: ErrorCode },
): Promise<Buffer[]> {
  const limits = { fileSize: PHOTO_MAX_BYTES, files: max + 1, fields: 10, parts: max + 11 };
  const files: Buffer[] = [];
  try {
    for await (const part of request.files({ limits })) {
      if (files.length >= room) throw new AppError(tooMany);
      files.push(await part.toBuffer());
    }
  } catch (error) {
    throw multipartReadError(error, { tooLarge: 'PHOTO_TOO_LARGE', tooMany });
  }
  if (files.length === 0) throw new AppError('VALIDATION_FAILED', { fields: { photos: 'required' } });
  return files;
}
