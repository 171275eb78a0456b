import { LEDGER_CURRENCY_EXPONENTS, type LedgerCurrency } from '@lootmarket/contract';

/**
 * An amount typed by a person ("19.99", "19,99", "0.0015") in minor units of the currency, or null
 * when it is not a positive amount the currency can hold. bigint: 1 ETH is 10^18 wei.
 */
export function parseAmountToMinor(text: string, currency: LedgerCurrency): bigint | null {
  const exponent = LEDGER_CURRENCY_EXPONENTS[currency];
  const match = /^(\d{1,30})(?:[.,](\d+))?$/.exec(text.trim());
  if (!match) return null;
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > exponent) return null;
  const minor =
    BigInt(match[1] ?? '0') * 10n ** BigInt(exponent) + BigInt(fraction.padEnd(exponent, '0') || '0');
  return minor > 0n ? minor : null;
}

/**
 * The withdrawal fee of `bps` basis points of an amount, rounded up to the minor unit: the contract's
 * one fee rounding, which the API charges, so the preview is the amount taken.
 */
export { feeOf } from '@lootmarket/contract';
