import type {
  CategorySlug,
  FeeRules,
  FeeRulesResponse,
  PurchaseFeeRule,
  WithdrawalFeeRule,
} from '@lootmarket/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { purchaseFeeRules, withdrawalFeeRules } from '../db/schema';

/**
 * Fee defaults (README "Fees"): the buyer pays a 3 % service fee on top of the subtotal, the platform
 * keeps 5 % of the subtotal from the seller; a withdrawal costs 1 % (reviewed within 48 h) or 3 %
 * as VIP (reviewed within 4 h). An admin changes them with PUT /api/v1/admin/fee-rules.
 */
export const DEFAULT_PURCHASE_FEE_RULE = { buyerFeeBps: 300, sellerFeeBps: 500 } as const;
export const DEFAULT_WITHDRAWAL_FEE_RULE: WithdrawalFeeRule = {
  standardFeeBps: 100,
  vipFeeBps: 300,
  standardReviewHours: 48,
  vipReviewHours: 4,
};

const DEFAULT_SCOPE = 'default';

/** amount × bps / 10 000, rounded half up to the minor unit. */
export function feeOf(amount: bigint, bps: number): bigint {
  return (amount * BigInt(bps) + 5_000n) / 10_000n;
}

/** amount × bps / 10 000, rounded up: a withdrawal with a fee never costs less than one minor unit. */
export function feeCeilOf(amount: bigint, bps: number): bigint {
  return (amount * BigInt(bps) + 9_999n) / 10_000n;
}

export interface OrderAmounts {
  subtotal: bigint;
  buyerFee: bigint;
  sellerFee: bigint;
  sellerNet: bigint;
  total: bigint;
}

/** The amounts of an order: total = subtotal + buyer fee; seller net = subtotal − seller fee (≥ 1). */
export function orderAmounts(
  unitPrice: bigint,
  quantity: number,
  rule: { buyerFeeBps: number; sellerFeeBps: number },
): OrderAmounts {
  const subtotal = unitPrice * BigInt(quantity);
  const buyerFee = feeOf(subtotal, rule.buyerFeeBps);
  // The seller always receives something: a fee never eats the whole price of a 1-cent item.
  const sellerFee = subtotal > 1n ? minBig(feeOf(subtotal, rule.sellerFeeBps), subtotal - 1n) : 0n;
  return { subtotal, buyerFee, sellerFee, sellerNet: subtotal - sellerFee, total: subtotal + buyerFee };
}

function minBig(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}

export async function withdrawalFeeRule(db: DbOrTx): Promise<WithdrawalFeeRule> {
  const [row] = await db.select().from(withdrawalFeeRules).where(eq(withdrawalFeeRules.id, 1));
  return row
    ? {
        standardFeeBps: row.standardFeeBps,
        vipFeeBps: row.vipFeeBps,
        standardReviewHours: row.standardReviewHours,
        vipReviewHours: row.vipReviewHours,
      }
    : DEFAULT_WITHDRAWAL_FEE_RULE;
}

/** Every rule in force (built-in defaults where none was stored). */
export async function feeRules(db: DbOrTx): Promise<FeeRulesResponse> {
  const rows = await db.select().from(purchaseFeeRules).orderBy(purchaseFeeRules.scope);
  const [withdrawalRow] = await db.select().from(withdrawalFeeRules).where(eq(withdrawalFeeRules.id, 1));
  const purchase: PurchaseFeeRule[] = rows.map((row) => ({
    category: row.scope === DEFAULT_SCOPE ? null : (row.scope as CategorySlug),
    buyerFeeBps: row.buyerFeeBps,
    sellerFeeBps: row.sellerFeeBps,
  }));
  if (!purchase.some((rule) => rule.category === null)) {
    purchase.unshift({ category: null, ...DEFAULT_PURCHASE_FEE_RULE });
  }
  purchase.sort((a, b) =>
    a.category === null ? -1 : b.category === null ? 1 : a.category < b.category ? -1 : 1,
  );
  const times = [...rows.map((row) => row.updatedAt.getTime()), withdrawalRow?.updatedAt.getTime() ?? 0];
  const latest = Math.max(0, ...times);
  return {
    purchase,
    withdrawal: await withdrawalFeeRule(db),
    updatedAt: latest > 0 ? new Date(latest).toISOString() : null,
  };
}

/** Replaces every rule (in the caller's transaction, which also writes the audit record). */
export async function replaceFeeRules(db: DbOrTx, rules: FeeRules): Promise<void> {
  await db.delete(purchaseFeeRules);
  await db.insert(purchaseFeeRules).values(
    rules.purchase.map((rule) => ({
      scope: rule.category ?? DEFAULT_SCOPE,
      buyerFeeBps: rule.buyerFeeBps,
      sellerFeeBps: rule.sellerFeeBps,
    })),
  );
  await db
    .insert(withdrawalFeeRules)
    .values({ id: 1, ...rules.withdrawal })
    .onConflictDoUpdate({
      target: withdrawalFeeRules.id,
      set: { ...rules.withdrawal, updatedAt: new Date() },
    });
}
