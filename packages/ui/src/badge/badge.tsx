import type * as React from 'react';
import { cn } from '../lib/cn';
import { type BadgeVariantProps, badgeVariants } from './badge.variants';

export type BadgeProps = React.ComponentProps<'span'> & BadgeVariantProps;

/** A short status or attribute label. Colour is never the only signal: the text says it. */
export function Badge({ className, variant, ...props }: BadgeProps) {
  return (
    <span
      data-slot="badge"
      data-variant={variant ?? 'neutral'}
      className={cn(badgeVariants({ variant }), className)}
      {...props}
    />
  );
}
