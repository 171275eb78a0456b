import { ChevronDown } from 'lucide-react';
import { Accordion as AccordionPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../lib/cn';

export const Accordion = AccordionPrimitive.Root;

export function AccordionItem({ className, ...props }: React.ComponentProps<typeof AccordionPrimitive.Item>) {
  return (
    <AccordionPrimitive.Item
      data-slot="accordion-item"
      className={cn('lm:border-b lm:border-border', className)}
      {...props}
    />
  );
}

export type AccordionTriggerProps = React.ComponentProps<typeof AccordionPrimitive.Trigger> & {
  /** The heading level wrapping the trigger, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
};

/** Enter or Space toggles; arrows, Home and End move between the headers. */
export function AccordionTrigger({ className, children, headingLevel = 3, ...props }: AccordionTriggerProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <AccordionPrimitive.Header asChild>
      <Heading className="lm:flex">
        <AccordionPrimitive.Trigger
          data-slot="accordion-trigger"
          className={cn(
            'lm:flex lm:flex-1 lm:items-center lm:justify-between lm:gap-4 lm:py-4 lm:text-start lm:text-sm lm:font-medium lm:transition-colors lm:hover:underline lm:[&[data-state=open]>svg]:rotate-180',
            className,
          )}
          {...props}
        >
          <span className="lm:[overflow-wrap:anywhere]">{children}</span>
          <ChevronDown
            aria-hidden="true"
            className="lm:size-4 lm:shrink-0 lm:text-muted-foreground lm:transition-transform"
          />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent({
  className,
  children,
  ...props
}: React.ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content
      data-slot="accordion-content"
      className="lm:overflow-hidden lm:text-sm"
      {...props}
    >
      <div className={cn('lm:pb-4 lm:text-muted-foreground', className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
