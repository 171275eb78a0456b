/**
 * THE fee rounding: a fee of `bps` basis points (1/100 of a percent) of an amount in minor units,
 * rounded UP to the minor unit, so a rule above 0 % never rounds a fee to nothing (half-up let
 * one-unit orders under 0.17 USD pay no 3 % fee). Every fee is rounded this way: purchases (buyer and
 * seller fee, per order, see purchaseAmounts) and withdrawals. The API computes purchase amounts in
 * the database with the SQL function order_amounts, which is this rule written in SQL;
 * apps/api's fees.test.ts checks the two agree on random amounts and rules.
 */
export function feeOf(amountMinor: bigint, bps: number): bigint {
  return (amountMinor * BigInt(bps) + 9_999n) / 10_000n;
}
