import { X } from 'lucide-react';
import { Popover as PopoverPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { floatingPanelClasses } from '../lib/overlay';

export const Popover = PopoverPrimitive.Root;
export const PopoverTrigger = PopoverPrimitive.Trigger;
export const PopoverAnchor = PopoverPrimitive.Anchor;

export type PopoverContentProps = React.ComponentProps<typeof PopoverPrimitive.Content> & {
  /** Name of the close button; the popover shows one only when this is given. */
  closeLabel?: string;
};

/** Non-modal floating panel (Radix Popover): Escape or an outside click closes it, focus returns. */
export function PopoverContent({
  className,
  sideOffset = 6,
  closeLabel,
  children,
  ...props
}: PopoverContentProps) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        data-slot="popover-content"
        sideOffset={sideOffset}
        className={cn(
          floatingPanelClasses,
          'lm:w-72 lm:max-w-[calc(100vw-1rem)] lm:p-4',
          closeLabel && 'lm:pe-10',
          className,
        )}
        {...props}
      >
        {children}
        {closeLabel ? (
          <PopoverPrimitive.Close
            aria-label={closeLabel}
            className="lm:absolute lm:end-2 lm:top-2 lm:inline-flex lm:size-7 lm:items-center lm:justify-center lm:rounded-md lm:text-muted-foreground lm:hover:bg-accent"
          >
            <X aria-hidden="true" className="lm:size-4" />
          </PopoverPrimitive.Close>
        ) : null}
      </PopoverPrimitive.Content>
    </PopoverPrimitive.Portal>
  );
}
