export type DateInput = Date | number | string;

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

/** A date in the locale's style; by default the medium date ('Nov 21, 2026', '21.11.2026'). */
export function formatDate(
  value: DateInput,
  locale: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  return new Intl.DateTimeFormat(locale, options).format(toDate(value));
}

/** A date and time in the locale's style (medium date, short time). */
export function formatDateTime(
  value: DateInput,
  locale: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): string {
  return new Intl.DateTimeFormat(locale, options).format(toDate(value));
}

/**
 * A decimal as a string, which Intl formats exactly: ES2023's `Intl.StringNumericLiteral`, spelled out
 * so an app whose TypeScript lib is ES2022 can read the package's declarations.
 */
export type NumericString = `${number}` | 'Infinity' | '-Infinity' | '+Infinity';

/** A number in the locale's style (grouping, decimal mark, percent...). */
export function formatNumber(
  value: number | bigint | NumericString,
  locale: string,
  options?: Intl.NumberFormatOptions,
): string {
  return new Intl.NumberFormat(locale, options).format(value);
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

// The largest unit that still gives a whole number reads most naturally ("5 minutes ago", not
// "300 seconds ago" or "0 hours ago").
const UNITS: ReadonlyArray<readonly [Intl.RelativeTimeFormatUnit, number]> = [
  ['year', YEAR],
  ['month', MONTH],
  ['week', WEEK],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
  ['second', SECOND],
];

/** The value and unit for a distance in time: -300000 ms -> [-5, 'minute']. */
export function selectRelativeTimeUnit(milliseconds: number): [number, Intl.RelativeTimeFormatUnit] {
  const distance = Math.abs(milliseconds);
  for (const [unit, size] of UNITS) {
    if (distance >= size) return [Math.trunc(milliseconds / size), unit];
  }
  return [0, 'second'];
}

/**
 * How long ago or how far ahead a moment is, in the locale: '5 minutes ago', 'vor 5 Minuten',
 * '5 分前', 'yesterday', 'now'. `now` is a parameter so the result is testable and consistent
 * across a list rendered at one instant.
 */
export function formatRelativeTime(
  value: DateInput,
  locale: string,
  options: { now?: DateInput; style?: Intl.RelativeTimeFormatStyle } = {},
): string {
  const now = options.now === undefined ? Date.now() : toDate(options.now).getTime();
  const [amount, unit] = selectRelativeTimeUnit(toDate(value).getTime() - now);
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: options.style ?? 'long' }).format(
    amount,
    unit,
  );
}
