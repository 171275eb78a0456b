import {
  OFFER_MAX_PHOTOS,
  offerIdParamsSchema,
  offerPhotoSchema,
  SUCCESS_MESSAGE_IDS,
} from '@lootmarket/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../errors/app-error';
import { bearerSecurity, errorResponses } from '../http/responses';
import { currentSession } from '../plugins/app/authentication';
import { type ProcessedPhoto, processPhoto } from './photo-processing';
import { readPhotoUploads } from './photo-upload';
import { PHOTOS_URL_PREFIX, photoUrls } from './photo-urls';
import { attachPhotos, detachPhotos, photoRoom } from './photos.service';

const photosResponseSchema = z.object({
  photos: z.array(offerPhotoSchema),
  /** The §8 success message (an i18n id). */
  messageId: z.string(),
});
const photoParamsSchema = offerIdParamsSchema.extend({ photoId: z.uuid() });

/** A photo's URL never changes content. */
const PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Offer photos: uploaded as multipart, checked by content, re-encoded with sharp into WebP variants
 * in their own folder (`<uploads>/offers/`), served from /uploads/offers/ with immutable caching.
 */
export async function photosRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const storage = app.photoStorage;
  const tags = ['offers'];
  await storage.ensureDir();

  // The photo files, and nothing else of the uploads folder: a strict file-name pattern (no path,
  // no dot segments, however encoded) inside the photos folder; anything else is 404.
  app.get(
    `${PHOTOS_URL_PREFIX}:fileName`,
    {
      schema: { hide: true },
      config: {
        access: 'public',
        undocumented: "offer photo files (the URLs in an offer's photos): files, not an API",
      },
    },
    async (request, reply) => {
      const { fileName } = request.params as { fileName: string };
      const file = await storage.open(fileName);
      if (!file) throw new AppError('NOT_FOUND');
      try {
        const { size, mtime } = await file.stat();
        // The name never changes content (a new upload is a new id): the name is the entity tag.
        const etag = `"${fileName}"`;
        reply
          .header('Content-Type', 'image/webp')
          .header('Cache-Control', PHOTO_CACHE_CONTROL)
          .header('ETag', etag)
          .header('Last-Modified', mtime.toUTCString())
          .header('X-Content-Type-Options', 'nosniff');
        if (request.headers['if-none-match'] === etag) {
          await file.close();
          return reply.status(304).send();
        }
        reply.header('Content-Length', size);
        return reply.send(file.createReadStream());
      } catch (error) {
        await file.close();
        throw error;
      }
    },
  );

  app.post(
    '/api/v1/offers/:offerId/photos',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security: bearerSecurity,
        summary: `Upload photos (multipart, field "photos"; JPEG, PNG or WebP, 5 MB each, ${OFFER_MAX_PHOTOS} per offer)`,
        consumes: ['multipart/form-data'],
        params: offerIdParamsSchema,
        response: { 201: photosResponseSchema, ...errorResponses(400, 401, 403, 404, 413, 415, 429) },
      },
      config: { access: { owner: 'allow', others: 403 } },
    },
    async (request, reply) => {
      const { offerId } = request.params;
      const { user } = currentSession(request);
      const room = await photoRoom(db(), offerId, user.id);
      if (room <= 0) throw new AppError('OFFER_TOO_MANY_IMAGES');
      const uploads = await readPhotoUploads(request, {
        room,
        max: OFFER_MAX_PHOTOS,
        tooMany: 'OFFER_TOO_MANY_IMAGES',
      });
      // Every file is checked before anything is written: one bad file refuses the whole upload.
      const processed: ProcessedPhoto[] = [];
      for (const upload of uploads) processed.push(await processPhoto(upload));
      const photoIds = processed.map(() => crypto.randomUUID());
      try {
        for (const [index, photo] of processed.entries()) {
          await storage.save(photoIds[index] as string, photo.variants);
        }
        const photos = await db().transaction((tx) => attachPhotos(tx, offerId, user.id, photoIds));
        return reply
          .status(201)
          .send({ photos: photos.map(photoUrls), messageId: SUCCESS_MESSAGE_IDS.photosUploaded });
      } catch (error) {
        await storage.remove(photoIds);
        throw error;
      }
    },
  );

  app.delete(
    '/api/v1/offers/:offerId/photos/:photoId',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Remove one photo',
        params: photoParamsSchema,
        response: { 200: photosResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
      config: { access: { owner: 'allow', others: 403 } },
    },
    async (request) => {
      const { user } = currentSession(request);
      const { photos, removed } = await db().transaction((tx) =>
        detachPhotos(tx, request.params.offerId, user.id, request.params.photoId),
      );
      await storage.remove(removed);
      return { photos: photos.map(photoUrls), messageId: SUCCESS_MESSAGE_IDS.imageRemoved };
    },
  );

  app.delete(
    '/api/v1/offers/:offerId/photos',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Remove every photo of an offer',
        params: offerIdParamsSchema,
        response: { 200: photosResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
      config: { access: { owner: 'allow', others: 403 } },
    },
    async (request) => {
      const { user } = currentSession(request);
      const { removed } = await db().transaction((tx) =>
        detachPhotos(tx, request.params.offerId, user.id, null),
      );
      await storage.remove(removed);
      return { photos: [], messageId: SUCCESS_MESSAGE_IDS.imagesDeleted };
    },
  );
}
