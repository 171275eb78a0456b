import type { Currency } from './currencies';

/**
 * How much one wallet top-up (POST /api/v1/wallet/deposits) may be, per currency, in integer minor
 * units (both ends included): enough to be worth a card or crypto fee, small enough that a stolen card
 * cannot load a fortune at once.
 */
export const DEPOSIT_LIMITS = {
  USD: { min: 100n, max: 1_000_000n },
  EUR: { min: 100n, max: 1_000_000n },
  PLN: { min: 500n, max: 4_000_000n },
  BRL: { min: 500n, max: 5_000_000n },
  JPY: { min: 100n, max: 1_500_000n },
  CNY: { min: 1_000n, max: 7_000_000n },
  RUB: { min: 10_000n, max: 100_000_000n },
  BTC: { min: 10_000n, max: 100_000_000n },
  ETH: { min: 1_000_000_000_000_000n, max: 5_000_000_000_000_000_000n },
  USDT: { min: 1_000_000n, max: 10_000_000_000n },
} as const satisfies Record<Currency, { min: bigint; max: bigint }>;

/** Whether `amount` (minor units) is a top-up the currency allows. */
export function isDepositAmountAllowed(amount: bigint, currency: Currency): boolean {
  const limits = DEPOSIT_LIMITS[currency];
  return amount >= limits.min && amount <= limits.max;
}
