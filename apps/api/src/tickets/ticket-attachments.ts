import {
  TICKET_ATTACHMENT_MAX_BYTES,
  TICKET_ATTACHMENTS_FIELD,
  TICKET_MAX_ATTACHMENTS,
} from '@lootmarket/contract';
import type { FastifyRequest } from 'fastify';
import {
  type AttachmentRules,
  type CheckedAttachment,
  readAttachmentMultipart,
} from '../attachments/attachments';

/** Ticket files: up to three a ticket, with the help desk's own error codes (src/attachments has the checks). */
export const TICKET_ATTACHMENT_RULES: AttachmentRules = {
  field: TICKET_ATTACHMENTS_FIELD,
  maxFiles: TICKET_MAX_ATTACHMENTS,
  maxBytes: TICKET_ATTACHMENT_MAX_BYTES,
  errors: {
    tooMany: 'TICKET_TOO_MANY_ATTACHMENTS',
    tooLarge: 'TICKET_ATTACHMENT_TOO_LARGE',
    unsupported: 'TICKET_ATTACHMENT_UNSUPPORTED',
  },
};

/**
 * Reads a multipart ticket: its text fields (as the contract's JSON shape) and up to three files, each
 * checked by content before anything is stored. Any bad file refuses the whole request.
 */
export async function readTicketMultipart(
  request: FastifyRequest,
): Promise<{ fields: Record<string, unknown>; attachments: CheckedAttachment[] }> {
  const { fields: text, attachments } = await readAttachmentMultipart(request, TICKET_ATTACHMENT_RULES);
  const fields: Record<string, unknown> = { ...text };
  // A checkbox sends "true" (or "on") when ticked and nothing when not.
  if ('notifyOnAnswer' in fields)
    fields.notifyOnAnswer = ['true', 'on', '1'].includes(String(fields.notifyOnAnswer));
  return { fields, attachments };
}
