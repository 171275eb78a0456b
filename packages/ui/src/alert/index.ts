export { Alert, type AlertProps } from './alert';
export { type AlertVariantProps, alertVariants } from './alert.variants';
