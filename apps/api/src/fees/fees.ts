import type {
  CategorySlug,
  FeeRules,
  FeeRulesResponse,
  PurchaseFeeRule,
  WithdrawalFeeRule,
} from '@lootmarket/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { purchaseFeeRules, withdrawalFeeRules } from './fees.schema';

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

export interface OrderAmounts {
  subtotal: bigint;
  buyerFee: bigint;
  sellerFee: bigint;
  sellerNet: bigint;
  total: bigint;
}

// The amounts of an order are computed by the SQL function order_amounts (src/db/functions/order_amounts.sql), with which
// the wallet purchase (order_place_wallet) and its group compute in the database. The application
// does not round a purchase fee itself: it asks that function, in the statement that reads the offer
// (orderAmountsOf: the checkout summary and the statement path) or on its own (orderAmounts). Rule:
// fee = subtotal × bps / 10 000 rounded UP to the minor unit; total = subtotal + buyer fee;
// seller net = subtotal − seller fee, at least 1 (the seller fee is capped at subtotal − 1, and 0 on a
// subtotal of 1). The contract's feeOf / purchaseAmounts are the same rule in TypeScript (withdrawal
// fees, the web's previews); fees.test.ts pins the rule and checks both agree on random amounts.

/**
 * A select expression: the amounts of `quantity` units of the offer row in scope (`"offers"`) under
 * its category's fee rule (else the stored default, else the built-in one), as JSON with decimal
 * strings. Read it with {@link amountsFromJson}.
 */
export function orderAmountsOf(quantity: number): SQL<AmountsJson> {
  return sql<AmountsJson>`(select json_build_object('subtotal', a.subtotal::text, 'buyerFee', a.buyer_fee::text,
      'sellerFee', a.seller_fee::text, 'sellerNet', a.seller_net::text, 'total', a.total::text)
    from purchase_fee_rule("offers"."category", ${DEFAULT_PURCHASE_FEE_RULE.buyerFeeBps}::integer,
                           ${DEFAULT_PURCHASE_FEE_RULE.sellerFeeBps}::integer) r
    cross join lateral order_amounts("offers"."price_minor"::numeric, ${quantity}::integer,
                                     r.buyer_fee_bps, r.seller_fee_bps) a)`;
}

type AmountsJson = Record<keyof OrderAmounts, string> | string;

/** The amounts {@link orderAmountsOf} or {@link orderAmounts} read, as bigints. */
export function amountsFromJson(value: AmountsJson): OrderAmounts {
  const json = typeof value === 'string' ? (JSON.parse(value) as Record<keyof OrderAmounts, string>) : value;
  return {
    subtotal: BigInt(json.subtotal),
    buyerFee: BigInt(json.buyerFee),
    sellerFee: BigInt(json.sellerFee),
    sellerNet: BigInt(json.sellerNet),
    total: BigInt(json.total),
  };
}

/** The amounts of an order of `quantity` at `unitPrice` under `rule`, computed by order_amounts. */
export async function orderAmounts(
  db: DbOrTx,
  unitPrice: bigint,
  quantity: number,
  rule: { buyerFeeBps: number; sellerFeeBps: number },
): Promise<OrderAmounts> {
  const result = (await db.execute(sql`select json_build_object('subtotal', a.subtotal::text,
      'buyerFee', a.buyer_fee::text, 'sellerFee', a.seller_fee::text, 'sellerNet', a.seller_net::text,
      'total', a.total::text) as amounts
    from order_amounts(${unitPrice.toString()}::numeric, ${quantity}::integer, ${rule.buyerFeeBps}::integer,
                       ${rule.sellerFeeBps}::integer) a`)) as unknown as { rows: { amounts: AmountsJson }[] };
  const row = result.rows[0];
  if (!row) throw new Error('order_amounts returned nothing');
  return amountsFromJson(row.amounts);
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
