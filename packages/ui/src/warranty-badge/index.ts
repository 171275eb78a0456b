export { WarrantyBadge, type WarrantyBadgeProps } from './warranty-badge';
