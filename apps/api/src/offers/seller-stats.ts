import { sql } from 'drizzle-orm';
import { averageAnswerMinutesSql } from '../chat/chat.service';
import type { DbOrTx } from '../db/database';
import { unitsSoldSql } from '../orders/order-stats.service';
import { sellerReviews } from './offers.schema';

// Seller reputation (spec §3 Seller stats and Rating): the offers domain owns seller_stats and
// seller_reviews; orders add a buyer's rating through these functions. A completed order's sale is
// counted by the release itself (src/db/functions/order_release.sql, in the transaction that pays).

/** A buyer's rating of a completed order; undefined when the order is rated already. */
export async function addSellerReview(
  tx: DbOrTx,
  review: {
    sellerId: string;
    authorId: string;
    authorName: string;
    stars: number;
    comment: string;
    orderId: string;
  },
) {
  const [row] = await tx
    .insert(sellerReviews)
    .values({ id: crypto.randomUUID(), ...review })
    .onConflictDoNothing({ target: sellerReviews.orderId })
    .returning();
  return row;
}

/**
 * Seller stats (spec §3) from real data, recomputed on each rating (each completion adds its units to
 * items sold in between): items sold = units of completed orders; positive feedback =
 * share of ratings with 4 or 5 stars; average answer time = mean minutes from a buyer's message to
 * the seller's next message in the same conversation (last 90 days). Last seen is users.last_seen_at.
 */
export async function refreshSellerStats(db: DbOrTx, sellerId: string): Promise<void> {
  await db.execute(sql`
    insert into seller_stats (user_id, items_sold, positive_feedback_percent, reviews_count, average_answer_minutes)
    select ${sellerId}::uuid,
           (${unitsSoldSql(sellerId)}),
           coalesce((select round(100.0 * count(*) filter (where r.stars >= 4) / nullif(count(*), 0), 1)
                       from seller_reviews r where r.seller_id = ${sellerId}::uuid), 100),
           (select count(*)::int from seller_reviews r where r.seller_id = ${sellerId}::uuid),
           (${averageAnswerMinutesSql(sellerId)})
    on conflict (user_id) do update set
      items_sold = excluded.items_sold,
      positive_feedback_percent = excluded.positive_feedback_percent,
      reviews_count = excluded.reviews_count,
      average_answer_minutes = coalesce(excluded.average_answer_minutes, seller_stats.average_answer_minutes)`);
}
