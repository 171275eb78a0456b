// Minor units per unit for the crypto currencies we settle in: Intl knows no crypto currency, and
// USDT is not even a well-formed ISO 4217 code.
const CRYPTO_EXPONENTS: Readonly<Record<string, number>> = { BTC: 8, ETH: 18, USDT: 6 };

/** How many minor units make one unit of the currency, as a power of ten (USD 2, JPY 0, ETH 18). */
export function currencyExponent(currency: string): number {
  const code = currency.toUpperCase();
  const crypto = CRYPTO_EXPONENTS[code];
  if (crypto !== undefined) return crypto;
  return new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
    .maximumFractionDigits as number;
}

/**
 * An amount in minor units as an exact decimal string ('12345', 2 -> '123.45'). String math, because
 * 1 ETH is 10^18 wei, far past Number's 2^53.
 */
export function minorUnitsToDecimal(minor: number | bigint, exponent: number): string {
  if (typeof minor === 'number' && !Number.isSafeInteger(minor)) {
    throw new RangeError(`minor units must be a safe integer or a bigint, got ${minor}`);
  }
  const value = BigInt(minor);
  const sign = value < 0n ? '-' : '';
  const digits = (value < 0n ? -value : value).toString();
  if (exponent === 0) return sign + digits;
  const padded = digits.padStart(exponent + 1, '0');
  return `${sign}${padded.slice(0, -exponent)}.${padded.slice(-exponent)}`;
}

// Intl formats strings as exact decimals (ECMA-402 NumberFormat v3), so no precision is lost.
type DecimalString = Intl.StringNumericLiteral;

/**
 * A price in the locale's own style: formatPrice(12345, 'USD', 'en') -> '$123.45',
 * formatPrice(12345, 'USD', 'de') -> '123,45 $'. Crypto shows its code where the locale puts a
 * currency and as many decimals as it needs (at least two): '0.0015 BTC'.
 */
export function formatPrice(minor: number | bigint, currency: string, locale: string): string {
  const code = currency.toUpperCase();
  const exponent = currencyExponent(code);
  const amount = minorUnitsToDecimal(minor, exponent) as DecimalString;
  if (CRYPTO_EXPONENTS[code] === undefined) {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: code }).format(amount);
  }
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
