import type * as React from 'react';
import { cn } from '../lib/cn';
import { Slot } from '../lib/slot';
import { spinnerVariants } from '../spinner/spinner.variants';
import { type ButtonVariantProps, buttonVariants } from './button.variants';

export type ButtonProps = React.ComponentProps<'button'> &
  ButtonVariantProps & {
    /** Render the child element (a link, a router Link) with the button's look and behaviour. */
    asChild?: boolean;
    /** Shows a spinner, keeps the label for screen readers and blocks clicks while an action runs. */
    loading?: boolean;
    /** Spoken with the label while loading. */
    loadingLabel?: string;
  };

export function Button({
  className,
  variant,
  size,
  asChild = false,
  loading = false,
  loadingLabel = 'Loading',
  disabled,
  type,
  children,
  onClick,
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      data-slot="button"
      data-variant={variant ?? 'primary'}
      data-size={size ?? 'md'}
      data-loading={loading || undefined}
      className={cn(buttonVariants({ variant, size }), className)}
      // A loading button stays focusable (aria-disabled, not disabled) so focus is not lost mid-action.
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      disabled={asChild ? undefined : disabled}
      type={asChild ? undefined : (type ?? 'button')}
      onClick={loading ? (event: React.MouseEvent<HTMLButtonElement>) => event.preventDefault() : onClick}
      {...props}
    >
      {asChild ? (
        children
      ) : (
        <>
          {loading ? (
            <>
              <span aria-hidden="true" className={spinnerVariants({ size: 'sm' })} />
              <span className="lm:sr-only">{loadingLabel}</span>
            </>
          ) : null}
          {children}
        </>
      )}
    </Component>
  );
}
