import type * as React from 'react';
import { cn } from '../lib/cn';
import { formatMoney } from './format-money';

export type PriceTagProps = Omit<React.ComponentProps<'span'>, 'children'> & {
  /** Integer minor units (cents). */
  amountMinor: number | bigint;
  /** ISO 4217 code. */
  currency: string;
  locale?: string;
  /** Digits of the currency's minor unit, from the app's money rules (default: Intl's ISO 4217 digits). */
  exponent?: number;
  /** A previous price shown struck through, with its spoken label. */
  previousAmountMinor?: number | bigint;
  previousLabel?: string;
  size?: 'sm' | 'md' | 'lg';
};

const sizeClasses = { sm: 'lm:text-sm', md: 'lm:text-base', lg: 'lm:text-2xl' } as const;

/** A price from minor units, formatted for the locale and currency. */
export function PriceTag({
  amountMinor,
  currency,
  locale = 'en',
  exponent,
  previousAmountMinor,
  previousLabel = 'Previous price',
  size = 'md',
  className,
  ...props
}: PriceTagProps) {
  return (
    <span
      data-slot="price-tag"
      className={cn('lm:inline-flex lm:flex-wrap lm:items-baseline lm:gap-x-2', className)}
      {...props}
    >
      <span className={cn('lm:font-semibold lm:tabular-nums', sizeClasses[size])}>
        {formatMoney(amountMinor, currency, locale, exponent)}
      </span>
      {previousAmountMinor !== undefined ? (
        <span className="lm:text-sm lm:tabular-nums lm:text-muted-foreground">
          <span className="lm:sr-only">{previousLabel}: </span>
          <s>{formatMoney(previousAmountMinor, currency, locale, exponent)}</s>
        </span>
      ) : null}
    </span>
  );
}
