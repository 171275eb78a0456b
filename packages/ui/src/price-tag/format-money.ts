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
 * Formats an amount held in integer minor units (cents) for display, with Intl. `exponent`: the digits
 * of the currency's minor unit; apps pass the one their money rules know (Lootmarket: the contract's
 * `currencyExponent`), else Intl's ISO 4217 digits. Intl reads the amount as the exact decimal
 * `<minor>e-<exponent>`, so bigint amounts past 2^53 lose nothing.
 */
export function formatMoney(
  amountMinor: MinorAmount,
  currency: string,
  locale = 'en',
  exponent = currencyDigits(currency),
): string {
  if (typeof amountMinor === 'number' && !Number.isSafeInteger(amountMinor)) {
    throw new RangeError(`Money must be an integer number of minor units, got ${amountMinor}`);
  }
  const decimal = `${BigInt(amountMinor)}e-${exponent}` as Intl.StringNumericLiteral;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: Math.min(exponent, currencyDigits(currency)),
    maximumFractionDigits: exponent,
  }).format(decimal);
}
