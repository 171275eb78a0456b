import { useCallback, useEffect, useState } from 'react';
import {
  applyNotificationPayload,
  INITIAL_NOTIFICATIONS_STATE,
  NOTIFICATIONS_EVENT,
  type NotificationsEventDetail,
  type NotificationsState,
} from '../notification-payload';

export interface NotificationsView extends NotificationsState {
  /** After the panel marked everything read (the REST call is the caller's). */
  markAllRead: () => void;
}

function browserWindow(): EventTarget | null {
  return (globalThis as { window?: EventTarget }).window ?? null;
}

/**
 * The unread count and latest items, fed by the `ws:notifications` events that a mounted
 * {@link useNotificationSocket} dispatches: a `{ total }` snapshot sets the count, pushed `items` raise it.
 */
export function useNotifications(target: EventTarget | null = browserWindow()): NotificationsView {
  const [state, setState] = useState<NotificationsState>(INITIAL_NOTIFICATIONS_STATE);

  useEffect(() => {
    if (!target) return;
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<NotificationsEventDetail>).detail;
      if (detail?.payload) setState((current) => applyNotificationPayload(current, detail.payload));
    };
    target.addEventListener(NOTIFICATIONS_EVENT, listener);
    return () => target.removeEventListener(NOTIFICATIONS_EVENT, listener);
  }, [target]);

  const markAllRead = useCallback(() => setState((current) => ({ ...current, total: 0 })), []);
  return { ...state, markAllRead };
}
