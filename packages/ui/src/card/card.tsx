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
        'lm:flex lm:min-w-0 lm:flex-col lm:rounded-lg lm:border lm:border-border lm:bg-card lm:text-card-foreground lm:shadow-sm',
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
      className={cn('lm:flex lm:flex-col lm:gap-1 lm:p-4 lm:pb-2 lm:sm:p-5 lm:sm:pb-2', className)}
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
      className={cn('lm:text-base lm:font-semibold lm:leading-snug lm:[overflow-wrap:anywhere]', className)}
      {...props}
    />
  );
}

export function CardDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return (
    <p
      data-slot="card-description"
      className={cn('lm:text-sm lm:text-muted-foreground', className)}
      {...props}
    />
  );
}

export function CardContent({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('lm:px-4 lm:py-2 lm:sm:px-5', className)} {...props} />;
}

export function CardFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-footer"
      className={cn(
        'lm:mt-auto lm:flex lm:flex-wrap lm:items-center lm:gap-2 lm:p-4 lm:pt-2 lm:sm:p-5 lm:sm:pt-2',
        className,
      )}
      {...props}
    />
  );
}
