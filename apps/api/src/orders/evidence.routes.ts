import {
  DISPUTE_EVIDENCE_MAX_FILES,
  disputeEvidenceParamsSchema,
  orderDetailSchema,
  orderParamsSchema,
  STAFF_ROLES,
} from '@lootmarket/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AttachmentRules, type StoredAttachment, sendAttachment } from '../attachments/attachments';
import type { DbOrTx, Tx } from '../db/database';
import { AppError } from '../errors/app-error';
import { bearerSecurity, errorResponses } from '../http/responses';
import { currentSession } from '../plugins/app/authentication';
import { evidenceFile, evidenceStorageOf, readEvidenceMultipart } from './dispute-evidence';
import { getOrderDetail, type OrderViewer } from './orders.service';

// The routes of evidence files, one piece for a dispute's and a warranty claim's (README "Dispute
// evidence", "Warranty claims"): who may add is the subject's, the rest is the same.

const viewerOf = (request: Parameters<typeof currentSession>[0]): OrderViewer & { staff: boolean } => {
  const { user } = currentSession(request);
  const staff = user.roles.some((role) => (STAFF_ROLES as readonly string[]).includes(role));
  return { id: user.id, roles: user.roles, staff };
};

/** What the files are: "JPEG, PNG, WebP or PDF recognised by content, 5 MB each, 5 per dispute in all". */
export function evidenceSummary(subject: 'dispute' | 'claim'): string {
  return `JPEG, PNG, WebP or PDF recognised by content, 5 MB each, ${DISPUTE_EVIDENCE_MAX_FILES} per ${subject} in all`;
}

/**
 * The buyer or the seller adds files (multipart, field `evidence`) → 201 + the order. Who may add, and
 * whether the subject is open, is checked (`checkUploader`) before a single byte of a file is read, and
 * again under the order's lock when the files are recorded (`add`); the files are written before the
 * transaction and removed again if it fails.
 */
export function evidenceUploadRoute(
  appBase: FastifyInstance,
  options: {
    url: string;
    summary: string;
    rules: AttachmentRules;
    checkUploader: (db: DbOrTx, orderId: string, viewer: OrderViewer & { staff: boolean }) => Promise<void>;
    add: (
      tx: Tx,
      orderId: string,
      viewer: OrderViewer & { staff: boolean },
      files: readonly StoredAttachment[],
    ) => Promise<void>;
  },
): void {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const storage = evidenceStorageOf(app.config);
  app.post(
    options.url,
    {
      onRequest: app.requireUser,
      preValidation: async (request) => {
        if (!orderParamsSchema.safeParse(request.params).success) return;
        const { orderId } = request.params as { orderId: string };
        await options.checkUploader(app.database.db, orderId, viewerOf(request));
        if (!request.isMultipart()) throw new AppError('VALIDATION_FAILED');
        await readEvidenceMultipart(request, options.rules);
      },
      schema: {
        tags: ['orders'],
        summary: options.summary,
        security: bearerSecurity,
        consumes: ['multipart/form-data'],
        params: orderParamsSchema,
        response: { 201: orderDetailSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
      },
      config: { access: { owner: 'allow', counterpart: 'allow', support: 403, admin: 403, others: 404 } },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const { orderId } = request.params;
      const detail = await storage.withStored(request.disputeEvidence ?? [], (files) =>
        app.database.db.transaction(async (tx) => {
          await options.add(tx, orderId, viewer, files);
          return getOrderDetail(tx, orderId, viewer, app.clock.now());
        }),
      );
      return reply.status(201).send(detail);
    },
  );
}

/**
 * The download of one evidence file of an order's dispute or of one of its warranty claims: the order's
 * buyer and seller, support and admins; anyone else 404 (the order's convention), a file of the other
 * kind or of another order NOT_FOUND. The file itself, its sniffed type, never rendered (sendAttachment).
 */
export function evidenceDownloadRoute(
  appBase: FastifyInstance,
  options: { url: string; summary: string; of: 'dispute' | 'warranty_claim' },
): void {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const storage = evidenceStorageOf(app.config);
  app.get(
    options.url,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['orders'],
        summary: options.summary,
        security: bearerSecurity,
        params: disputeEvidenceParamsSchema,
        produces: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
        response: { ...errorResponses(400, 401, 404) },
      },
      config: {
        access: { owner: 'allow', counterpart: 'allow', support: 'allow', admin: 'allow', others: 404 },
      },
    },
    async (request, reply) => {
      const { user } = currentSession(request);
      const { orderId, evidenceId } = request.params;
      const staff = user.roles.some((role) => (STAFF_ROLES as readonly string[]).includes(role));
      const file = await evidenceFile(
        app.database.db,
        orderId,
        evidenceId,
        { id: user.id, staff },
        options.of,
      );
      // The file itself, not JSON: the typed reply knows only the error bodies of this route.
      return sendAttachment(reply as FastifyReply, file, await storage.read(file.id));
    },
  );
}
