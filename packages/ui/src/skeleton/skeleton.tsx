import type * as React from 'react';
import { cn } from '../lib/cn';

/** A placeholder shape while content loads. Decorative: announce loading once, elsewhere (Spinner, aria-busy). */
export function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('lm:animate-pulse lm:rounded-md lm:bg-skeleton', className)}
      {...props}
    />
  );
}
