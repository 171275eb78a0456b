/**
 * THE fee rounding: a fee of `bps` basis points (1/100 of a percent) of an amount in minor
 * units, rounded UP to the minor unit, so a rule above 0 % never rounds a fee to nothing (half-up let
 * one-unit orders under 0.17 USD pay no 3 % fee). Every fee is rounded this way: purchases (buyer and
 * seller fee, per order) and withdrawals. The API computes purchase amounts in the database with the
 * SQL function order_amounts (apps/api/drizzle, latest definition in 0025), which is this rule written
 * in SQL; apps/api/src/orders/fees.test.ts checks the two agree on random amounts and rules.
 */
export function feeOf(amountMinor: bigint, bps: number): bigint {
  return (amountMinor * BigInt(bps) + 9_999n) / 10_000n;
}

/** The amounts of an order, in minor units. */
export interface PurchaseAmounts {
  /** unit price × quantity */
  subtotal: bigint;
  /** Added to the subtotal: what the buyer pays on top. */
  buyerFee: bigint;
  /** Kept from the seller's side. */
  sellerFee: bigint;
  /** subtotal − seller fee: what the seller receives, always at least one minor unit. */
  sellerNet: bigint;
  /** subtotal + buyer fee: what the buyer pays. */
  total: bigint;
}

/**
 * The amounts of `quantity` units at `unitPrice` under a purchase fee rule: both fees rounded up per
 * order (feeOf of the subtotal, not of each unit); the seller fee capped at subtotal − 1, so the seller
 * always receives at least one minor unit (no seller fee on a subtotal of 1).
 */
export function purchaseAmounts(
  unitPrice: bigint,
  quantity: number,
  rule: { buyerFeeBps: number; sellerFeeBps: number },
): PurchaseAmounts {
  const subtotal = unitPrice * BigInt(quantity);
  const buyerFee = feeOf(subtotal, rule.buyerFeeBps);
  const uncapped = feeOf(subtotal, rule.sellerFeeBps);
  const sellerFee = subtotal > 1n ? (uncapped < subtotal - 1n ? uncapped : subtotal - 1n) : 0n;
  return { subtotal, buyerFee, sellerFee, sellerNet: subtotal - sellerFee, total: subtotal + buyerFee };
}
