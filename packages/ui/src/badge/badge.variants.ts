import { cva, type VariantProps } from 'class-variance-authority';

export const badgeVariants = cva(
  'inline-flex max-w-full items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium [&_svg]:size-3.5 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        neutral: 'border-border bg-muted text-foreground',
        primary: 'border-transparent bg-secondary text-secondary-foreground',
        success: 'border-success bg-success-subtle text-success-text',
        warning: 'border-warning bg-warning-subtle text-warning-text',
        danger: 'border-destructive bg-destructive-subtle text-destructive-text',
        info: 'border-info bg-info-subtle text-info-text',
        outline: 'border-input bg-transparent text-foreground',
      },
    },
    defaultVariants: { variant: 'neutral' },
  },
);

export type BadgeVariantProps = VariantProps<typeof badgeVariants>;
