import type * as React from 'react';
import { cn } from '../lib/cn';
import { statusIcons } from '../lib/status-icons';
import { type AlertVariantProps, alertVariants } from './alert.variants';

export type AlertProps = Omit<React.ComponentProps<'div'>, 'title'> &
  AlertVariantProps & {
    title?: React.ReactNode;
    /**
     * `alert` interrupts screen readers: only for messages that appear after a user action and
     * need attention now (a failed payment). Static messages keep the default, no live role.
     */
    live?: boolean;
    action?: React.ReactNode;
  };

/** An inline message about the page or a section. */
export function Alert({ className, variant, title, live = false, action, children, ...props }: AlertProps) {
  const Icon = statusIcons[variant ?? 'info'];
  return (
    <div
      data-slot="alert"
      data-variant={variant ?? 'info'}
      role={live ? 'alert' : undefined}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    >
      <Icon aria-hidden="true" />
      <div className="lm:flex lm:min-w-0 lm:flex-1 lm:flex-col lm:gap-1">
        {title ? <p className="lm:font-semibold lm:[overflow-wrap:anywhere]">{title}</p> : null}
        {children ? <div className="lm:[overflow-wrap:anywhere]">{children}</div> : null}
      </div>
      {action ? <div className="lm:shrink-0 lm:self-center">{action}</div> : null}
    </div>
  );
}
