import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { type DateInput, formatDate, formatDateTime, formatNumber, formatRelativeTime } from '../format/date';
import { formatPrice, formatUnitPrice } from '../format/price';

export interface LocaleFormatters {
  formatPrice: (minor: number | bigint, currency: string) => string;
  /** A price per unit of a good, a decimal finer than the minor unit ("0.072" -> "$0.072"). */
  formatUnitPrice: (decimal: string, currency: string) => string;
  formatDate: (value: DateInput, options?: Intl.DateTimeFormatOptions) => string;
  formatDateTime: (value: DateInput, options?: Intl.DateTimeFormatOptions) => string;
  formatNumber: (value: number | bigint, options?: Intl.NumberFormatOptions) => string;
  formatRelativeTime: (value: DateInput, options?: { now?: DateInput }) => string;
}

/** The formatting helpers bound to the active locale of the nearest IntlProvider. */
export function useFormatters(): LocaleFormatters {
  const { locale } = useIntl();
  return useMemo(
    () => ({
      formatPrice: (minor, currency) => formatPrice(minor, currency, locale),
      formatUnitPrice: (decimal, currency) => formatUnitPrice(decimal, currency, locale),
      formatDate: (value, options) => formatDate(value, locale, options),
      formatDateTime: (value, options) => formatDateTime(value, locale, options),
      formatNumber: (value, options) => formatNumber(value, locale, options),
      formatRelativeTime: (value, options) => formatRelativeTime(value, locale, options),
    }),
    [locale],
  );
}

/** A price from minor units, in the active locale. */
export function FormattedPrice({ minor, currency }: { minor: number | bigint; currency: string }) {
  return <>{useFormatters().formatPrice(minor, currency)}</>;
}

/**
 * "5 minutes ago" in a <time> element: machines get the exact instant, people the distance, and
 * hovering shows the full date.
 */
export function RelativeTime({ value, now }: { value: DateInput; now?: DateInput }) {
  const formatters = useFormatters();
  const date = value instanceof Date ? value : new Date(value);
  return (
    <time dateTime={date.toISOString()} title={formatters.formatDateTime(date)}>
      {formatters.formatRelativeTime(date, now === undefined ? {} : { now })}
    </time>
  );
}
