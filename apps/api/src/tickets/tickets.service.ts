import type {
  StaffTicketDetail,
  StaffTicketListResponse,
  staffTicketListQuerySchema,
  TicketAttachmentType,
  TicketDetail,
  TicketListFilter,
  TicketListResponse,
  TicketReportReason,
  TicketStatus,
  TicketSummary,
  TicketTopic,
  TicketType,
  ticketListQuerySchema,
} from '@lootmarket/contract';
import { and, asc, count, desc, eq, gte, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { findUserById, usernamesById } from '../auth/users.service';
import type { DbOrTx } from '../db/database';
import { AppError } from '../errors/app-error';
import { offerBrief, offerTitles } from '../offers/offers.service';
import { ticketAttachments, ticketReplies, tickets } from './tickets.schema';

/**
 * "Is this order one of this user's orders (as buyer or seller)?" The orders domain answers it; the
 * tickets service never reads the orders table itself (STYLE §16).
 */
export type OwnOrderCheck = (db: DbOrTx, userId: string, orderId: string) => Promise<boolean>;

export type TicketRow = typeof tickets.$inferSelect;

export interface NewTicket {
  userId: string | null;
  source: 'profile' | 'contact' | 'offer_report';
  type: TicketType;
  topic: TicketTopic | null;
  orderId?: string | null;
  offerId?: string | null;
  reportReason?: TicketReportReason | null;
  title: string;
  description: string;
  contactEmail: string;
  phone?: string | null;
  notifyOnAnswer: boolean;
  attachments?: ReadonlyArray<{
    id: string;
    fileName: string;
    contentType: TicketAttachmentType;
    sizeBytes: number;
  }>;
}

export async function createTicket(tx: DbOrTx, input: NewTicket): Promise<string> {
  const id = crypto.randomUUID();
  await tx.insert(tickets).values({
    id,
    userId: input.userId,
    source: input.source,
    type: input.type,
    topic: input.topic,
    orderId: input.orderId ?? null,
    offerId: input.offerId ?? null,
    reportReason: input.reportReason ?? null,
    title: input.title,
    description: input.description,
    contactEmail: input.contactEmail,
    phone: input.phone ?? null,
    notifyOnAnswer: input.notifyOnAnswer,
  });
  if (input.attachments?.length) {
    await tx.insert(ticketAttachments).values(input.attachments.map((file) => ({ ...file, ticketId: id })));
  }
  return id;
}

/** The offer a user may report: it exists, is visible, and is not their own. */
export async function reportableOffer(db: DbOrTx, offerId: string, userId: string) {
  const offer = await offerBrief(db, offerId);
  if (!offer?.active) throw new AppError('NOT_FOUND');
  if (offer.sellerId === userId) throw new AppError('TICKET_OWN_OFFER_REPORT');
  return offer;
}

/** True when the unique key on open reports refused the insert (a second report of the same offer). */
export function isDuplicateOpenReport(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint } = cause as { code?: string; constraint?: string };
    if (code === '23505' && (constraint === undefined || constraint === 'tickets_open_report_key'))
      return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------------
// Lists

type ListQuery = z.output<typeof ticketListQuerySchema>;

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Filter of spec §3 plus the search box: words of the title or description, or a ticket reference. */
function listConditions(query: { filter: TicketListFilter; q?: string | undefined }): SQL[] {
  const conditions: SQL[] = [];
  if (query.filter !== 'all') conditions.push(eq(tickets.topic, query.filter));
  const q = query.q?.trim();
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    const byText = or(
      sql`${tickets.title} ilike ${pattern}`,
      sql`${tickets.description} ilike ${pattern}`,
    ) as SQL;
    const reference = q.replace(/^#/, '');
    conditions.push(
      /^[0-9a-f]{8}$/i.test(reference)
        ? (or(byText, sql`${tickets.id}::text like ${`${reference.toLowerCase()}%`}`) as SQL)
        : byText,
    );
  }
  return conditions;
}

const replyCount = sql<number>`(select count(*)::int from ${ticketReplies} where ${ticketReplies.ticketId} = ${tickets.id})`;

const summaryColumns = {
  ticket: tickets,
  replyCount,
};

/** The rows with the title of the offer each refers to (the offers domain answers them). */
async function withOfferTitles<Row extends { ticket: TicketRow }>(db: DbOrTx, rows: Row[]) {
  const titles = await offerTitles(
    db,
    rows.map((row) => row.ticket.offerId),
  );
  return rows.map((row) => ({
    ...row,
    offerTitle: row.ticket.offerId ? (titles.get(row.ticket.offerId) ?? null) : null,
  }));
}

function toSummary(row: { ticket: TicketRow; offerTitle: string | null; replyCount: number }): TicketSummary {
  const { ticket } = row;
  return {
    id: ticket.id,
    type: ticket.type as TicketType,
    topic: ticket.topic as TicketTopic | null,
    source: ticket.source as TicketSummary['source'],
    status: ticket.status as TicketStatus,
    title: ticket.title,
    orderId: ticket.orderId,
    offer: ticket.offerId && row.offerTitle !== null ? { id: ticket.offerId, title: row.offerTitle } : null,
    replyCount: Number(row.replyCount),
    createdAt: ticket.createdAt.toISOString(),
    updatedAt: ticket.updatedAt.toISOString(),
    firstReplyAt: ticket.firstReplyAt?.toISOString() ?? null,
    closedAt: ticket.closedAt?.toISOString() ?? null,
  };
}

/** The caller's own tickets, last activity first. */
export async function listOwnTickets(
  db: DbOrTx,
  userId: string,
  query: ListQuery,
): Promise<TicketListResponse> {
  const where = and(eq(tickets.userId, userId), ...listConditions(query));
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(tickets)
      .where(where)
      .orderBy(desc(tickets.updatedAt), desc(tickets.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(tickets).where(where),
  ]);
  return {
    items: (await withOfferTitles(db, rows)).map(toSummary),
    page: query.page,
    pageSize: query.pageSize,
    total: total?.n ?? 0,
  };
}

function person(userId: string | null, username: string | null) {
  return userId && username !== null ? { userId, username } : null;
}

/** The support inbox: every ticket, filtered by topic, type, status and assignee. */
export async function listStaffTickets(
  db: DbOrTx,
  staffUserId: string,
  query: z.output<typeof staffTicketListQuerySchema>,
): Promise<StaffTicketListResponse> {
  const conditions = listConditions(query);
  if (query.type) conditions.push(eq(tickets.type, query.type));
  if (query.status) conditions.push(eq(tickets.status, query.status));
  if (query.assignee === 'me') conditions.push(eq(tickets.assigneeId, staffUserId));
  else if (query.assignee === 'none') conditions.push(isNull(tickets.assigneeId));
  else if (query.assignee) conditions.push(eq(tickets.assigneeId, query.assignee));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(tickets)
      .where(where)
      .orderBy(desc(tickets.updatedAt), desc(tickets.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(tickets).where(where),
  ]);
  // The requesters' and assignees' names for this page only (auth owns the accounts).
  const [items, names] = await Promise.all([
    withOfferTitles(db, rows),
    usernamesById(
      db,
      rows.flatMap(({ ticket }) => [ticket.userId, ticket.assigneeId].filter((id) => id !== null)),
    ),
  ]);
  const nameOf = (id: string | null) => (id === null ? null : (names.get(id) ?? null));
  return {
    items: items.map((row) => ({
      ...toSummary(row),
      contactEmail: row.ticket.contactEmail,
      requester: person(row.ticket.userId, nameOf(row.ticket.userId)),
      assignee: person(row.ticket.assigneeId, nameOf(row.ticket.assigneeId)),
    })),
    page: query.page,
    pageSize: query.pageSize,
    total: total?.n ?? 0,
  };
}

// ---------------------------------------------------------------------------------------------------
// One ticket

function attachmentUrl(ticketId: string, attachmentId: string): string {
  return `/api/v1/tickets/${ticketId}/attachments/${attachmentId}`;
}

/** The ticket row, locked for a change when `forUpdate`; NOT_FOUND when missing. */
export async function ticketRow(db: DbOrTx, ticketId: string, forUpdate = false): Promise<TicketRow> {
  const query = db.select().from(tickets).where(eq(tickets.id, ticketId)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** A ticket of this user; someone else's ticket is NOT_FOUND (its existence is not revealed). */
export async function ownTicketRow(db: DbOrTx, ticketId: string, userId: string, forUpdate = false) {
  const row = await ticketRow(db, ticketId, forUpdate);
  if (row.userId !== userId) throw new AppError('NOT_FOUND');
  return row;
}

async function detailOf(db: DbOrTx, row: TicketRow): Promise<TicketDetail> {
  const [offer, attachments, replies] = await Promise.all([
    row.offerId ? offerBrief(db, row.offerId) : Promise.resolve(undefined),
    db
      .select()
      .from(ticketAttachments)
      .where(eq(ticketAttachments.ticketId, row.id))
      // One upload, one instant: files are listed by name.
      .orderBy(asc(ticketAttachments.fileName), asc(ticketAttachments.id)),
    db
      .select()
      .from(ticketReplies)
      .where(eq(ticketReplies.ticketId, row.id))
      .orderBy(asc(ticketReplies.createdAt), asc(ticketReplies.id)),
  ]);
  return {
    ...toSummary({ ticket: row, offerTitle: offer?.title ?? null, replyCount: replies.length }),
    description: row.description,
    contactEmail: row.contactEmail,
    phone: row.phone,
    notifyOnAnswer: row.notifyOnAnswer,
    reportReason: row.reportReason as TicketReportReason | null,
    attachments: attachments.map((file) => ({
      id: file.id,
      fileName: file.fileName,
      contentType: file.contentType as TicketAttachmentType,
      sizeBytes: file.sizeBytes,
      url: attachmentUrl(row.id, file.id),
    })),
    replies: replies.map((reply) => ({
      id: reply.id,
      authorRole: reply.authorRole as 'user' | 'support',
      body: reply.body,
      createdAt: reply.createdAt.toISOString(),
    })),
  };
}

export async function getOwnTicket(db: DbOrTx, ticketId: string, userId: string): Promise<TicketDetail> {
  return detailOf(db, await ownTicketRow(db, ticketId, userId));
}

export async function getStaffTicket(db: DbOrTx, ticketId: string): Promise<StaffTicketDetail> {
  const row = await ticketRow(db, ticketId);
  const [detail, replyAuthors] = await Promise.all([
    detailOf(db, row),
    db
      .select({ replyId: ticketReplies.id, userId: ticketReplies.authorId })
      .from(ticketReplies)
      .where(eq(ticketReplies.ticketId, row.id)),
  ]);
  // Who wrote each reply: the back office names the customer and each staff member.
  const names = await usernamesById(
    db,
    [row.userId, row.assigneeId, ...replyAuthors.map((reply) => reply.userId)].filter((id) => id !== null),
  );
  const nameOf = (id: string | null) => (id === null ? null : (names.get(id) ?? null));
  const authorOf = new Map(
    replyAuthors.flatMap(({ replyId, userId }) => {
      const username = userId === null ? undefined : names.get(userId);
      return userId === null || username === undefined ? [] : [[replyId, { userId, username }] as const];
    }),
  );
  return {
    ...detail,
    requester: person(row.userId, nameOf(row.userId)),
    assignee: person(row.assigneeId, nameOf(row.assigneeId)),
    replies: detail.replies.map((reply) => ({ ...reply, author: authorOf.get(reply.id) ?? null })),
  };
}

/** An attachment of a ticket (the caller has already been allowed to see the ticket). */
export async function attachmentOf(db: DbOrTx, ticketId: string, attachmentId: string) {
  const [file] = await db
    .select()
    .from(ticketAttachments)
    .where(and(eq(ticketAttachments.id, attachmentId), eq(ticketAttachments.ticketId, ticketId)))
    .limit(1);
  if (!file) throw new AppError('NOT_FOUND');
  return file;
}

// ---------------------------------------------------------------------------------------------------
// Replies and status

/**
 * The asker's reply: the ticket waits for support again (answered → open). A closed ticket takes no
 * replies; the user opens a new one.
 */
export async function addUserReply(tx: DbOrTx, ticketId: string, userId: string, body: string) {
  const row = await ownTicketRow(tx, ticketId, userId, true);
  if (row.status === 'closed') throw new AppError('TICKET_CLOSED');
  await tx.insert(ticketReplies).values({
    id: crypto.randomUUID(),
    ticketId,
    authorId: userId,
    authorRole: 'user',
    body,
  });
  await tx.update(tickets).set({ status: 'open', updatedAt: sql`now()` }).where(eq(tickets.id, ticketId));
}

/**
 * A support reply: the ticket becomes answered, and the first one records the time to first reply.
 * Answers the row as it was, for the notification and the mail.
 */
export async function addSupportReply(tx: DbOrTx, ticketId: string, staffUserId: string, body: string) {
  const row = await ticketRow(tx, ticketId, true);
  if (row.status === 'closed') throw new AppError('TICKET_CLOSED');
  const replyId = crypto.randomUUID();
  await tx.insert(ticketReplies).values({
    id: replyId,
    ticketId,
    authorId: staffUserId,
    authorRole: 'support',
    body,
  });
  await tx
    .update(tickets)
    .set({
      status: 'answered',
      updatedAt: sql`now()`,
      firstReplyAt: sql`coalesce(${tickets.firstReplyAt}, now())`,
    })
    .where(eq(tickets.id, ticketId));
  return { before: row, replyId };
}

/** Closes a ticket (the asker's own, or any for staff); closing twice changes nothing. */
export async function closeTicket(tx: DbOrTx, row: TicketRow): Promise<boolean> {
  if (row.status === 'closed') return false;
  await tx
    .update(tickets)
    .set({ status: 'closed', closedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(tickets.id, row.id));
  return true;
}

/** Hands a ticket to a support agent or admin (null: nobody). */
export async function assignTicket(tx: DbOrTx, ticketId: string, assigneeId: string | null) {
  const row = await ticketRow(tx, ticketId, true);
  if (assigneeId !== null) {
    const assignee = await findUserById(tx, assigneeId);
    const staff = assignee?.roles.some((role) => role === 'support' || role === 'admin');
    if (!assignee || !staff || assignee.banned) throw new AppError('TICKET_ASSIGNEE_NOT_STAFF');
  }
  await tx.update(tickets).set({ assigneeId }).where(eq(tickets.id, ticketId));
  return { before: row };
}

// ---------------------------------------------------------------------------------------------------
// Time to first reply (the admin dashboard's "average support reply")

/**
 * Mean seconds from a ticket's creation to its first support reply, over answered tickets created
 * at or after `since` (all when omitted); null when none was answered.
 */
export async function averageFirstReplySeconds(
  db: DbOrTx,
  since?: Date,
): Promise<{ averageSeconds: number | null; answered: number }> {
  const conditions = [isNotNull(tickets.firstReplyAt)];
  if (since) conditions.push(gte(tickets.createdAt, since));
  const [row] = await db
    .select({
      average: sql<string | null>`avg(extract(epoch from (${tickets.firstReplyAt} - ${tickets.createdAt})))`,
      answered: count(),
    })
    .from(tickets)
    .where(and(...conditions));
  return {
    averageSeconds: row?.average == null ? null : Math.round(Number(row.average) * 10) / 10,
    answered: row?.answered ?? 0,
  };
}

/** Tickets not closed yet (the admin dashboard). */
export async function openTicketsCount(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(tickets).where(ne(tickets.status, 'closed'));
  return Number(row?.n ?? 0);
}

// ---------------------------------------------------------------------------------------------------
// Offer reports as moderation signals (the admin moderation queue reads them through these)

/**
 * Open offer-report tickets that came after their offer's last moderation review, per offer: a
 * subquery of (offer_id, n, last_at) for the moderation queue's single statement.
 */
export function openOfferReportsPerOfferSql(): SQL {
  return sql`
      select t.offer_id, count(*)::int as n, max(t.created_at) as last_at
      from tickets t
      join offers o on o.id = t.offer_id
      where t.source = 'offer_report' and t.status <> 'closed'
        and (o.moderation_reviewed_at is null or t.created_at > o.moderation_reviewed_at)
      group by t.offer_id`;
}

export interface OfferReportSignal {
  ticketId: string;
  reason: string;
  createdAt: string;
}

/**
 * The latest `perOffer` open offer reports since each offer's last moderation review, newest first,
 * by offer id. Read-only.
 */
export async function latestOpenOfferReports(
  db: DbOrTx,
  offerIds: string[],
  perOffer: number,
): Promise<Map<string, OfferReportSignal[]>> {
  const byOffer = new Map<string, OfferReportSignal[]>();
  if (offerIds.length === 0) return byOffer;
  const result = await db.execute(sql`
    select offer_id, id, report_reason, created_at from (
      select t.offer_id, t.id, t.report_reason, t.created_at,
             row_number() over (partition by t.offer_id order by t.created_at desc, t.id desc) as rank
      from tickets t
      join offers o on o.id = t.offer_id
      where t.offer_id in (${sql.join(
        offerIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
        and t.source = 'offer_report' and t.status <> 'closed'
        and (o.moderation_reviewed_at is null or t.created_at > o.moderation_reviewed_at)
    ) ranked where rank <= ${perOffer}
    order by created_at desc`);
  const rows = (
    result as unknown as {
      rows: Array<{ offer_id: string; id: string; report_reason: string; created_at: string | Date }>;
    }
  ).rows;
  for (const row of rows) {
    const list = byOffer.get(row.offer_id) ?? [];
    list.push({
      ticketId: row.id,
      reason: row.report_reason,
      createdAt: new Date(row.created_at).toISOString(),
    });
    byOffer.set(row.offer_id, list);
  }
  return byOffer;
}
