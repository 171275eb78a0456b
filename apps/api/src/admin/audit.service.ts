import type {
  AdminAuditAction,
  AdminAuditEntry,
  AdminAuditQuery,
  AdminAuditResponse,
  AdminAuditTargetType,
} from '@lootmarket/contract';
import { and, asc, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { usernamesById } from '../auth/users.service';
import type { DbOrTx } from '../db/database';
import { currentSession } from '../plugins/app/authentication';
import { adminAuditLog } from './admin.schema';

/** Who acted and under which request: taken from the request of a staff route. */
export interface AdminActionContext {
  actorId: string;
  actorRoles: readonly string[];
  requestId: string | null;
}

export interface AdminAction {
  action: AdminAuditAction;
  targetType: AdminAuditTargetType;
  targetId: string;
  /** The target's state before and after (only the fields the action touches); null when none. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** The reason or note staff gave. */
  reason?: string | null;
}

/** The actor of a route behind `app.requireRole(...)`. */
export function adminActionContext(request: FastifyRequest): AdminActionContext {
  const { user } = currentSession(request);
  return { actorId: user.id, actorRoles: user.roles, requestId: request.id };
}

/** JSON for jsonb: money (bigint) as strings of minor units, instants as ISO strings. */
function toAuditJson(state: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  if (state == null) return null;
  return JSON.parse(
    JSON.stringify(state, (_key, value) => (typeof value === 'bigint' ? value.toString() : value)),
  ) as Record<string, unknown>;
}

/**
 * Writes one audit record. Call it with the transaction that carries the action itself, so the
 * action and its record commit or roll back together: there is no action without its record.
 */
export async function recordAdminAction(
  tx: DbOrTx,
  context: AdminActionContext,
  action: AdminAction,
): Promise<{ id: string }> {
  const id = crypto.randomUUID();
  await tx.insert(adminAuditLog).values({
    id,
    actorId: context.actorId,
    actorRoles: [...context.actorRoles],
    action: action.action,
    targetType: action.targetType,
    targetId: action.targetId,
    before: toAuditJson(action.before),
    after: toAuditJson(action.after),
    reason: action.reason ?? null,
    requestId: context.requestId,
  });
  return { id };
}

export async function listAdminAuditLog(db: DbOrTx, query: AdminAuditQuery): Promise<AdminAuditResponse> {
  const conditions: SQL[] = [];
  if (query.actorId) conditions.push(eq(adminAuditLog.actorId, query.actorId));
  if (query.action) conditions.push(eq(adminAuditLog.action, query.action));
  if (query.targetType) conditions.push(eq(adminAuditLog.targetType, query.targetType));
  if (query.targetId) conditions.push(eq(adminAuditLog.targetId, query.targetId));
  if (query.from) conditions.push(gte(adminAuditLog.at, new Date(query.from)));
  if (query.to) conditions.push(lte(adminAuditLog.at, new Date(query.to)));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const order =
    query.sort === 'at'
      ? [asc(adminAuditLog.at), asc(adminAuditLog.id)]
      : [desc(adminAuditLog.at), desc(adminAuditLog.id)];

  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(adminAuditLog)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(adminAuditLog).where(where),
  ]);
  // The actors' names for this page only (auth owns the accounts).
  const usernames = await usernamesById(
    db,
    rows.map((entry) => entry.actorId),
  );
  return {
    page: query.page,
    pageSize: query.pageSize,
    total: totals?.total ?? 0,
    entries: rows.map((entry) => toAuditEntry(entry, usernames.get(entry.actorId) ?? null)),
  };
}

function toAuditEntry(row: typeof adminAuditLog.$inferSelect, actorUsername: string | null): AdminAuditEntry {
  return {
    id: row.id,
    actorId: row.actorId,
    actorUsername,
    actorRoles: row.actorRoles,
    action: row.action as AdminAuditAction,
    targetType: row.targetType as AdminAuditTargetType,
    targetId: row.targetId,
    before: row.before ?? null,
    after: row.after ?? null,
    reason: row.reason,
    requestId: row.requestId,
    at: row.at.toISOString(),
  };
}
