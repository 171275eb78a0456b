import {
  adminOfferParamsSchema,
  moderationQueueQuerySchema,
  moderationQueueResponseSchema,
  offerModerationRequestSchema,
  offerModerationResponseSchema,
} from '@lootmarket/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearerSecurity, errorResponses } from '../http/responses';
import { adminActionContext } from './audit.service';
import { deactivateOffer, dismissOfferSignals, moderationQueue } from './moderation.service';

/** Offer moderation: support agents and admins alike. */
export async function adminModerationRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const staff = app.requireRole('admin', 'support');

  app.get(
    '/api/v1/admin/moderation/offers',
    {
      preHandler: staff,
      schema: {
        tags: ['admin'],
        summary: 'Offers with flagged seller messages or open reports since their last review',
        security: bearerSecurity,
        querystring: moderationQueueQuerySchema,
        response: { 200: moderationQueueResponseSchema, ...errorResponses(400, 401, 403) },
      },
      config: { access: 'staff' },
    },
    async (request) => moderationQueue(app.database.db, request.query),
  );

  const action = {
    tags: ['admin'],
    security: bearerSecurity,
    params: adminOfferParamsSchema,
    body: offerModerationRequestSchema,
    response: { 200: offerModerationResponseSchema, ...errorResponses(400, 401, 403, 404) },
  };

  app.post(
    '/api/v1/admin/moderation/offers/:offerId/deactivate',
    {
      preHandler: staff,
      schema: { ...action, summary: 'Deactivate an offer; the seller is told the reason' },
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
    '/api/v1/admin/moderation/offers/:offerId/dismiss',
    {
      preHandler: staff,
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
}
