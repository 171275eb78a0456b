import {
  adminAuditQuerySchema,
  adminAuditResponseSchema,
  adminDashboardQuerySchema,
  adminDashboardSchema,
  adminDisputeChatSchema,
  adminOrderParamsSchema,
  adminOrdersQuerySchema,
  adminOrdersResponseSchema,
  outboxQuerySchema,
  outboxResponseSchema,
} from '@lootmarket/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearerSecurity, errorResponses } from '../http/responses';
import { listOutbox } from '../mail/mailer';
import { searchOrders } from '../orders/order-search';
import { currentSession } from '../plugins/app/authentication';
import { adminCatalogRoutes } from './admin-catalog.routes';
import { adminModerationRoutes } from './admin-moderation.routes';
import { adminUsersRoutes } from './admin-users.routes';
import { adminActionContext, listAdminAuditLog } from './audit.service';
import { adminDashboard } from './dashboard.service';
import { readDisputeChat } from './dispute-chat.service';

export async function adminRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  // A staff write may change what the market shows (a take-down, a ban, a hidden game): the shop's
  // answer cache goes, as after a seller's own write.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400)
      app.marketCache.clear();
  });
  await app.register(adminUsersRoutes);
  await app.register(adminModerationRoutes);
  await app.register(adminCatalogRoutes);
  app.get(
    '/api/v1/admin/outbox',
    {
      onRequest: app.requireRole('admin', 'support'),
      schema: {
        tags: ['admin'],
        summary: 'Mails the server wrote (the local outbox when no SMTP server is configured)',
        security: bearerSecurity,
        querystring: outboxQuerySchema,
        response: { 200: outboxResponseSchema, ...errorResponses(400, 401, 403) },
      },
      config: { access: 'staff' },
    },
    async (request) => ({ mails: await listOutbox(app.database.db, request.query) }),
  );

  app.get(
    '/api/v1/admin/audit-log',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Every staff action (who, what, when, before and after), newest first, filtered and paged',
        security: bearerSecurity,
        querystring: adminAuditQuerySchema,
        response: { 200: adminAuditResponseSchema, ...errorResponses(400, 401, 403) },
      },
      config: { access: 'admin' },
    },
    async (request) => listAdminAuditLog(app.database.db, request.query),
  );

  app.get(
    '/api/v1/admin/dashboard',
    {
      onRequest: app.requireRole('admin', 'support'),
      schema: {
        tags: ['admin'],
        summary: 'Orders, sign-ups, paid volume and fees per day; open disputes, withdrawals and tickets now',
        security: bearerSecurity,
        querystring: adminDashboardQuerySchema,
        response: { 200: adminDashboardSchema, ...errorResponses(400, 401, 403) },
      },
      config: { access: 'staff' },
    },
    async (request) => adminDashboard(app.database.db, request.query.days),
  );

  app.get(
    '/api/v1/admin/orders',
    {
      onRequest: app.requireRole('admin', 'support'),
      schema: {
        tags: ['admin'],
        summary:
          'Search every order by id, offer title or either party; filter by status, dispute and date; paged',
        security: bearerSecurity,
        querystring: adminOrdersQuerySchema,
        response: { 200: adminOrdersResponseSchema, ...errorResponses(400, 401, 403) },
      },
      config: { access: 'staff' },
    },
    async (request) => searchOrders(app.database.db, request.query),
  );

  app.get(
    '/api/v1/admin/disputes/:orderId/chat',
    {
      onRequest: app.requireRole('admin', 'support'),
      schema: {
        tags: ['admin'],
        summary:
          'What buyer and seller wrote about a disputed order (its chat and the offer questions before it); orders never disputed answer ORDER_CHAT_NOT_DISPUTED; every read is audited',
        security: bearerSecurity,
        params: adminOrderParamsSchema,
        response: { 200: adminDisputeChatSchema, ...errorResponses(400, 401, 403, 404) },
      },
      config: { access: 'staff' },
    },
    async (request, reply) => {
      const context = adminActionContext(request);
      const { user } = currentSession(request);
      reply.header('cache-control', 'private, no-store');
      return app.database.db.transaction((tx) => readDisputeChat(tx, context, user, request.params.orderId));
    },
  );
}
