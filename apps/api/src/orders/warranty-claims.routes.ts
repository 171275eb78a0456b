import {
  adminWarrantyClaimDecisionSchema,
  adminWarrantyClaimListQuerySchema,
  adminWarrantyClaimListResponseSchema,
  adminWarrantyClaimParamsSchema,
  adminWarrantyClaimSchema,
  type OpenWarrantyClaimRequest,
  type OrderDetail,
  openWarrantyClaimRequestSchema,
  orderDetailSchema,
  orderParamsSchema,
  warrantyClaimAnswerRequestSchema,
} from '@lootmarket/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminActionContext, recordAdminAction } from '../admin/audit.service';
import { bearerSecurity, errorResponses } from '../http/responses';
import { idempotencyHeaderSchema, idempotently } from '../idempotency/idempotent-request';
import { currentSession } from '../plugins/app/authentication';
import {
  evidenceStorageOf,
  readEvidenceMultipart,
  recordEvidence,
  WARRANTY_CLAIM_EVIDENCE_RULES,
} from './dispute-evidence';
import { evidenceDownloadRoute, evidenceSummary, evidenceUploadRoute } from './evidence.routes';
import { getOrderDetail } from './orders.service';
import {
  addClaimEvidence,
  answerWarrantyClaim,
  checkClaimEvidenceUploader,
  checkClaimOpener,
  decideWarrantyClaim,
  getAdminWarrantyClaim,
  listWarrantyClaims,
  openWarrantyClaim,
} from './warranty-claims.service';

/**
 * Warranty claims (README "Warranty claims"): the buyer's claim, both sides' answers (each with an
 * Idempotency-Key: a replay has one effect), their evidence files (the dispute's rules and storage), and
 * staff's queue and decision (audited).
 */
export async function warrantyClaimRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const deps = app.orderDeps;
  const viewerOf = (request: FastifyRequest) => {
    const { user } = currentSession(request);
    return { id: user.id, roles: user.roles };
  };
  const evidenceStorage = evidenceStorageOf(app.config);

  app.post(
    '/api/v1/orders/:orderId/warranty-claim',
    {
      onRequest: app.requireUser,
      // Who opens is checked before a byte of a file is read; the text fields of a multipart request
      // are then validated by the same schema as JSON.
      preValidation: async (request) => {
        if (!request.isMultipart() || !orderParamsSchema.safeParse(request.params).success) return;
        const { orderId } = request.params as { orderId: string };
        await checkClaimOpener(db(), orderId, viewerOf(request));
        request.body = (await readEvidenceMultipart(
          request,
          WARRANTY_CLAIM_EVIDENCE_RULES,
        )) as typeof request.body;
      },
      schema: {
        tags: ['orders'],
        summary: `The buyer opens a warranty claim on a completed warranted order before its warranty ends (Idempotency-Key): the reason and what happened; the seller is told at once and answers on the claim clock. JSON, or multipart/form-data with "reason", "description" and evidence files in "evidence" (${evidenceSummary('claim')}); the claim and its files are stored together or not at all`,
        security: bearerSecurity,
        consumes: ['application/json', 'multipart/form-data'],
        headers: idempotencyHeaderSchema,
        params: orderParamsSchema,
        body: openWarrantyClaimRequestSchema,
        response: { 201: orderDetailSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 422) },
      },
      config: { access: { owner: 'allow', counterpart: 403, support: 403, admin: 403, others: 404 } },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const { orderId } = request.params;
      const checked = request.disputeEvidence ?? [];
      // The key stands for the claim and its files (names and sizes): the same key with other files is
      // another request (422), not a replay.
      const keyed: OpenWarrantyClaimRequest & { evidence?: unknown } =
        checked.length === 0
          ? request.body
          : { ...request.body, evidence: checked.map((file) => [file.fileName, file.data.length]) };
      return evidenceStorage.withStored(checked, async (files) => {
        let ran = false;
        const detail = await idempotently<OrderDetail>(
          app,
          request,
          reply,
          viewer.id,
          async (tx) => {
            ran = true;
            const now = app.clock.now();
            const claim = await openWarrantyClaim(tx, orderId, viewer, request.body, deps, now);
            if (files.length > 0) {
              await recordEvidence(
                tx,
                { orderId, claimId: claim.id, uploaderId: viewer.id, side: 'buyer' },
                files,
              );
            }
            return { status: 201, body: await getOrderDetail(tx, orderId, viewer, now) };
          },
          { body: keyed },
        );
        // A replay answers the first request's claim: this request's copies of the files are not kept.
        if (!ran) await evidenceStorage.remove(files.map((file) => file.id));
        return detail;
      });
    },
  );

  evidenceUploadRoute(app, {
    url: '/api/v1/orders/:orderId/warranty-claim/evidence',
    summary: `The buyer or the seller adds evidence files to the order's open warranty claim: multipart/form-data, files in "evidence" (${evidenceSummary('claim')}); each file records who added it and when`,
    rules: WARRANTY_CLAIM_EVIDENCE_RULES,
    checkUploader: checkClaimEvidenceUploader,
    add: addClaimEvidence,
  });

  app.post(
    '/api/v1/orders/:orderId/warranty-claim/answer',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['orders'],
        summary:
          'The seller answers the open warranty claim, `replace` (with how the buyer gets it) or `refund` (the buyer gets the total back); the buyer then accepts or rejects the replacement (Idempotency-Key)',
        security: bearerSecurity,
        headers: idempotencyHeaderSchema,
        params: orderParamsSchema,
        body: warrantyClaimAnswerRequestSchema,
        response: { 200: orderDetailSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
      config: { access: { owner: 'allow', counterpart: 'allow', support: 403, admin: 403, others: 404 } },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const { orderId } = request.params;
      return idempotently<OrderDetail>(app, request, reply, viewer.id, async (tx) => {
        const now = app.clock.now();
        await answerWarrantyClaim(tx, orderId, viewer, request.body, deps, now);
        return { status: 200, body: await getOrderDetail(tx, orderId, viewer, now) };
      });
    },
  );

  evidenceDownloadRoute(app, {
    url: '/api/v1/orders/:orderId/warranty-claim/evidence/:evidenceId',
    summary:
      'Download a warranty claim’s evidence file (the order’s buyer and seller, support and admins only; others get 404)',
    of: 'warranty_claim',
  });

  app.get(
    '/api/v1/admin/warranty-claims',
    {
      onRequest: app.requireRole('admin', 'support'),
      schema: {
        tags: ['admin'],
        summary:
          'Warranty claims, oldest first (filter by status): each with its order, clock and the seller’s flags',
        security: bearerSecurity,
        querystring: adminWarrantyClaimListQuerySchema,
        response: { 200: adminWarrantyClaimListResponseSchema, ...errorResponses(400, 401, 403) },
      },
      config: { access: 'staff' },
    },
    async (request) => listWarrantyClaims(db(), request.query),
  );

  app.post(
    '/api/v1/admin/warranty-claims/:claimId/decide',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary:
          'Decide an open warranty claim with a note: `uphold` refunds the buyer the total (from the reserve, else the seller’s balance, then the platform’s cover), `reject` closes it (audited; both parties told)',
        security: bearerSecurity,
        params: adminWarrantyClaimParamsSchema,
        body: adminWarrantyClaimDecisionSchema,
        response: { 200: adminWarrantyClaimSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      config: { access: 'admin' },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const { claimId } = request.params;
      const { decision, note } = request.body;
      const context = adminActionContext(request);
      await app.notifier.transaction(async (tx) => {
        const { before, after, order } = await decideWarrantyClaim(
          tx,
          claimId,
          viewer.id,
          decision,
          note,
          deps,
          app.clock.now(),
        );
        await recordAdminAction(tx, context, {
          action: decision === 'uphold' ? 'warranty_claim.uphold' : 'warranty_claim.reject',
          targetType: 'warranty_claim',
          targetId: claimId,
          before: { status: before.status, orderId: order.id, reserve: order.reserveStatus },
          after: {
            status: after.status,
            refund: after.refundAmount,
            coveredBy: after.coveredBy,
            fromReserve: after.fromReserve,
            fromSellerBalance: after.fromSellerBalance,
            fromPlatformCover: after.fromPlatformCover,
            feeReturned: after.feeReturned,
            currency: after.currency,
          },
          reason: note,
        });
      });
      return getAdminWarrantyClaim(db(), claimId);
    },
  );
}
