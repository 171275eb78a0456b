import { z } from 'zod';
import {
  ATTACHMENT_CONTENT_TYPES,
  ATTACHMENT_MAX_BYTES,
  type AttachmentContentType,
} from '../attachments/attachment-rules';
import { humanCheckTokenSchema } from '../auth/auth.schemas';
import { emailSchema } from '../validation/rules';
import { text } from '../validation/text';

/** Spec §3 ticket types, as the create form offers them. */
export const TICKET_TYPES = ['General', 'Account', 'Payment', 'Technical', 'Other'] as const;
export const ticketTypeSchema = z.enum(TICKET_TYPES);
export type TicketType = z.infer<typeof ticketTypeSchema>;

/** Spec §3 states: open → answered (support replied) → open (the user replied) … → closed. */
export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export const ticketStatusSchema = z.enum(TICKET_STATUSES);
export type TicketStatus = z.infer<typeof ticketStatusSchema>;

/**
 * What a ticket is about: the list filters of spec §3 besides "all", in the spec's order (payment
 * issues, technical issues, fraud, offer reports, product return, feedback, account issues,
 * transaction issues). The user may pick one; otherwise it follows from the type (see
 * {@link ticketTopicFor}). Offer reports get `offerReport`, or `fraud` when that is the reason.
 */
export const TICKET_TOPICS = [
  'payment',
  'technical',
  'fraud',
  'offerReport',
  'productReturn',
  'feedback',
  'account',
  'transaction',
] as const;
export const ticketTopicSchema = z.enum(TICKET_TOPICS);
export type TicketTopic = z.infer<typeof ticketTopicSchema>;

/** Topics a person can choose on the forms; offer reports come only from "Report this offer". */
export const TICKET_USER_TOPICS = [
  'payment',
  'technical',
  'fraud',
  'productReturn',
  'feedback',
  'account',
  'transaction',
] as const satisfies readonly TicketTopic[];
export const ticketUserTopicSchema = z.enum(TICKET_USER_TOPICS);

export const TICKET_LIST_FILTERS = ['all', ...TICKET_TOPICS] as const;
export const ticketListFilterSchema = z.enum(TICKET_LIST_FILTERS);
export type TicketListFilter = z.infer<typeof ticketListFilterSchema>;

/** Where a ticket came from. */
export const TICKET_SOURCES = ['profile', 'contact', 'offer_report'] as const;
export type TicketSource = (typeof TICKET_SOURCES)[number];

export const TICKET_REPORT_REASONS = ['fraud', 'misleading', 'prohibited', 'other'] as const;
export const ticketReportReasonSchema = z.enum(TICKET_REPORT_REASONS);
export type TicketReportReason = z.infer<typeof ticketReportReasonSchema>;

/** The topic a ticket is filed under when the user picks none. */
export function ticketTopicFor(input: {
  type: TicketType;
  topic?: TicketTopic | undefined;
  orderId?: string | null | undefined;
}): TicketTopic | null {
  if (input.topic) return input.topic;
  switch (input.type) {
    case 'Payment':
      return input.orderId ? 'transaction' : 'payment';
    case 'Technical':
      return 'technical';
    case 'Account':
      return 'account';
    default:
      return input.orderId ? 'transaction' : null;
  }
}

/** The short reference people quote and search by: the first 8 characters of the id, upper case. */
export function ticketReference(ticketId: string): string {
  return ticketId.slice(0, 8).toUpperCase();
}

export const TICKET_TITLE_MAX_LENGTH = 150;
export const TICKET_TEXT_MAX_LENGTH = 5000;
export const TICKET_MAX_ATTACHMENTS = 3;
/** 5 MB a file, like offer photos (the shared attachment rules). */
export const TICKET_ATTACHMENT_MAX_BYTES = ATTACHMENT_MAX_BYTES;
/** What an attachment may be, recognised by its content (never by its name or declared type). */
export const TICKET_ATTACHMENT_TYPES = ATTACHMENT_CONTENT_TYPES;
export type TicketAttachmentType = AttachmentContentType;
/** The multipart field the files travel in. */
export const TICKET_ATTACHMENTS_FIELD = 'attachments';
export const TICKETS_PAGE_SIZE = 10;
export const TICKETS_MAX_PAGE_SIZE = 50;

const titleSchema = text().trim().min(1).max(TICKET_TITLE_MAX_LENGTH);
const textSchema = text().trim().min(1).max(TICKET_TEXT_MAX_LENGTH);

/** Spec §5: the contact e-mail is required ("Contact email is required." when left blank). */
export const ticketEmailSchema = z
  .string()
  .superRefine((value, ctx) => {
    if (value.trim() === '')
      ctx.addIssue({ code: 'custom', input: value, params: { fieldCode: 'ticketEmailRequired' } });
  })
  .pipe(emailSchema);

/** Spec §5: the phone is optional; digits with the usual separators and an optional leading +. */
export const ticketPhoneSchema = text()
  .trim()
  .regex(/^\+?[0-9][0-9 ()./-]{4,24}$/);

/**
 * A ticket from the profile (spec §3). As JSON, or as multipart/form-data with these fields plus up
 * to three files in `attachments`; the server parses both with this schema.
 */
export const ticketCreateRequestSchema = z.strictObject({
  type: ticketTypeSchema,
  topic: ticketUserTopicSchema.optional(),
  /** Checked against the caller's own orders (as buyer or seller). */
  orderId: z.uuid().optional(),
  title: titleSchema,
  description: textSchema,
  email: ticketEmailSchema,
  phone: ticketPhoneSchema.optional(),
  notifyOnAnswer: z.boolean().default(false),
});
export type TicketCreateRequest = z.input<typeof ticketCreateRequestSchema>;

/** The contact form at /contact-us/ (guests and users): no order, no files, a human check. */
export const contactRequestSchema = ticketCreateRequestSchema.omit({ orderId: true }).extend({
  humanCheck: humanCheckTokenSchema.optional(),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

/** "Report this offer": the reporter's account e-mail is the contact; they are told of the answer. */
export const offerReportRequestSchema = z.strictObject({
  reason: ticketReportReasonSchema,
  details: text().trim().max(TICKET_TEXT_MAX_LENGTH).optional(),
});
export type OfferReportRequest = z.input<typeof offerReportRequestSchema>;

export const ticketReplyRequestSchema = z.strictObject({ body: textSchema });
export type TicketReplyRequest = z.input<typeof ticketReplyRequestSchema>;

export const ticketAssignRequestSchema = z.strictObject({
  /** A user with the support or admin role; null unassigns. */
  assigneeId: z.uuid().nullable(),
});

export const ticketIdParamsSchema = z.object({ ticketId: z.uuid() });
export const ticketAttachmentParamsSchema = ticketIdParamsSchema.extend({ attachmentId: z.uuid() });

export const ticketListQuerySchema = z.object({
  filter: ticketListFilterSchema.default('all'),
  /** Words of the title or description, or a ticket ID. */
  q: text().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(TICKETS_MAX_PAGE_SIZE).default(TICKETS_PAGE_SIZE),
});
export type TicketListQuery = z.input<typeof ticketListQuerySchema>;

/** The support inbox: the same filters plus type, status and assignee. */
export const staffTicketListQuerySchema = ticketListQuerySchema.extend({
  type: ticketTypeSchema.optional(),
  status: ticketStatusSchema.optional(),
  /** `me`, `none` or a staff user's id. */
  assignee: z.union([z.enum(['me', 'none']), z.uuid()]).optional(),
});
export type StaffTicketListQuery = z.input<typeof staffTicketListQuerySchema>;

export const ticketPersonSchema = z.object({ userId: z.string(), username: z.string() });

export const ticketSummarySchema = z.object({
  id: z.string(),
  type: ticketTypeSchema,
  topic: ticketTopicSchema.nullable(),
  source: z.enum(TICKET_SOURCES),
  status: ticketStatusSchema,
  title: z.string(),
  orderId: z.string().nullable(),
  offer: z.object({ id: z.string(), title: z.string() }).nullable(),
  replyCount: z.number().int().min(0),
  createdAt: z.string(),
  updatedAt: z.string(),
  firstReplyAt: z.string().nullable(),
  closedAt: z.string().nullable(),
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

export const ticketAttachmentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.enum(TICKET_ATTACHMENT_TYPES),
  sizeBytes: z.number().int(),
  /** Same-origin download; needs the owner's or staff's bearer token. */
  url: z.string(),
});
export type TicketAttachment = z.infer<typeof ticketAttachmentSchema>;

export const ticketReplySchema = z.object({
  id: z.string(),
  /** user: the person who asked; support: the help desk (staff names are not shown to users). */
  authorRole: z.enum(['user', 'support']),
  body: z.string(),
  createdAt: z.string(),
});
export type TicketReply = z.infer<typeof ticketReplySchema>;

export const ticketDetailSchema = ticketSummarySchema.extend({
  description: z.string(),
  contactEmail: z.string(),
  phone: z.string().nullable(),
  notifyOnAnswer: z.boolean(),
  reportReason: ticketReportReasonSchema.nullable(),
  attachments: z.array(ticketAttachmentSchema),
  /** Oldest first. */
  replies: z.array(ticketReplySchema),
});
export type TicketDetail = z.infer<typeof ticketDetailSchema>;

/**
 * A reply as staff see it: also who wrote it, so the back office names the customer and each staff
 * member (null once the account is gone). Users never get staff names.
 */
export const staffTicketReplySchema = ticketReplySchema.extend({
  author: ticketPersonSchema.nullable(),
});
export type StaffTicketReply = z.infer<typeof staffTicketReplySchema>;

/** What staff see besides: who asked and who handles it, and who wrote each reply. */
export const staffTicketDetailSchema = ticketDetailSchema.extend({
  requester: ticketPersonSchema.nullable(),
  assignee: ticketPersonSchema.nullable(),
  replies: z.array(staffTicketReplySchema),
});
export type StaffTicketDetail = z.infer<typeof staffTicketDetailSchema>;

export const staffTicketSummarySchema = ticketSummarySchema.extend({
  requester: ticketPersonSchema.nullable(),
  assignee: ticketPersonSchema.nullable(),
  contactEmail: z.string(),
});
export type StaffTicketSummary = z.infer<typeof staffTicketSummarySchema>;

const pageInfo = {
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
};

export const ticketListResponseSchema = z.object({ items: z.array(ticketSummarySchema), ...pageInfo });
export type TicketListResponse = z.infer<typeof ticketListResponseSchema>;

export const staffTicketListResponseSchema = z.object({
  items: z.array(staffTicketSummarySchema),
  ...pageInfo,
});
export type StaffTicketListResponse = z.infer<typeof staffTicketListResponseSchema>;

export const ticketResponseSchema = z.object({ ticket: ticketDetailSchema });
export type TicketResponse = z.infer<typeof ticketResponseSchema>;

export const staffTicketResponseSchema = z.object({ ticket: staffTicketDetailSchema });
export type StaffTicketResponse = z.infer<typeof staffTicketResponseSchema>;

/** Create and report: the ticket, and "Ticket submitted successfully!" (spec §8) as a message id. */
export const ticketCreatedResponseSchema = ticketResponseSchema.extend({ messageId: z.string() });
export type TicketCreatedResponse = z.infer<typeof ticketCreatedResponseSchema>;

/** The contact form: a guest cannot open the ticket, so only its id and the success message. */
export const contactResponseSchema = z.object({ ticketId: z.string(), messageId: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;

/** Time to first reply, for the admin dashboard ("average support reply", spec §1). */
export const ticketFirstReplyStatsQuerySchema = z.object({
  since: z.iso.datetime({ offset: true }).optional(),
});
export const ticketFirstReplyStatsSchema = z.object({
  /** Mean seconds from creation to the first support reply; null when no ticket was answered. */
  averageSeconds: z.number().nullable(),
  answered: z.number().int(),
});
export type TicketFirstReplyStats = z.infer<typeof ticketFirstReplyStatsSchema>;
