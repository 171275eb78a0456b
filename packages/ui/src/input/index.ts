export { Input, type InputProps } from './input';
export { type InputVariantProps, inputVariants } from './input.variants';
