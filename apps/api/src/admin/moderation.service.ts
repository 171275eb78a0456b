import {
  findExternalContacts,
  type ModerationItem,
  type ModerationQueueQuery,
  type ModerationQueueResponse,
  type OfferModerationResponse,
} from '@lootmarket/contract';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/database';
import { escapeLike } from '../db/like';
import { offers } from '../db/schema';
import { AppError } from '../errors/app-error';
import type { Notifier } from '../notifications/notifier';
import { latestOpenOfferReports, openOfferReportsPerOfferSql } from '../tickets/tickets.service';
import { type AdminActionContext, recordAdminAction } from './audit.service';

const SHOWN_SIGNALS = 3;

interface QueueRow extends Record<string, unknown> {
  id: string;
  title: string;
  description: string;
  active: boolean;
  category: string;
  created_at: string | Date;
  game_name: string;
  seller_id: string;
  seller_username: string;
  flags: number;
  reports: number;
  last_signal_at: string | Date;
  total: number;
}

const iso = (value: string | Date) => new Date(value).toISOString();
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The queue: offers whose seller wrote external contacts into the offer's chat (flagged messages)
 * or that buyers reported (open offer-report tickets), counting only what came after the offer's
 * last review. Most recent signal first. The offer-report tickets are read through the tickets
 * domain (openOfferReportsPerOfferSql, latestOpenOfferReports), never written, here.
 */
export async function moderationQueue(
  db: DbOrTx,
  query: ModerationQueueQuery,
): Promise<ModerationQueueResponse> {
  const search = query.q ? sql`and o.title ilike ${`%${escapeLike(query.q)}%`}` : sql``;
  const which =
    query.filter === 'flagged'
      ? sql`f.n is not null`
      : query.filter === 'reported'
        ? sql`r.n is not null`
        : sql`(f.n is not null or r.n is not null)`;
  const result = await db.execute(sql`
    with flags as (
      select c.offer_id, count(*)::int as n, max(m.created_at) as last_at
      from chat_messages m
      join conversations c on c.id = m.conversation_id
      join offers o on o.id = c.offer_id
      where m.flagged_contacts and m.sender_id = o.seller_id
        and (o.moderation_reviewed_at is null or m.created_at > o.moderation_reviewed_at)
      group by c.offer_id
    ), reports as (${openOfferReportsPerOfferSql()}
    )
    select o.id, o.title, o.description, o.active, o.category, o.created_at,
           g.name as game_name, u.id as seller_id, u.username as seller_username,
           coalesce(f.n, 0) as flags, coalesce(r.n, 0) as reports,
           greatest(f.last_at, r.last_at) as last_signal_at,
           count(*) over ()::int as total
    from offers o
    join games g on g.id = o.game_id
    join users u on u.id = o.seller_id
    left join flags f on f.offer_id = o.id
    left join reports r on r.offer_id = o.id
    where ${which} ${search}
    order by last_signal_at desc, o.id desc
    limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}
  `);
  const rows = rowsOf<QueueRow>(result);
  const ids = rows.map((row) => row.id);
  const [messages, reports] = ids.length
    ? await Promise.all([latestFlaggedMessages(db, ids), latestOpenOfferReports(db, ids, SHOWN_SIGNALS)])
    : [new Map(), new Map()];
  const total = rows[0]?.total ?? (query.page > 1 ? await queueTotalFallback() : 0);
  return {
    page: query.page,
    pageSize: query.pageSize,
    total,
    items: rows.map(
      (row): ModerationItem => ({
        offer: {
          id: row.id,
          title: row.title,
          description: row.description,
          active: row.active,
          gameName: row.game_name,
          category: row.category,
          createdAt: iso(row.created_at),
        },
        seller: { id: row.seller_id, username: row.seller_username },
        textFindings: [
          ...new Set(findExternalContacts(`${row.title}\n${row.description}`).map((finding) => finding.kind)),
        ],
        flaggedMessagesCount: Number(row.flags),
        flaggedMessages: messages.get(row.id) ?? [],
        reportsCount: Number(row.reports),
        reports: reports.get(row.id) ?? [],
        lastSignalAt: iso(row.last_signal_at),
      }),
    ),
  };

  // A page past the end has no row to carry the window count: count again without paging.
  async function queueTotalFallback(): Promise<number> {
    const again = await moderationQueue(db, { ...query, page: 1, pageSize: 1 });
    return again.total;
  }
}

async function latestFlaggedMessages(db: DbOrTx, offerIds: string[]) {
  const result = await db.execute(sql`
    select offer_id, id, body, created_at from (
      select c.offer_id, m.id, m.body, m.created_at,
             row_number() over (partition by c.offer_id order by m.created_at desc, m.id desc) as rank
      from chat_messages m
      join conversations c on c.id = m.conversation_id
      join offers o on o.id = c.offer_id
      where c.offer_id in (${sql.join(
        offerIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
        and m.flagged_contacts and m.sender_id = o.seller_id
        and (o.moderation_reviewed_at is null or m.created_at > o.moderation_reviewed_at)
    ) ranked where rank <= ${SHOWN_SIGNALS}
    order by created_at desc`);
  const byOffer = new Map<string, ModerationItem['flaggedMessages']>();
  for (const row of rowsOf<{ offer_id: string; id: string; body: string; created_at: string | Date }>(
    result,
  )) {
    const list = byOffer.get(row.offer_id) ?? [];
    list.push({ id: row.id, body: row.body, createdAt: iso(row.created_at) });
    byOffer.set(row.offer_id, list);
  }
  return byOffer;
}

async function lockOffer(tx: Tx, offerId: string) {
  const [offer] = await tx.select().from(offers).where(eq(offers.id, offerId)).for('update');
  if (!offer) throw new AppError('NOT_FOUND');
  return offer;
}

function toResponse(row: typeof offers.$inferSelect): OfferModerationResponse {
  return {
    offerId: row.id,
    active: row.active,
    moderationReason: row.moderationReason,
    moderationReviewedAt: (row.moderationReviewedAt ?? new Date()).toISOString(),
  };
}

/**
 * Takes an offer off the market for a reason the seller is told (a notification in the same
 * transaction, pushed after the commit). Open the transaction with `notifier.transaction`.
 */
export async function deactivateOffer(
  tx: Tx,
  notifier: Notifier,
  context: AdminActionContext,
  offerId: string,
  reason: string,
): Promise<OfferModerationResponse> {
  const offer = await lockOffer(tx, offerId);
  const [updated] = await tx
    .update(offers)
    .set({ active: false, moderationReason: reason, moderationReviewedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(offers.id, offerId))
    .returning();
  await notifier.notify(tx, offer.sellerId, {
    kind: 'offer_deactivated',
    params: { title: offer.title.slice(0, 200), reason: reason.slice(0, 300) },
    link: `/profile/products/${offer.id}/edit/`,
  });
  await recordAdminAction(tx, context, {
    action: 'offer.deactivate',
    targetType: 'offer',
    targetId: offerId,
    before: { active: offer.active, moderationReason: offer.moderationReason },
    after: { active: false, moderationReason: reason },
    reason,
  });
  if (!updated) throw new AppError('NOT_FOUND');
  return toResponse(updated);
}

/** The flags and reports so far were looked at and found harmless: the offer leaves the queue. */
export async function dismissOfferSignals(
  tx: Tx,
  context: AdminActionContext,
  offerId: string,
  reason: string,
): Promise<OfferModerationResponse> {
  const offer = await lockOffer(tx, offerId);
  const [updated] = await tx
    .update(offers)
    .set({ moderationReviewedAt: sql`now()` })
    .where(eq(offers.id, offerId))
    .returning();
  await recordAdminAction(tx, context, {
    action: 'offer.dismiss_flags',
    targetType: 'offer',
    targetId: offerId,
    before: { moderationReviewedAt: offer.moderationReviewedAt },
    after: { moderationReviewedAt: updated?.moderationReviewedAt ?? null },
    reason,
  });
  if (!updated) throw new AppError('NOT_FOUND');
  return toResponse(updated);
}
