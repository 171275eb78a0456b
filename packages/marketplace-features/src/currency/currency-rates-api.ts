import { type CurrencyRatesResponse, currencyRatesResponseSchema } from '@lootmarket/contract';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../api/api-client';

export const currencyRatesQueryKey = ['currency-rates'] as const;

/**
 * The staff's currency rates (GET /api/v1/currency-rates), read once per visit: they change a few
 * times a day at most, and a price converted with them is only ever shown as "≈".
 */
export function useCurrencyRates() {
  return useQuery({
    queryKey: currencyRatesQueryKey,
    queryFn: async ({ signal }) =>
      currencyRatesResponseSchema.parse(
        await apiQuery<CurrencyRatesResponse>('/api/v1/currency-rates', { signal }),
      ),
    staleTime: 30 * 60_000,
    retry: 1,
  });
}
