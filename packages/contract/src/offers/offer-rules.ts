import { type DecimalAmount, toMinorUnits } from '../money/amounts';
import { type Currency, currencyExponent } from '../money/currencies';

/** Currencies an offer may be priced in (fiat; their exponents are in the money table `CURRENCIES`). */
export const OFFER_CURRENCY_CODES = [
  'USD',
  'EUR',
  'PLN',
  'BRL',
  'RUB',
  'CNY',
  'JPY',
] as const satisfies readonly [Currency, ...Currency[]];
export type OfferCurrency = (typeof OFFER_CURRENCY_CODES)[number];
export const DEFAULT_OFFER_CURRENCY: OfferCurrency = 'USD';

/** The spec names no bounds (§5 "not shown"): these keep values sane and inside an int4 stock. */
export const OFFER_TITLE_MAX_LENGTH = 120;
export const OFFER_DESCRIPTION_MAX_LENGTH = 5000;
export const OFFER_MAX_PRICE_MAJOR = 1_000_000;
export const OFFER_MAX_QUANTITY = 100_000_000;
/**
 * How many units of the good one unit of stock holds: 10,000 for "10k gold", 1 for an account. The
 * bound keeps price × unit ÷ bundle exact in a safe integer and the column in an int8.
 */
export const OFFER_MAX_BUNDLE_SIZE = 1_000_000_000_000;
/** Spec §9: up to 5 images per offer. */
export const OFFER_MAX_PHOTOS = 5;

/**
 * An offer's price in integer minor units of its currency, or null when it is not a positive amount
 * the currency can hold ("19.999" in USD, "5.5" in JPY) or is above {@link OFFER_MAX_PRICE_MAJOR}.
 * The amount is parsed once, with the money module's `parseDecimal`, by the offer schemas.
 */
export function offerPriceMinor(amount: DecimalAmount | null, currency: OfferCurrency): bigint | null {
  const minor = amount === null ? null : toMinorUnits(amount, currency);
  const max = BigInt(OFFER_MAX_PRICE_MAJOR) * 10n ** BigInt(currencyExponent(currency));
  return minor !== null && minor > 0n && minor <= max ? minor : null;
}

/**
 * An offer's price after an edit, in minor units of the edited currency, or null when the currency
 * cannot hold it: a new price as typed, in the body's currency or else the stored one; a new currency
 * alone re-expresses the stored amount (17.00 USD → 17 JPY; 17.50 USD has none in JPY). The edit
 * schema has parsed the typed price once; without `currency` in the body only the server knows which
 * currency it is in, so this rule takes the stored price.
 */
export function editedOfferPriceMinor(
  edit: { price?: DecimalAmount | undefined; currency?: OfferCurrency | undefined },
  stored: { priceMinor: bigint; currency: OfferCurrency },
): bigint | null {
  if (edit.price === undefined && edit.currency === undefined) return stored.priceMinor;
  const storedAmount = { units: stored.priceMinor, scale: currencyExponent(stored.currency) };
  return offerPriceMinor(edit.price ?? storedAmount, edit.currency ?? stored.currency);
}

export function isOfferCurrency(value: string): value is OfferCurrency {
  return (OFFER_CURRENCY_CODES as readonly string[]).includes(value);
}

/**
 * The unit a market's prices are compared in: the bundle sizes of its offers rounded down to a power
 * of a thousand, from the smallest (10k and 250k gold → per 1,000; 5M and 20M → per 1,000,000; single
 * items → per 1). Every offer of the page is shown per the same unit, so the numbers compare.
 */
export function marketPriceUnit(smallestBundle: number): number {
  let unit = 1;
  while (unit * 1000 <= smallestBundle && unit < OFFER_MAX_BUNDLE_SIZE) unit *= 1000;
  return unit;
}

/**
 * A seller shows as online now when seen within this long: last seen is written at most once a
 * minute (the API's LAST_SEEN_INTERVAL_MS), so a reader who is still there never drops out.
 */
export const SELLER_ONLINE_WINDOW_MS = 5 * 60_000;

/** Whether a seller last seen at `lastSeenAt` (ISO; null: never) is online at `now`. */
export function isSellerOnline(lastSeenAt: string | null, now: number = Date.now()): boolean {
  if (lastSeenAt === null) return false;
  const seen = Date.parse(lastSeenAt);
  return Number.isFinite(seen) && now - seen <= SELLER_ONLINE_WINDOW_MS;
}
