import {
  adminReasonRequestSchema,
  adminRolesRequestSchema,
  adminUserDetailSchema,
  adminUserParamsSchema,
  adminUserResponseSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
} from '@lootmarket/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearerSecurity, errorResponses } from '../http/responses';
import { adminActionContext } from './audit.service';
import {
  adminUserDetail,
  banUser,
  changeRoles,
  removeAvatar,
  resetTwoFactor,
  searchUsers,
  unbanUser,
} from './users.service';

/** Users in the back office: support agents and admins see and ban; only admins change roles. */
export async function adminUsersRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const staff = app.requireRole('admin', 'support');

  app.get(
    '/api/v1/admin/users',
    {
      onRequest: staff,
      schema: {
        tags: ['admin'],
        summary: 'Search accounts by name, e-mail or id; filter by role and ban; paged',
        security: bearerSecurity,
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersResponseSchema, ...errorResponses(400, 401, 403) },
      },
      config: { access: 'staff' },
    },
    async (request) => searchUsers(app.database.db, request.query),
  );

  app.get(
    '/api/v1/admin/users/:userId',
    {
      onRequest: staff,
      schema: {
        tags: ['admin'],
        summary: 'One account with its latest offers, wallets and sign-ins',
        security: bearerSecurity,
        params: adminUserParamsSchema,
        response: { 200: adminUserDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
      config: { access: 'staff' },
    },
    async (request) => adminUserDetail(app.database.db, request.params.userId),
  );

  const reasonAction = {
    tags: ['admin'],
    security: bearerSecurity,
    params: adminUserParamsSchema,
    body: adminReasonRequestSchema,
    response: { 200: adminUserResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
  };

  app.post(
    '/api/v1/admin/users/:userId/ban',
    {
      onRequest: staff,
      schema: { ...reasonAction, summary: 'Ban an account: no sign-in, every session ends' },
      config: { access: 'staff' },
    },
    async (request) => {
      const { userId } = request.params;
      const context = adminActionContext(request);
      const user = await app.database.db.transaction((tx) =>
        banUser(tx, context, userId, request.body.reason),
      );
      // After the commit: open sockets of the account close on every node.
      await app.realtime.revokeSessionsForUser(userId);
      return { user };
    },
  );

  app.post(
    '/api/v1/admin/users/:userId/unban',
    { onRequest: staff, schema: { ...reasonAction, summary: 'Lift a ban' }, config: { access: 'staff' } },
    async (request) => {
      const context = adminActionContext(request);
      const user = await app.database.db.transaction((tx) =>
        unbanUser(tx, context, request.params.userId, request.body.reason),
      );
      return { user };
    },
  );

  app.post(
    '/api/v1/admin/users/:userId/reset-two-factor',
    {
      onRequest: staff,
      schema: { ...reasonAction, summary: 'Turn two-factor sign-in off (lost authenticator and codes)' },
      config: { access: 'staff' },
    },
    async (request) => {
      const context = adminActionContext(request);
      const user = await app.database.db.transaction((tx) =>
        resetTwoFactor(tx, context, request.params.userId, request.body.reason),
      );
      return { user };
    },
  );

  app.post(
    '/api/v1/admin/users/:userId/remove-avatar',
    {
      onRequest: staff,
      schema: {
        ...reasonAction,
        summary: "Take down a user's uploaded avatar (the initials are shown instead)",
      },
      config: { access: 'staff' },
    },
    async (request) => {
      const context = adminActionContext(request);
      const { user, removedPhotoId } = await app.database.db.transaction((tx) =>
        removeAvatar(tx, context, request.params.userId, request.body.reason),
      );
      // After the commit: the file goes only once nothing points at it.
      await app.photoStorage.remove([removedPhotoId]);
      return { user };
    },
  );

  app.put(
    '/api/v1/admin/users/:userId/roles',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        ...reasonAction,
        body: adminRolesRequestSchema,
        summary: 'Set the roles of an account (admins only; not one’s own)',
      },
      config: { access: 'admin' },
    },
    async (request) => {
      const context = adminActionContext(request);
      const user = await app.database.db.transaction((tx) =>
        changeRoles(tx, context, request.params.userId, request.body.roles, request.body.reason),
      );
      return { user };
    },
  );
}
