// The generic STOMP-over-SockJS client: any server, any destination it allows.

// The Lootmarket preset: `/ws`, bearer headers, the user's notification queue, spec §4 statuses.
export {
  CONNECTION_STATUS_TEXT,
  CONNECTION_STATUSES,
  type ConnectionPrerequisites,
  type ConnectionStatus,
  statusBeforeConnect,
} from './connection-status';
export {
  applyNotificationPayload,
  INITIAL_NOTIFICATIONS_STATE,
  MAX_KEPT_ITEMS,
  NOTIFICATIONS_EVENT,
  type NotificationPayload,
  type NotificationsEventDetail,
  type NotificationsState,
  notificationCount,
  parseNotificationPayload,
} from './notification-payload';
export {
  isOwnChatDestination,
  NotificationSocket,
  type NotificationSocketOptions,
} from './notification-socket';
export {
  type ClientStatus,
  type ConnectHeaders,
  DEFAULT_HEARTBEAT_MS,
  type DestinationListener,
  RealtimeClient,
  type RealtimeClientOptions,
  type SocketFactory,
} from './realtime-client';
export { HEARTBEAT_MS, RECONNECT_POLICY, type ReconnectPolicy, reconnectDelay } from './reconnect-policy';
