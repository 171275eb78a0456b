export { DeliveryTimeBadge, type DeliveryTimeBadgeProps, formatDeliveryTime } from './delivery-time-badge';
