import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, formatRelativeTime, selectRelativeTimeUnit } from './date';
import { formatPrice, formatUnitPrice } from './price';

// Intl separates amount and currency with a no-break space in many locales.
const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it('reads minor units with the currency exponent', () => {
    expect(formatPrice(12345, 'USD', 'en')).toBe('$123.45');
    expect(formatPrice(12345, 'JPY', 'en')).toBe('¥12,345');
    expect(nbsp(formatPrice(12345, 'EUR', 'de'))).toBe('123,45 €');
    expect(nbsp(formatPrice(12345, 'PLN', 'pl'))).toBe('123,45 zł');
    expect(nbsp(formatPrice(12345, 'KWD', 'en'))).toBe('KWD 12.345');
  });

  it('shows crypto with its own exponent, exactly, where the locale puts a currency', () => {
    expect(nbsp(formatPrice(150_000, 'BTC', 'en'))).toBe('BTC 0.0015');
    expect(nbsp(formatPrice(100_000_000n, 'btc', 'de'))).toBe('1,00 BTC');
    expect(nbsp(formatPrice(2_500_000, 'USDT', 'en'))).toBe('USDT 2.50');
    // 1.000000000000000001 ETH: past Number's precision, exact through bigint string math.
    expect(nbsp(formatPrice(1_000_000_000_000_000_001n, 'ETH', 'en'))).toBe('ETH 1.000000000000000001');
  });

  it('keeps the sign and refuses unsafe numbers', () => {
    expect(formatPrice(-505, 'USD', 'en')).toBe('-$5.05');
    expect(() => formatPrice(2 ** 60, 'ETH', 'en')).toThrow(RangeError);
  });
});

describe('formatUnitPrice', () => {
  it('shows every digit of a price per unit finer than the minor unit, never fewer than it', () => {
    expect(formatUnitPrice('0.072', 'USD', 'en')).toBe('$0.072');
    expect(formatUnitPrice('0.00001', 'USD', 'en')).toBe('$0.00001');
    expect(nbsp(formatUnitPrice('0.078', 'EUR', 'de'))).toBe('0,078 €');
    expect(nbsp(formatUnitPrice('1234.5675', 'PLN', 'pl'))).toBe('1234,5675 zł');
    expect(formatUnitPrice('7.2', 'USD', 'en')).toBe('$7.20');
    expect(formatUnitPrice('19.99', 'USD', 'en')).toBe('$19.99');
    expect(formatUnitPrice('166.667', 'JPY', 'en')).toBe('¥166.667');
    expect(formatUnitPrice('100', 'JPY', 'ja')).toBe('￥100');
    expect(nbsp(formatUnitPrice('0.000000015', 'BTC', 'en'))).toBe('BTC 0.000000015');
  });

  it('refuses anything but a plain decimal', () => {
    for (const bad of ['', '1e3', '0,072', ' 1', 'NaN']) {
      expect(() => formatUnitPrice(bad, 'USD', 'en'), bad).toThrow(RangeError);
    }
  });
});

describe('relative time', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it('says "5 minutes ago" in each language', () => {
    const fiveMinutesAgo = ago(5 * 60_000);
    expect(formatRelativeTime(fiveMinutesAgo, 'en', { now })).toBe('5 minutes ago');
    expect(formatRelativeTime(fiveMinutesAgo, 'de', { now })).toBe('vor 5 Minuten');
    expect(formatRelativeTime(fiveMinutesAgo, 'pl', { now })).toBe('5 minut temu');
    expect(formatRelativeTime(fiveMinutesAgo, 'ru', { now })).toBe('5 минут назад');
    expect(formatRelativeTime(fiveMinutesAgo, 'pt-BR', { now })).toBe('há 5 minutos');
    expect(nbsp(formatRelativeTime(fiveMinutesAgo, 'ja', { now }))).toBe('5 分前');
    expect(nbsp(formatRelativeTime(fiveMinutesAgo, 'zh', { now }))).toBe('5分钟前');
  });

  it('chooses the largest whole unit', () => {
    expect(selectRelativeTimeUnit(-30_000)).toEqual([-30, 'second']);
    expect(selectRelativeTimeUnit(-2 * 3_600_000 - 59 * 60_000)).toEqual([-2, 'hour']);
    expect(selectRelativeTimeUnit(3 * 86_400_000)).toEqual([3, 'day']);
    expect(selectRelativeTimeUnit(-400 * 86_400_000)).toEqual([-1, 'year']);
    expect(formatRelativeTime(ago(86_400_000), 'en', { now })).toBe('yesterday');
    expect(formatRelativeTime(now, 'en', { now })).toBe('now');
  });
});

describe('dates and numbers', () => {
  it('follow the locale', () => {
    const date = new Date('2026-11-21T12:00:00Z');
    expect(formatDate(date, 'de', { dateStyle: 'medium', timeZone: 'UTC' })).toBe('21.11.2026');
    expect(formatDate(date, 'ja', { dateStyle: 'medium', timeZone: 'UTC' })).toBe('2026/11/21');
    expect(nbsp(formatNumber(1234567.5, 'pl'))).toBe('1 234 567,5');
    expect(formatNumber(0.98, 'en', { style: 'percent' })).toBe('98%');
  });
});
