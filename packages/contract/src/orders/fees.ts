import { feeOf } from '../money/fees';

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
