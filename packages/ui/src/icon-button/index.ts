export { IconButton, type IconButtonProps } from './icon-button';
export { type IconButtonVariantProps, iconButtonVariants } from './icon-button.variants';
