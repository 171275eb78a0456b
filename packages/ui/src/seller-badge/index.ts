export { SellerBadge, type SellerBadgeProps } from './seller-badge';
