import {
  staffTicketListQuerySchema,
  staffTicketListResponseSchema,
  staffTicketResponseSchema,
  ticketAssignRequestSchema,
  ticketFirstReplyStatsQuerySchema,
  ticketFirstReplyStatsSchema,
  ticketIdParamsSchema,
  ticketReference,
  ticketReplyRequestSchema,
} from '@lootmarket/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AdminAction, adminActionContext, recordAdminAction } from '../admin/audit.service';
import type { Tx } from '../db/database';
import { bearerSecurity, errorResponses } from '../http/responses';
import { currentSession } from '../plugins/app/authentication';
import {
  addSupportReply,
  assignTicket,
  averageFirstReplySeconds,
  closeTicket,
  getStaffTicket,
  listStaffTickets,
  type TicketRow,
  ticketRow,
} from './tickets.service';

/**
 * The help desk's staff routes (under /api/v1/admin): the support inbox, first-reply times, answers,
 * closing and assigning tickets; every action audited.
 */
export async function ticketsAdminRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const { config } = app;
  const staffTags = ['admin', 'tickets'];
  const staffOnly = app.requireRole('admin', 'support');

  /** Staff actions go to the admin audit log in the transaction of the action itself. */
  const audit = (tx: Tx, request: FastifyRequest, action: AdminAction) =>
    recordAdminAction(tx, adminActionContext(request), action);

  app.get(
    '/api/v1/admin/tickets',
    {
      onRequest: staffOnly,
      schema: {
        tags: staffTags,
        security: bearerSecurity,
        summary: 'The support inbox: every ticket, by topic, type, status, assignee and search',
        querystring: staffTicketListQuerySchema,
        response: { 200: staffTicketListResponseSchema, ...errorResponses(400, 401, 403) },
      },
      config: { access: 'staff' },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listStaffTickets(db(), currentSession(request).user.id, request.query);
    },
  );

  app.get(
    '/api/v1/admin/tickets/first-reply',
    {
      onRequest: staffOnly,
      schema: {
        tags: staffTags,
        security: bearerSecurity,
        summary: 'Average time to first support reply (seconds), for the dashboard',
        querystring: ticketFirstReplyStatsQuerySchema,
        response: { 200: ticketFirstReplyStatsSchema, ...errorResponses(400, 401, 403) },
      },
      config: { access: 'staff' },
    },
    async (request) =>
      averageFirstReplySeconds(db(), request.query.since ? new Date(request.query.since) : undefined),
  );

  app.get(
    '/api/v1/admin/tickets/:ticketId',
    {
      onRequest: staffOnly,
      schema: {
        tags: staffTags,
        security: bearerSecurity,
        summary: 'One ticket with its thread, the asker and the assignee',
        params: ticketIdParamsSchema,
        response: { 200: staffTicketResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
      config: { access: 'staff' },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { ticket: await getStaffTicket(db(), request.params.ticketId) };
    },
  );

  app.post(
    '/api/v1/admin/tickets/:ticketId/replies',
    {
      onRequest: staffOnly,
      schema: {
        tags: staffTags,
        security: bearerSecurity,
        summary:
          'Answer a ticket: the asker is notified live and, with notify-on-answer (always for guests), by mail',
        params: ticketIdParamsSchema,
        body: ticketReplyRequestSchema,
        response: { 201: staffTicketResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
      config: { access: 'staff' },
    },
    async (request, reply) => {
      const { ticketId } = request.params;
      const { body } = request.body;
      const staffId = currentSession(request).user.id;
      const mailId = await app.notifier.transaction(async (tx) => {
        const { before, replyId } = await addSupportReply(tx, ticketId, staffId, body);
        await audit(tx, request, {
          action: 'ticket.reply',
          targetType: 'ticket',
          targetId: ticketId,
          before: { status: before.status },
          after: { status: 'answered', replyId },
        });
        if (before.userId) {
          await app.notifier.notify(tx, before.userId, {
            kind: 'ticket_answered',
            params: { ticketId: ticketReference(ticketId) },
            link: `/profile/tickets/${ticketId}/`,
          });
        }
        if (!before.notifyOnAnswer) return null;
        return app.mailer.enqueue(tx, answerMail(before, body, config.publicOrigin));
      });
      // After the commit: SMTP when configured, else the mail stays in the local outbox.
      if (mailId) await app.mailer.deliver(db(), [mailId]);
      return reply.status(201).send({ ticket: await getStaffTicket(db(), ticketId) });
    },
  );

  app.post(
    '/api/v1/admin/tickets/:ticketId/close',
    {
      onRequest: staffOnly,
      schema: {
        tags: staffTags,
        security: bearerSecurity,
        summary: 'Close a ticket',
        params: ticketIdParamsSchema,
        response: { 200: staffTicketResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
      config: { access: 'staff' },
    },
    async (request) => {
      const { ticketId } = request.params;
      await db().transaction(async (tx) => {
        const row = await ticketRow(tx, ticketId, true);
        if (!(await closeTicket(tx, row))) return;
        await audit(tx, request, {
          action: 'ticket.close',
          targetType: 'ticket',
          targetId: ticketId,
          before: { status: row.status },
          after: { status: 'closed' },
        });
      });
      return { ticket: await getStaffTicket(db(), ticketId) };
    },
  );

  app.post(
    '/api/v1/admin/tickets/:ticketId/assign',
    {
      onRequest: staffOnly,
      schema: {
        tags: staffTags,
        security: bearerSecurity,
        summary: 'Hand a ticket to a support agent or admin (null: nobody)',
        params: ticketIdParamsSchema,
        body: ticketAssignRequestSchema,
        response: { 200: staffTicketResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
      config: { access: 'staff' },
    },
    async (request) => {
      const { ticketId } = request.params;
      const { assigneeId } = request.body;
      await db().transaction(async (tx) => {
        const { before } = await assignTicket(tx, ticketId, assigneeId);
        await audit(tx, request, {
          action: 'ticket.assign',
          targetType: 'ticket',
          targetId: ticketId,
          before: { assigneeId: before.assigneeId },
          after: { assigneeId },
        });
      });
      return { ticket: await getStaffTicket(db(), ticketId) };
    },
  );
}

/** The mail of a support answer: the reply itself, and where to continue. */
function answerMail(ticket: TicketRow, body: string, publicOrigin: string) {
  const reference = ticketReference(ticket.id);
  const next = ticket.userId
    ? `Read the whole thread and reply: ${publicOrigin}/profile/tickets/${ticket.id}/`
    : `To reply, write to us again at ${publicOrigin}/contact-us/ and quote ticket ${reference}.`;
  return {
    to: ticket.contactEmail,
    subject: `Lootmarket support answered your ticket ${reference}`,
    text: `Hello,\n\nsupport answered your ticket ${reference} "${ticket.title}":\n\n${body}\n\n${next}\n\nLootmarket support`,
    kind: 'ticket_answered',
  };
}
