import { cva, type VariantProps } from 'class-variance-authority';

export const iconButtonVariants = cva(
  [
    'lm:inline-flex lm:shrink-0 lm:items-center lm:justify-center lm:rounded-md lm:transition-colors',
    'lm:disabled:pointer-events-none lm:disabled:opacity-60',
    "lm:[&_svg]:pointer-events-none lm:[&_svg]:shrink-0 lm:[&_svg:not([class*='size-'])]:size-5",
  ],
  {
    variants: {
      variant: {
        primary: 'lm:bg-primary lm:text-primary-foreground lm:hover:bg-primary-hover',
        outline: 'lm:border lm:border-input lm:bg-background lm:text-foreground lm:hover:bg-accent',
        ghost: 'lm:bg-transparent lm:text-foreground lm:hover:bg-accent lm:hover:text-accent-foreground',
        destructive: 'lm:bg-destructive lm:text-destructive-foreground lm:hover:bg-destructive/90',
      },
      size: {
        sm: 'lm:size-8',
        md: 'lm:size-10',
        lg: 'lm:size-12',
      },
    },
    defaultVariants: { variant: 'ghost', size: 'md' },
  },
);

export type IconButtonVariantProps = VariantProps<typeof iconButtonVariants>;
