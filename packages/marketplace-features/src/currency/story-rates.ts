import type { CurrencyRate } from '@lootmarket/contract';
import type { PriceConversion } from './price-conversion';

/** Story-only: the seeded rates of migration 0041, as GET /api/v1/currency-rates gives them. */
export const storyRates: readonly CurrencyRate[] = (
  [
    ['USD', '1'],
    ['EUR', '1.08'],
    ['PLN', '0.25'],
    ['BRL', '0.18'],
    ['RUB', '0.011'],
    ['CNY', '0.14'],
    ['JPY', '0.0067'],
  ] as const
).map(([currency, usdValue]) => ({
  currency,
  usdValue,
  asOf: '2026-11-28',
  updatedAt: '2026-11-28T06:00:00Z',
}));

/** Story-only: a viewer reading prices in `viewerCurrency` at the story rates. */
export function storyConversion(viewerCurrency: PriceConversion['viewerCurrency']): PriceConversion {
  return { viewerCurrency, rates: storyRates };
}
