export { ConvertedPrice } from './converted-price';
export { currencyMessages } from './currency-messages';
export { currencyRatesQueryKey, useCurrencyRates } from './currency-rates-api';
export { CurrencySelect } from './currency-select';
export {
  type ConvertedAmount,
  type PriceConversion,
  PriceConversionContext,
  PriceConversionProvider,
  usePriceConversion,
  useViewerCurrency,
} from './price-conversion';
export {
  defaultViewerCurrency,
  LANGUAGE_CURRENCIES,
  VIEWER_CURRENCY_STORAGE_KEY,
  viewerCurrencyStore,
} from './viewer-currency-store';
