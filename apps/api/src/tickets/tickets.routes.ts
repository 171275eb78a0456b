import path from 'node:path';
import {
  contactRequestSchema,
  contactResponseSchema,
  offerIdParamsSchema,
  offerReportRequestSchema,
  SUCCESS_MESSAGE_IDS,
  TICKET_MAX_ATTACHMENTS,
  TICKET_TITLE_MAX_LENGTH,
  ticketAttachmentParamsSchema,
  ticketCreatedResponseSchema,
  ticketCreateRequestSchema,
  ticketIdParamsSchema,
  ticketListQuerySchema,
  ticketListResponseSchema,
  ticketReplyRequestSchema,
  ticketResponseSchema,
  ticketTopicFor,
} from '@lootmarket/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AttachmentStorage, type CheckedAttachment, sendAttachment } from '../attachments/attachments';
import { AppError } from '../errors/app-error';
import { bearerSecurity, errorResponses } from '../http/responses';
import { uploadsDirFrom } from '../photos/photo-storage';
import { bearerToken, currentSession } from '../plugins/app/authentication';
import { authRateLimit } from '../plugins/external/rate-limit';
import { readTicketMultipart } from './ticket-attachments';
import {
  addUserReply,
  attachmentOf,
  closeTicket,
  createTicket,
  getOwnTicket,
  isDuplicateOpenReport,
  listOwnTickets,
  type OwnOrderCheck,
  ownTicketRow,
  reportableOffer,
  ticketRow,
} from './tickets.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Files of a multipart ticket, checked by content in preValidation. */
    ticketAttachments?: CheckedAttachment[];
  }
}

export interface TicketsRoutesOptions {
  /** The orders domain's answer to "is this order one of this user's?" (see tickets.service.ts). */
  isOwnOrder: OwnOrderCheck;
}

const STAFF_ROLES = ['admin', 'support'] as const;

function isStaff(roles: readonly string[]): boolean {
  return roles.some((role) => (STAFF_ROLES as readonly string[]).includes(role));
}

/**
 * The help desk (spec §2 tickets, the contact form): tickets from the profile (with up to three files), the
 * contact form (guests too, behind the human check), offer reports. Support replies
 * notify the asker live and, when they asked for it, by mail. The support inbox: tickets.admin.routes.ts.
 */
export async function ticketsRoutes(appBase: FastifyInstance, options: TicketsRoutesOptions) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const { config } = app;
  const storage = new AttachmentStorage(path.join(uploadsDirFrom(config), 'tickets'));
  const tags = ['tickets'];

  // ------------------------------------------------------------------------------------------------
  // The asker's side

  app.post(
    '/api/v1/tickets',
    {
      // Authenticated before any file is read; the files are read and checked before validation, so
      // the text fields of a multipart request are validated by the same schema as JSON.
      onRequest: app.requireUser,
      preValidation: async (request) => {
        if (!request.isMultipart()) return;
        const { fields, attachments } = await readTicketMultipart(request);
        // Validated next by the body schema, exactly like a JSON body.
        request.body = fields as typeof request.body;
        request.ticketAttachments = attachments;
      },
      schema: {
        tags,
        security: bearerSecurity,
        summary: `Open a ticket (JSON, or multipart/form-data with up to ${TICKET_MAX_ATTACHMENTS} files in "attachments": JPEG, PNG, WebP or PDF, 5 MB each, recognised by content)`,
        consumes: ['application/json', 'multipart/form-data'],
        body: ticketCreateRequestSchema,
        response: { 201: ticketCreatedResponseSchema, ...errorResponses(400, 401, 413, 415, 429) },
      },
      config: { access: 'signedIn' },
    },
    async (request, reply) => {
      const { user } = currentSession(request);
      const input = request.body;
      if (input.orderId && !(await options.isOwnOrder(db(), user.id, input.orderId)))
        throw new AppError('TICKET_ORDER_NOT_FOUND');
      const ticketId = await storage.withStored(request.ticketAttachments ?? [], (attachments) =>
        db().transaction((tx) =>
          createTicket(tx, {
            userId: user.id,
            source: 'profile',
            type: input.type,
            topic: ticketTopicFor(input),
            orderId: input.orderId ?? null,
            title: input.title,
            description: input.description,
            contactEmail: input.email,
            phone: input.phone ?? null,
            notifyOnAnswer: input.notifyOnAnswer,
            attachments,
          }),
        ),
      );
      return reply.status(201).send({
        ticket: await getOwnTicket(db(), ticketId, user.id),
        messageId: SUCCESS_MESSAGE_IDS.ticketSubmitted,
      });
    },
  );

  app.get(
    '/api/v1/tickets',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'My tickets, last activity first; filter of spec §3, search, pages',
        querystring: ticketListQuerySchema,
        response: { 200: ticketListResponseSchema, ...errorResponses(400, 401) },
      },
      config: { access: 'signedIn' },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listOwnTickets(db(), currentSession(request).user.id, request.query);
    },
  );

  app.get(
    '/api/v1/tickets/:ticketId',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'One of my tickets with its thread and attachments',
        params: ticketIdParamsSchema,
        response: { 200: ticketResponseSchema, ...errorResponses(400, 401, 404) },
      },
      config: { access: { owner: 'allow', others: 404 } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { ticket: await getOwnTicket(db(), request.params.ticketId, currentSession(request).user.id) };
    },
  );

  app.post(
    '/api/v1/tickets/:ticketId/replies',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Reply in my ticket (an answered ticket becomes open again)',
        params: ticketIdParamsSchema,
        body: ticketReplyRequestSchema,
        response: { 201: ticketResponseSchema, ...errorResponses(400, 401, 404, 409, 429) },
      },
      config: { access: { owner: 'allow', others: 404 } },
    },
    async (request, reply) => {
      const userId = currentSession(request).user.id;
      await db().transaction((tx) => addUserReply(tx, request.params.ticketId, userId, request.body.body));
      return reply.status(201).send({ ticket: await getOwnTicket(db(), request.params.ticketId, userId) });
    },
  );

  app.post(
    '/api/v1/tickets/:ticketId/close',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Close my ticket',
        params: ticketIdParamsSchema,
        response: { 200: ticketResponseSchema, ...errorResponses(400, 401, 404, 429) },
      },
      config: { access: { owner: 'allow', others: 404 } },
    },
    async (request) => {
      const userId = currentSession(request).user.id;
      await db().transaction(async (tx) =>
        closeTicket(tx, await ownTicketRow(tx, request.params.ticketId, userId, true)),
      );
      return { ticket: await getOwnTicket(db(), request.params.ticketId, userId) };
    },
  );

  app.get(
    '/api/v1/tickets/:ticketId/attachments/:attachmentId',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Download an attachment (the ticket’s owner, support and admins only)',
        params: ticketAttachmentParamsSchema,
        produces: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
        response: { ...errorResponses(400, 401, 404) },
      },
      config: { access: { owner: 'allow', support: 'allow', admin: 'allow', others: 404 } },
    },
    async (request, reply) => {
      const { user } = currentSession(request);
      const { ticketId, attachmentId } = request.params;
      const ticket = await ticketRow(db(), ticketId);
      // Others learn nothing, not even that the ticket exists.
      if (ticket.userId !== user.id && !isStaff(user.roles)) throw new AppError('NOT_FOUND');
      const file = await attachmentOf(db(), ticketId, attachmentId);
      // The file itself, not JSON: the typed reply knows only the error bodies of this route.
      return sendAttachment(reply as FastifyReply, file, await storage.read(file.id));
    },
  );

  // ------------------------------------------------------------------------------------------------
  // The contact form and offer reports

  app.post(
    '/api/v1/contact',
    {
      schema: {
        tags,
        summary:
          'The contact form (/contact-us/): guests and users, behind the human check; a bearer token links the ticket to the account',
        body: contactRequestSchema,
        response: { 201: contactResponseSchema, ...errorResponses(400, 429) },
      },
      config: { access: 'public', rateLimit: authRateLimit(config) },
    },
    async (request, reply) => {
      const { humanCheck, ...input } = request.body;
      // The proof is spent first, whatever happens next: one proof never serves two attempts.
      await app.humanCheck.spend(db(), humanCheck, { action: 'contact', ip: request.ip });
      const token = bearerToken(request);
      const session = token ? await app.sessionForToken(token) : null;
      const ticketId = await db().transaction((tx) =>
        createTicket(tx, {
          userId: session?.user.id ?? null,
          source: 'contact',
          type: input.type,
          topic: ticketTopicFor(input),
          title: input.title,
          description: input.description,
          contactEmail: input.email,
          phone: input.phone ?? null,
          // A guest can read the answer nowhere else: it always goes by mail.
          notifyOnAnswer: session ? input.notifyOnAnswer : true,
        }),
      );
      return reply.status(201).send({ ticketId, messageId: SUCCESS_MESSAGE_IDS.ticketSubmitted });
    },
  );

  app.post(
    '/api/v1/offers/:offerId/report',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          'Report this offer: opens an offer-report ticket linked to it (one open report per offer and user)',
        params: offerIdParamsSchema,
        body: offerReportRequestSchema,
        response: { 201: ticketCreatedResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
      config: { access: { owner: 403, others: 'allow' } },
    },
    async (request, reply) => {
      const { user } = currentSession(request);
      const offer = await reportableOffer(db(), request.params.offerId, user.id);
      const { reason, details } = request.body;
      let ticketId: string;
      try {
        ticketId = await db().transaction((tx) =>
          createTicket(tx, {
            userId: user.id,
            source: 'offer_report',
            type: 'Other',
            topic: reason === 'fraud' ? 'fraud' : 'offerReport',
            offerId: offer.id,
            reportReason: reason,
            title: offer.title.slice(0, TICKET_TITLE_MAX_LENGTH),
            description: details || offer.title,
            contactEmail: user.email,
            notifyOnAnswer: true,
          }),
        );
      } catch (error) {
        if (isDuplicateOpenReport(error)) throw new AppError('TICKET_ALREADY_REPORTED', { cause: error });
        throw error;
      }
      return reply.status(201).send({
        ticket: await getOwnTicket(db(), ticketId, user.id),
        messageId: SUCCESS_MESSAGE_IDS.ticketSubmitted,
      });
    },
  );
}
