import { describe, expect, it } from 'vitest';
import { feeOf, parseAmountToMinor } from './amount';

describe('parseAmountToMinor', () => {
  it('reads what people type, in the currency’s minor units', () => {
    expect(parseAmountToMinor('19.99', 'USD')).toBe(1999n);
    expect(parseAmountToMinor(' 19,9 ', 'EUR')).toBe(1990n);
    expect(parseAmountToMinor('500', 'JPY')).toBe(500n);
    expect(parseAmountToMinor('0.0015', 'BTC')).toBe(150000n);
    expect(parseAmountToMinor('1.000000000000000001', 'ETH')).toBe(1000000000000000001n);
  });

  it('refuses what the currency cannot hold', () => {
    expect(parseAmountToMinor('19.999', 'USD')).toBeNull();
    expect(parseAmountToMinor('5.5', 'JPY')).toBeNull();
    expect(parseAmountToMinor('0', 'USD')).toBeNull();
    expect(parseAmountToMinor('-3', 'USD')).toBeNull();
    expect(parseAmountToMinor('abc', 'USD')).toBeNull();
    expect(parseAmountToMinor('', 'USD')).toBeNull();
  });
});

describe('feeOf', () => {
  it('takes basis points rounded up, as the API charges', () => {
    expect(feeOf(10000n, 150)).toBe(150n);
    expect(feeOf(1999n, 250)).toBe(50n); // 49.975 → 50
    expect(feeOf(100n, 50)).toBe(1n); // 0.5 → 1
    expect(feeOf(99n, 50)).toBe(1n); // 0.495 → 1
    expect(feeOf(1001n, 100)).toBe(11n); // 1 % of 10.01: 0.1001 → 0.11
    expect(feeOf(12845n, 300)).toBe(386n); // 385.35 → 386
    expect(feeOf(0n, 300)).toBe(0n);
  });
});
