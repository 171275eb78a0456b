import { cva, type VariantProps } from 'class-variance-authority';

export const spinnerVariants = cva(
  'lm:inline-block lm:shrink-0 lm:animate-spin lm:rounded-full lm:border-2 lm:border-current lm:border-r-transparent',
  {
    variants: {
      size: {
        sm: 'lm:size-4',
        md: 'lm:size-6',
        lg: 'lm:size-10',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type SpinnerVariantProps = VariantProps<typeof spinnerVariants>;
