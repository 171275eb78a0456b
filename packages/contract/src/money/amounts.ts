import { currencyExponent } from './currencies';

/**
 * An exact decimal amount: `units` × 10^-`scale` ("17.50" → 175 × 10^-1). What a typed price is before
 * a currency says how fine its minor unit is; {@link toMinorUnits} gives it one.
 */
export interface DecimalAmount {
  units: bigint;
  scale: number;
}

// Digits, then an optional fraction after a point or a comma ("19.99", "19,99"); nothing else.
const DECIMAL_PATTERN = /^(\d{1,30})(?:[.,](\d+))?$/;

/**
 * A non-negative decimal a person typed ("19.99", "19,99", " 5 ", "0.0015"), exactly, trailing zeros of
 * the fraction dropped; null for anything else (signs, exponents, spaces inside, more than 30 digits
 * before the point).
 */
export function parseDecimal(text: string): DecimalAmount | null {
  const match = DECIMAL_PATTERN.exec(text.trim());
  if (!match) return null;
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  return { units: BigInt(`${match[1] ?? '0'}${fraction}`), scale: fraction.length };
}

/**
 * An exact decimal in integer minor units of the currency, or null when it is finer than the minor
 * unit ("19.999" in USD, "5.5" in JPY): an amount is never rounded on the way in. Trailing zeros do not
 * count ({ units: 1700n, scale: 2 } is 17 JPY).
 */
export function toMinorUnits(amount: DecimalAmount, currency: string): bigint | null {
  const exponent = currencyExponent(currency);
  if (amount.scale <= exponent) return amount.units * 10n ** BigInt(exponent - amount.scale);
  const divisor = 10n ** BigInt(amount.scale - exponent);
  return amount.units % divisor === 0n ? amount.units / divisor : null;
}

/**
 * THE decimal → minor parser: an amount a person typed in integer minor units of the currency ("19.99"
 * USD → 1999n, "0.0015" BTC → 150000n), or null when it is not a positive amount the currency can hold
 * (malformed, zero, negative, or finer than its minor unit). bigint: 1 ETH is 10^18 wei.
 */
export function parseDecimalToMinor(text: string, currency: string): bigint | null {
  const amount = parseDecimal(text);
  const minor = amount === null ? null : toMinorUnits(amount, currency);
  return minor !== null && minor > 0n ? minor : null;
}

/**
 * THE minor → decimal formatter: integer minor units as the plain, exact decimal string of the currency
 * (1999 USD → "19.99", 7 JPY → "7", 10^18 ETH → "1.000000000000000000", -505 USD → "-5.05"), what forms
 * show, providers take and Intl formats. String math: 1 ETH is 10^18 wei, far past Number's 2^53; a
 * number must be a safe integer (else RangeError), a string an integer ("1999", as the API sends).
 */
export function formatMinorAsDecimal(minor: bigint | number | string, currency: string): string {
  if (typeof minor === 'number' && !Number.isSafeInteger(minor)) {
    throw new RangeError(`minor units must be a safe integer or a bigint, got ${minor}`);
  }
  return scaledDecimal(BigInt(minor), currencyExponent(currency));
}

/** `value` × 10^-`exponent` as a plain decimal string, every fraction digit kept (1999n, 2 → "19.99"). */
function scaledDecimal(value: bigint, exponent: number): string {
  const sign = value < 0n ? '-' : '';
  const digits = (value < 0n ? -value : value).toString();
  if (exponent === 0) return sign + digits;
  const padded = digits.padStart(exponent + 1, '0');
  return `${sign}${padded.slice(0, -exponent)}.${padded.slice(-exponent)}`;
}

/**
 * THE price-per-unit rule: `minor` minor units of the currency for `bundle` units of a good, as the
 * decimal price of `per` units (72 cents for 10,000 gold, per 1,000 → "0.072"). Exact to `extraDigits`
 * digits past the currency's minor unit, rounded half up, trailing zeros beyond the minor unit dropped
 * ("0.0720" → "0.072", "7.20" stays). Shown beside an offer's own price; never charged.
 */
export function formatUnitPriceDecimal(
  minor: bigint | number | string,
  currency: string,
  bundle: number,
  per: number,
  extraDigits = 3,
): string {
  if (!Number.isSafeInteger(bundle) || bundle < 1 || !Number.isSafeInteger(per) || per < 1) {
    throw new RangeError(`bundle and per must be positive safe integers, got ${bundle} and ${per}`);
  }
  const scale = 10n ** BigInt(extraDigits);
  const numerator = BigInt(minor) * BigInt(per) * scale;
  const denominator = BigInt(bundle);
  const sign = numerator < 0n ? -1n : 1n;
  const magnitude = numerator < 0n ? -numerator : numerator;
  // Half up on the magnitude: -0.5 rounds away from zero like 0.5.
  const scaled = sign * ((magnitude * 2n + denominator) / (denominator * 2n));
  const exponent = currencyExponent(currency);
  return trimFraction(scaledDecimal(scaled, exponent + extraDigits), exponent);
}

function trimFraction(decimal: string, keep: number): string {
  const point = decimal.indexOf('.');
  if (point < 0) return decimal;
  let end = decimal.length;
  while (end > point + 1 + keep && decimal[end - 1] === '0') end -= 1;
  return decimal.slice(0, end === point + 1 ? point : end);
}
