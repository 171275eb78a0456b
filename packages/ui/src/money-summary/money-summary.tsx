import type * as React from 'react';
import { cn } from '../lib/cn';
import { Skeleton } from '../skeleton/skeleton';

export type MoneySummaryRow = {
  key: string;
  label: React.ReactNode;
  /** Already formatted by the app from minor units (the kit does not know crypto exponents). */
  amount: React.ReactNode;
  /** A note under the label, e.g. "5% of the subtotal, at least $0.50". */
  hint?: React.ReactNode;
};

export type MoneySummaryProps = Omit<React.ComponentProps<'section'>, 'children' | 'title'> & {
  /** The section's heading, e.g. "Order summary". */
  title: React.ReactNode;
  rows: ReadonlyArray<MoneySummaryRow>;
  /** The row everything adds up to, set apart under a rule. */
  total: MoneySummaryRow;
  /** Amounts are being recalculated (a quantity changed): the figures are not final. */
  loading?: boolean;
  headingLevel?: 'h2' | 'h3';
};

/**
 * Money that adds up: subtotal, fees, total (checkout, order details, a withdrawal's fee). A
 * description list, so a screen reader reads each label with its amount.
 */
export function MoneySummary({
  title,
  rows,
  total,
  loading = false,
  headingLevel: Heading = 'h2',
  className,
  ...props
}: MoneySummaryProps) {
  const amount = (value: React.ReactNode, wide = false) =>
    loading ? <Skeleton className={cn('lm:h-5 lm:w-20', wide && 'lm:h-6 lm:w-24')} /> : value;
  return (
    <section
      data-slot="money-summary"
      aria-busy={loading || undefined}
      className={cn(
        'lm:flex lm:flex-col lm:gap-3 lm:rounded-lg lm:border lm:border-border lm:bg-card lm:p-4',
        className,
      )}
      {...props}
    >
      <Heading className="lm:text-base lm:font-semibold">{title}</Heading>
      <dl className="lm:flex lm:flex-col lm:gap-2 lm:text-sm">
        {rows.map((row) => (
          <div
            key={row.key}
            data-row={row.key}
            className="lm:flex lm:items-start lm:justify-between lm:gap-4"
          >
            <dt className="lm:flex lm:min-w-0 lm:flex-col lm:text-muted-foreground lm:[overflow-wrap:anywhere]">
              {row.label}
              {row.hint ? <span className="lm:text-xs">{row.hint}</span> : null}
            </dt>
            <dd className="lm:shrink-0 lm:text-end lm:font-medium lm:tabular-nums">{amount(row.amount)}</dd>
          </div>
        ))}
        <div
          data-row={total.key}
          className="lm:mt-1 lm:flex lm:items-start lm:justify-between lm:gap-4 lm:border-t lm:border-border lm:pt-3"
        >
          <dt className="lm:flex lm:min-w-0 lm:flex-col lm:text-base lm:font-semibold lm:[overflow-wrap:anywhere]">
            {total.label}
            {total.hint ? (
              <span className="lm:text-xs lm:font-normal lm:text-muted-foreground">{total.hint}</span>
            ) : null}
          </dt>
          <dd className="lm:shrink-0 lm:text-end lm:text-lg lm:font-semibold lm:tabular-nums">
            {amount(total.amount, true)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
