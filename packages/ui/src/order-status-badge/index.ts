export { type OrderStatus, OrderStatusBadge, type OrderStatusBadgeProps } from './order-status-badge';
