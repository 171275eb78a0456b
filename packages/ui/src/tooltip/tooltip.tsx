import { Tooltip as TooltipPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../lib/cn';

export const TooltipProvider = TooltipPrimitive.Provider;

export type TooltipProps = Omit<React.ComponentProps<typeof TooltipPrimitive.Root>, 'children'> & {
  /** The hint. It supplements the trigger's own name; it must never be the only name. */
  content: React.ReactNode;
  /** One focusable element (a button, a link). */
  children: React.ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  delayDuration?: number;
};

/** A short hint on hover and keyboard focus; Escape hides it (Radix Tooltip). */
export function Tooltip({ content, children, side = 'top', delayDuration = 300, ...props }: TooltipProps) {
  return (
    <TooltipPrimitive.Provider delayDuration={delayDuration}>
      <TooltipPrimitive.Root {...props}>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            data-slot="tooltip-content"
            side={side}
            sideOffset={6}
            className={cn(
              'lm:z-tooltip lm:max-w-xs lm:rounded-md lm:bg-foreground lm:px-2.5 lm:py-1.5 lm:text-xs lm:text-background lm:shadow-md',
              'lm:data-[state=delayed-open]:animate-fade-in lm:data-[state=instant-open]:animate-fade-in lm:data-[state=closed]:animate-fade-out',
            )}
          >
            {content}
            <TooltipPrimitive.Arrow className="lm:fill-foreground" />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
