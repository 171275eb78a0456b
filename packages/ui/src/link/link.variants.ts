import { cva, type VariantProps } from 'class-variance-authority';

export const linkVariants = cva('lm:rounded-sm lm:underline-offset-4 lm:transition-colors', {
  variants: {
    variant: {
      default: 'lm:text-link lm:underline lm:hover:decoration-2',
      subtle: 'lm:text-foreground lm:hover:underline',
      muted: 'lm:text-muted-foreground lm:underline lm:hover:text-foreground',
    },
  },
  defaultVariants: { variant: 'default' },
});

export type LinkVariantProps = VariantProps<typeof linkVariants>;
