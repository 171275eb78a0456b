import {
  NOTIFICATION_CATEGORY_OF,
  type Notification,
  type NotificationCategory,
  type NotificationKind,
  type NotificationParams,
  type notificationListQuerySchema,
  notificationParamsSchema,
} from '@lootmarket/contract';
import { and, count, desc, eq, gte, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../db/database';
import { uuidV7 } from '../db/uuid-v7';
import { notifications } from './notifications.schema';

export type NotificationRow = typeof notifications.$inferSelect;
type ListQuery = z.output<typeof notificationListQuerySchema>;

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    category: row.category as NotificationCategory,
    params: row.params,
    link: row.link,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface NewNotification {
  kind: NotificationKind;
  params?: NotificationParams;
  /** A path inside the app (starts with '/'), e.g. the conversation or the order. */
  link?: string | null;
}

/** Writes one notification in the caller's transaction; pushing it is the Notifier's job. */
export async function insertNotification(
  db: DbOrTx,
  userId: string,
  notification: NewNotification,
): Promise<NotificationRow> {
  // A bad parameter is a programming error of the caller: fail its transaction, store nothing.
  const params = notificationParamsSchema.parse(notification.params ?? {});
  const link = notification.link ?? null;
  if (link !== null && !/^\/(?!\/)[^\s]{0,500}$/.test(link)) throw new TypeError(`invalid link ${link}`);
  const [row] = await db
    .insert(notifications)
    .values({
      id: uuidV7(),
      userId,
      kind: notification.kind,
      category: NOTIFICATION_CATEGORY_OF[notification.kind],
      params,
      link,
    })
    .returning();
  if (!row) throw new Error('notification insert returned nothing');
  return row;
}

/** The bell's number; walks the partial index of unread rows only. */
export async function unreadCount(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.total ?? 0);
}

/**
 * One page of the panel, newest first. The cursor is the id of the last row of the previous page;
 * rows strictly after it in (created_at, id) order follow, so new arrivals never shift a page.
 */
export async function listNotifications(
  db: DbOrTx,
  userId: string,
  query: ListQuery,
): Promise<{ items: Notification[]; nextCursor: string | null }> {
  const conditions: SQL[] = [eq(notifications.userId, userId)];
  if (query.category) conditions.push(eq(notifications.category, query.category));
  if (query.since) conditions.push(gte(notifications.createdAt, new Date(query.since)));
  if (query.unread === 'true') conditions.push(isNull(notifications.readAt));
  if (query.cursor) {
    const [anchor] = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.id, uuidOrNil(query.cursor))));
    // An unknown cursor (another user's id, a deleted row) is the end of the list, not an error.
    if (!anchor) return { items: [], nextCursor: null };
    // Compared in the database: created_at has microseconds, which a JavaScript Date would round
    // away, skipping rows of the same millisecond.
    conditions.push(
      sql`(${notifications.createdAt}, ${notifications.id}) < (select n.created_at, n.id from ${notifications} n where n.id = ${anchor.id})`,
    );
  }
  const rows = await db
    .select()
    .from(notifications)
    .where(and(...conditions))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    items: page.map(toNotification),
    nextCursor: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}

/**
 * Marks the caller's notifications read: the ids given (others' ids are ignored, not revealed) or
 * all of them. Returns the unread count after the change.
 */
export async function markNotificationsRead(
  db: DbOrTx,
  userId: string,
  target: { ids: string[] } | { all: true },
): Promise<number> {
  const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt));
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where('ids' in target ? and(mine, inArray(notifications.id, target.ids)) : mine);
  return unreadCount(db, userId);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Cursors are row ids; anything else matches no row (the nil UUID never is an id). */
function uuidOrNil(value: string): string {
  return UUID.test(value) ? value : '00000000-0000-0000-0000-000000000000';
}
