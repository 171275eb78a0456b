export { Badge, type BadgeProps } from './badge';
export { type BadgeVariantProps, badgeVariants } from './badge.variants';
