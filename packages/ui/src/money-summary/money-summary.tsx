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
    loading ? <Skeleton className={cn('h-5 w-20', wide && 'h-6 w-24')} /> : value;
  return (
    <section
      data-slot="money-summary"
      aria-busy={loading || undefined}
      className={cn('flex flex-col gap-3 rounded-lg border border-border bg-card p-4', className)}
      {...props}
    >
      <Heading className="text-base font-semibold">{title}</Heading>
      <dl className="flex flex-col gap-2 text-sm">
        {rows.map((row) => (
          <div key={row.key} data-row={row.key} className="flex items-start justify-between gap-4">
            <dt className="flex min-w-0 flex-col text-muted-foreground [overflow-wrap:anywhere]">
              {row.label}
              {row.hint ? <span className="text-xs">{row.hint}</span> : null}
            </dt>
            <dd className="shrink-0 text-end font-medium tabular-nums">{amount(row.amount)}</dd>
          </div>
        ))}
        <div
          data-row={total.key}
          className="mt-1 flex items-start justify-between gap-4 border-t border-border pt-3"
        >
          <dt className="flex min-w-0 flex-col text-base font-semibold [overflow-wrap:anywhere]">
            {total.label}
            {total.hint ? (
              <span className="text-xs font-normal text-muted-foreground">{total.hint}</span>
            ) : null}
          </dt>
          <dd className="shrink-0 text-end text-lg font-semibold tabular-nums">
            {amount(total.amount, true)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
