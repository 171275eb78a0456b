import { describe, expect, it } from 'vitest';
import { ALL, listQuery } from './admin-list';
import { fromTableSort, pageCount, patchFilters, toTableSort } from './url-filters';

const defaults = { q: '', role: ALL, sort: '-memberSince' };

describe('admin list filters in the URL', () => {
  it('leaves defaults out of the URL and goes back to page 1 on any change but the page', () => {
    const values = { q: 'frost', role: 'admin', sort: '-memberSince' };
    expect(patchFilters(defaults, values, { role: 'support' }).toString()).toBe('q=frost&role=support');
    expect(patchFilters(defaults, values, { page: 3 }).toString()).toBe('q=frost&role=admin&page=3');
    expect(patchFilters(defaults, values, { q: '', role: ALL }).toString()).toBe('');
    expect(patchFilters(defaults, values, { sort: 'username' }).toString()).toBe(
      'q=frost&role=admin&sort=username',
    );
  });

  it('ignores keys that are not filters of the list', () => {
    expect(patchFilters(defaults, { ...defaults }, { status: 'open' }).toString()).toBe('');
  });

  it('sends set values to the API, without "all", with inclusive day bounds', () => {
    expect(listQuery({ q: '', role: ALL, status: 'pending', from: '2026-11-01', to: '2026-11-02' })).toEqual({
      status: 'pending',
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-11-02T23:59:59.999Z',
    });
  });

  it('reads and writes the table sort and counts pages', () => {
    expect(toTableSort('-date')).toEqual({ column: 'date', direction: 'descending' });
    expect(fromTableSort({ column: 'total', direction: 'ascending' })).toBe('total');
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(51, 25)).toBe(3);
  });
});
