import { z } from 'zod';
import type { ExternalContactKind } from '../moderation/external-contacts';
import { text } from '../validation/text';
import { adminPageInfoSchema, adminPageQuerySchema } from './audit.schemas';
import { adminReasonSchema } from './users.schemas';

/**
 * Why an offer is in the moderation queue: its seller wrote external contacts into the offer's chat
 * (the contract's detector flags the message), or buyers reported it (offer-report tickets). `locked`
 * lists instead the offers moderators hold taken down, newest take-down first, to lift or delete.
 */
export const MODERATION_QUEUE_FILTERS = ['all', 'flagged', 'reported', 'locked'] as const;
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
  /**
   * How many of the seller's chat messages about the offer the detector flagged since the last
   * review. Their text is private chat: staff read it through the flagged-messages route, which
   * writes each read to the audit log, never in the queue.
   */
  flaggedMessagesCount: z.number().int(),
  /** Open offer reports since the last review (latest 3 shown). */
  reportsCount: z.number().int(),
  reports: z.array(z.object({ ticketId: z.uuid(), reason: z.string(), createdAt: z.iso.datetime() })),
  /** The latest flag or report since the last review; null when none came since (a take-down). */
  lastSignalAt: z.iso.datetime().nullable(),
  /** Set while moderators hold the offer taken down: the seller cannot activate it. */
  lock: z
    .object({
      reason: z.string(),
      lockedAt: z.iso.datetime(),
      /** The staff member who took it down (null once that account is gone). */
      lockedBy: z.object({ id: z.uuid(), username: z.string() }).nullable(),
    })
    .nullable(),
});
export type ModerationItem = z.infer<typeof moderationItemSchema>;

export const moderationQueueResponseSchema = adminPageInfoSchema.extend({
  items: z.array(moderationItemSchema),
});
export type ModerationQueueResponse = z.infer<typeof moderationQueueResponseSchema>;

export const adminOfferParamsSchema = z.object({ offerId: z.uuid() });

/**
 * Deactivate (a take-down that locks the offer until lifted), lift, dismiss and delete: the reason
 * goes to the audit log, and to the seller (a notification) for all but dismiss.
 */
export const offerModerationRequestSchema = z.object({ reason: adminReasonSchema });

export const offerModerationResponseSchema = z.object({
  offerId: z.uuid(),
  active: z.boolean(),
  moderationReason: z.string().nullable(),
  moderationReviewedAt: z.iso.datetime(),
  /** When the take-down that holds the offer locked was made; null when none holds it. */
  moderationLockedAt: z.iso.datetime().nullable(),
});
export type OfferModerationResponse = z.infer<typeof offerModerationResponseSchema>;

/** POST /api/v1/admin/moderation/offers/{offerId}/delete: the offer and its photos are gone. */
export const offerModerationDeleteResponseSchema = z.object({
  offerId: z.uuid(),
  deleted: z.literal(true),
});
export type OfferModerationDeleteResponse = z.infer<typeof offerModerationDeleteResponseSchema>;

/** How many of the latest flagged messages one read shows. */
export const FLAGGED_MESSAGES_LIMIT = 20;

/**
 * GET /api/v1/admin/moderation/offers/{offerId}/flagged-messages: the seller's chat messages about
 * the offer that the detector flagged, newest first (the latest FLAGGED_MESSAGES_LIMIT). Each read is
 * written to the audit log.
 */
export const flaggedMessagesResponseSchema = z.object({
  items: z.array(
    z.object({
      id: z.uuid(),
      conversationId: z.uuid(),
      body: z.string(),
      createdAt: z.iso.datetime(),
    }),
  ),
});
export type FlaggedMessagesResponse = z.infer<typeof flaggedMessagesResponseSchema>;
