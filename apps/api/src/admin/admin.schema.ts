import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// ---------------------------------------------------------------------------------------------------
// Back office (src/admin): every staff action, written in the transaction of the action itself.

export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey(),
    /** No foreign key: the record outlives the account that acted. */
    actorId: uuid('actor_id').notNull(),
    /** The actor's roles at the time: what rights the action was taken with. */
    actorRoles: text('actor_roles').array().notNull(),
    /** ADMIN_AUDIT_ACTIONS of the contract ('user.ban', 'withdrawal.approve', ...). */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    /** The reason or note staff gave (ban reason, refund note, ...). */
    reason: text('reason'),
    requestId: text('request_id'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // The audit page: newest first, one page at a time (id breaks ties).
    index('admin_audit_log_at_idx').on(t.at.desc(), t.id.desc()),
    // "What did this staff member do": filter by actor.
    index('admin_audit_log_actor_idx').on(t.actorId, t.at.desc()),
    // "What happened to this user / order / offer": a target's history.
    index('admin_audit_log_target_idx').on(t.targetType, t.targetId, t.at.desc()),
    // "Every ban this month": filter by action.
    index('admin_audit_log_action_idx').on(t.action, t.at.desc()),
  ],
);
