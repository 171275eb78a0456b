import { describe, expect, it } from 'vitest';
import { readErrorBody } from './error-body';

describe('readErrorBody', () => {
  it('reads the price a PRICE_CHANGED refusal carries, for the checkout to show', () => {
    const body = {
      error: { code: 'PRICE_CHANGED', message: 'x', details: { unitPrice: '4120', currency: 'USD' } },
      requestId: 'r',
    };
    expect(readErrorBody(body)).toEqual({
      code: 'PRICE_CHANGED',
      fields: {},
      details: { unitPrice: '4120', currency: 'USD' },
    });
  });

  it('keeps only details that are the contract’s (a whole amount, a known currency)', () => {
    const cases: Array<[unknown, unknown]> = [
      [{ unitPrice: '41.20', currency: 'USD' }, { currency: 'USD' }],
      [{ unitPrice: 4120, currency: 'XYZ' }, undefined],
      ['price', undefined],
      [null, undefined],
    ];
    for (const [details, kept] of cases) {
      expect(readErrorBody({ error: { code: 'PRICE_CHANGED', details } }).details).toEqual(kept);
    }
    expect(readErrorBody({ error: { code: 'OUT_OF_STOCK' } })).toEqual({ code: 'OUT_OF_STOCK', fields: {} });
  });
});
