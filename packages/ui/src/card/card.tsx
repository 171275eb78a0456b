import type * as React from 'react';
import { cn } from '../lib/cn';

export type CardProps = React.ComponentProps<'div'> & {
  /** Render a <section> (a named region when given aria-label or aria-labelledby). */
  asSection?: boolean;
};

/** A surface grouping related content. Compose with CardHeader, CardTitle, CardContent, CardFooter. */
export function Card({ className, asSection = false, ...props }: CardProps) {
  // Both elements take the same attributes; the cast keeps one props type.
  const Component = (asSection ? 'section' : 'div') as 'div';
  return (
    <Component
      data-slot="card"
      className={cn(
        'flex min-w-0 flex-col rounded-lg border border-border bg-card text-card-foreground shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-header"
      className={cn('flex flex-col gap-1 p-4 pb-2 sm:p-5 sm:pb-2', className)}
      {...props}
    />
  );
}

export type CardTitleProps = React.ComponentProps<'h3'> & { as?: 'h2' | 'h3' | 'h4' };

/** The card's heading; pick the level that fits the page outline with `as`. */
export function CardTitle({ className, as: Heading = 'h3', ...props }: CardTitleProps) {
  return (
    <Heading
      data-slot="card-title"
      className={cn('text-base font-semibold leading-snug [overflow-wrap:anywhere]', className)}
      {...props}
    />
  );
}

export function CardDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return (
    <p data-slot="card-description" className={cn('text-sm text-muted-foreground', className)} {...props} />
  );
}

export function CardContent({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('px-4 py-2 sm:px-5', className)} {...props} />;
}

export function CardFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-footer"
      className={cn('mt-auto flex flex-wrap items-center gap-2 p-4 pt-2 sm:p-5 sm:pt-2', className)}
      {...props}
    />
  );
}
