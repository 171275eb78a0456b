import { type CurrencyRate, type CurrencyRatesResponse, isOfferCurrency } from '@lootmarket/contract';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../api/api-client';

export const currencyRatesQueryKey = ['currency-rates'] as const;

/** A real calendar day, YYYY-MM-DD (zod's `z.iso.date()`). */
function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/** A UTC instant with seconds, YYYY-MM-DDTHH:MM:SS[.fraction]Z (zod's `z.iso.datetime()`). */
function isIsoDateTime(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = /^(\d{4}-\d{2}-\d{2})T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?Z$/.exec(value);
  return match !== null && isIsoDate(match[1]);
}

function readRate(value: unknown): CurrencyRate | null {
  if (typeof value !== 'object' || value === null) return null;
  const { currency, usdValue, asOf, updatedAt } = value as Record<string, unknown>;
  if (typeof currency !== 'string' || !isOfferCurrency(currency)) return null;
  if (typeof usdValue !== 'string' || !isIsoDate(asOf) || !isIsoDateTime(updatedAt)) return null;
  return { currency, usdValue, asOf, updatedAt };
}

/**
 * GET /api/v1/currency-rates's answer, checked as the contract's currencyRatesResponseSchema checks
 * it (the same fields kept, anything else an error) but without zod: every page converts prices with
 * the rates, and the first page of a visit does not load zod for that (a unit test compares the two).
 */
export function readCurrencyRates(body: unknown): CurrencyRatesResponse {
  const list: unknown = typeof body === 'object' && body !== null ? Reflect.get(body, 'rates') : undefined;
  const rates = Array.isArray(list) ? list.map(readRate) : null;
  if (rates === null || rates.some((rate) => rate === null)) {
    throw new Error('GET /api/v1/currency-rates did not answer a list of currency rates');
  }
  return { rates: rates as CurrencyRate[] };
}

/**
 * The staff's currency rates (GET /api/v1/currency-rates), read once per visit: they change a few
 * times a day at most, and a price converted with them is only ever shown as "≈".
 */
export function useCurrencyRates() {
  return useQuery({
    queryKey: currencyRatesQueryKey,
    queryFn: async ({ signal }) => readCurrencyRates(await apiQuery('/api/v1/currency-rates', { signal })),
    staleTime: 30 * 60_000,
    retry: 1,
  });
}
