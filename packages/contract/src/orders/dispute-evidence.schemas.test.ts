import { describe, expect, it } from 'vitest';
import { ATTACHMENT_CONTENT_TYPES } from '../attachments/attachment-rules';
import { TICKET_ATTACHMENT_TYPES } from '../tickets/ticket.schemas';
import {
  DISPUTE_EVIDENCE_MAX_BYTES,
  DISPUTE_EVIDENCE_MAX_FILES,
  DISPUTE_EVIDENCE_TYPES,
  disputeEvidenceParamsSchema,
  disputeEvidenceSchema,
  disputeEvidenceUrl,
  warrantyClaimEvidenceUrl,
} from './dispute-evidence.schemas';

describe('dispute evidence schemas', () => {
  const orderId = crypto.randomUUID();
  const id = crypto.randomUUID();
  const file = {
    id,
    uploaderSide: 'seller',
    fileName: 'trade-log.pdf',
    contentType: 'application/pdf',
    sizeBytes: 51_870,
    createdAt: '2026-11-21T11:30:00.000Z',
    url: disputeEvidenceUrl(orderId, id),
  };

  it('has the limits the README documents: 5 files per dispute, 5 MB each, the ticket types', () => {
    expect(DISPUTE_EVIDENCE_MAX_FILES).toBe(5);
    expect(DISPUTE_EVIDENCE_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(DISPUTE_EVIDENCE_TYPES).toEqual(ATTACHMENT_CONTENT_TYPES);
    expect(TICKET_ATTACHMENT_TYPES).toEqual(ATTACHMENT_CONTENT_TYPES);
  });

  it('describes a file by side, name, sniffed type, size and time, with its download path', () => {
    expect(disputeEvidenceSchema.parse(file)).toEqual(file);
    expect(file.url).toBe(`/api/v1/orders/${orderId}/dispute/evidence/${id}`);
    expect(disputeEvidenceParamsSchema.parse({ orderId, evidenceId: id })).toEqual({
      orderId,
      evidenceId: id,
    });
    for (const bad of [
      { ...file, uploaderSide: 'support' },
      { ...file, contentType: 'text/html' },
      { ...file, sizeBytes: 0 },
      { ...file, id: 'not-a-uuid' },
    ]) {
      expect(disputeEvidenceSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(disputeEvidenceParamsSchema.safeParse({ orderId, evidenceId: '../x' }).success).toBe(false);
  });

  it('gives a warranty claim’s file its own download path (the claim’s, not the dispute’s)', () => {
    const url = warrantyClaimEvidenceUrl(orderId, id);
    expect(url).toBe(`/api/v1/orders/${orderId}/warranty-claim/evidence/${id}`);
    expect(url).not.toBe(disputeEvidenceUrl(orderId, id));
    expect(disputeEvidenceSchema.parse({ ...file, url })).toEqual({ ...file, url });
  });
});
