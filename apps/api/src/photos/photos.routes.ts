import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import {
  OFFER_MAX_PHOTOS,
  offerIdParamsSchema,
  offerPhotoSchema,
  SUCCESS_MESSAGE_IDS,
} from '@lootmarket/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../errors/app-error';
import { declareThirdPartyRoutes } from '../http/access';
import { bearerSecurity, errorResponses } from '../http/responses';
import { currentSession } from '../plugins/app/authentication';
import { PHOTO_MAX_BYTES, type ProcessedPhoto, processPhoto } from './photo-processing';
import { PHOTOS_URL_PREFIX, photoUrls } from './photo-urls';
import { attachPhotos, detachPhotos, photoRoom } from './photos.service';

const photosResponseSchema = z.object({
  photos: z.array(offerPhotoSchema),
  /** The §8 success message (an i18n id). */
  messageId: z.string(),
});
const photoParamsSchema = offerIdParamsSchema.extend({ photoId: z.uuid() });

/** Reads every file part into memory (each at most 5 MB, at most `room` of them). */
async function readUploads(request: FastifyRequest, room: number): Promise<Buffer[]> {
  const files: Buffer[] = [];
  try {
    for await (const part of request.files()) {
      if (files.length >= room) throw new AppError('OFFER_TOO_MANY_IMAGES');
      files.push(await part.toBuffer());
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PHOTO_TOO_LARGE', { cause: error });
    if (code === 'FST_FILES_LIMIT') throw new AppError('OFFER_TOO_MANY_IMAGES', { cause: error });
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw new AppError('VALIDATION_FAILED', { cause: error });
    throw error;
  }
  if (files.length === 0) throw new AppError('VALIDATION_FAILED', { fields: { photos: 'required' } });
  return files;
}

/**
 * Offer photos: uploaded as multipart, checked by content, re-encoded with sharp into WebP variants
 * on disk, served from /uploads/offers/ with immutable caching (a photo's URL never changes content).
 */
export async function photosRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const storage = app.photoStorage;
  const tags = ['offers'];
  await storage.ensureDir();

  await app.register(multipart, {
    limits: {
      fileSize: PHOTO_MAX_BYTES,
      files: OFFER_MAX_PHOTOS + 1,
      fields: 10,
      parts: OFFER_MAX_PHOTOS + 11,
    },
  });
  declareThirdPartyRoutes(app, [`${PHOTOS_URL_PREFIX}*`], {
    access: 'public',
    undocumented: "offer photo files (the URLs in an offer's photos), served by @fastify/static",
  });
  await app.register(fastifyStatic, {
    root: storage.dir,
    prefix: PHOTOS_URL_PREFIX,
    decorateReply: false,
    index: false,
    cacheControl: false,
    schemaHide: true,
    setHeaders: (response) => {
      response.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });

  app.post(
    '/api/v1/offers/:offerId/photos',
    {
      preHandler: app.requireUser,
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
      const uploads = await readUploads(request, room);
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
      preHandler: app.requireUser,
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
      preHandler: app.requireUser,
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
