import {
  adminAuditQuerySchema,
  adminAuditResponseSchema,
  adminDashboardQuerySchema,
  adminDashboardSchema,
  outboxQuerySchema,
  outboxResponseSchema,
} from '@lootmarket/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearerSecurity, errorResponses } from '../http/responses';
import { listOutbox, withLinkTokensHidden } from '../mail/mailer';
import { clearMarketCacheAfterWrites } from '../offers/market-cache';
import { currentSession } from '../plugins/app/authentication';
import { adminUsersRoutes } from './admin-users.routes';
import { listAdminAuditLog } from './audit.service';
import { adminDashboard } from './dashboard.service';

/**
 * The back office's own routes, which belong to no one domain: staff users (ban, roles, two-factor
 * reset, avatar take-down), the audit log, the dashboard and the mail outbox. Each domain registers its own staff
 * routes (apps/api/README.md, "Where routes live").
 */
export async function adminRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  // A ban, an unban or a taken-down avatar may change what the market shows.
  clearMarketCacheAfterWrites(app);
  await app.register(adminUsersRoutes);
  app.get(
    '/api/v1/admin/outbox',
    {
      onRequest: app.requireRole('admin', 'support'),
      schema: {
        tags: ['admin'],
        summary: 'Mails the server wrote (the local outbox when no SMTP server is configured)',
        description:
          'Support staff see the links of the mails without their tokens (a reset or confirmation link would let them into the account); admins see them whole.',
        security: bearerSecurity,
        querystring: outboxQuerySchema,
        response: { 200: outboxResponseSchema, ...errorResponses(400, 401, 403) },
      },
      config: { access: 'staff' },
    },
    async (request) => {
      const mails = await listOutbox(app.database.db, request.query);
      const isAdmin = currentSession(request).user.roles.includes('admin');
      return { mails: isAdmin ? mails : mails.map(withLinkTokensHidden) };
    },
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
}
