/** Currencies an offer may be priced in, with the digits of their minor unit (ISO 4217). */
export const OFFER_CURRENCIES = {
  USD: 2,
  EUR: 2,
  PLN: 2,
  BRL: 2,
  RUB: 2,
  CNY: 2,
  JPY: 0,
} as const;
export type OfferCurrency = keyof typeof OFFER_CURRENCIES;
export const OFFER_CURRENCY_CODES = Object.keys(OFFER_CURRENCIES) as [OfferCurrency, ...OfferCurrency[]];
export const DEFAULT_OFFER_CURRENCY: OfferCurrency = 'USD';

/** The spec names no bounds (§5 "not shown"): these keep values sane and inside an int4 stock. */
export const OFFER_TITLE_MAX_LENGTH = 120;
export const OFFER_DESCRIPTION_MAX_LENGTH = 5000;
export const OFFER_MAX_PRICE_MAJOR = 1_000_000;
export const OFFER_MAX_QUANTITY = 100_000_000;
/** Spec §9: up to 5 images per offer. */
export const OFFER_MAX_PHOTOS = 5;

/**
 * A price typed by a person ("19.99", "19,99", " 5 ") in integer minor units of the currency, or
 * null when it is not a positive amount the currency can hold ("19.999" in USD, "5.5" in JPY).
 */
export function parsePriceToMinor(text: string, currency: OfferCurrency): number | null {
  const digits = OFFER_CURRENCIES[currency];
  const match = /^(\d{1,9})(?:[.,](\d+))?$/.exec(text.trim());
  if (!match) return null;
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > digits) return null;
  const minor = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  if (minor <= 0 || minor > OFFER_MAX_PRICE_MAJOR * 10 ** digits) return null;
  return minor;
}

/** Minor units back to the plain decimal form the form shows and the API accepts ("19.99"). */
export function formatMinorAsDecimal(minor: number, currency: OfferCurrency): string {
  const digits = OFFER_CURRENCIES[currency];
  if (digits === 0) return String(minor);
  const text = String(minor).padStart(digits + 1, '0');
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

export function isOfferCurrency(value: string): value is OfferCurrency {
  return Object.hasOwn(OFFER_CURRENCIES, value);
}

/**
 * Rough value of one minor unit in US-dollar hundred-thousandths of a cent, for ORDERING a market
 * priced in several currencies (a seller in Germany lists in EUR next to one in USD). Never used
 * to move or show money: prices are always shown and charged in the offer's own currency.
 */
export const OFFER_CURRENCY_SORT_WEIGHTS: Record<OfferCurrency, number> = {
  USD: 10_000,
  EUR: 10_800,
  PLN: 2_500,
  BRL: 1_800,
  RUB: 110,
  CNY: 1_400,
  JPY: 6_700,
};
