/** Digits after the decimal point of a currency (EUR 2, JPY 0, BHD 3), as Intl knows them. */
export function currencyDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

/**
 * An amount in integer minor units: a number, a bigint, or the decimal string an API sends
 * (JSON numbers cannot carry 39 digits exactly).
 */
export type MinorAmount = number | bigint | string;

/** Formats an amount in minor units for display; apps pass their own (crypto-aware) formatter. */
export type FormatAmount = (amountMinor: MinorAmount, currency: string) => string;

/**
 * Formats an amount held in integer minor units (cents) for display. The amount becomes an exact
 * decimal string before formatting, so bigint amounts past 2^53 lose nothing.
 */
export function formatMoney(amountMinor: MinorAmount, currency: string, locale = 'en'): string {
  if (typeof amountMinor === 'number' && !Number.isSafeInteger(amountMinor)) {
    throw new RangeError(`Money must be an integer number of minor units, got ${amountMinor}`);
  }
  const digits = currencyDigits(currency);
  const minor = BigInt(amountMinor);
  const negative = minor < 0n;
  const absolute = (negative ? -minor : minor).toString().padStart(digits + 1, '0');
  const whole = absolute.slice(0, absolute.length - digits);
  const fraction = digits > 0 ? `.${absolute.slice(absolute.length - digits)}` : '';
  const decimal = `${negative ? '-' : ''}${whole}${fraction}`;
  const formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
  // Intl formats decimal strings exactly (ES2023); the cast covers TypeScript's older signature.
  return formatter.format(decimal as unknown as number);
}
