import { cva, type VariantProps } from 'class-variance-authority';

export const alertVariants = cva(
  'lm:relative lm:flex lm:w-full lm:min-w-0 lm:gap-3 lm:rounded-lg lm:border lm:p-4 lm:text-sm lm:[&>svg]:mt-0.5 lm:[&>svg]:size-5 lm:[&>svg]:shrink-0',
  {
    variants: {
      variant: {
        info: 'lm:border-info lm:bg-info-subtle lm:text-foreground lm:[&>svg]:text-info-text',
        success: 'lm:border-success lm:bg-success-subtle lm:text-foreground lm:[&>svg]:text-success-text',
        warning: 'lm:border-warning lm:bg-warning-subtle lm:text-foreground lm:[&>svg]:text-warning-text',
        error:
          'lm:border-destructive lm:bg-destructive-subtle lm:text-foreground lm:[&>svg]:text-destructive-text',
      },
    },
    defaultVariants: { variant: 'info' },
  },
);

export type AlertVariantProps = VariantProps<typeof alertVariants>;
