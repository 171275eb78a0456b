import { purchaseAmounts } from '@lootmarket/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../test/support/databases';
import type { Db } from '../db/database';
import { dropTestDatabase } from '../ledger/ledger.test-support';
import { DEFAULT_PURCHASE_FEE_RULE, type OrderAmounts, orderAmounts } from './fees';

// The rounding of purchase fees is the SQL function order_amounts (src/db/functions/order_amounts.sql), which the wallet
// purchase (order_place_wallet), the checkout summary and the statement path use; the contract's
// purchaseAmounts is the same rule in TypeScript. Fees are rounded UP to the minor unit (as
// half-up let one-unit orders under 0.17 USD pay no fee). These cases pin it where rounding rules
// differ: exactly half, just above a whole unit, the subtotal rounded (not each unit), the smallest
// orders, the seller's minimum of one minor unit, and amounts beyond 2^53 and beyond bigint. The
// property at the end checks that TypeScript and SQL agree on random amounts and rules.

const kinds = await databaseKinds();

const amounts = (subtotal: bigint, buyerFee: bigint, sellerFee: bigint): OrderAmounts => ({
  subtotal,
  buyerFee,
  sellerFee,
  sellerNet: subtotal - sellerFee,
  total: subtotal + buyerFee,
});

const cases: Array<{
  what: string;
  unitPrice: bigint;
  quantity: number;
  rule: { buyerFeeBps: number; sellerFeeBps: number };
  expected: OrderAmounts;
}> = [
  {
    what: 'the defaults on 59.97 (179.91 → 180, 299.85 → 300)',
    unitPrice: 5997n,
    quantity: 1,
    rule: DEFAULT_PURCHASE_FEE_RULE,
    expected: amounts(5997n, 180n, 300n),
  },
  {
    what: 'exactly half a minor unit rounds up (0.50 → 1)',
    unitPrice: 50n,
    quantity: 1,
    rule: { buyerFeeBps: 100, sellerFeeBps: 100 },
    expected: amounts(50n, 1n, 1n),
  },
  {
    what: 'below half rounds up too (0.49 → 1, 0.01 → 1)',
    unitPrice: 49n,
    quantity: 1,
    rule: { buyerFeeBps: 100, sellerFeeBps: 2 },
    expected: amounts(49n, 1n, 1n),
  },
  {
    what: 'a whole minor unit stays whole (300 % of 1.00 … 3.00 → 3)',
    unitPrice: 100n,
    quantity: 1,
    rule: { buyerFeeBps: 300, sellerFeeBps: 500 },
    expected: amounts(100n, 3n, 5n),
  },
  {
    what: 'just above a whole unit rounds up (1.0001 → 2)',
    unitPrice: 10_001n,
    quantity: 1,
    rule: { buyerFeeBps: 1, sellerFeeBps: 0 },
    expected: amounts(10_001n, 2n, 0n),
  },
  {
    what: 'the subtotal is rounded, not each unit (3 × 0.17 → 1.53 → 2, 2.55 → 3)',
    unitPrice: 17n,
    quantity: 3,
    rule: DEFAULT_PURCHASE_FEE_RULE,
    expected: amounts(51n, 2n, 3n),
  },
  {
    what: 'a one-unit order of 0.16 USD pays a fee (0.48 → 1; half-up made it 0)',
    unitPrice: 16n,
    quantity: 1,
    rule: DEFAULT_PURCHASE_FEE_RULE,
    expected: amounts(16n, 1n, 1n),
  },
  {
    what: 'a subtotal of one minor unit: the buyer fee is one unit, no seller fee (the seller keeps 1)',
    unitPrice: 1n,
    quantity: 1,
    rule: DEFAULT_PURCHASE_FEE_RULE,
    expected: amounts(1n, 1n, 0n),
  },
  {
    what: 'a 0 % rule takes nothing',
    unitPrice: 1n,
    quantity: 7,
    rule: { buyerFeeBps: 0, sellerFeeBps: 0 },
    expected: amounts(7n, 0n, 0n),
  },
  {
    what: 'the seller keeps at least one minor unit (50 % of 3 → 2, capped at 3 − 1)',
    unitPrice: 3n,
    quantity: 1,
    rule: { buyerFeeBps: 0, sellerFeeBps: 5000 },
    expected: amounts(3n, 0n, 2n),
  },
  {
    what: 'the cap of subtotal − 1 applies after rounding (50 % of 2 → 1)',
    unitPrice: 2n,
    quantity: 1,
    rule: { buyerFeeBps: 5000, sellerFeeBps: 5000 },
    expected: amounts(2n, 1n, 1n),
  },
  {
    what: '19.99 at 2.5 % (49.975 → 50), no seller fee',
    unitPrice: 1999n,
    quantity: 1,
    rule: { buyerFeeBps: 250, sellerFeeBps: 0 },
    expected: amounts(1999n, 50n, 0n),
  },
  {
    what: '21 digits (wei): exact beyond 2^53 and beyond bigint',
    unitPrice: 123456789012345678901n,
    quantity: 1,
    rule: DEFAULT_PURCHASE_FEE_RULE,
    expected: amounts(123456789012345678901n, 3703703670370370368n, 6172839450617283946n),
  },
];

describe('purchase fee rounding in TypeScript (contract purchaseAmounts)', () => {
  it.each(cases)('$what', ({ unitPrice, quantity, rule, expected }) => {
    expect(purchaseAmounts(unitPrice, quantity, rule)).toEqual(expected);
  });
});

describe.each(kinds)('purchase fee rounding on $notice', ({ name, available }) => {
  let testDb: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    if (!available) return;
    testDb = await createTestDatabase(name);
    db = testDb.database.db;
  });
  afterAll(async () => {
    if (available) await dropTestDatabase(testDb);
  });

  it.runIf(available).each(cases)('$what', async ({ unitPrice, quantity, rule, expected }) => {
    expect(await orderAmounts(db, unitPrice, quantity, rule)).toEqual(expected);
  });

  it.runIf(available)('TypeScript and SQL round alike for random amounts and rules', async () => {
    const bps = fc.integer({ min: 0, max: 5000 });
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.bigInt({ min: 1n, max: 10_000n }), fc.bigInt({ min: 1n, max: 10n ** 21n })),
        fc.integer({ min: 1, max: 1000 }),
        bps,
        bps,
        async (unitPrice, quantity, buyerFeeBps, sellerFeeBps) => {
          const rule = { buyerFeeBps, sellerFeeBps };
          const expected = purchaseAmounts(unitPrice, quantity, rule);
          expect(await orderAmounts(db, unitPrice, quantity, rule)).toEqual(expected);
          // Never nothing for a rule above 0 %; never more than one minor unit above the exact fee.
          const exact = (fee: bigint, feeBps: number) => fee * 10_000n - expected.subtotal * BigInt(feeBps);
          if (buyerFeeBps > 0) expect(expected.buyerFee).toBeGreaterThan(0n);
          expect(exact(expected.buyerFee, buyerFeeBps) >= 0n).toBe(true);
          expect(exact(expected.buyerFee, buyerFeeBps) < 10_000n).toBe(true);
          expect(expected.sellerNet).toBeGreaterThan(0n);
        },
      ),
      { numRuns: 200 },
    );
  });

  it.runIf(available)(
    'the category rule wins over the stored default, which wins over the built-in one',
    async () => {
      const rule = async (category: string) => {
        const result = (await db.execute(
          sql`select r.buyer_fee_bps as "buyer", r.seller_fee_bps as "seller"
              from purchase_fee_rule(${category}, 300, 500) r`,
        )) as unknown as { rows: Array<{ buyer: number; seller: number }> };
        return result.rows[0];
      };
      expect(await rule('gold')).toEqual({ buyer: 300, seller: 500 });
      await db.execute(
        sql`insert into purchase_fee_rules (scope, buyer_fee_bps, seller_fee_bps) values ('default', 100, 200)`,
      );
      expect(await rule('gold')).toEqual({ buyer: 100, seller: 200 });
      await db.execute(
        sql`insert into purchase_fee_rules (scope, buyer_fee_bps, seller_fee_bps) values ('gold', 0, 1000)`,
      );
      expect(await rule('gold')).toEqual({ buyer: 0, seller: 1000 });
      expect(await rule('items')).toEqual({ buyer: 100, seller: 200 });
      await db.execute(sql`delete from purchase_fee_rules`);
    },
  );
});
