import path from 'node:path';
import {
  offerCodesStatusSchema,
  offerCodesUploadRequestSchema,
  offerIdParamsSchema,
} from '@lootmarket/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearerSecurity, errorResponses } from '../../http/responses';
import { currentSession } from '../../plugins/app/authentication';
import { type CodeCipher, loadCodeCipher } from './code-cipher';
import { addOfferCodes, offerCodesStatus, removeUnsoldCodes } from './offer-codes.service';

/** Automatic delivery codes of an offer: the owner uploads, counts and withdraws them. */
export async function offerCodesRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  // Loaded on first use: a server that never sells codes never creates a key file.
  let cipher: CodeCipher | undefined;
  const codeCipher = () => {
    cipher ??= loadCodeCipher(path.dirname(app.config.uploadsDir), app.config.offerCodesKey);
    return cipher;
  };
  const common = { tags: ['offers'], security: bearerSecurity, params: offerIdParamsSchema };

  app.post(
    '/api/v1/offers/:offerId/codes',
    {
      onRequest: app.requireUser,
      schema: {
        ...common,
        summary: 'Upload secret codes for automatic delivery (stored encrypted; stock = unsold codes)',
        body: offerCodesUploadRequestSchema,
        response: { 201: offerCodesStatusSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
      config: { access: { owner: 'allow', others: 403 } },
    },
    async (request, reply) => {
      const { user } = currentSession(request);
      const status = await db().transaction((tx) =>
        addOfferCodes(tx, codeCipher(), request.params.offerId, user.id, request.body.codes),
      );
      return reply.status(201).send(status);
    },
  );

  app.get(
    '/api/v1/offers/:offerId/codes',
    {
      onRequest: app.requireUser,
      schema: {
        ...common,
        summary: 'How many codes are unsold and sold (the codes themselves are never listed)',
        response: { 200: offerCodesStatusSchema, ...errorResponses(400, 401, 403, 404) },
      },
      config: { access: { owner: 'allow', others: 403 } },
    },
    async (request) => offerCodesStatus(db(), request.params.offerId, currentSession(request).user.id),
  );

  app.delete(
    '/api/v1/offers/:offerId/codes',
    {
      onRequest: app.requireUser,
      schema: {
        ...common,
        summary: 'Withdraw every unsold code (the stock drops to zero)',
        response: { 200: offerCodesStatusSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
      config: { access: { owner: 'allow', others: 403 } },
    },
    async (request) => {
      const { user } = currentSession(request);
      return db().transaction((tx) => removeUnsoldCodes(tx, request.params.offerId, user.id));
    },
  );
}
