import {
  type MarkNotificationsReadRequest,
  type NotificationCategory,
  type NotificationListResponse,
  notificationListResponseSchema,
  unreadCountResponseSchema,
} from '@lootmarket/contract';
import { ApiError, apiQuery, apiRequest } from '../api/api-client';

/** The panel's time filters (spec §2): "new" is unread; the others are instants computed here, in local time. */
export const TIME_FILTERS = ['new', 'today', 'week', 'month'] as const;
export type TimeFilter = (typeof TIME_FILTERS)[number];
export type PanelTab = 'all' | NotificationCategory;

export function sinceOf(filter: TimeFilter, now = new Date()): string | null {
  if (filter === 'new') return null;
  const start = new Date(now);
  if (filter === 'today') start.setHours(0, 0, 0, 0);
  if (filter === 'week') start.setDate(start.getDate() - 7);
  if (filter === 'month') start.setMonth(start.getMonth() - 1);
  return start.toISOString();
}

export const notificationsQueryKey = (tab: PanelTab, filter: TimeFilter | null) =>
  ['notifications', 'list', tab, filter] as const;

export async function fetchNotifications(
  token: string,
  tab: PanelTab,
  filter: TimeFilter | null,
  cursor: string | null,
): Promise<NotificationListResponse> {
  const query = new URLSearchParams();
  if (tab !== 'all') query.set('category', tab);
  if (filter === 'new') query.set('unread', 'true');
  const since = filter ? sinceOf(filter) : null;
  if (since) query.set('since', since);
  if (cursor) query.set('cursor', cursor);
  const data = await apiQuery<unknown>(`/api/v1/notifications?${query}`, { token });
  const parsed = notificationListResponseSchema.safeParse(data);
  if (!parsed.success) throw new ApiError(200, 'UNEXPECTED');
  return parsed.data;
}

export async function markNotificationsRead(token: string, body: MarkNotificationsReadRequest) {
  const result = await apiRequest<unknown>('/api/v1/notifications/read', { method: 'POST', token, body });
  if (!result.ok) return result;
  const parsed = unreadCountResponseSchema.safeParse(result.data);
  return parsed.success
    ? { ...result, data: parsed.data }
    : { ok: false as const, status: 200, code: 'UNEXPECTED' as const, fields: {} };
}
