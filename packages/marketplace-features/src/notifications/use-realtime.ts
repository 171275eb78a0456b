import { type ConnectionStatus, type NotificationsState, statusBeforeConnect } from '@lootmarket/realtime';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useAuth } from '../auth/auth-provider';
import { realtimeConnection } from './realtime-connection';

export interface RealtimeView {
  status: ConnectionStatus;
  notifications: NotificationsState;
  /** Sends JSON over the socket; false when it is not connected (fall back to REST). */
  send: (destination: string, body: unknown) => boolean;
  /** Raw bodies of the user's chat destination until the returned function is called. */
  onChat: (listener: (body: string) => void) => () => void;
  setTotal: (total: number) => void;
  /** After 'Max reconnection attempts reached.': starts the attempts again. */
  reconnect: () => void;
}

/**
 * The signed-in user's notification socket (spec §4, §7), shared by every caller on the page.
 * Signed out, nothing is opened and the status says what is missing.
 */
export function useRealtime(): RealtimeView {
  const { status: authStatus, token, user } = useAuth();
  const userId = user?.userId ?? null;
  useEffect(() => {
    if (!token || !userId) return;
    return realtimeConnection.acquire(window.location.origin, token, userId);
  }, [token, userId]);
  const snapshot = useSyncExternalStore(
    realtimeConnection.subscribe,
    realtimeConnection.getSnapshot,
    realtimeConnection.getSnapshot,
  );
  const send = useCallback(
    (destination: string, body: unknown) => realtimeConnection.send(destination, body),
    [],
  );
  const setTotal = useCallback((total: number) => realtimeConnection.setTotal(total), []);
  const onChat = useCallback((listener: (body: string) => void) => realtimeConnection.onChat(listener), []);
  const reconnect = useCallback(() => realtimeConnection.reconnect(), []);
  const loading = authStatus === 'loading';
  const status =
    statusBeforeConnect({ tokenLoading: loading && !token, token, userLoading: loading, userId }) ??
    snapshot.status;
  return { status, notifications: snapshot.notifications, send, onChat, setTotal, reconnect };
}
