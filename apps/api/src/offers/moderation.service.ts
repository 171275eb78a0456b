import {
  FLAGGED_MESSAGES_LIMIT,
  type FlaggedMessagesResponse,
  findExternalContacts,
  type ModerationItem,
  type ModerationQueueQuery,
  type ModerationQueueResponse,
  type OfferModerationResponse,
} from '@lootmarket/contract';
import { sql } from 'drizzle-orm';
import { type AdminActionContext, recordAdminAction } from '../admin/audit.service';
import type { DbOrTx, Tx } from '../db/database';
import { escapeLike } from '../db/like';
import { AppError } from '../errors/app-error';
import type { Notifier } from '../notifications/notifier';
import { latestOpenOfferReports, openOfferReportsPerOfferSql } from '../tickets/tickets.service';
import {
  deleteOfferForGood,
  liftOfferTakeDown,
  lockOfferForModeration,
  markOfferReviewed,
  type OfferRow,
  offerExists,
  takeDownOffer,
} from './offer-moderation';

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
  last_signal_at: string | Date | null;
  locked_at: string | Date | null;
  lock_reason: string | null;
  locked_by_id: string | null;
  locked_by_username: string | null;
  total: number;
}

const iso = (value: string | Date) => new Date(value).toISOString();
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The queue: offers whose seller wrote external contacts into the offer's chat (flagged messages)
 * or that buyers reported (open offer-report tickets), counting only what came after the offer's
 * last review. Most recent signal first. `locked` lists the offers held taken down instead, newest
 * take-down first. The offer-report tickets are read through the tickets domain
 * (openOfferReportsPerOfferSql, latestOpenOfferReports), never written, here. Flagged messages are
 * counted, never quoted: their text is private chat, read only through `readFlaggedMessages`.
 */
export async function moderationQueue(
  db: DbOrTx,
  query: ModerationQueueQuery,
): Promise<ModerationQueueResponse> {
  const search = query.q ? sql`and o.title ilike ${`%${escapeLike(query.q)}%`}` : sql``;
  const locked = query.filter === 'locked';
  const which =
    query.filter === 'flagged'
      ? sql`f.n is not null`
      : query.filter === 'reported'
        ? sql`r.n is not null`
        : locked
          ? sql`o.moderation_locked_at is not null`
          : sql`(f.n is not null or r.n is not null)`;
  const order = locked
    ? sql`o.moderation_locked_at desc, o.id desc`
    : sql`last_signal_at desc nulls last, o.id desc`;
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
           o.moderation_locked_at as locked_at, o.moderation_reason as lock_reason,
           lu.id as locked_by_id, lu.username as locked_by_username,
           count(*) over ()::int as total
    from offers o
    join games g on g.id = o.game_id
    join users u on u.id = o.seller_id
    left join users lu on lu.id = o.moderation_locked_by
    left join flags f on f.offer_id = o.id
    left join reports r on r.offer_id = o.id
    where ${which} ${search}
    order by ${order}
    limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}
  `);
  const rows = rowsOf<QueueRow>(result);
  const ids = rows.map((row) => row.id);
  const reports = ids.length ? await latestOpenOfferReports(db, ids, SHOWN_SIGNALS) : new Map();
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
        reportsCount: Number(row.reports),
        reports: reports.get(row.id) ?? [],
        lastSignalAt: row.last_signal_at === null ? null : iso(row.last_signal_at),
        lock:
          row.locked_at === null
            ? null
            : {
                reason: row.lock_reason ?? '',
                lockedAt: iso(row.locked_at),
                lockedBy:
                  row.locked_by_id && row.locked_by_username
                    ? { id: row.locked_by_id, username: row.locked_by_username }
                    : null,
              },
      }),
    ),
  };

  // A page past the end has no row to carry the window count: count again without paging.
  async function queueTotalFallback(): Promise<number> {
    const again = await moderationQueue(db, { ...query, page: 1, pageSize: 1 });
    return again.total;
  }
}

/**
 * The seller's chat messages about an offer that the detector flagged, newest first, for the staff
 * member judging the offer. They are private chat: each read is an audit record (who, which offer,
 * conversations and messages, when) in the read's own transaction.
 */
export async function readFlaggedMessages(
  tx: Tx,
  context: AdminActionContext,
  offerId: string,
): Promise<FlaggedMessagesResponse> {
  if (!(await offerExists(tx, offerId))) throw new AppError('NOT_FOUND');
  const result = await tx.execute(sql`
    select m.id, m.conversation_id, m.body, m.created_at
    from chat_messages m
    join conversations c on c.id = m.conversation_id
    join offers o on o.id = c.offer_id
    where c.offer_id = ${offerId}::uuid and m.flagged_contacts and m.sender_id = o.seller_id
    order by m.created_at desc, m.id desc
    limit ${FLAGGED_MESSAGES_LIMIT}`);
  const items = rowsOf<{ id: string; conversation_id: string; body: string; created_at: string | Date }>(
    result,
  ).map((row) => ({
    id: row.id,
    conversationId: row.conversation_id,
    body: row.body,
    createdAt: iso(row.created_at),
  }));
  await recordAdminAction(tx, context, {
    action: 'offer.read_flagged_messages',
    targetType: 'offer',
    targetId: offerId,
    after: {
      conversationIds: [...new Set(items.map((item) => item.conversationId))],
      messageIds: items.map((item) => item.id),
    },
  });
  return { items };
}

async function lockOffer(tx: Tx, offerId: string) {
  const offer = await lockOfferForModeration(tx, offerId);
  if (!offer) throw new AppError('NOT_FOUND');
  return offer;
}

/** The seller hears of a moderation decision on their offer, with the staff's reason. */
function tellSeller(
  tx: Tx,
  notifier: Notifier,
  offer: OfferRow,
  kind: 'offer_deactivated' | 'offer_take_down_lifted' | 'offer_deleted',
  reason: string,
  link: string | null,
) {
  return notifier.notify(tx, offer.sellerId, {
    kind,
    params: { title: offer.title.slice(0, 200), reason: reason.slice(0, 300) },
    link,
  });
}

function toResponse(row: OfferRow): OfferModerationResponse {
  return {
    offerId: row.id,
    active: row.active,
    moderationReason: row.moderationReason,
    moderationReviewedAt: (row.moderationReviewedAt ?? new Date()).toISOString(),
    moderationLockedAt: row.moderationLockedAt?.toISOString() ?? null,
  };
}

/**
 * Takes an offer off the market for a reason the seller is told (a notification in the same
 * transaction, pushed after the commit), and locks it: the seller cannot switch it back on until
 * staff lift the take-down. Open the transaction with `notifier.transaction`.
 */
export async function deactivateOffer(
  tx: Tx,
  notifier: Notifier,
  context: AdminActionContext,
  offerId: string,
  reason: string,
): Promise<OfferModerationResponse> {
  const offer = await lockOffer(tx, offerId);
  if (offer.moderationLockedAt) throw new AppError('OFFER_ALREADY_LOCKED');
  const updated = await takeDownOffer(tx, offerId, { reason, lockedBy: context.actorId });
  if (!updated) throw new AppError('NOT_FOUND');
  await tellSeller(tx, notifier, offer, 'offer_deactivated', reason, `/profile/products/${offer.id}/edit/`);
  await recordAdminAction(tx, context, {
    action: 'offer.deactivate',
    targetType: 'offer',
    targetId: offerId,
    before: { active: offer.active, moderationReason: offer.moderationReason, locked: false },
    after: { active: false, moderationReason: reason, locked: true },
    reason,
  });
  return toResponse(updated);
}

/**
 * Lifts a take-down: the seller may activate the offer again (it stays off the market until they
 * do: stock and price may be stale) and is told why. Open the transaction with `notifier.transaction`.
 */
export async function liftTakeDown(
  tx: Tx,
  notifier: Notifier,
  context: AdminActionContext,
  offerId: string,
  reason: string,
): Promise<OfferModerationResponse> {
  const offer = await lockOffer(tx, offerId);
  if (!offer.moderationLockedAt) throw new AppError('OFFER_NOT_LOCKED');
  const updated = await liftOfferTakeDown(tx, offerId);
  if (!updated) throw new AppError('NOT_FOUND');
  await tellSeller(tx, notifier, offer, 'offer_take_down_lifted', reason, '/profile/products/');
  await recordAdminAction(tx, context, {
    action: 'offer.lift_take_down',
    targetType: 'offer',
    targetId: offerId,
    before: {
      locked: true,
      moderationReason: offer.moderationReason,
      lockedAt: offer.moderationLockedAt,
      lockedBy: offer.moderationLockedBy,
    },
    after: { locked: false },
    reason,
  });
  return toResponse(updated);
}

/**
 * Deletes an offer for good (what must not stay stored: its photos go too), telling the seller why.
 * Answers the photo ids whose files the caller removes after the commit. Orders keep their copy of
 * the offer. Open the transaction with `notifier.transaction`.
 */
export async function deleteOfferByModeration(
  tx: Tx,
  notifier: Notifier,
  context: AdminActionContext,
  offerId: string,
  reason: string,
): Promise<string[]> {
  const offer = await lockOffer(tx, offerId);
  await deleteOfferForGood(tx, offerId);
  await tellSeller(tx, notifier, offer, 'offer_deleted', reason, null);
  await recordAdminAction(tx, context, {
    action: 'offer.delete',
    targetType: 'offer',
    targetId: offerId,
    before: {
      sellerId: offer.sellerId,
      title: offer.title,
      description: offer.description,
      category: offer.category,
      priceMinor: offer.priceMinor,
      currency: offer.currency,
      stock: offer.stock,
      active: offer.active,
      photos: offer.photos.length,
      locked: offer.moderationLockedAt !== null,
    },
    after: null,
    reason,
  });
  return offer.photos;
}

/** The flags and reports so far were looked at and found harmless: the offer leaves the queue. */
export async function dismissOfferSignals(
  tx: Tx,
  context: AdminActionContext,
  offerId: string,
  reason: string,
): Promise<OfferModerationResponse> {
  const offer = await lockOffer(tx, offerId);
  const updated = await markOfferReviewed(tx, offerId);
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
