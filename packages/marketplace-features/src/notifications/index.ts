export {
  ConnectionStatusNotice,
  ConnectionStatusNoticeView,
  type ConnectionStatusNoticeViewProps,
} from './connection-status-notice';
export { NotificationBell } from './notification-bell';
export { notificationKindMessages, notificationPanelMessages } from './notification-messages';
export { type PanelTab, sinceOf, TIME_FILTERS, type TimeFilter } from './notifications-api';
export { NotificationsPanelView, type NotificationsPanelViewProps } from './notifications-panel';
export {
  notificationSoundEnabled,
  playNotificationSound,
  realtimeConnection,
  setNotificationSoundEnabled,
} from './realtime-connection';
export { type RealtimeView, useRealtime } from './use-realtime';
