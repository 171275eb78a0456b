import { describe, expect, it } from 'vitest';
import { convertMinor, normalizeCurrencyRate, parseCurrencyRate } from './conversion';

const USD = { currency: 'USD', usdValue: '1' };
const EUR = { currency: 'EUR', usdValue: '1.08' };
const PLN = { currency: 'PLN', usdValue: '0.25' };
const JPY = { currency: 'JPY', usdValue: '0.0067' };
const RUB = { currency: 'RUB', usdValue: '0.011' };

describe('convertMinor', () => {
  it('converts minor units through the US-dollar rates of both currencies', () => {
    expect(convertMinor(650n, EUR, USD)).toBe(702n); // €6.50 → $7.02
    expect(convertMinor(702, USD, EUR)).toBe(650n);
    expect(convertMinor(1000n, USD, PLN)).toBe(4000n); // $10 → 40 zł
    expect(convertMinor(10_000n, JPY, USD)).toBe(6700n); // ¥10,000 → $67.00
    expect(convertMinor(100n, USD, JPY)).toBe(149n); // $1 → ¥149.25… → ¥149
    expect(convertMinor('100000', RUB, EUR)).toBe(1019n); // 1,000 ₽ → €10.185… → €10.19
  });

  it('rounds once, half away from zero, to the minor unit of the target', () => {
    // 1 ¥ = 0.67 cent: rounds up to 1 cent; 0.5 cent exactly rounds away from zero.
    expect(convertMinor(1n, JPY, USD)).toBe(1n);
    expect(convertMinor(1n, { currency: 'PLN', usdValue: '0.005' }, USD)).toBe(0n);
    expect(convertMinor(1n, USD, { currency: 'EUR', usdValue: '2' })).toBe(1n); // 0.5 → 1
    expect(convertMinor(-1n, USD, { currency: 'EUR', usdValue: '2' })).toBe(-1n);
    expect(convertMinor(3n, USD, { currency: 'EUR', usdValue: '2' })).toBe(2n); // 1.5 → 2
  });

  it('is exact past 2^53 and leaves the same currency alone', () => {
    expect(convertMinor(10n ** 20n, USD, EUR)).toBe(92_592_592_592_592_592_593n);
    expect(convertMinor(1234n, EUR, { currency: 'EUR', usdValue: '5' })).toBe(1234n);
  });

  it('refuses malformed rates and unsafe numbers', () => {
    expect(() => convertMinor(1n, { currency: 'EUR', usdValue: '0' }, USD)).toThrow(RangeError);
    expect(() => convertMinor(1n, USD, { currency: 'EUR', usdValue: '-1' })).toThrow(RangeError);
    expect(() => convertMinor(1n, USD, { currency: 'EUR', usdValue: 'abc' })).toThrow(RangeError);
    expect(() => convertMinor(2 ** 60, USD, EUR)).toThrow(RangeError);
  });
});

describe('parseCurrencyRate and normalizeCurrencyRate', () => {
  it('take positive decimals with at most 12 decimals and 9 integer digits', () => {
    expect(parseCurrencyRate('1.08')).toEqual({ units: 108n, scale: 2 });
    expect(normalizeCurrencyRate(' 1,080 ')).toBe('1.08');
    expect(normalizeCurrencyRate('0.000000000001')).toBe('0.000000000001');
    expect(normalizeCurrencyRate('001')).toBe('1');
    expect(normalizeCurrencyRate('999999999.5')).toBe('999999999.5');
  });

  it('refuse zero, signs, exponents, too fine and too large values', () => {
    for (const text of ['0', '0.000', '-1', '+1', '1e3', '', 'one', '0.0000000000001', '1000000000']) {
      expect(parseCurrencyRate(text), text).toBeNull();
    }
  });
});
