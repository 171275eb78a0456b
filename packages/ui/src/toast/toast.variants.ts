import { cva, type VariantProps } from 'class-variance-authority';

export const toastVariants = cva(
  [
    'lm:pointer-events-auto lm:relative lm:flex lm:w-full lm:items-start lm:gap-3 lm:overflow-hidden lm:rounded-lg lm:border lm:bg-popover lm:p-4 lm:pe-10 lm:text-popover-foreground lm:shadow-lg',
    'lm:data-[state=open]:animate-slide-in lm:data-[state=closed]:animate-fade-out',
    'lm:data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) lm:data-[swipe=cancel]:translate-x-0 lm:data-[swipe=cancel]:transition-transform lm:data-[swipe=end]:animate-slide-out',
    'lm:[&>svg]:mt-0.5 lm:[&>svg]:size-5 lm:[&>svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        success: 'lm:border-success lm:[&>svg]:text-success-text',
        error: 'lm:border-destructive lm:[&>svg]:text-destructive-text',
        warning: 'lm:border-warning lm:[&>svg]:text-warning-text',
        info: 'lm:border-info lm:[&>svg]:text-info-text',
      },
    },
    defaultVariants: { variant: 'info' },
  },
);

export type ToastVariantProps = VariantProps<typeof toastVariants>;
