import {
  adminOfferParamsSchema,
  flaggedMessagesResponseSchema,
  moderationQueueQuerySchema,
  moderationQueueResponseSchema,
  offerModerationDeleteResponseSchema,
  offerModerationRequestSchema,
  offerModerationResponseSchema,
} from '@lootmarket/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminActionContext } from '../admin/audit.service';
import { bearerSecurity, errorResponses } from '../http/responses';
import {
  deactivateOffer,
  deleteOfferByModeration,
  dismissOfferSignals,
  liftTakeDown,
  moderationQueue,
  readFlaggedMessages,
} from './moderation.service';

/**
 * Offer moderation: support agents and admins alike. This is the only way staff change someone's
 * offer (the seller routes answer staff as they answer any other user): every action is audited, and
 * the seller is told of every one but a dismissal.
 */
export async function offersAdminRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const staff = app.requireRole('admin', 'support');

  app.get(
    '/api/v1/admin/moderation/offers',
    {
      onRequest: staff,
      schema: {
        tags: ['admin'],
        summary:
          'Offers with flagged seller messages or open reports since their last review, or (filter=locked) the offers held taken down',
        security: bearerSecurity,
        querystring: moderationQueueQuerySchema,
        response: { 200: moderationQueueResponseSchema, ...errorResponses(400, 401, 403) },
      },
      config: { access: 'staff' },
    },
    async (request) => moderationQueue(app.database.db, request.query),
  );

  app.get(
    '/api/v1/admin/moderation/offers/:offerId/flagged-messages',
    {
      onRequest: staff,
      schema: {
        tags: ['admin'],
        summary:
          "The seller's flagged chat messages about an offer, newest first; private chat, so every read is audited",
        security: bearerSecurity,
        params: adminOfferParamsSchema,
        response: { 200: flaggedMessagesResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
      config: { access: 'staff' },
    },
    async (request, reply) => {
      const context = adminActionContext(request);
      reply.header('cache-control', 'private, no-store');
      return app.database.db.transaction((tx) => readFlaggedMessages(tx, context, request.params.offerId));
    },
  );

  const action = {
    tags: ['admin'],
    security: bearerSecurity,
    params: adminOfferParamsSchema,
    body: offerModerationRequestSchema,
    response: { 200: offerModerationResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
  };

  app.post(
    '/api/v1/admin/moderation/offers/:offerId/deactivate',
    {
      onRequest: staff,
      schema: {
        ...action,
        summary:
          'Take an offer down: inactive and locked (its seller cannot activate it) until lifted; the seller is told the reason',
      },
      config: { access: 'staff' },
    },
    async (request) => {
      const context = adminActionContext(request);
      return app.notifier.transaction((tx) =>
        deactivateOffer(tx, app.notifier, context, request.params.offerId, request.body.reason),
      );
    },
  );

  app.post(
    '/api/v1/admin/moderation/offers/:offerId/lift',
    {
      onRequest: staff,
      schema: {
        ...action,
        summary: 'Lift a take-down: the seller may activate the offer again and is told the reason',
      },
      config: { access: 'staff' },
    },
    async (request) => {
      const context = adminActionContext(request);
      return app.notifier.transaction((tx) =>
        liftTakeDown(tx, app.notifier, context, request.params.offerId, request.body.reason),
      );
    },
  );

  app.post(
    '/api/v1/admin/moderation/offers/:offerId/dismiss',
    {
      onRequest: staff,
      schema: { ...action, summary: 'Mark the flags and reports so far as reviewed' },
      config: { access: 'staff' },
    },
    async (request) => {
      const context = adminActionContext(request);
      return app.database.db.transaction((tx) =>
        dismissOfferSignals(tx, context, request.params.offerId, request.body.reason),
      );
    },
  );

  app.post(
    '/api/v1/admin/moderation/offers/:offerId/delete',
    {
      onRequest: staff,
      schema: {
        ...action,
        response: { 200: offerModerationDeleteResponseSchema, ...errorResponses(400, 401, 403, 404) },
        summary: 'Delete an offer and its photos for good; the seller is told the reason',
      },
      config: { access: 'staff' },
    },
    async (request) => {
      const context = adminActionContext(request);
      const { offerId } = request.params;
      const photoIds = await app.notifier.transaction((tx) =>
        deleteOfferByModeration(tx, app.notifier, context, offerId, request.body.reason),
      );
      // Files go after the commit: a failed delete keeps both the row and its images.
      await app.photoStorage.remove(photoIds);
      return { offerId, deleted: true as const };
    },
  );
}
