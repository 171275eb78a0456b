/**
 * Codes of the help desk. Spread into ERROR_DEFINITIONS (errors/error-codes.ts); the spec
 * names no message for these cases, so the ids under `errors.ticket` are ours.
 */
export const TICKET_ERROR_DEFINITIONS = {
  TICKET_ORDER_NOT_FOUND: {
    status: 400,
    messageId: 'errors.ticket.orderNotFound',
    message: 'This order ID is not one of your orders.',
  },
  TICKET_TOO_MANY_ATTACHMENTS: {
    status: 400,
    messageId: 'errors.ticket.tooManyAttachments',
    message: 'Up to 3 files can be attached.',
  },
  TICKET_ATTACHMENT_UNSUPPORTED: {
    status: 415,
    messageId: 'errors.ticket.attachmentUnsupported',
    message: 'Only images (JPEG, PNG, WebP) or PDF documents can be attached.',
  },
  TICKET_ATTACHMENT_TOO_LARGE: {
    status: 413,
    messageId: 'errors.ticket.attachmentTooLarge',
    message: 'A file may be at most 5 MB.',
  },
  TICKET_CLOSED: {
    status: 409,
    messageId: 'errors.ticket.closed',
    message: 'This ticket is closed.',
  },
  TICKET_ALREADY_REPORTED: {
    status: 409,
    messageId: 'errors.ticket.alreadyReported',
    message: 'You have already reported this offer. Support is looking into it.',
  },
  TICKET_OWN_OFFER_REPORT: {
    status: 403,
    messageId: 'errors.ticket.ownOfferReport',
    message: 'You cannot report your own offer.',
  },
  TICKET_ASSIGNEE_NOT_STAFF: {
    status: 400,
    messageId: 'errors.ticket.assigneeNotStaff',
    message: 'Tickets can only be assigned to support staff.',
  },
} as const;

/** Spec §5 "Ticket: contact email required": shown next to the e-mail field. */
export const TICKET_FIELD_ERROR_DEFINITIONS = {
  ticketEmailRequired: { messageId: 'errors.ticket.emailRequired', message: 'Contact email is required.' },
} as const;
