export { NotificationItem, type NotificationItemProps, type NotificationKind } from './notification-item';
