/** Spec §3: a notification message may carry `items` (an array) or `total` (a number); the rest is open. */
export interface NotificationPayload {
  items?: unknown[];
  total?: number;
  [key: string]: unknown;
}

/** Detail of the `ws:notifications` window event (spec §7). */
export interface NotificationsEventDetail {
  count: number;
  payload: NotificationPayload;
}

export const NOTIFICATIONS_EVENT = 'ws:notifications';

/**
 * Parses a MESSAGE body. Null when it is not a JSON object; `items` that is not an array and `total`
 * that is not a finite number are dropped rather than trusted.
 */
export function parseNotificationPayload(body: string): NotificationPayload | null {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const payload: NotificationPayload = { ...(value as Record<string, unknown>) };
  if ('items' in payload && !Array.isArray(payload.items)) delete payload.items;
  if ('total' in payload && !(typeof payload.total === 'number' && Number.isFinite(payload.total)))
    delete payload.total;
  return payload;
}

/** `total` when the payload has it (a snapshot), otherwise the number of `items`, otherwise 0. */
export function notificationCount(payload: NotificationPayload): number {
  if (typeof payload.total === 'number') return payload.total;
  return payload.items?.length ?? 0;
}

export interface NotificationsState {
  /** Unread count: set by a `{ total }` snapshot, raised by each pushed item. */
  total: number;
  /** Pushed items, newest first, at most {@link MAX_KEPT_ITEMS}. */
  items: unknown[];
  lastPayload: NotificationPayload | null;
}

export const MAX_KEPT_ITEMS = 50;

export const INITIAL_NOTIFICATIONS_STATE: NotificationsState = { total: 0, items: [], lastPayload: null };

export function applyNotificationPayload(
  state: NotificationsState,
  payload: NotificationPayload,
): NotificationsState {
  const pushed = payload.items ?? [];
  const items =
    pushed.length > 0 ? [...[...pushed].reverse(), ...state.items].slice(0, MAX_KEPT_ITEMS) : state.items;
  const total = typeof payload.total === 'number' ? payload.total : state.total + pushed.length;
  return { total, items, lastPayload: payload };
}
