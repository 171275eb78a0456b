import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { modalPanelClasses, overlayClasses } from '../lib/overlay';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export type DialogContentProps = React.ComponentProps<typeof DialogPrimitive.Content> & {
  /** Name of the corner close button. */
  closeLabel?: string;
  /** Hide the corner close button (the dialog must offer its own way out). */
  hideClose?: boolean;
  size?: 'sm' | 'md' | 'lg';
};

const sizeClasses = { sm: 'lm:max-w-sm', md: 'lm:max-w-lg', lg: 'lm:max-w-3xl' } as const;

/** The modal panel: focus is trapped inside, Escape and the close button close it, focus returns. */
export function DialogContent({
  className,
  children,
  closeLabel = 'Close',
  hideClose = false,
  size = 'md',
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay data-slot="dialog-overlay" className={overlayClasses} />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(modalPanelClasses, sizeClasses[size], className)}
        {...props}
      >
        {children}
        {hideClose ? null : (
          <DialogPrimitive.Close
            data-slot="dialog-close"
            aria-label={closeLabel}
            className="lm:absolute lm:end-3 lm:top-3 lm:inline-flex lm:size-8 lm:items-center lm:justify-center lm:rounded-md lm:text-muted-foreground lm:transition-colors lm:hover:bg-accent lm:hover:text-accent-foreground"
          >
            <X aria-hidden="true" className="lm:size-4" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-header"
      className={cn('lm:flex lm:flex-col lm:gap-1.5 lm:pe-8', className)}
      {...props}
    />
  );
}

export function DialogFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn(
        'lm:flex lm:flex-col-reverse lm:gap-2 lm:sm:flex-row lm:sm:flex-wrap lm:sm:justify-end',
        className,
      )}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn('lm:text-lg lm:font-semibold lm:text-card-foreground', className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('lm:text-sm lm:text-muted-foreground', className)}
      {...props}
    />
  );
}
