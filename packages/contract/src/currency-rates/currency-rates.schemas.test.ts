import { describe, expect, it } from 'vitest';
import { currencyRateUpdateRequestSchema, isRateDate } from './currency-rates.schemas';

function fieldCodes(input: unknown): Record<string, unknown> {
  const result = currencyRateUpdateRequestSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [
      issue.path.join('.'),
      (issue as { params?: { fieldCode?: string } }).params?.fieldCode ?? issue.code,
    ]),
  );
}

describe('currencyRateUpdateRequestSchema', () => {
  it('normalizes the rate', () => {
    expect(
      currencyRateUpdateRequestSchema.parse({ currency: 'EUR', usdValue: '1,0800', asOf: '2026-11-27' }),
    ).toEqual({ currency: 'EUR', usdValue: '1.08', asOf: '2026-11-27' });
    expect(
      currencyRateUpdateRequestSchema.parse({ currency: 'USD', usdValue: '1.000', asOf: '2026-11-27' }),
    ).toMatchObject({ usdValue: '1' });
  });

  it('answers a field code per wrong field', () => {
    expect(fieldCodes({ currency: 'EUR', usdValue: '0', asOf: '2026-11-27' })).toEqual({
      usdValue: 'currencyRateInvalid',
    });
    expect(fieldCodes({ currency: 'USD', usdValue: '1.01', asOf: '2026-02-30' })).toEqual({
      usdValue: 'currencyRateUsdFixed',
      asOf: 'currencyRateDateInvalid',
    });
    expect(fieldCodes({ currency: 'GBP', usdValue: '1.2', asOf: '2026-11-27' })).toHaveProperty('currency');
  });
});

describe('isRateDate', () => {
  const now = Date.parse('2026-11-28T12:00:00Z');
  it('takes real days from 2000 up to tomorrow', () => {
    expect(isRateDate('2026-11-28', now)).toBe(true);
    expect(isRateDate('2026-11-29', now)).toBe(true);
    expect(isRateDate('2000-01-01', now)).toBe(true);
  });
  it('refuses the future, impossible days, other formats and old days', () => {
    for (const text of ['2026-11-30', '2026-02-30', '2026-1-5', '28.11.2026', '1999-12-31', '']) {
      expect(isRateDate(text, now), text).toBe(false);
    }
  });
});
