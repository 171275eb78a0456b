/**
 * `@lootmarket/i18n/format`: prices, numbers and dates in a locale's own style, without React or the
 * DOM, for servers that write to a reader in their language (the API's mails) and for any code that
 * formats outside a component. The same functions the React formatters use.
 */
export {
  type DateInput,
  formatDate,
  formatDateTime,
  formatNumber,
  formatRelativeTime,
  type NumericString,
  selectRelativeTimeUnit,
} from './format/date';
export { formatPrice, formatUnitPrice } from './format/price';
