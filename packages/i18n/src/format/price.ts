import { CURRENCIES, formatMinorAsDecimal, isCurrency } from '@lootmarket/contract';
import type { NumericString } from './date';

// Intl formats strings as exact decimals (ECMA-402 NumberFormat v3), so no precision is lost.
type DecimalString = NumericString;

/**
 * A price in the locale's own style: formatPrice(12345, 'USD', 'en') -> '$123.45',
 * formatPrice(12345, 'USD', 'de') -> '123,45 $'. The exponent and the exact decimal come from the
 * contract's money rules (`formatMinorAsDecimal`). Crypto, which Intl does not know, shows its code
 * where the locale puts a currency and as many decimals as it needs (at least two): '0.0015 BTC'.
 */
export function formatPrice(minor: number | bigint, currency: string, locale: string): string {
  const code = currency.toUpperCase();
  const amount = formatMinorAsDecimal(minor, code) as DecimalString;
  if (!isCurrency(code) || !CURRENCIES[code].crypto) {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: code }).format(amount);
  }
  const exponent = CURRENCIES[code].exponent;
  // XXX ("no currency") makes Intl lay the number out as for a currency; we put our code in its place.
  const parts = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'XXX',
    currencyDisplay: 'code',
    minimumFractionDigits: Math.min(2, exponent),
    maximumFractionDigits: exponent,
  }).formatToParts(amount);
  return parts.map((part) => (part.type === 'currency' ? code : part.value)).join('');
}
