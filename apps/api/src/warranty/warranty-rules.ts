import { CATEGORY_SLUGS, type CategorySlug, type WarrantyRule } from '@lootmarket/contract';
import { eq } from 'drizzle-orm';
import { usernamesById } from '../auth/users.service';
import type { DbOrTx } from '../db/database';
import { setCategoryOffersWarranty } from '../offers/offer-warranty';
import { warrantyRules } from './warranty.schema';

/**
 * Whether offers of the category carry a warranty now, read under a share lock on the rule's row: a
 * rule change (which locks the row to update it and then every offer of the category) waits for the
 * caller's transaction, or the caller for it, so an offer written meanwhile is never left out of step.
 */
export async function categoryCarriesWarranty(db: DbOrTx, category: string): Promise<boolean> {
  const [rule] = await db
    .select({ enabled: warrantyRules.enabled })
    .from(warrantyRules)
    .where(eq(warrantyRules.category, category))
    .for('share');
  return rule?.enabled ?? false;
}

/** The categories whose offers carry a warranty now (GET /api/v1/warranty-rules), in catalog order. */
export async function warrantedCategories(db: DbOrTx): Promise<CategorySlug[]> {
  const rows = await db.select().from(warrantyRules);
  const on = new Set(rows.filter((row) => row.enabled).map((row) => row.category));
  return CATEGORY_SLUGS.filter((slug) => on.has(slug));
}

/** The back office's list: every category, on or off, with who changed it last. */
export async function listWarrantyRules(db: DbOrTx): Promise<WarrantyRule[]> {
  const rows = await db.select().from(warrantyRules);
  const byCategory = new Map(rows.map((row) => [row.category, row]));
  const names = await usernamesById(
    db,
    rows.flatMap((row) => (row.updatedBy ? [row.updatedBy] : [])),
  );
  return CATEGORY_SLUGS.map((category) => {
    const row = byCategory.get(category);
    return {
      category,
      enabled: row?.enabled ?? false,
      updatedAt: row?.updatedBy ? row.updatedAt.toISOString() : null,
      updatedBy: row?.updatedBy ? { id: row.updatedBy, username: names.get(row.updatedBy) ?? '' } : null,
    };
  });
}

/**
 * Switches a category's warranty on or off, and its offers with it (on: each offer without one gets
 * the free 14 days; off: none carries one). Orders keep the warranty they were bought with. Returns
 * the state before and after, or null when nothing changed (nothing written, nothing to audit).
 */
export async function setWarrantyRule(
  tx: DbOrTx,
  change: { category: CategorySlug; enabled: boolean },
  staffId: string,
): Promise<{ before: boolean; after: boolean; offers: number } | null> {
  // The row exists before it is locked, so concurrent changes queue on it.
  await tx
    .insert(warrantyRules)
    .values({ category: change.category, enabled: false })
    .onConflictDoNothing({ target: warrantyRules.category });
  const [row] = await tx
    .select()
    .from(warrantyRules)
    .where(eq(warrantyRules.category, change.category))
    .for('update');
  const before = row?.enabled ?? false;
  if (before === change.enabled) return null;
  await tx
    .update(warrantyRules)
    .set({ enabled: change.enabled, updatedAt: new Date(), updatedBy: staffId })
    .where(eq(warrantyRules.category, change.category));
  const offers = await setCategoryOffersWarranty(tx, change.category, change.enabled);
  return { before, after: change.enabled, offers };
}
