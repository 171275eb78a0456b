import type * as React from 'react';
import { cn } from '../lib/cn';
import { type SpinnerVariantProps, spinnerVariants } from './spinner.variants';

export type SpinnerProps = React.ComponentProps<'span'> &
  SpinnerVariantProps & {
    /** What is loading, for screen readers. */
    label?: string;
  };

export function Spinner({ className, size, label = 'Loading', ...props }: SpinnerProps) {
  return (
    <span role="status" data-slot="spinner" className="lm:inline-flex lm:items-center" {...props}>
      <span aria-hidden="true" className={cn(spinnerVariants({ size }), className)} />
      <span className="lm:sr-only">{label}</span>
    </span>
  );
}
