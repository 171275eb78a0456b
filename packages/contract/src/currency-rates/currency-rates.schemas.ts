import { z } from 'zod';
import { normalizeCurrencyRate } from '../money/conversion';
import { OFFER_CURRENCY_CODES } from '../offers/offer-rules';

/** The currency every rate is stated in: its own rate is 1, always. */
export const RATE_REFERENCE_CURRENCY = 'USD';

/** The earliest day a rate may be dated (older rates are typing mistakes). */
export const CURRENCY_RATE_MIN_DATE = '2000-01-01';

/**
 * One currency's rate (GET /api/v1/currency-rates): `usdValue` is what one major unit is worth in US
 * dollars, an exact decimal string ("1.08" EUR, "0.0067" JPY); `asOf` the day the rate is from, as
 * staff entered it; `updatedAt` when it was last changed. Used to show a price converted into the
 * viewer's currency (the contract's convertMinor) and to order a market across currencies; never to
 * charge: money moves in the offer's own currency.
 */
export const currencyRateSchema = z.object({
  currency: z.enum(OFFER_CURRENCY_CODES),
  usdValue: z.string(),
  asOf: z.iso.date(),
  updatedAt: z.iso.datetime(),
});
export type CurrencyRate = z.infer<typeof currencyRateSchema>;

export const currencyRatesResponseSchema = z.object({ rates: z.array(currencyRateSchema) });
export type CurrencyRatesResponse = z.infer<typeof currencyRatesResponseSchema>;

/** The back office's view of a rate: who changed it last (null: the seeded rate, never edited). */
export const adminCurrencyRateSchema = currencyRateSchema.extend({
  updatedBy: z.object({ id: z.uuid(), username: z.string().nullable() }).nullable(),
});
export type AdminCurrencyRate = z.infer<typeof adminCurrencyRateSchema>;

export const adminCurrencyRatesResponseSchema = z.object({ rates: z.array(adminCurrencyRateSchema) });
export type AdminCurrencyRatesResponse = z.infer<typeof adminCurrencyRatesResponseSchema>;

/** Today in UTC as YYYY-MM-DD; a rate dated tomorrow is allowed (staff ahead of UTC). */
function latestRateDate(now: number): string {
  return new Date(now + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * PUT /api/v1/admin/currency-rates: one currency's new rate and its date. The rate is normalized
 * ("1,080" → "1.08"); the US dollar's must be 1 (`currencyRateUsdFixed`); the date a real day from
 * 2000 up to tomorrow (`currencyRateDateInvalid`).
 */
export const currencyRateUpdateRequestSchema = z
  .object({
    currency: z.enum(OFFER_CURRENCY_CODES),
    usdValue: z.string().max(40),
    asOf: z.string().max(10),
  })
  .transform((value, ctx) => {
    const usdValue = normalizeCurrencyRate(value.usdValue);
    if (usdValue === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['usdValue'],
        input: value.usdValue,
        params: { fieldCode: 'currencyRateInvalid' },
      });
    } else if (value.currency === RATE_REFERENCE_CURRENCY && usdValue !== '1') {
      ctx.addIssue({
        code: 'custom',
        path: ['usdValue'],
        input: value.usdValue,
        params: { fieldCode: 'currencyRateUsdFixed' },
      });
    }
    if (!isRateDate(value.asOf)) {
      ctx.addIssue({
        code: 'custom',
        path: ['asOf'],
        input: value.asOf,
        params: { fieldCode: 'currencyRateDateInvalid' },
      });
    }
    return { currency: value.currency, usdValue: usdValue ?? value.usdValue, asOf: value.asOf };
  });
export type CurrencyRateUpdateRequest = z.input<typeof currencyRateUpdateRequestSchema>;

/** A real calendar day (YYYY-MM-DD) from CURRENCY_RATE_MIN_DATE up to tomorrow in UTC. */
export function isRateDate(text: string, now: number = Date.now()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== text) return false;
  return text >= CURRENCY_RATE_MIN_DATE && text <= latestRateDate(now);
}
