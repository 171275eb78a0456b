import {
  type LedgerCurrency,
  notificationMoneyParams,
  orderPath,
  SELLER_RESERVES_LIMIT,
  type SellerReservesResponse,
  type WarrantyDays,
  warrantyEndsAt,
} from '@lootmarket/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/database';
import { AppError } from '../errors/app-error';
import type { JobDeferral } from '../jobs/jobs.service';
import { releaseEscrowReserve } from '../ledger/ledger.service';
import { orderNumber, reserveReleasesAt } from './order-views';
import { orders } from './orders.schema';
import { HELD_RELEASE_RECHECK_MS, type OrderDeps, sellerIsBanned } from './orders.service';
import { hasOpenWarrantyClaim } from './warranty-claims.service';

// ---------------------------------------------------------------------------------------------------
// The seller's reserve of a warranted order (README "Warranty and the seller's reserve"). THE release
// (order_release.sql) completes a warranted order with its fee posted and its net leg still pending
// ('reserved'), and schedules `order.reserve_release` for the warranty's end. The job below posts the
// net leg then, exactly once: the job is claimed FOR UPDATE SKIP LOCKED, the order row is locked here
// and its reserve status guarded, and the ledger resolves the pending once (same transfer id as any
// other posting of it; unique pending_id as the last line). A warranty claim takes the same lock first and
// voids the net leg instead (warranty-claims.service.ts): whichever comes first wins, the other finds the
// reserve resolved; while a claim is open the job waits (HELD_RELEASE_RECHECK_MS) for its decision.

/**
 * The `order.reserve_release` job: the warranty of a completed order ended, its seller's net leg is
 * posted. Nothing (the job is done) when the reserve is not held any more; a deferral to the warranty's
 * end when run early (after an unban); while the seller is banned nothing is paid and the job looks
 * again every HELD_RELEASE_RECHECK_MS (no release pays a banned account). The seller is told the money
 * is available (`order_reserve_released`).
 */
export async function releaseOrderReserve(
  tx: Tx,
  orderId: string,
  now: Date,
  deps: Pick<OrderDeps, 'notifier'>,
): Promise<JobDeferral | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (order?.reserveStatus !== 'reserved') return;
  const releasesAt = reserveReleasesAt(order);
  if (!releasesAt) return;
  if (releasesAt > now) return { runAgainAt: releasesAt };
  // An open warranty claim keeps the reserve until it is decided (an upheld claim refunds it from here).
  if (await hasOpenWarrantyClaim(tx, order.id)) {
    return { runAgainAt: new Date(now.getTime() + HELD_RELEASE_RECHECK_MS) };
  }
  if (await sellerIsBanned(tx, order.sellerId)) {
    return { runAgainAt: new Date(now.getTime() + HELD_RELEASE_RECHECK_MS) };
  }
  const posted = await releaseEscrowReserve(tx, order.id);
  if (!posted.ok) {
    // Reserved on the locked row means the net leg is pending: anything else is a broken invariant.
    throw new AppError('UNEXPECTED', {
      cause: new Error(`reserve of order ${order.id}: ledger refused: ${posted.error.code}`),
    });
  }
  await tx
    .update(orders)
    .set({ reserveStatus: 'released', reserveReleasedAt: sql`now()` })
    .where(and(eq(orders.id, order.id), eq(orders.reserveStatus, 'reserved')));
  await deps.notifier.notify(tx, order.sellerId, {
    kind: 'order_reserve_released',
    params: { orderId: orderNumber(order.id), ...notificationMoneyParams(order.sellerNet, order.currency) },
    link: orderPath(order.id),
  });
}

/**
 * The seller's reserves still held in a currency, soonest release first (at most
 * SELLER_RESERVES_LIMIT), and their sum: the wallet page, the seller dashboard, and the breakdown's
 * `reserved` part.
 */
export async function sellerReserves(
  db: DbOrTx,
  sellerId: string,
  currency: LedgerCurrency,
): Promise<SellerReservesResponse> {
  const held = and(
    eq(orders.sellerId, sellerId),
    eq(orders.reserveStatus, 'reserved'),
    eq(orders.currency, currency),
  );
  const [sum] = await db
    .select({ total: sql<string>`coalesce(sum(${orders.sellerNet}), 0)::text` })
    .from(orders)
    .where(held);
  const rows = await db
    .select({
      id: orders.id,
      item: orders.offerTitle,
      amount: orders.sellerNet,
      warrantyDays: orders.warrantyDays,
      completedAt: orders.completedAt,
    })
    .from(orders)
    .where(held)
    // Every reserve of a seller has its warranty's days added to its completion: order by the sum.
    .orderBy(
      asc(sql`${orders.completedAt} + make_interval(secs => ${orders.warrantyDays} * 86400)`),
      asc(orders.id),
    )
    .limit(SELLER_RESERVES_LIMIT);
  return {
    currency,
    total: sum?.total ?? '0',
    reserves: rows.flatMap((row) => {
      if (!row.completedAt || row.warrantyDays === null) return [];
      return [
        {
          orderId: row.id,
          item: row.item,
          amount: row.amount.toString(),
          currency,
          warrantyDays: row.warrantyDays as WarrantyDays,
          completedAt: row.completedAt.toISOString(),
          releasesAt: warrantyEndsAt(row.completedAt, row.warrantyDays).toISOString(),
        },
      ];
    }),
  };
}

/** The sum of a seller's reserves held in a currency (the wallet breakdown's `reserved`). */
export async function sellerReservedTotal(db: DbOrTx, sellerId: string, currency: string): Promise<bigint> {
  const [sum] = await db
    .select({ total: sql<string>`coalesce(sum(${orders.sellerNet}), 0)::text` })
    .from(orders)
    .where(
      and(eq(orders.sellerId, sellerId), eq(orders.reserveStatus, 'reserved'), eq(orders.currency, currency)),
    );
  return BigInt(sum?.total ?? '0');
}
