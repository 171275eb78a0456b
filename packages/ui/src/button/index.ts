export { Button, type ButtonProps } from './button';
export { type ButtonVariantProps, buttonVariants } from './button.variants';
