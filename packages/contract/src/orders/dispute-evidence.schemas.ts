import { z } from 'zod';
import {
  ATTACHMENT_CONTENT_TYPES,
  ATTACHMENT_MAX_BYTES,
  type AttachmentContentType,
} from '../attachments/attachment-rules';

/**
 * Dispute evidence: screenshots and documents the buyer and the seller hand in while a
 * dispute is open, for the admin who decides it. The spec sets no numbers; ours follow its "up to 5
 * images" of offers and the help desk's 5 MB a file.
 */
export const DISPUTE_EVIDENCE_MAX_FILES = 5;
/** 5 MB a file. */
export const DISPUTE_EVIDENCE_MAX_BYTES = ATTACHMENT_MAX_BYTES;
/** JPEG, PNG, WebP or PDF, recognised by content. */
export const DISPUTE_EVIDENCE_TYPES = ATTACHMENT_CONTENT_TYPES;
export type DisputeEvidenceType = AttachmentContentType;
/** The multipart field the files travel in (opening a dispute, or adding evidence later). */
export const DISPUTE_EVIDENCE_FIELD = 'evidence';

/** Which party of the order handed a file in. */
export const DISPUTE_SIDES = ['buyer', 'seller'] as const;
export type DisputeSide = (typeof DISPUTE_SIDES)[number];

/** One file of a dispute, as the buyer, the seller and staff see it (oldest first in lists). */
export const disputeEvidenceSchema = z.object({
  id: z.uuid(),
  uploaderSide: z.enum(DISPUTE_SIDES),
  /** The uploader's file name, cleaned (no path, no control characters); shown and offered on download. */
  fileName: z.string(),
  /** What the bytes are (sniffed), not what the upload claimed. */
  contentType: z.enum(DISPUTE_EVIDENCE_TYPES),
  sizeBytes: z.number().int().min(1),
  createdAt: z.string(),
  /**
   * Same-origin download (`disputeEvidenceUrl`, or `warrantyClaimEvidenceUrl` for a warranty claim's
   * file); needs the buyer's, seller's or staff's bearer token.
   */
  url: z.string(),
});
export type DisputeEvidence = z.infer<typeof disputeEvidenceSchema>;

/**
 * GET /api/v1/orders/{orderId}/dispute/evidence/{evidenceId} and
 * GET /api/v1/orders/{orderId}/warranty-claim/evidence/{evidenceId}.
 */
export const disputeEvidenceParamsSchema = z.object({ orderId: z.uuid(), evidenceId: z.uuid() });

export function disputeEvidenceUrl(orderId: string, evidenceId: string): string {
  return `/api/v1/orders/${orderId}/dispute/evidence/${evidenceId}`;
}

/** A warranty claim's file (the same kinds of files, limits and checks as a dispute's). */
export function warrantyClaimEvidenceUrl(orderId: string, evidenceId: string): string {
  return `/api/v1/orders/${orderId}/warranty-claim/evidence/${evidenceId}`;
}
