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
  type DestinationListener,
  isOwnChatDestination,
  NotificationSocket,
  type NotificationSocketOptions,
  type SocketFactory,
} from './notification-socket';
export {
  type NotificationSocketState,
  type UseNotificationSocketOptions,
  useNotificationSocket,
} from './react/use-notification-socket';
export { type NotificationsView, useNotifications } from './react/use-notifications';
export { HEARTBEAT_MS, RECONNECT_POLICY, type ReconnectPolicy, reconnectDelay } from './reconnect-policy';
