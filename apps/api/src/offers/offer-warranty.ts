import { DEFAULT_WARRANTY_DAYS } from '@lootmarket/contract';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { offers } from './offers.schema';

/**
 * A category's warranty rule changed (src/warranty, in the rule's transaction, under its row lock):
 * on, every offer of the category without a warranty carries the free minimum; off, none carries one.
 * Returns how many offers changed. Orders keep the warranty they were bought with.
 */
export async function setCategoryOffersWarranty(
  tx: DbOrTx,
  category: string,
  enabled: boolean,
): Promise<number> {
  const changed = await tx
    .update(offers)
    .set({ warrantyDays: enabled ? DEFAULT_WARRANTY_DAYS : null, updatedAt: sql`now()` })
    .where(
      and(
        eq(offers.category, category),
        enabled ? isNull(offers.warrantyDays) : isNotNull(offers.warrantyDays),
      ),
    )
    .returning({ id: offers.id });
  return changed.length;
}
