import { z } from 'zod';
import { userRoleSchema } from '../auth/auth.schemas';

/**
 * What staff can do in the back office. Every action is written to the audit log in the same
 * transaction as its effect (apps/api/src/admin/audit.service.ts). Domains add their actions here.
 */
export const ADMIN_AUDIT_ACTIONS = [
  'user.ban',
  'user.unban',
  'user.reset_two_factor',
  'user.change_roles',
  /** A user's uploaded avatar taken down (offensive or misleading): the initials are shown instead. */
  'user.remove_avatar',
  'offer.deactivate',
  'offer.dismiss_flags',
  /** A take-down lifted: the seller may activate the offer again. */
  'offer.lift_take_down',
  /** An offer and its photos deleted by moderation (the seller is told why). */
  'offer.delete',
  /** Staff read the seller's flagged chat messages about an offer (private chat: every read is logged). */
  'offer.read_flagged_messages',
  /** Staff read the private chat of a disputed order (every read is logged). */
  'order.read_chat',
  'game.create',
  'game.update',
  /** A game's cover uploaded, replaced or removed (the photo ids before and after). */
  'game.cover',
  'category.create',
  'category.update',
  'server.create',
  'server.update',
  'dispute.release',
  'dispute.refund',
  /** A dispute's deadline moved later (the deadline before and after, the reason). */
  'dispute.extend',
  /** The dispute clock's rules (deadlines and default rulings per category) replaced. */
  'dispute_clock_rule.update',
  /** Staff settled a dispute by a split: what the buyer got back (a partial refund), the seller the rest. */
  'dispute.split',
  'order.review_release',
  'order.review_refund',
  'refund.retry',
  'withdrawal.approve',
  'withdrawal.reject',
  'fee_rule.create',
  'fee_rule.update',
  'fee_rule.delete',
  /** A currency's rate or its date changed (the rate and date before and after). */
  'currency_rate.update',
  /** A category's warranty switched on or off (its offers' warranties follow). */
  'warranty_rule.update',
  /** Staff upheld a warranty claim (the buyer refunded the total) or rejected it, with a note. */
  'warranty_claim.uphold',
  'warranty_claim.reject',
  'ticket.reply',
  'ticket.close',
  'ticket.assign',
] as const;
export const adminAuditActionSchema = z.enum(ADMIN_AUDIT_ACTIONS);
export type AdminAuditAction = z.infer<typeof adminAuditActionSchema>;

/** What an action was done to; `targetId` is that row's id (or the game's id for its categories). */
export const ADMIN_AUDIT_TARGET_TYPES = [
  'user',
  'offer',
  'game',
  'category',
  'server',
  'order',
  'dispute',
  'withdrawal',
  'fee_rule',
  'dispute_clock_rule',
  'currency_rate',
  'warranty_rule',
  'warranty_claim',
  'ticket',
] as const;
export const adminAuditTargetTypeSchema = z.enum(ADMIN_AUDIT_TARGET_TYPES);
export type AdminAuditTargetType = z.infer<typeof adminAuditTargetTypeSchema>;

/** A JSON object as stored (money as strings of minor units, instants as ISO strings). */
const auditStateSchema = z.record(z.string(), z.unknown()).nullable();

export const adminAuditEntrySchema = z.object({
  id: z.uuid(),
  actorId: z.uuid(),
  /** The actor's username now (null when the account is gone). */
  actorUsername: z.string().nullable(),
  /** The roles the actor held when acting. */
  actorRoles: z.array(z.string()),
  action: adminAuditActionSchema,
  targetType: adminAuditTargetTypeSchema,
  targetId: z.string(),
  before: auditStateSchema,
  after: auditStateSchema,
  reason: z.string().nullable(),
  requestId: z.string().nullable(),
  at: z.iso.datetime(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_MAX_PAGE_SIZE = 100;

/** Server pagination shared by every admin list: 1-based page, page size, total rows. */
export const adminPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(ADMIN_MAX_PAGE_SIZE).default(ADMIN_PAGE_SIZE),
});
export const adminPageInfoSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type AdminPageInfo = z.infer<typeof adminPageInfoSchema>;

export const adminAuditQuerySchema = adminPageQuerySchema.extend({
  actorId: z.uuid().optional(),
  action: adminAuditActionSchema.optional(),
  targetType: adminAuditTargetTypeSchema.optional(),
  targetId: z.string().min(1).max(100).optional(),
  /** Inclusive bounds on the instant of the action. */
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  sort: z.enum(['at', '-at']).default('-at'),
});
export type AdminAuditQuery = z.infer<typeof adminAuditQuerySchema>;

export const adminAuditResponseSchema = adminPageInfoSchema.extend({
  entries: z.array(adminAuditEntrySchema),
});
export type AdminAuditResponse = z.infer<typeof adminAuditResponseSchema>;

/** Staff roles: who may open the back office at all. */
export const STAFF_ROLES = ['admin', 'support'] as const;
export const staffRoleSchema = userRoleSchema.extract(['admin', 'support']);
