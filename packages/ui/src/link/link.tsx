import { ExternalLink } from 'lucide-react';
import { Slot } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { type LinkVariantProps, linkVariants } from './link.variants';

export type LinkProps = React.ComponentProps<'a'> &
  LinkVariantProps & {
    /** Render a router's link component (react-router `<Link>`) with this look. */
    asChild?: boolean;
    /** Opens in a new tab, with rel="noopener noreferrer" and a spoken hint. */
    external?: boolean;
    /** Spoken after the text of an external link. */
    externalLabel?: string;
  };

export function Link({
  className,
  variant,
  asChild = false,
  external = false,
  externalLabel = '(opens in a new tab)',
  children,
  ...props
}: LinkProps) {
  const Component = asChild ? Slot.Root : 'a';
  const externalProps = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <Component
      data-slot="link"
      data-variant={variant ?? 'default'}
      className={cn(linkVariants({ variant }), external && 'inline-flex items-center gap-1', className)}
      {...externalProps}
      {...props}
    >
      {asChild ? (
        children
      ) : (
        <>
          {children}
          {external ? (
            <>
              <ExternalLink aria-hidden="true" className="size-3.5" />
              <span className="sr-only">{externalLabel}</span>
            </>
          ) : null}
        </>
      )}
    </Component>
  );
}
