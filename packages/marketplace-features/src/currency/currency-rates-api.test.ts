import { currencyRatesResponseSchema } from '@lootmarket/contract';
import { describe, expect, it } from 'vitest';
import { readCurrencyRates } from './currency-rates-api';

const eur = { currency: 'EUR', usdValue: '1.08', asOf: '2026-11-27', updatedAt: '2026-11-27T09:15:00.000Z' };

describe('readCurrencyRates', () => {
  const answers: unknown[] = [
    {
      rates: [eur, { currency: 'USD', usdValue: '1', asOf: '2026-01-01', updatedAt: '2026-01-01T00:00:00Z' }],
    },
    { rates: [] },
    { rates: [{ ...eur, updatedBy: null }], extra: true },
    { rates: [{ ...eur, asOf: '2024-02-29' }] },
    { rates: [{ ...eur, asOf: '2026-02-29' }] },
    { rates: [{ ...eur, asOf: '2026-13-01' }] },
    { rates: [{ ...eur, asOf: '2026-11-27T00:00:00Z' }] },
    { rates: [{ ...eur, updatedAt: '2026-11-27T09:15Z' }] },
    { rates: [{ ...eur, updatedAt: '2026-11-27T09:15:00+01:00' }] },
    { rates: [{ ...eur, updatedAt: '2026-11-27T24:00:00Z' }] },
    { rates: [{ ...eur, updatedAt: '2026-02-30T09:15:00Z' }] },
    { rates: [{ ...eur, updatedAt: '2026-11-27T09:15:00.123456Z' }] },
    { rates: [{ ...eur, currency: 'XYZ' }] },
    { rates: [{ ...eur, usdValue: 1.08 }] },
    { rates: [{ ...eur, asOf: undefined }] },
    { rates: [null] },
    { rates: 'EUR' },
    {},
    null,
    'rates',
  ];

  it.each(answers.map((answer) => [JSON.stringify(answer), answer]))(
    'accepts and refuses %s as the contract schema does',
    (_name, answer) => {
      const parsed = currencyRatesResponseSchema.safeParse(answer);
      if (parsed.success) expect(readCurrencyRates(answer)).toEqual(parsed.data);
      else expect(() => readCurrencyRates(answer)).toThrow(/currency rates/);
    },
  );
});
