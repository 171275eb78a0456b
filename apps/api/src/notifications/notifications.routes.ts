import {
  markNotificationsReadRequestSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
  unreadCountResponseSchema,
} from '@lootmarket/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearerSecurity, errorResponses } from '../http/responses';
import { currentSession } from '../plugins/app/authentication';
import { listNotifications, markNotificationsRead, unreadCount } from './notifications.service';

/** The notifications panel (spec §2): history, the bell's count, mark read. Always the caller's own. */
export async function notificationsRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const tags = ['notifications'];
  const guarded = { onRequest: app.requireUser };

  app.get(
    '/api/v1/notifications',
    {
      ...guarded,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'My notifications, newest first, by cursor (filters: category, since, unread)',
        querystring: notificationListQuerySchema,
        response: { 200: notificationListResponseSchema, ...errorResponses(400, 401) },
      },
      config: { access: 'signedIn' },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listNotifications(db(), currentSession(request).user.id, request.query);
    },
  );

  app.get(
    '/api/v1/notifications/unread-count',
    {
      ...guarded,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'How many of my notifications are unread (the bell)',
        response: { 200: unreadCountResponseSchema, ...errorResponses(401) },
      },
      config: { access: 'signedIn' },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { total: await unreadCount(db(), currentSession(request).user.id) };
    },
  );

  app.post(
    '/api/v1/notifications/read',
    {
      ...guarded,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Mark my notifications read: the ids given, or all; answers the new unread count',
        body: markNotificationsReadRequestSchema,
        response: { 200: unreadCountResponseSchema, ...errorResponses(400, 401, 429) },
      },
      config: { access: 'signedIn' },
    },
    async (request) => {
      const userId = currentSession(request).user.id;
      const total = await markNotificationsRead(db(), userId, request.body);
      // The user's other tabs and devices lower their bell too.
      await app.notifier.pushTotal(userId, total);
      return { total };
    },
  );
}
