import { useCallback, useEffect, useRef, useState } from 'react';
import { CONNECTION_STATUS_TEXT, type ConnectionStatus, statusBeforeConnect } from '../connection-status';
import type { NotificationsEventDetail } from '../notification-payload';
import {
  type DestinationListener,
  isOwnChatDestination,
  NotificationSocket,
  type NotificationSocketOptions,
} from '../notification-socket';

export interface UseNotificationSocketOptions
  extends Pick<
    NotificationSocketOptions,
    'createSocket' | 'eventTarget' | 'policy' | 'heartbeatMs' | 'debug'
  > {
  apiBase: string;
  token: string | null;
  userId: string | null;
  /** The token is still being read (GET /api/auth/readToken). */
  tokenLoading: boolean;
  /** The user is still being fetched (GET /api/v1/client). */
  userLoading: boolean;
}

export interface NotificationSocketState {
  status: ConnectionStatus;
  /** English wording of spec §4; apps show the translated message of the same status instead. */
  statusText: string;
  lastMessage: NotificationsEventDetail | null;
  /** Sends JSON to a destination; false when the socket is not connected. */
  send: (destination: string, body: unknown) => boolean;
  /**
   * Receives the bodies of one of the user's own chat destinations (`/socket/{userId}/chat` or
   * `/socket/{userId}/chat/{conversationId}`) until the returned function is called; kept across
   * reconnections and across the sockets this hook opens when the token or user changes.
   */
  subscribe: (destination: string, listener: DestinationListener) => () => void;
  /** After 'Max reconnection attempts reached.': a fresh round of attempts (the user's Reconnect). */
  reconnect: () => void;
}

interface HookSubscription {
  destination: string;
  listener: DestinationListener;
  /** Ends it on the current socket. */
  release: (() => void) | null;
}

/**
 * Keeps one notification socket open while a token and a user id are known (spec §6), and reopens it
 * when either changes. Until then the status says what is missing.
 */
export function useNotificationSocket(options: UseNotificationSocketOptions): NotificationSocketState {
  const { apiBase, token, userId, tokenLoading, userLoading } = options;
  const prerequisiteStatus = statusBeforeConnect({ tokenLoading, token, userLoading, userId });
  const [socketStatus, setSocketStatus] = useState<ConnectionStatus>('disconnected');
  const [lastMessage, setLastMessage] = useState<NotificationsEventDetail | null>(null);
  const socketRef = useRef<NotificationSocket | null>(null);
  const subscriptionsRef = useRef(new Set<HookSubscription>());
  const userIdRef = useRef(userId);
  userIdRef.current = userId;
  // Factories and targets are read when a socket opens; changing them alone does not reconnect.
  const extrasRef = useRef(options);
  useEffect(() => {
    extrasRef.current = options;
  });

  useEffect(() => {
    if (!token || !userId || tokenLoading || userLoading) return;
    const { createSocket, eventTarget, policy, heartbeatMs, debug } = extrasRef.current;
    // A replaced socket still reports while it closes; only the current one may set the state.
    let current = true;
    const socket = new NotificationSocket({
      apiBase,
      token,
      userId,
      ...(createSocket ? { createSocket } : {}),
      ...(eventTarget !== undefined ? { eventTarget } : {}),
      ...(policy ? { policy } : {}),
      ...(heartbeatMs ? { heartbeatMs } : {}),
      ...(debug ? { debug } : {}),
      onStatus: (status) => {
        if (current) setSocketStatus(status);
      },
      onMessage: (detail) => {
        if (current) setLastMessage(detail);
      },
    });
    socketRef.current = socket;
    for (const entry of subscriptionsRef.current) {
      // Made for an earlier user: that user's destinations are not this one's.
      if (isOwnChatDestination(userId, entry.destination))
        entry.release = socket.subscribe(entry.destination, entry.listener);
    }
    setSocketStatus(socket.status);
    void socket.connect();
    return () => {
      current = false;
      socketRef.current = null;
      for (const entry of subscriptionsRef.current) entry.release = null;
      void socket.disconnect();
    };
  }, [apiBase, token, userId, tokenLoading, userLoading]);

  const send = useCallback(
    (destination: string, body: unknown) => socketRef.current?.send(destination, body) ?? false,
    [],
  );
  const subscribe = useCallback((destination: string, listener: DestinationListener) => {
    const entry: HookSubscription = { destination, listener, release: null };
    // Checked (and thrown) now when the user is known; a socket opened later checks again.
    const knownUser = userIdRef.current;
    if (knownUser && !isOwnChatDestination(knownUser, destination))
      throw new TypeError(`Not one of this user's chat destinations: ${destination}`);
    entry.release = socketRef.current?.subscribe(destination, listener) ?? null;
    subscriptionsRef.current.add(entry);
    return () => {
      subscriptionsRef.current.delete(entry);
      entry.release?.();
      entry.release = null;
    };
  }, []);
  const reconnect = useCallback(() => void socketRef.current?.reconnect(), []);
  const status = prerequisiteStatus ?? socketStatus;
  return { status, statusText: CONNECTION_STATUS_TEXT[status], lastMessage, send, subscribe, reconnect };
}
