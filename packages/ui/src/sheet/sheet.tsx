import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { overlayClasses } from '../lib/overlay';

export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;
export const SheetTitle = ({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) => (
  <DialogPrimitive.Title
    data-slot="sheet-title"
    className={cn('lm:text-lg lm:font-semibold', className)}
    {...props}
  />
);
export const SheetDescription = ({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Description>) => (
  <DialogPrimitive.Description
    data-slot="sheet-description"
    className={cn('lm:text-sm lm:text-muted-foreground', className)}
    {...props}
  />
);

export type SheetContentProps = React.ComponentProps<typeof DialogPrimitive.Content> & {
  closeLabel?: string;
  side?: 'start' | 'end';
};

/** A modal panel sliding in from the side: filters and navigation on a phone. */
export function SheetContent({
  className,
  children,
  closeLabel = 'Close',
  side = 'end',
  ...props
}: SheetContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay data-slot="sheet-overlay" className={overlayClasses} />
      <DialogPrimitive.Content
        data-slot="sheet-content"
        data-side={side}
        className={cn(
          'lm:fixed lm:inset-y-0 lm:z-modal lm:flex lm:w-[min(24rem,calc(100vw-2.5rem))] lm:flex-col lm:gap-4 lm:overflow-y-auto lm:border-border lm:bg-card lm:p-6 lm:text-card-foreground lm:shadow-lg',
          side === 'end' ? 'lm:end-0 lm:border-s' : 'lm:start-0 lm:border-e',
          'lm:data-[state=open]:animate-fade-in lm:data-[state=closed]:animate-fade-out',
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          aria-label={closeLabel}
          className="lm:absolute lm:end-3 lm:top-3 lm:inline-flex lm:size-8 lm:items-center lm:justify-center lm:rounded-md lm:text-muted-foreground lm:hover:bg-accent lm:hover:text-accent-foreground"
        >
          <X aria-hidden="true" className="lm:size-4" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
