export { currencyDigits, type FormatAmount, formatMoney, type MinorAmount } from './format-money';
export { PriceTag, type PriceTagProps } from './price-tag';
