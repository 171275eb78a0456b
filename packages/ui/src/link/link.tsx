import { ExternalLink } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { Slot } from '../lib/slot';
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
  const Component = asChild ? Slot : 'a';
  const externalProps = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <Component
      data-slot="link"
      data-variant={variant ?? 'default'}
      className={cn(
        linkVariants({ variant }),
        external && 'lm:inline-flex lm:items-center lm:gap-1',
        className,
      )}
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
              <ExternalLink aria-hidden="true" className="lm:size-3.5" />
              <span className="lm:sr-only">{externalLabel}</span>
            </>
          ) : null}
        </>
      )}
    </Component>
  );
}
