/**
 * Field codes of the back office's currency-rate form (PUT /api/v1/admin/currency-rates). Spread
 * into FIELD_ERROR_DEFINITIONS (errors/error-codes.ts); the request answers 400 VALIDATION_FAILED with
 * the field's code in `error.fields`.
 */
export const CURRENCY_RATE_FIELD_ERROR_DEFINITIONS = {
  currencyRateInvalid: {
    messageId: 'errors.currencyRate.rateInvalid',
    message: 'Enter the value of one unit in US dollars: a number above 0 with at most 12 decimals.',
  },
  currencyRateUsdFixed: {
    messageId: 'errors.currencyRate.usdFixed',
    message: 'The US dollar is the reference: its rate is always 1.',
  },
  currencyRateDateInvalid: {
    messageId: 'errors.currencyRate.dateInvalid',
    message: 'Enter the date of the rate: a real day, not in the future.',
  },
} as const;
