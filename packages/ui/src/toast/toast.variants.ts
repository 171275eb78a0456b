import { cva, type VariantProps } from 'class-variance-authority';

export const toastVariants = cva(
  [
    'pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg border bg-popover p-4 pe-10 text-popover-foreground shadow-lg',
    'data-[state=open]:animate-slide-in data-[state=closed]:animate-fade-out',
    'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:animate-slide-out',
    '[&>svg]:mt-0.5 [&>svg]:size-5 [&>svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        success: 'border-success [&>svg]:text-success-text',
        error: 'border-destructive [&>svg]:text-destructive-text',
        warning: 'border-warning [&>svg]:text-warning-text',
        info: 'border-info [&>svg]:text-info-text',
      },
    },
    defaultVariants: { variant: 'info' },
  },
);

export type ToastVariantProps = VariantProps<typeof toastVariants>;
