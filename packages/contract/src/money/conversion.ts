import { type DecimalAmount, parseDecimal } from './amounts';
import { currencyExponent } from './currencies';

/**
 * The exact value of one major unit of a currency in US dollars, as staff keep it ("1.08" for EUR,
 * "0.0067" for JPY): at most this many digits after the point and 9 before it, above zero.
 */
export const CURRENCY_RATE_MAX_FRACTION_DIGITS = 12;
const CURRENCY_RATE_MAX_INTEGER_DIGITS = 9;

/**
 * A rate as typed ("1.08", "1,08", " 0.0067 ") as an exact decimal, or null when it is not a positive
 * decimal with at most {@link CURRENCY_RATE_MAX_FRACTION_DIGITS} digits after the point and 9 before.
 */
export function parseCurrencyRate(text: string): DecimalAmount | null {
  const amount = parseDecimal(text);
  if (amount === null || amount.units <= 0n || amount.scale > CURRENCY_RATE_MAX_FRACTION_DIGITS) return null;
  const integerDigits = (amount.units / 10n ** BigInt(amount.scale)).toString().length;
  return integerDigits > CURRENCY_RATE_MAX_INTEGER_DIGITS ? null : amount;
}

/** A rate's canonical text: "1.080" → "1.08", "0,25" → "0.25", "01" → "1"; null as parseCurrencyRate. */
export function normalizeCurrencyRate(text: string): string | null {
  const amount = parseCurrencyRate(text);
  if (amount === null) return null;
  const digits = amount.units.toString().padStart(amount.scale + 1, '0');
  return amount.scale === 0 ? digits : `${digits.slice(0, -amount.scale)}.${digits.slice(-amount.scale)}`;
}

/** One currency's rate: the value of one major unit in US dollars, an exact decimal string. */
export interface UsdRate {
  currency: string;
  usdValue: string;
}

function rateAmount(rate: UsdRate): DecimalAmount {
  const amount = parseCurrencyRate(rate.usdValue);
  if (amount === null) throw new RangeError(`not a currency rate: ${rate.currency} ${rate.usdValue}`);
  return amount;
}

/**
 * THE currency conversion: `minor` minor units of `from.currency` in minor units of `to.currency`, at
 * the two currencies' US-dollar rates (minor ÷ 10^exp(from) × rate(from) ÷ rate(to) × 10^exp(to)),
 * computed exactly in bigint and rounded ONCE, half away from zero, to the target's minor unit (600
 * EUR cents at 1.08 → 648 US cents; 1 JPY at 0.0067 → 1 US cent). For showing an approximate price in
 * the viewer's currency only: money is always charged and held in the offer's own currency. A
 * malformed or non-positive rate throws a RangeError; the same currency returns the amount unchanged.
 */
export function convertMinor(minor: bigint | number | string, from: UsdRate, to: UsdRate): bigint {
  if (typeof minor === 'number' && !Number.isSafeInteger(minor)) {
    throw new RangeError(`minor units must be a safe integer or a bigint, got ${minor}`);
  }
  const amount = BigInt(minor);
  if (from.currency === to.currency) return amount;
  const fromRate = rateAmount(from);
  const toRate = rateAmount(to);
  const numerator = amount * fromRate.units * 10n ** BigInt(currencyExponent(to.currency) + toRate.scale);
  const denominator = toRate.units * 10n ** BigInt(currencyExponent(from.currency) + fromRate.scale);
  const magnitude = numerator < 0n ? -numerator : numerator;
  const rounded = (magnitude * 2n + denominator) / (denominator * 2n);
  return numerator < 0n ? -rounded : rounded;
}
