import { cva, type VariantProps } from 'class-variance-authority';

export const alertVariants = cva(
  'relative flex w-full min-w-0 gap-3 rounded-lg border p-4 text-sm [&>svg]:mt-0.5 [&>svg]:size-5 [&>svg]:shrink-0',
  {
    variants: {
      variant: {
        info: 'border-info bg-info-subtle text-foreground [&>svg]:text-info-text',
        success: 'border-success bg-success-subtle text-foreground [&>svg]:text-success-text',
        warning: 'border-warning bg-warning-subtle text-foreground [&>svg]:text-warning-text',
        error: 'border-destructive bg-destructive-subtle text-foreground [&>svg]:text-destructive-text',
      },
    },
    defaultVariants: { variant: 'info' },
  },
);

export type AlertVariantProps = VariantProps<typeof alertVariants>;
