import {
  ADMIN_DISPUTE_CHAT_LIMIT,
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
import { orderChatHistory } from '../chat/chat.service';
import { bearerSecurity, errorResponses } from '../http/responses';
import { listOutbox } from '../mail/mailer';
import { searchOrders } from '../orders/order-search';
import { getOrderDetail } from '../orders/orders.service';
import { currentSession } from '../plugins/app/authentication';
import { adminCatalogRoutes } from './admin-catalog.routes';
import { adminModerationRoutes } from './admin-moderation.routes';
import { adminUsersRoutes } from './admin-users.routes';
import { listAdminAuditLog } from './audit.service';
import { adminDashboard } from './dashboard.service';

export async function adminRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  await app.register(adminUsersRoutes);
  await app.register(adminModerationRoutes);
  await app.register(adminCatalogRoutes);
  app.get(
    '/api/v1/admin/outbox',
    {
      preHandler: app.requireRole('admin', 'support'),
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
      preHandler: app.requireRole('admin'),
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
      preHandler: app.requireRole('admin', 'support'),
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
      preHandler: app.requireRole('admin', 'support'),
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
      preHandler: app.requireRole('admin', 'support'),
      schema: {
        tags: ['admin'],
        summary: 'What buyer and seller wrote about an order (its chat and the offer questions before it)',
        security: bearerSecurity,
        params: adminOrderParamsSchema,
        response: { 200: adminDisputeChatSchema, ...errorResponses(400, 401, 403, 404) },
      },
      config: { access: 'staff' },
    },
    async (request) => {
      const { user } = currentSession(request);
      const order = await getOrderDetail(app.database.db, request.params.orderId, user);
      const messages = await orderChatHistory(
        app.database.db,
        { orderId: order.id, offerId: order.offerId, buyerId: order.buyer.id },
        ADMIN_DISPUTE_CHAT_LIMIT,
      );
      return { buyer: order.buyer, seller: order.seller, messages };
    },
  );
}
