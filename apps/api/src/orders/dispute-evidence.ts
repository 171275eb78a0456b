import path from 'node:path';
import {
  DISPUTE_EVIDENCE_FIELD,
  DISPUTE_EVIDENCE_MAX_BYTES,
  DISPUTE_EVIDENCE_MAX_FILES,
  type DisputeEvidence,
  type DisputeEvidenceType,
  type DisputeSide,
  disputeEvidenceUrl,
  type ErrorCode,
  warrantyClaimEvidenceUrl,
} from '@lootmarket/contract';
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  type AttachmentRules,
  AttachmentStorage,
  type CheckedAttachment,
  readAttachmentMultipart,
  type StoredAttachment,
} from '../attachments/attachments';
import type { DbOrTx, Tx } from '../db/database';
import { AppError } from '../errors/app-error';
import { uploadsDirFrom } from '../photos/photo-storage';
import { disputeEvidence, orders } from './orders.schema';

/**
 * Dispute evidence (so the admin deciding a dispute sees proof from both sides): the buyer and the seller
 * hand in images or PDFs while the dispute is open — the buyer also when opening it — at most
 * DISPUTE_EVIDENCE_MAX_FILES per dispute in all. The files are checked by content in src/attachments and
 * stored under `<uploads>/disputes/<id>`. A warranty claim's files are the same kind of row with the
 * claim's id (`claim_id`), under the same rules except the code of "too many" (warranty-claims.service.ts).
 */
export const DISPUTE_EVIDENCE_RULES: AttachmentRules = {
  field: DISPUTE_EVIDENCE_FIELD,
  maxFiles: DISPUTE_EVIDENCE_MAX_FILES,
  maxBytes: DISPUTE_EVIDENCE_MAX_BYTES,
  errors: {
    tooMany: 'DISPUTE_EVIDENCE_TOO_MANY',
    tooLarge: 'DISPUTE_EVIDENCE_TOO_LARGE',
    unsupported: 'DISPUTE_EVIDENCE_UNSUPPORTED',
  },
};

/** A claim's files: the dispute's rules, with the claim's own words for "too many". */
export const WARRANTY_CLAIM_EVIDENCE_RULES: AttachmentRules = {
  ...DISPUTE_EVIDENCE_RULES,
  errors: { ...DISPUTE_EVIDENCE_RULES.errors, tooMany: 'WARRANTY_CLAIM_EVIDENCE_TOO_MANY' },
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Files of a multipart dispute, claim or evidence upload, checked by content in preValidation. */
    disputeEvidence?: CheckedAttachment[];
  }
}

/** Where dispute and claim evidence lives on disk: `<uploads>/disputes/<evidenceId>`. */
export function evidenceStorageOf(config: Parameters<typeof uploadsDirFrom>[0]): AttachmentStorage {
  return new AttachmentStorage(path.join(uploadsDirFrom(config), 'disputes'));
}

/**
 * Reads the evidence files of a multipart request (after authentication and the uploader's check, before
 * validation) into `request.disputeEvidence`; answers its text fields.
 */
export async function readEvidenceMultipart(
  request: FastifyRequest,
  rules: AttachmentRules = DISPUTE_EVIDENCE_RULES,
): Promise<Record<string, string>> {
  const { fields, attachments } = await readAttachmentMultipart(request, rules);
  request.disputeEvidence = attachments;
  return fields;
}

type EvidenceRow = typeof disputeEvidence.$inferSelect;

function toDisputeEvidence(row: EvidenceRow): DisputeEvidence {
  return {
    id: row.id,
    uploaderSide: row.uploaderSide as DisputeSide,
    fileName: row.fileName,
    contentType: row.contentType as DisputeEvidenceType,
    sizeBytes: row.sizeBytes,
    createdAt: row.createdAt.toISOString(),
    url: row.claimId
      ? warrantyClaimEvidenceUrl(row.orderId, row.id)
      : disputeEvidenceUrl(row.orderId, row.id),
  };
}

/**
 * The evidence of several orders at once (the admin's dispute queue), oldest first per order; the files
 * of one upload share a time and come by name.
 */
export async function evidenceByOrder(
  db: DbOrTx,
  orderIds: readonly string[],
): Promise<Map<string, DisputeEvidence[]>> {
  const byOrder = new Map<string, DisputeEvidence[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(disputeEvidence)
    .where(and(inArray(disputeEvidence.orderId, [...orderIds]), isNull(disputeEvidence.claimId)))
    .orderBy(asc(disputeEvidence.createdAt), asc(disputeEvidence.fileName), asc(disputeEvidence.id));
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push(toDisputeEvidence(row));
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}

/** One order's evidence, oldest first. */
export async function orderEvidence(db: DbOrTx, orderId: string): Promise<DisputeEvidence[]> {
  return (await evidenceByOrder(db, [orderId])).get(orderId) ?? [];
}

/** The files of several warranty claims at once, oldest first per claim. */
export async function evidenceByClaim(
  db: DbOrTx,
  claimIds: readonly string[],
): Promise<Map<string, DisputeEvidence[]>> {
  const byClaim = new Map<string, DisputeEvidence[]>();
  if (claimIds.length === 0) return byClaim;
  const rows = await db
    .select()
    .from(disputeEvidence)
    .where(inArray(disputeEvidence.claimId, [...claimIds]))
    .orderBy(asc(disputeEvidence.createdAt), asc(disputeEvidence.fileName), asc(disputeEvidence.id));
  for (const row of rows) {
    if (!row.claimId) continue;
    const list = byClaim.get(row.claimId) ?? [];
    list.push(toDisputeEvidence(row));
    byClaim.set(row.claimId, list);
  }
  return byClaim;
}

/**
 * Which side `userId` adds evidence for, or why they may not: only the buyer and the seller (staff, who
 * can see the order, get FORBIDDEN; anyone else learns nothing: TRANSACTION_NOT_FOUND), and only while
 * the dispute is open.
 */
function evidenceSide(
  order: Pick<typeof orders.$inferSelect, 'buyerId' | 'sellerId' | 'disputeStatus'> | undefined,
  userId: string,
  staff: boolean,
): DisputeSide {
  if (!order) throw new AppError('TRANSACTION_NOT_FOUND');
  const side = order.buyerId === userId ? 'buyer' : order.sellerId === userId ? 'seller' : null;
  if (!side) throw new AppError(staff ? 'FORBIDDEN' : 'TRANSACTION_NOT_FOUND');
  if (order.disputeStatus !== 'open') throw new AppError('DISPUTE_NOT_OPEN');
  return side;
}

/**
 * Before any file is read: may this user add evidence to this order now? (Checked again, under the
 * order's lock, when the files are recorded.)
 */
export async function checkEvidenceUploader(db: DbOrTx, orderId: string, userId: string, staff: boolean) {
  const [order] = await db
    .select({ buyerId: orders.buyerId, sellerId: orders.sellerId, disputeStatus: orders.disputeStatus })
    .from(orders)
    .where(eq(orders.id, orderId));
  evidenceSide(order, userId, staff);
}

/** Before the files of a multipart "open dispute" are read: is this the order's buyer? */
export async function checkDisputeOpener(db: DbOrTx, orderId: string, userId: string) {
  const [order] = await db
    .select({ buyerId: orders.buyerId, sellerId: orders.sellerId })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (order?.buyerId === userId) return;
  throw new AppError(order?.sellerId === userId ? 'FORBIDDEN' : 'TRANSACTION_NOT_FOUND');
}

/**
 * Records checked, stored files as evidence of `userId`'s side. The order row is locked first, so two
 * uploads at once cannot pass the per-dispute limit together.
 */
export async function addDisputeEvidence(
  tx: Tx,
  orderId: string,
  userId: string,
  files: readonly StoredAttachment[],
  staff: boolean,
): Promise<void> {
  const [order] = await tx
    .select({ buyerId: orders.buyerId, sellerId: orders.sellerId, disputeStatus: orders.disputeStatus })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  const side = evidenceSide(order, userId, staff);
  await recordEvidence(tx, { orderId, claimId: null, uploaderId: userId, side }, files);
}

/**
 * Records stored files of one side as the evidence of the order's dispute (`claimId` null) or of one
 * of its warranty claims, refusing more than DISPUTE_EVIDENCE_MAX_FILES in all. The caller holds the
 * order's row lock and has checked who uploads (so two uploads at once cannot pass the limit together).
 */
export async function recordEvidence(
  tx: Tx,
  to: { orderId: string; claimId: string | null; uploaderId: string; side: DisputeSide },
  files: readonly StoredAttachment[],
): Promise<void> {
  if (files.length === 0)
    throw new AppError('VALIDATION_FAILED', { fields: { [DISPUTE_EVIDENCE_FIELD]: 'required' } });
  const held = await tx
    .select({ id: disputeEvidence.id })
    .from(disputeEvidence)
    .where(
      and(
        eq(disputeEvidence.orderId, to.orderId),
        to.claimId ? eq(disputeEvidence.claimId, to.claimId) : isNull(disputeEvidence.claimId),
      ),
    );
  if (held.length + files.length > DISPUTE_EVIDENCE_MAX_FILES) {
    const code: ErrorCode = to.claimId ? 'WARRANTY_CLAIM_EVIDENCE_TOO_MANY' : 'DISPUTE_EVIDENCE_TOO_MANY';
    throw new AppError(code);
  }
  await tx.insert(disputeEvidence).values(
    files.map((file) => ({
      id: file.id,
      orderId: to.orderId,
      claimId: to.claimId,
      uploaderId: to.uploaderId,
      uploaderSide: to.side,
      fileName: file.fileName,
      contentType: file.contentType,
      sizeBytes: file.sizeBytes,
    })),
  );
}

/**
 * A file of an order's dispute (`of: 'dispute'`) or of one of its warranty claims for download: the
 * buyer, the seller and staff only. Others get TRANSACTION_NOT_FOUND (the order's convention), an id of
 * another order, or of the other kind, NOT_FOUND.
 */
export async function evidenceFile(
  db: DbOrTx,
  orderId: string,
  evidenceId: string,
  viewer: { id: string; staff: boolean },
  of: 'dispute' | 'warranty_claim' = 'dispute',
): Promise<EvidenceRow> {
  const [order] = await db
    .select({ buyerId: orders.buyerId, sellerId: orders.sellerId })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order || !(viewer.staff || order.buyerId === viewer.id || order.sellerId === viewer.id))
    throw new AppError('TRANSACTION_NOT_FOUND');
  const [file] = await db
    .select()
    .from(disputeEvidence)
    .where(
      and(
        eq(disputeEvidence.id, evidenceId),
        eq(disputeEvidence.orderId, orderId),
        of === 'dispute' ? isNull(disputeEvidence.claimId) : isNotNull(disputeEvidence.claimId),
      ),
    );
  if (!file) throw new AppError('NOT_FOUND');
  return file;
}
