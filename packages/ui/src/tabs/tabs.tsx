import { Tabs as TabsPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../lib/cn';

export const Tabs = TabsPrimitive.Root;

/** The tab strip: arrows move between tabs (automatic activation), Home/End jump, Tab enters the panel. */
export function TabsList({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cn(
        'lm:flex lm:max-w-full lm:gap-1 lm:overflow-x-auto lm:border-b lm:border-border',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        'lm:-mb-px lm:inline-flex lm:shrink-0 lm:items-center lm:gap-1.5 lm:whitespace-nowrap lm:border-b-2 lm:border-transparent lm:px-3 lm:py-2 lm:text-sm lm:font-medium lm:text-muted-foreground lm:transition-colors',
        'lm:hover:text-foreground lm:data-[state=active]:border-primary lm:data-[state=active]:text-foreground lm:disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content data-slot="tabs-content" className={cn('lm:pt-4', className)} {...props} />;
}
