import { describe, expect, it } from 'vitest';
import { currencyDigits, formatMoney } from './format-money';

describe('formatMoney', () => {
  it('reads minor units with the currency’s own number of digits', () => {
    expect(currencyDigits('EUR')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('BHD')).toBe(3);
    expect(formatMoney(1999, 'EUR', 'en')).toBe('€19.99');
    expect(formatMoney(1999, 'JPY', 'en')).toBe('¥1,999');
    expect(formatMoney(1999, 'BHD', 'en')).toBe('BHD\u00a01.999');
  });

  it('takes the exponent the app feeds it (Lootmarket: the contract’s)', () => {
    expect(formatMoney(1999, 'USD', 'en', 2)).toBe('$19.99');
    expect(formatMoney('500', 'JPY', 'en', 0)).toBe('¥500');
    expect(formatMoney(150_000, 'BTC', 'en', 8)).toBe('BTC\u00a00.0015');
    expect(formatMoney(10n ** 18n + 1n, 'ETH', 'en', 18)).toBe('ETH\u00a01.000000000000000001');
  });

  it('follows the locale', () => {
    expect(formatMoney(123456, 'EUR', 'de')).toBe('1.234,56\u00a0€');
    expect(formatMoney(5, 'USD', 'en')).toBe('$0.05');
  });

  it('handles negatives and bigints past 2^53 exactly', () => {
    expect(formatMoney(-250, 'EUR', 'en')).toBe('-€2.50');
    expect(formatMoney(9007199254740993n, 'USD', 'en')).toBe('$90,071,992,547,409.93');
  });

  it('refuses fractional minor units', () => {
    expect(() => formatMoney(19.99, 'EUR')).toThrow(RangeError);
  });
});
