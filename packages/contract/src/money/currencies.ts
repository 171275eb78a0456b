/**
 * Every currency Lootmarket holds, with the exponent of its minor unit: an amount is an integer of
 * 10^-exponent (USD 2 → cents, JPY 0, BTC 8 → satoshi, ETH 18 → wei, USDT 6). `crypto`: Intl knows
 * no such ISO 4217 currency (USDT is not even a well-formed code). The ledger holds all of them (its
 * table ledger_currencies holds the same list); offers are priced in the fiat ones.
 */
export const CURRENCIES = {
  USD: { exponent: 2, crypto: false },
  EUR: { exponent: 2, crypto: false },
  PLN: { exponent: 2, crypto: false },
  BRL: { exponent: 2, crypto: false },
  JPY: { exponent: 0, crypto: false },
  CNY: { exponent: 2, crypto: false },
  RUB: { exponent: 2, crypto: false },
  BTC: { exponent: 8, crypto: true },
  ETH: { exponent: 18, crypto: true },
  USDT: { exponent: 6, crypto: true },
} as const satisfies Record<string, { exponent: number; crypto: boolean }>;

export type Currency = keyof typeof CURRENCIES;
export const CURRENCY_CODES = Object.keys(CURRENCIES) as [Currency, ...Currency[]];

export function isCurrency(value: string): value is Currency {
  return Object.hasOwn(CURRENCIES, value);
}

/**
 * How many digits the minor unit of a currency has (USD 2, JPY 0, ETH 18): ours from the table above
 * (any letter case), any other ISO 4217 code as Intl knows it (KWD 3). Throws a RangeError for a code
 * that is neither.
 */
export function currencyExponent(currency: string): number {
  const code = currency.toUpperCase();
  if (isCurrency(code)) return CURRENCIES[code].exponent;
  return new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
    .maximumFractionDigits as number;
}
