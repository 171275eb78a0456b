import { describe, expect, it } from 'vitest';
import { readOrdersFilters, writeOrdersFilters } from './orders-list-page';

describe('orders list filters in the URL', () => {
  it('round-trips every filter', () => {
    const filters = { role: 'seller', status: 'pending', search: 'gold', page: 3 } as const;
    const params = writeOrdersFilters(filters);
    expect(params.toString()).toBe('role=seller&status=pending&q=gold&page=3');
    expect(readOrdersFilters(params)).toEqual(filters);
  });

  it('falls back to purchases, all statuses and page 1 for missing or unknown values', () => {
    expect(readOrdersFilters(new URLSearchParams('role=admin&status=lost&page=-2'))).toEqual({
      role: 'buyer',
      status: null,
      search: '',
      page: 1,
    });
    expect(writeOrdersFilters(readOrdersFilters(new URLSearchParams())).toString()).toBe('');
  });
});
