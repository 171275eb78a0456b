import { CURRENCIES, formatMinorAsDecimal, isCurrency } from '@lootmarket/contract';
import type { NumericString } from './date';

// Intl formats strings as exact decimals (ECMA-402 NumberFormat v3), so no precision is lost.
type DecimalString = NumericString;

/** A plain decimal as the API and the contract's money rules write it: "0.072", "-19.99", "100". */
const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * A price in the locale's own style: formatPrice(12345, 'USD', 'en') -> '$123.45',
 * formatPrice(12345, 'USD', 'de') -> '123,45 $'. The exponent and the exact decimal come from the
 * contract's money rules (`formatMinorAsDecimal`). Crypto, which Intl does not know, shows its code
 * where the locale puts a currency and as many decimals as it needs (at least two): '0.0015 BTC'.
 */
export function formatPrice(minor: number | bigint, currency: string, locale: string): string {
  const code = currency.toUpperCase();
  return formatDecimalPrice(formatMinorAsDecimal(minor, code) as DecimalString, code, locale);
}

/**
 * A price per unit of a good, as the API sends it: a decimal that may be finer than the currency's
 * minor unit (the contract's `formatUnitPriceDecimal`), shown with every digit it has and never fewer
 * than the minor unit: formatUnitPrice('0.072', 'USD', 'en') -> '$0.072', ('7.2', 'USD') -> '$7.20'.
 * Never a price anyone pays: that is always whole minor units (`formatPrice`).
 */
export function formatUnitPrice(decimal: string, currency: string, locale: string): string {
  if (!DECIMAL.test(decimal)) throw new RangeError(`a unit price must be a plain decimal, got ${decimal}`);
  return formatDecimalPrice(decimal as DecimalString, currency.toUpperCase(), locale);
}

/** The one layout of an amount of money: the decimal's own digits, at least the currency's. */
function formatDecimalPrice(amount: DecimalString, code: string, locale: string): string {
  const digits = amount.split('.')[1]?.length ?? 0;
  if (!isCurrency(code) || !CURRENCIES[code].crypto) {
    const currencyFormat = new Intl.NumberFormat(locale, { style: 'currency', currency: code });
    const minorDigits = currencyFormat.resolvedOptions().maximumFractionDigits ?? 2;
    if (digits <= minorDigits) return currencyFormat.format(amount);
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: code,
      minimumFractionDigits: minorDigits,
      maximumFractionDigits: digits,
    }).format(amount);
  }
  const exponent = CURRENCIES[code].exponent;
  // XXX ("no currency") makes Intl lay the number out as for a currency; we put our code in its place.
  const parts = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'XXX',
    currencyDisplay: 'code',
    minimumFractionDigits: Math.min(2, exponent),
    maximumFractionDigits: Math.max(exponent, digits),
  }).formatToParts(amount);
  return parts.map((part) => (part.type === 'currency' ? code : part.value)).join('');
}
