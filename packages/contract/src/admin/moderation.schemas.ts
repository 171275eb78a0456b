import { z } from 'zod';
import type { ExternalContactKind } from '../moderation/external-contacts';
import { text } from '../validation/text';
import { adminPageInfoSchema, adminPageQuerySchema } from './audit.schemas';
import { adminReasonSchema } from './users.schemas';

/**
 * Why an offer is in the moderation queue: its seller wrote external contacts into the offer's chat
 * (the contract's detector flags the message), or buyers reported it (offer-report tickets).
 */
export const MODERATION_QUEUE_FILTERS = ['all', 'flagged', 'reported'] as const;
export type ModerationQueueFilter = (typeof MODERATION_QUEUE_FILTERS)[number];

const EXTERNAL_CONTACT_KINDS = [
  'email',
  'phone',
  'link',
  'messenger',
  'handle',
] as const satisfies readonly ExternalContactKind[];

export const moderationQueueQuerySchema = adminPageQuerySchema.extend({
  filter: z.enum(MODERATION_QUEUE_FILTERS).default('all'),
  q: text().trim().max(100).optional(),
});
export type ModerationQueueQuery = z.infer<typeof moderationQueueQuerySchema>;

export const moderationItemSchema = z.object({
  offer: z.object({
    id: z.uuid(),
    title: z.string(),
    description: z.string(),
    active: z.boolean(),
    gameName: z.string(),
    category: z.string(),
    createdAt: z.iso.datetime(),
  }),
  seller: z.object({ id: z.uuid(), username: z.string() }),
  /** What the detector finds in the offer's own title and description now (usually none). */
  textFindings: z.array(z.enum(EXTERNAL_CONTACT_KINDS)),
  /** The seller's flagged chat messages about the offer since the last review (latest 3 shown). */
  flaggedMessagesCount: z.number().int(),
  flaggedMessages: z.array(z.object({ id: z.uuid(), body: z.string(), createdAt: z.iso.datetime() })),
  /** Open offer reports since the last review (latest 3 shown). */
  reportsCount: z.number().int(),
  reports: z.array(z.object({ ticketId: z.uuid(), reason: z.string(), createdAt: z.iso.datetime() })),
  lastSignalAt: z.iso.datetime(),
});
export type ModerationItem = z.infer<typeof moderationItemSchema>;

export const moderationQueueResponseSchema = adminPageInfoSchema.extend({
  items: z.array(moderationItemSchema),
});
export type ModerationQueueResponse = z.infer<typeof moderationQueueResponseSchema>;

export const adminOfferParamsSchema = z.object({ offerId: z.uuid() });

/** Deactivate: the reason goes to the seller (a notification) and to the audit log. */
export const offerModerationRequestSchema = z.object({ reason: adminReasonSchema });

export const offerModerationResponseSchema = z.object({
  offerId: z.uuid(),
  active: z.boolean(),
  moderationReason: z.string().nullable(),
  moderationReviewedAt: z.iso.datetime(),
});
export type OfferModerationResponse = z.infer<typeof offerModerationResponseSchema>;
