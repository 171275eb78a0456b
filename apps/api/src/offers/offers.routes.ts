import {
  type MarketResponse,
  marketParamsSchema,
  marketQuerySchema,
  marketResponseSchema,
  myOffersQuerySchema,
  offerCreateRequestSchema,
  offerDeleteResponseSchema,
  offerFieldErrors,
  offerIdParamsSchema,
  offerListResponseSchema,
  offerResponseSchema,
  offerUpdateRequestSchema,
  unsafeTextFields,
} from '@lootmarket/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { bearerSecurity, errorResponses } from '../http/responses';
import { bearerToken, currentSession } from '../plugins/app/authentication';
import { parseRequestPart } from '../plugins/app/zod-compilers';
import { offerCodesRoutes } from './codes/offer-codes.routes';
import { searchMarket } from './market.service';
import { MarketCache } from './market-cache';
import {
  createOffer,
  deleteOffer,
  getOffer,
  listSellerOffers,
  OFFER_SUCCESS,
  offerInputError,
  setOfferActive,
  updateOffer,
  type Viewer,
} from './offers.service';
import { sellerReviewsRoutes } from './seller-reviews';

function viewerOf(request: FastifyRequest): Viewer {
  const { user } = currentSession(request);
  return { id: user.id, roles: user.roles as Viewer['roles'] };
}

/**
 * The offer form's body as the contract's schema outputs it (the price parsed once, to minor units).
 * The validator compiler has parsed it already: when it passed, the body is that output. A refusal is
 * parsed again here, so that it carries the §5 code of the wrong field ("Select a valid game.") and
 * not a generic one.
 */
function parseOfferBody<S extends z.ZodType>(schema: S, request: FastifyRequest): z.output<S> {
  const { body } = request;
  if (!request.validationError && typeof body === 'object' && body !== null) return body as z.output<S>;
  const result = schema.safeParse(body ?? {}, { reportInput: true });
  // The characters no text may carry, in any field (the validator compiler's rule, which
  // attachValidation sets aside here).
  const unsafe = unsafeTextFields(body);
  if (!result.success || Object.keys(unsafe).length > 0)
    throw offerInputError({ ...(result.success ? {} : offerFieldErrors(result.error.issues)), ...unsafe });
  return result.data;
}

/**
 * Offers (spec §3): listed, edited, switched on and off and deleted by their owner, and by nobody
 * else: staff act through moderation (src/admin), which audits and tells the seller.
 */
export async function offersRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const tags = ['offers'];
  const guarded = { onRequest: app.requireUser };
  const { marketCache } = app;
  await app.register(offerCodesRoutes);
  await app.register(sellerReviewsRoutes);

  /** A guest, or whoever the bearer token names (public reads show the owner their own offer). */
  async function optionalViewer(request: FastifyRequest): Promise<Viewer | null> {
    const token = bearerToken(request);
    const session = token ? await app.sessionForToken(token) : null;
    return session ? { id: session.user.id, roles: session.user.roles as Viewer['roles'] } : null;
  }

  app.post(
    '/api/v1/offers',
    {
      ...guarded,
      attachValidation: true,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Add product: list a new offer (spec §5 rules)',
        body: offerCreateRequestSchema,
        response: { 201: offerResponseSchema, ...errorResponses(400, 401, 429) },
      },
      config: { access: 'signedIn' },
    },
    async (request, reply) => {
      const input = parseOfferBody(offerCreateRequestSchema, request);
      const viewer = viewerOf(request);
      const offer = await db().transaction(async (tx) => {
        const id = await createOffer(tx, viewer.id, input);
        return getOffer(tx, id, viewer);
      });
      return reply.status(201).send({ offer, messageId: OFFER_SUCCESS.created });
    },
  );

  app.get(
    '/api/v1/games/:slug/:category/offers',
    {
      schema: {
        tags: ['market'],
        summary: 'Market search: active offers of a game category, filtered, sorted by price, paged',
        params: marketParamsSchema,
        querystring: marketQuerySchema,
        response: { 200: marketResponseSchema, ...errorResponses(400, 404) },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      // Short shared caching: a listing appears within seconds, and bursts hit the cache.
      reply.header('cache-control', 'public, max-age=5');
      const { slug, category } = request.params;
      const key = MarketCache.key(slug, category, request.query);
      let body = marketCache.get(key);
      if (body === undefined) {
        // Checked against the response schema once, then served as text (no serializer on a hit).
        body = JSON.stringify(
          marketResponseSchema.parse(await searchMarket(db(), slug, category, request.query)),
        );
        marketCache.set(key, body);
      }
      // Fastify sends a string as it is; the type system only knows the object form of the answer.
      return reply.type('application/json; charset=utf-8').send(body as unknown as MarketResponse);
    },
  );

  app.get(
    '/api/v1/offers/mine',
    {
      ...guarded,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'My products: my offers, newest first (?active=true for active ones only)',
        querystring: myOffersQuerySchema,
        response: { 200: offerListResponseSchema, ...errorResponses(400, 401) },
      },
      config: { access: 'signedIn' },
    },
    async (request) => listSellerOffers(db(), viewerOf(request), request.query),
  );

  app.get(
    '/api/v1/offers/:offerId',
    {
      schema: {
        tags,
        summary: 'One offer: active ones for everyone, inactive ones for their owner',
        params: offerIdParamsSchema,
        response: { 200: offerResponseSchema, ...errorResponses(400, 404) },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const viewer = await optionalViewer(request);
      reply.header('cache-control', 'private, no-cache');
      return { offer: await getOffer(db(), request.params.offerId, viewer) };
    },
  );

  app.patch(
    '/api/v1/offers/:offerId',
    {
      ...guarded,
      attachValidation: true,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Edit offer (owner only); an edit that changes nothing answers OFFER_NO_CHANGES',
        params: offerIdParamsSchema,
        body: offerUpdateRequestSchema,
        response: { 200: offerResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
      config: { access: { owner: 'allow', others: 403 } },
    },
    async (request) => {
      // attachValidation sets the compiler's verdict aside for the body's sake; the path still needs it.
      const params = parseRequestPart(offerIdParamsSchema, request.params, 'params');
      if ('error' in params) throw params.error;
      const { offerId } = params.value;
      const patch = parseOfferBody(offerUpdateRequestSchema, request);
      const viewer = viewerOf(request);
      const offer = await db().transaction(async (tx) => {
        await updateOffer(tx, offerId, viewer.id, patch);
        return getOffer(tx, offerId, viewer);
      });
      return { offer, messageId: OFFER_SUCCESS.updated };
    },
  );

  for (const [action, active] of [
    ['activate', true],
    ['deactivate', false],
  ] as const) {
    app.post(
      `/api/v1/offers/:offerId/${action}`,
      {
        ...guarded,
        schema: {
          tags,
          security: bearerSecurity,
          summary: active
            ? 'Activate an offer (owner only); refused with OFFER_LOCKED_BY_MODERATION and the reason while moderators hold it taken down'
            : 'Deactivate an offer (owner only)',
          params: offerIdParamsSchema,
          response: { 200: offerResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
        },
        // Activation is of an inactive offer: hidden from everyone but its owner on these routes.
        config: { access: active ? { owner: 'allow', others: 404 } : { owner: 'allow', others: 403 } },
      },
      async (request) => {
        const viewer = viewerOf(request);
        const offer = await db().transaction(async (tx) => {
          await setOfferActive(tx, request.params.offerId, viewer.id, active);
          return getOffer(tx, request.params.offerId, viewer);
        });
        return { offer, messageId: OFFER_SUCCESS.updated };
      },
    );
  }

  app.delete(
    '/api/v1/offers/:offerId',
    {
      ...guarded,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Delete an offer and all its images (owner only; staff delete through moderation)',
        params: offerIdParamsSchema,
        response: { 200: offerDeleteResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
      config: { access: { owner: 'allow', others: 403 } },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const photoIds = await db().transaction((tx) => deleteOffer(tx, request.params.offerId, viewer.id));
      // Files go after the commit: a failed delete keeps both the row and its images.
      await app.photoStorage.remove(photoIds);
      return { deleted: true as const, messageId: OFFER_SUCCESS.deleted };
    },
  );
}
