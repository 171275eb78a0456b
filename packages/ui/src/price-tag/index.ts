export { currencyDigits, formatMoney } from './format-money';
export { PriceTag, type PriceTagProps } from './price-tag';
