export { Spinner, type SpinnerProps } from './spinner';
export { type SpinnerVariantProps, spinnerVariants } from './spinner.variants';
