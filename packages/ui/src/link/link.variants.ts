import { cva, type VariantProps } from 'class-variance-authority';

export const linkVariants = cva('rounded-sm underline-offset-4 transition-colors', {
  variants: {
    variant: {
      default: 'text-link underline hover:decoration-2',
      subtle: 'text-foreground hover:underline',
      muted: 'text-muted-foreground underline hover:text-foreground',
    },
  },
  defaultVariants: { variant: 'default' },
});

export type LinkVariantProps = VariantProps<typeof linkVariants>;
