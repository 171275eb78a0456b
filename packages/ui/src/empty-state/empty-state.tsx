import { PackageOpen } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../lib/cn';

export type EmptyStateProps = Omit<React.ComponentProps<'div'>, 'title'> & {
  title: React.ReactNode;
  description?: React.ReactNode;
  icon?: React.ReactNode;
  action?: React.ReactNode;
  /** Heading level that fits the page outline. */
  headingLevel?: 2 | 3 | 4;
};

/** What to show when a list has nothing in it, and what to do about it. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  headingLevel = 2,
  className,
  ...props
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      data-slot="empty-state"
      className={cn(
        'lm:flex lm:flex-col lm:items-center lm:gap-2 lm:rounded-lg lm:border lm:border-dashed lm:border-border lm:px-6 lm:py-10 lm:text-center',
        className,
      )}
      {...props}
    >
      <div aria-hidden="true" className="lm:mb-1 lm:text-muted-foreground lm:[&_svg]:size-10">
        {icon ?? <PackageOpen />}
      </div>
      <Heading className="lm:text-base lm:font-semibold lm:[overflow-wrap:anywhere]">{title}</Heading>
      {description ? (
        <p className="lm:max-w-prose lm:text-sm lm:text-muted-foreground">{description}</p>
      ) : null}
      {action ? <div className="lm:mt-2">{action}</div> : null}
    </div>
  );
}
