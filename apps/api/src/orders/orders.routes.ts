import {
  type CheckoutResponse,
  checkoutRequestSchema,
  checkoutResponseSchema,
  conversationResponseSchema,
  DELIVERY_NOTE_MAX_LENGTH,
  disputeAnswerRequestSchema,
  markDeliveredRequestSchema,
  type OrderDetail,
  openDisputeRequestSchema,
  orderCodeResponseSchema,
  orderDetailSchema,
  orderListQuerySchema,
  orderListResponseSchema,
  orderParamsSchema,
  orderRatingSchema,
  orderSummaryQuerySchema,
  orderSummarySchema,
  ratingRequestSchema,
  sellerDashboardQuerySchema,
  sellerDashboardSchema,
} from '@lootmarket/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getConversation, openOfferConversation } from '../chat/chat.service';
import { AppError } from '../errors/app-error';
import { bearerSecurity, errorResponses } from '../http/responses';
import { idempotencyClaim, storeIdempotentAnswer } from '../idempotency/idempotency.service';
import { idempotencyHeaderSchema, idempotently } from '../idempotency/idempotent-request';
import { revealOrderCodes } from '../offers/codes/offer-codes.service';
import { bearerToken, currentSession } from '../plugins/app/authentication';
import { checkoutInOneStatement, checkoutWork, recoverCheckout } from './checkout.service';
import {
  addDisputeEvidence,
  checkDisputeOpener,
  checkEvidenceUploader,
  DISPUTE_EVIDENCE_RULES,
  evidenceStorageOf,
  readEvidenceMultipart,
} from './dispute-evidence';
import { evidenceDownloadRoute, evidenceSummary, evidenceUploadRoute } from './evidence.routes';
import {
  answerDispute,
  confirmOrder,
  confirmOrderOnce,
  findOrderDetail,
  getOrderDetail,
  listOrders,
  markDelivered,
  openDispute,
  orderChatParties,
  orderSummary,
  rateOrder,
  recordedOrder,
} from './orders.service';
import { sellerDashboard } from './seller-dashboard';

/** Orders (spec §3, §4): checkout, the orders list, transaction details, confirm, dispute, rating. */
export async function ordersRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const deps = app.orderDeps;
  const checkoutDeps = {
    db,
    orders: deps,
    providerFor: (method: 'card' | 'crypto') => app.payments.forMethod(method),
    paymentSessionMs: app.config.orders.paymentSessionMs,
    publicOrigin: app.config.publicOrigin,
  };
  const evidenceStorage = evidenceStorageOf(app.config);

  const tags = ['orders'];
  const viewerOf = (request: FastifyRequest) => {
    const { user } = currentSession(request);
    return { id: user.id, roles: user.roles };
  };

  app.get(
    '/api/v1/orders/summary',
    {
      schema: {
        tags,
        summary: 'The order summary before paying: subtotal, fees, total (guests too)',
        querystring: orderSummaryQuerySchema,
        response: { 200: orderSummarySchema, ...errorResponses(400, 403, 409) },
      },
      config: { access: 'public' },
    },
    async (request) => {
      const token = bearerToken(request);
      const session = token ? await app.sessionForToken(token) : null;
      return orderSummary(db(), request.query, session?.user.id ?? null, app.payments.paymentMethods());
    },
  );

  app.post(
    '/api/v1/orders',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          'Checkout: an order from an offer and a quantity, paid by wallet, card or crypto (Idempotency-Key)',
        security: bearerSecurity,
        headers: idempotencyHeaderSchema,
        body: checkoutRequestSchema,
        response: { 201: checkoutResponseSchema, ...errorResponses(400, 401, 402, 403, 409, 422, 429) },
      },
      config: { access: 'signedIn' },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const checkout = { ...checkoutDeps, log: request.log };
      if (request.body.paymentMethod === 'wallet') {
        const claim = idempotencyClaim(request, viewer.id, { params: request.params, body: request.body });
        const paid = await checkoutInOneStatement(checkout, viewer, request.body, claim);
        if (paid) return reply.status(201).send(paid);
      }
      return idempotently<CheckoutResponse>(
        app,
        request,
        reply,
        viewer.id,
        (tx) => checkoutWork(checkout, tx, viewer, request.body),
        { recover: recoverCheckout(checkout, viewer) },
      );
    },
  );

  app.get(
    '/api/v1/orders',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'My orders (purchases or sales): search, status filter, pages',
        security: bearerSecurity,
        querystring: orderListQuerySchema,
        response: { 200: orderListResponseSchema, ...errorResponses(400, 401) },
      },
      config: { access: 'signedIn' },
    },
    async (request) => listOrders(db(), viewerOf(request).id, request.query),
  );

  app.get(
    '/api/v1/orders/:orderId',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Transaction details (buyer, seller or staff)',
        security: bearerSecurity,
        params: orderParamsSchema,
        response: { 200: orderDetailSchema, ...errorResponses(400, 401, 404) },
      },
      config: {
        access: { owner: 'allow', counterpart: 'allow', support: 'allow', admin: 'allow', others: 404 },
      },
    },
    async (request) => getOrderDetail(db(), request.params.orderId, viewerOf(request), app.clock.now()),
  );

  app.get(
    '/api/v1/orders/:orderId/code',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'The codes of a paid automatic-delivery order (its buyer only)',
        security: bearerSecurity,
        params: orderParamsSchema,
        response: { 200: orderCodeResponseSchema, ...errorResponses(400, 401, 404, 409) },
      },
      config: { access: { owner: 'allow', others: 404 } },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const detail = await getOrderDetail(db(), request.params.orderId, viewer);
      if (detail.buyer.id !== viewer.id || !detail.automaticDelivery)
        throw new AppError('TRANSACTION_NOT_FOUND');
      if (detail.escrow !== 'held' && detail.escrow !== 'released') throw new AppError('ORDER_NOT_PAID');
      return { codes: await revealOrderCodes(db(), deps.codeCipher(), detail.id) };
    },
  );

  const orderAction = (summary: string) => ({
    onRequest: app.requireUser,
    schema: {
      tags,
      summary,
      security: bearerSecurity,
      params: orderParamsSchema,
      response: { 200: orderDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
  });

  app.post(
    '/api/v1/orders/:orderId/confirm',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'The buyer confirms delivery: the seller is paid at once (Idempotency-Key)',
        security: bearerSecurity,
        headers: idempotencyHeaderSchema,
        params: orderParamsSchema,
        response: { 200: orderDetailSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
      config: { access: { owner: 'allow', counterpart: 403, others: 404 } },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const { orderId } = request.params;
      // The common confirmation in one statement (confirmOrderOnce). A key used before continues
      // below: a replay, or a wait for the twin's answer.
      const claim = idempotencyClaim(request, viewer.id, { params: request.params, body: request.body });
      const confirmed = await confirmOrderOnce(db(), orderId, viewer.id, deps, claim);
      if (confirmed.state === 'confirmed') {
        const body = await getOrderDetail(db(), orderId, viewer);
        await storeIdempotentAnswer(db(), claim, 200, body);
        return body;
      }
      return idempotently<OrderDetail>(
        app,
        request,
        reply,
        viewer.id,
        async (tx) => {
          await confirmOrder(tx, orderId, viewer.id, deps);
          return { status: 200, body: await getOrderDetail(tx, orderId, viewer) };
        },
        {
          // A one-statement confirmation committed, then its process died before storing the answer:
          // the claim recorded the order, and the claim commits with the confirmation, so a completed
          // order (or one whose confirmation was recorded while its seller is banned) is that
          // confirmation's effect. Anything else (a refusal whose key was never given back) frees the
          // key and the retry runs afresh.
          recover: async (recorded) => {
            if (recordedOrder(recorded) !== orderId) return null;
            const order = await findOrderDetail(db(), orderId, viewer);
            const confirmed = order?.status === 'completed' || (order && order.confirmedAt !== null);
            return order && confirmed ? { statusCode: 200, body: order } : null;
          },
        },
      );
    },
  );

  const deliverAction = orderAction(
    `The seller marks a paid order delivered, with an optional note for the buyer (at most ${DELIVERY_NOTE_MAX_LENGTH} characters; the body may be left out); the buyer is told to check and confirm`,
  );
  app.post(
    '/api/v1/orders/:orderId/deliver',
    {
      ...deliverAction,
      schema: { ...deliverAction.schema, body: markDeliveredRequestSchema },
      config: { access: { counterpart: 'allow', owner: 403, others: 404 } },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const note = request.body?.note ?? null;
      return app.notifier.transaction(async (tx) => {
        await markDelivered(tx, request.params.orderId, viewer.id, deps, note);
        return getOrderDetail(tx, request.params.orderId, viewer);
      });
    },
  );

  app.post(
    '/api/v1/orders/:orderId/conversation',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          "The order's chat for either side: the buyer's conversation about the offer, opened on first use, so the seller may write first (staff read it in the dispute views)",
        security: bearerSecurity,
        params: orderParamsSchema,
        response: { 200: conversationResponseSchema, ...errorResponses(400, 401, 404, 429) },
      },
      config: { access: { owner: 'allow', counterpart: 'allow', others: 404 } },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const parties = await orderChatParties(db(), request.params.orderId, viewer.id);
      if (!parties) throw new AppError('TRANSACTION_NOT_FOUND');
      // An offer deleted for good leaves its orders without one: there is nothing to talk about.
      if (!parties.offerId) throw new AppError('NOT_FOUND');
      const id = await openOfferConversation(db(), parties.buyerId, parties.offerId);
      return { conversation: await getConversation(db(), viewer.id, id) };
    },
  );

  app.post(
    '/api/v1/orders/:orderId/dispute',
    {
      // Authenticated before any file is read; the text fields of a multipart request are then validated
      // by the same schema as JSON.
      onRequest: app.requireUser,
      preValidation: async (request) => {
        if (!request.isMultipart() || !orderParamsSchema.safeParse(request.params).success) return;
        const { orderId } = request.params as { orderId: string };
        await checkDisputeOpener(db(), orderId, viewerOf(request).id);
        request.body = (await readEvidenceMultipart(request)) as typeof request.body;
      },
      schema: {
        tags,
        summary: `The buyer opens a dispute on a paid, pending order (the money stays held). JSON, or multipart/form-data with "reason" and evidence files in "evidence" (${evidenceSummary('dispute')}); the dispute and its files are stored together or not at all`,
        security: bearerSecurity,
        consumes: ['application/json', 'multipart/form-data'],
        params: orderParamsSchema,
        body: openDisputeRequestSchema,
        response: { 200: orderDetailSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
      },
      config: { access: { owner: 'allow', counterpart: 403, others: 404 } },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const { orderId } = request.params;
      return evidenceStorage.withStored(request.disputeEvidence ?? [], (files) =>
        app.notifier.transaction(async (tx) => {
          await openDispute(tx, orderId, viewer.id, request.body.reason, deps, app.clock.now());
          if (files.length > 0) await addDisputeEvidence(tx, orderId, viewer.id, files, false);
          return getOrderDetail(tx, orderId, viewer);
        }),
      );
    },
  );

  app.post(
    '/api/v1/orders/:orderId/dispute/answer',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          "The buyer or the seller answers the open dispute (Idempotency-Key): recorded with who and when; the awaited side's answer moves the dispute clock on (the seller's: the buyer's turn; the buyer's: staff); the other side is told",
        security: bearerSecurity,
        headers: idempotencyHeaderSchema,
        params: orderParamsSchema,
        body: disputeAnswerRequestSchema,
        response: { 200: orderDetailSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
      config: { access: { owner: 'allow', counterpart: 'allow', support: 403, admin: 403, others: 404 } },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const { orderId } = request.params;
      return idempotently<OrderDetail>(app, request, reply, viewer.id, async (tx) => {
        await answerDispute(tx, orderId, viewer, request.body.message, deps, app.clock.now());
        return { status: 200, body: await getOrderDetail(tx, orderId, viewer) };
      });
    },
  );

  evidenceUploadRoute(app, {
    url: '/api/v1/orders/:orderId/dispute/evidence',
    summary: `The buyer or the seller adds evidence to the open dispute: multipart/form-data, files in "evidence" (${evidenceSummary('dispute')}); each file records who added it and when`,
    rules: DISPUTE_EVIDENCE_RULES,
    checkUploader: (db, orderId, viewer) => checkEvidenceUploader(db, orderId, viewer.id, viewer.staff),
    add: (tx, orderId, viewer, files) => addDisputeEvidence(tx, orderId, viewer.id, files, viewer.staff),
  });

  evidenceDownloadRoute(app, {
    url: '/api/v1/orders/:orderId/dispute/evidence/:evidenceId',
    summary:
      'Download a dispute evidence file (the order’s buyer and seller, support and admins only; others get 404)',
    of: 'dispute',
  });

  app.post(
    '/api/v1/orders/:orderId/rating',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'The buyer rates a completed order once: 1–5 stars and a comment',
        security: bearerSecurity,
        params: orderParamsSchema,
        body: ratingRequestSchema,
        response: { 201: orderRatingSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      config: { access: { owner: 'allow', counterpart: 403, others: 404 } },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const rating = await db().transaction((tx) =>
        rateOrder(tx, request.params.orderId, viewer.id, request.body),
      );
      return reply.status(201).send(rating);
    },
  );

  app.get(
    '/api/v1/seller/dashboard',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['seller'],
        summary: 'Seller dashboard: income, revenue of the last 6 months, recent sales, balances',
        security: bearerSecurity,
        querystring: sellerDashboardQuerySchema,
        response: { 200: sellerDashboardSchema, ...errorResponses(400, 401) },
      },
      config: { access: 'signedIn' },
    },
    async (request) => sellerDashboard(db(), viewerOf(request).id, request.query.currency),
  );
}
