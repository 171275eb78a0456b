import type * as React from 'react';
import { cn } from '../lib/cn';
import { type IconButtonVariantProps, iconButtonVariants } from './icon-button.variants';

export type IconButtonProps = Omit<React.ComponentProps<'button'>, 'aria-label'> &
  IconButtonVariantProps & {
    /** The button has no visible text: this is its accessible name (and its tooltip text). */
    label: string;
  };

/** A button showing only an icon; `label` is required so it always has a name. */
export function IconButton({ className, variant, size, label, type, children, ...props }: IconButtonProps) {
  return (
    <button
      data-slot="icon-button"
      data-variant={variant ?? 'ghost'}
      type={type ?? 'button'}
      aria-label={label}
      title={label}
      className={cn(iconButtonVariants({ variant, size }), className)}
      {...props}
    >
      {children}
    </button>
  );
}
