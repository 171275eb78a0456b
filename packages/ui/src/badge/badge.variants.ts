import { cva, type VariantProps } from 'class-variance-authority';

export const badgeVariants = cva(
  'lm:inline-flex lm:max-w-full lm:items-center lm:gap-1 lm:rounded-full lm:border lm:px-2.5 lm:py-0.5 lm:text-xs lm:font-medium lm:[&_svg]:size-3.5 lm:[&_svg]:shrink-0',
  {
    variants: {
      variant: {
        neutral: 'lm:border-border lm:bg-muted lm:text-foreground',
        primary: 'lm:border-transparent lm:bg-secondary lm:text-secondary-foreground',
        success: 'lm:border-success lm:bg-success-subtle lm:text-success-text',
        warning: 'lm:border-warning lm:bg-warning-subtle lm:text-warning-text',
        danger: 'lm:border-destructive lm:bg-destructive-subtle lm:text-destructive-text',
        info: 'lm:border-info lm:bg-info-subtle lm:text-info-text',
        outline: 'lm:border-input lm:bg-transparent lm:text-foreground',
      },
    },
    defaultVariants: { variant: 'neutral' },
  },
);

export type BadgeVariantProps = VariantProps<typeof badgeVariants>;
