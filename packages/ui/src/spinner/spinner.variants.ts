import { cva, type VariantProps } from 'class-variance-authority';

export const spinnerVariants = cva(
  'inline-block shrink-0 animate-spin rounded-full border-2 border-current border-r-transparent',
  {
    variants: {
      size: {
        sm: 'size-4',
        md: 'size-6',
        lg: 'size-10',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type SpinnerVariantProps = VariantProps<typeof spinnerVariants>;
