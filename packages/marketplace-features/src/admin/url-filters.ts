import type { TableSort } from '@lootmarket/ui';
import { useSearchParams } from 'react-router';

/**
 * A list's filters, sort and page live in the URL (a reload or a shared link shows the same rows).
 * Values equal to their default are left out of the URL; any change but the page goes back to page 1.
 */
export function useUrlFilters<K extends string>(defaults: Readonly<Record<K, string>>) {
  const [params, setParams] = useSearchParams();
  const keys = Object.keys(defaults) as K[];
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? defaults[key]])) as Record<
    K,
    string
  >;
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  /** Patches the URL (keys are the list's filters or `page`; others are ignored). */
  const set = (patch: Readonly<Record<string, string | number>>) =>
    setParams(patchFilters(defaults, values, patch));
  return { values, page, set };
}

/**
 * The URL after a change: the values with the patch applied, those equal to their default left out;
 * the page is kept only when the patch sets it (any other change goes back to page 1).
 */
export function patchFilters<K extends string>(
  defaults: Readonly<Record<K, string>>,
  values: Readonly<Record<K, string>>,
  patch: Readonly<Record<string, string | number>>,
): URLSearchParams {
  const next = new URLSearchParams();
  const merged: Record<string, string> = { ...values };
  for (const [key, value] of Object.entries(patch)) if (key !== 'page') merged[key] = String(value ?? '');
  for (const key of Object.keys(defaults) as K[]) {
    const value = merged[key] ?? '';
    if (value !== '' && value !== defaults[key]) next.set(key, value);
  }
  const nextPage = 'page' in patch ? Number(patch.page) : 1;
  if (nextPage > 1) next.set('page', String(nextPage));
  return next;
}

/** `-memberSince` ⇄ { column: 'memberSince', direction: 'descending' } */
export function toTableSort(sort: string): TableSort {
  return sort.startsWith('-')
    ? { column: sort.slice(1), direction: 'descending' }
    : { column: sort, direction: 'ascending' };
}

export function fromTableSort(sort: TableSort): string {
  return sort.direction === 'descending' ? `-${sort.column}` : sort.column;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Day inputs (yyyy-mm-dd) to the API's inclusive instants. */
export const startOfDay = (day: string) => (day ? `${day}T00:00:00.000Z` : undefined);
export const endOfDay = (day: string) => (day ? `${day}T23:59:59.999Z` : undefined);
