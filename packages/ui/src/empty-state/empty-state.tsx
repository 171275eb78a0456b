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
        'flex flex-col items-center gap-2 rounded-lg border border-dashed border-border px-6 py-10 text-center',
        className,
      )}
      {...props}
    >
      <div aria-hidden="true" className="mb-1 text-muted-foreground [&_svg]:size-10">
        {icon ?? <PackageOpen />}
      </div>
      <Heading className="text-base font-semibold [overflow-wrap:anywhere]">{title}</Heading>
      {description ? <p className="max-w-prose text-sm text-muted-foreground">{description}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
