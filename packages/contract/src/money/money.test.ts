import { describe, expect, it } from 'vitest';
import {
  CURRENCIES,
  CURRENCY_CODES,
  currencyExponent,
  DEPOSIT_LIMITS,
  feeOf,
  formatMinorAsDecimal,
  formatUnitPriceDecimal,
  isCurrency,
  isDepositAmountAllowed,
  parseDecimal,
  parseDecimalToMinor,
  toMinorUnits,
} from './index';

describe('currencies', () => {
  it('know the exponent of each minor unit', () => {
    expect(CURRENCY_CODES).toEqual(['USD', 'EUR', 'PLN', 'BRL', 'JPY', 'CNY', 'RUB', 'BTC', 'ETH', 'USDT']);
    expect(currencyExponent('USD')).toBe(2);
    expect(currencyExponent('JPY')).toBe(0);
    expect(currencyExponent('BTC')).toBe(8);
    expect(currencyExponent('btc')).toBe(8);
    expect(currencyExponent('ETH')).toBe(18);
    expect(currencyExponent('USDT')).toBe(6);
    expect(CURRENCIES.USDT.crypto).toBe(true);
    expect(CURRENCIES.EUR.crypto).toBe(false);
  });

  it('take any other ISO 4217 code from Intl, and refuse what is no code', () => {
    expect(currencyExponent('KWD')).toBe(3);
    expect(currencyExponent('GBP')).toBe(2);
    expect(isCurrency('KWD')).toBe(false);
    expect(isCurrency('toString')).toBe(false);
    expect(() => currencyExponent('not a code')).toThrow(RangeError);
  });
});

describe('parseDecimalToMinor', () => {
  it('reads what people type, in the currency’s minor units', () => {
    expect(parseDecimalToMinor('19.99', 'USD')).toBe(1999n);
    expect(parseDecimalToMinor(' 19,9 ', 'EUR')).toBe(1990n);
    expect(parseDecimalToMinor('17.50', 'USD')).toBe(1750n);
    expect(parseDecimalToMinor('5', 'USD')).toBe(500n);
    expect(parseDecimalToMinor('500', 'JPY')).toBe(500n);
    expect(parseDecimalToMinor('500.000', 'JPY')).toBe(500n);
    expect(parseDecimalToMinor('1.005', 'KWD')).toBe(1005n);
    expect(parseDecimalToMinor('0.0015', 'BTC')).toBe(150000n);
    expect(parseDecimalToMinor('1.000000000000000001', 'ETH')).toBe(1000000000000000001n);
  });

  it('keeps amounts past 2^53 exact', () => {
    expect(parseDecimalToMinor('90071992547409.93', 'USD')).toBe(9007199254740993n);
    expect(parseDecimalToMinor('123456789012345678901234567890.5', 'ETH')).toBe(
      123456789012345678901234567890500000000000000000n,
    );
  });

  it('refuses what the currency cannot hold: too many decimals are invalid, never rounded', () => {
    expect(parseDecimalToMinor('19.999', 'USD')).toBeNull();
    expect(parseDecimalToMinor('5.5', 'JPY')).toBeNull();
    expect(parseDecimalToMinor('0.000000001', 'BTC')).toBeNull();
  });

  it('refuses zero, negative and malformed amounts', () => {
    expect(parseDecimalToMinor('0', 'USD')).toBeNull();
    expect(parseDecimalToMinor('0.00', 'USD')).toBeNull();
    expect(parseDecimalToMinor('-3', 'USD')).toBeNull();
    expect(parseDecimalToMinor('+3', 'USD')).toBeNull();
    for (const text of ['', ' ', 'abc', '1e3', '1.2.3', '1 000', '.5', '5.', '0x10', '١٢', 'Infinity']) {
      expect(parseDecimalToMinor(text, 'USD'), text).toBeNull();
    }
    expect(parseDecimalToMinor('1'.repeat(31), 'USD')).toBeNull();
  });
});

describe('parseDecimal and toMinorUnits', () => {
  it('hold a typed amount exactly until a currency gives it minor units', () => {
    expect(parseDecimal('17.50')).toEqual({ units: 175n, scale: 1 });
    expect(parseDecimal('0')).toEqual({ units: 0n, scale: 0 });
    expect(parseDecimal('-1')).toBeNull();
    expect(toMinorUnits({ units: 175n, scale: 1 }, 'USD')).toBe(1750n);
    expect(toMinorUnits({ units: 175n, scale: 1 }, 'JPY')).toBeNull();
    // Trailing zeros do not count: 17.00 USD is 17 JPY.
    expect(toMinorUnits({ units: 1700n, scale: 2 }, 'JPY')).toBe(17n);
    expect(toMinorUnits({ units: 1750n, scale: 2 }, 'JPY')).toBeNull();
  });
});

describe('formatMinorAsDecimal', () => {
  it('places the decimal point of the currency by string math', () => {
    expect(formatMinorAsDecimal(1999, 'USD')).toBe('19.99');
    expect(formatMinorAsDecimal(5, 'USD')).toBe('0.05');
    expect(formatMinorAsDecimal(0, 'USD')).toBe('0.00');
    expect(formatMinorAsDecimal(7, 'JPY')).toBe('7');
    expect(formatMinorAsDecimal(1005, 'KWD')).toBe('1.005');
    expect(formatMinorAsDecimal(12000n, 'BTC')).toBe('0.00012000');
    expect(formatMinorAsDecimal('1999', 'EUR')).toBe('19.99');
  });

  it('keeps the sign and amounts past 2^53 exact', () => {
    expect(formatMinorAsDecimal(-12345n, 'USD')).toBe('-123.45');
    expect(formatMinorAsDecimal(-5, 'USD')).toBe('-0.05');
    expect(formatMinorAsDecimal(10n ** 18n, 'ETH')).toBe('1.000000000000000000');
    expect(formatMinorAsDecimal(9007199254740993n, 'USD')).toBe('90071992547409.93');
  });

  it('refuses numbers that are not safe integers', () => {
    expect(() => formatMinorAsDecimal(2 ** 60, 'ETH')).toThrow(RangeError);
    expect(() => formatMinorAsDecimal(19.99, 'USD')).toThrow(RangeError);
  });

  it('is what the parser reads back', () => {
    for (const [minor, currency] of [
      [1n, 'USD'],
      [1999n, 'EUR'],
      [500n, 'JPY'],
      [150000n, 'BTC'],
      [10n ** 30n + 1n, 'ETH'],
    ] as const) {
      expect(parseDecimalToMinor(formatMinorAsDecimal(minor, currency), currency)).toBe(minor);
    }
  });
});

describe('feeOf', () => {
  it('takes basis points rounded up to the minor unit', () => {
    expect(feeOf(10000n, 150)).toBe(150n);
    expect(feeOf(1999n, 250)).toBe(50n); // 49.975 → 50
    expect(feeOf(100n, 50)).toBe(1n); // 0.5 → 1
    expect(feeOf(99n, 50)).toBe(1n); // 0.495 → 1
    expect(feeOf(1001n, 100)).toBe(11n); // 1 % of 10.01: 0.1001 → 0.11
    expect(feeOf(12845n, 300)).toBe(386n); // 385.35 → 386
    expect(feeOf(1n, 1)).toBe(1n); // a rule above 0 % never rounds a fee to nothing
    expect(feeOf(12345n, 0)).toBe(0n);
    expect(feeOf(0n, 300)).toBe(0n);
    expect(feeOf(10n ** 30n, 300)).toBe(3n * 10n ** 28n);
  });
});

describe('deposit limits', () => {
  it('name every currency, a positive minimum below the maximum', () => {
    expect(Object.keys(DEPOSIT_LIMITS).sort()).toEqual([...CURRENCY_CODES].sort());
    for (const { min, max } of Object.values(DEPOSIT_LIMITS)) {
      expect(min).toBeGreaterThan(0n);
      expect(min).toBeLessThan(max);
    }
  });

  it('include both ends and nothing outside them', () => {
    expect(isDepositAmountAllowed(100n, 'USD')).toBe(true);
    expect(isDepositAmountAllowed(1_000_000n, 'USD')).toBe(true);
    expect(isDepositAmountAllowed(99n, 'USD')).toBe(false);
    expect(isDepositAmountAllowed(1_000_001n, 'USD')).toBe(false);
    // In the currency's own minor units: 100 JPY is 100, not 1.00.
    expect(isDepositAmountAllowed(parseDecimalToMinor('100', 'JPY') ?? 0n, 'JPY')).toBe(true);
    expect(isDepositAmountAllowed(parseDecimalToMinor('0.0001', 'BTC') ?? 0n, 'BTC')).toBe(true);
  });
});

describe('formatUnitPriceDecimal', () => {
  it('gives the price of `per` units from a bundle, exact to three digits past the minor unit', () => {
    // 10k gold for $0.72 and 250k for $19.50, per 1,000.
    expect(formatUnitPriceDecimal(72, 'USD', 10_000, 1000)).toBe('0.072');
    expect(formatUnitPriceDecimal(1950, 'USD', 250_000, 1000)).toBe('0.078');
    expect(formatUnitPriceDecimal(1999, 'USD', 1, 1)).toBe('19.99');
    expect(formatUnitPriceDecimal(500, 'JPY', 3, 1)).toBe('166.667');
    expect(formatUnitPriceDecimal(100, 'USD', 3, 1)).toBe('0.33333');
  });

  it('keeps the minor unit, drops zeros past it and rounds half up', () => {
    expect(formatUnitPriceDecimal(720, 'USD', 1000, 100)).toBe('0.72');
    expect(formatUnitPriceDecimal(700, 'JPY', 7, 1)).toBe('100');
    // 1 cent for 2,000 units is $0.000005 a unit: half up to $0.00001; for 2,001 units it rounds to 0.
    expect(formatUnitPriceDecimal(1, 'USD', 2000, 1)).toBe('0.00001');
    expect(formatUnitPriceDecimal(1, 'USD', 2001, 1)).toBe('0.00');
    expect(formatUnitPriceDecimal(-72, 'USD', 10_000, 1000)).toBe('-0.072');
  });

  it('refuses a bundle or unit that is not a positive safe integer', () => {
    expect(() => formatUnitPriceDecimal(72, 'USD', 0, 1)).toThrow(RangeError);
    expect(() => formatUnitPriceDecimal(72, 'USD', 1.5, 1)).toThrow(RangeError);
    expect(() => formatUnitPriceDecimal(72, 'USD', 10, 0)).toThrow(RangeError);
  });
});
