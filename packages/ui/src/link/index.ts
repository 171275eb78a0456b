export { Link, type LinkProps } from './link';
export { type LinkVariantProps, linkVariants } from './link.variants';
