import {
  adminAuditResponseSchema,
  adminUserDetailSchema,
  adminUserResponseSchema,
  adminUsersResponseSchema,
} from '@lootmarket/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminTestSetup, caller } from '../../test/support/admin';
import { clientStatus, errorCode, login, registerUser, snapshotDatabase } from '../../test/support/app';
import { databaseKinds } from '../../test/support/databases';
import { totpCredentials, users } from '../auth/auth.schema';
import { tickets } from '../tickets/tickets.schema';

const kinds = await databaseKinds();

describe.each(kinds)('admin users API on $notice', ({ name, available }) => {
  const setup = adminTestSetup(name, available);

  const call = caller(() => setup.ctx.app);
  const status = async (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: unknown) => {
    const response = await call(method, url, token, payload);
    return [response.statusCode, errorCode(response) ?? null];
  };

  it.runIf(available)('lists and searches accounts for support agents and admins only', async () => {
    expect(await status('GET', '/api/v1/admin/users')).toEqual([401, 'UNAUTHENTICATED']);
    expect(await status('GET', '/api/v1/admin/users', setup.staff.user.token)).toEqual([403, 'FORBIDDEN']);
    for (const token of [setup.staff.support.token, setup.staff.admin.token]) {
      const response = await call(
        'GET',
        `/api/v1/admin/users?q=${setup.staff.user.username.toUpperCase()}`,
        token,
      );
      const body = adminUsersResponseSchema.parse(response.json());
      expect(body.total).toBe(1);
      expect(body.users[0]).toMatchObject({ id: setup.staff.user.userId, banned: false, roles: ['user'] });
    }
    const byId = adminUsersResponseSchema.parse(
      (
        await call('GET', `/api/v1/admin/users?q=${setup.staff.admin.userId}`, setup.staff.support.token)
      ).json(),
    );
    expect(byId.users.map((user) => user.id)).toEqual([setup.staff.admin.userId]);
    const supportAgents = adminUsersResponseSchema.parse(
      (await call('GET', '/api/v1/admin/users?role=support', setup.staff.admin.token)).json(),
    );
    expect(supportAgents.users.map((user) => user.id)).toEqual([setup.staff.support.userId]);
    const paged = adminUsersResponseSchema.parse(
      (
        await call('GET', '/api/v1/admin/users?pageSize=2&page=2&sort=username', setup.staff.admin.token)
      ).json(),
    );
    expect(paged).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    const names = [setup.staff.user, setup.staff.support, setup.staff.admin]
      .map((u) => u.username.toLowerCase())
      .sort();
    expect(paged.users.map((user) => user.username.toLowerCase())).toEqual([names[2]]);
    // A literal % matches only a literal %.
    const percent = adminUsersResponseSchema.parse(
      (await call('GET', '/api/v1/admin/users?q=%25', setup.staff.admin.token)).json(),
    );
    expect(percent.total).toBe(0);
  });

  it.runIf(available)('shows one account with its sign-ins to staff only', async () => {
    const url = `/api/v1/admin/users/${setup.staff.user.userId}`;
    expect(await status('GET', url)).toEqual([401, 'UNAUTHENTICATED']);
    expect(await status('GET', url, setup.staff.user.token)).toEqual([403, 'FORBIDDEN']);
    await setup.ctx.database.db.insert(tickets).values({
      id: crypto.randomUUID(),
      userId: setup.staff.user.userId,
      type: 'Account',
      source: 'profile',
      title: 'Cannot change my e-mail',
      description: 'The form says it is taken.',
      contactEmail: setup.staff.user.email,
    });
    const detail = adminUserDetailSchema.parse((await call('GET', url, setup.staff.support.token)).json());
    expect(detail.user.id).toBe(setup.staff.user.userId);
    expect(detail.signIns).toHaveLength(1);
    expect(detail.offers).toEqual([]);
    expect(detail.wallets).toEqual([]);
    expect(detail.purchases).toEqual({ items: [], total: 0 });
    expect(detail.sales).toEqual({ items: [], total: 0 });
    expect(detail.tickets.total).toBe(1);
    expect(detail.tickets.items[0]?.title).toBe('Cannot change my e-mail');
    expect((await call('GET', url, setup.staff.admin.token)).statusCode).toBe(200);
    expect(
      await status('GET', `/api/v1/admin/users/${crypto.randomUUID()}`, setup.staff.admin.token),
    ).toEqual([404, 'NOT_FOUND']);
  });

  it.runIf(available)(
    'bans: the account cannot sign in, its sessions end, the audit log has it',
    async () => {
      const target = await registerUser(setup.ctx.app, 'cheater');
      const ban = `/api/v1/admin/users/${target.userId}/ban`;
      expect(await status('POST', ban, undefined, { reason: 'chargeback fraud' })).toEqual([
        401,
        'UNAUTHENTICATED',
      ]);
      expect(await status('POST', ban, setup.staff.user.token, { reason: 'chargeback fraud' })).toEqual([
        403,
        'FORBIDDEN',
      ]);

      const response = await call('POST', ban, setup.staff.support.token, { reason: 'chargeback fraud' });
      expect(response.statusCode, response.body).toBe(200);
      expect(adminUserResponseSchema.parse(response.json()).user).toMatchObject({
        banned: true,
        banReason: 'chargeback fraud',
      });
      expect(await clientStatus(setup.ctx.app, target.token)).toBe(401);
      const signIn = await login(setup.ctx.app, target.email);
      expect([signIn.statusCode, errorCode(signIn)]).toEqual([403, 'ACCOUNT_BANNED']);
      expect(await status('POST', ban, setup.staff.admin.token, { reason: 'again' })).toEqual([
        409,
        'USER_ALREADY_BANNED',
      ]);

      const audit = adminAuditResponseSchema.parse(
        (
          await call('GET', `/api/v1/admin/audit-log?targetId=${target.userId}`, setup.staff.admin.token)
        ).json(),
      );
      expect(audit.entries[0]).toMatchObject({
        actorId: setup.staff.support.userId,
        actorRoles: ['user', 'support'],
        action: 'user.ban',
        before: { banned: false },
        after: { banned: true, sessionsRevoked: 1 },
        reason: 'chargeback fraud',
      });

      const unban = `/api/v1/admin/users/${target.userId}/unban`;
      expect(await status('POST', unban, setup.staff.user.token, { reason: 'appeal accepted' })).toEqual([
        403,
        'FORBIDDEN',
      ]);
      const lifted = await call('POST', unban, setup.staff.admin.token, { reason: 'appeal accepted' });
      expect(adminUserResponseSchema.parse(lifted.json()).user).toMatchObject({
        banned: false,
        banReason: null,
      });
      expect((await login(setup.ctx.app, target.email)).statusCode).toBe(200);
      expect(await status('POST', unban, setup.staff.admin.token, { reason: 'again' })).toEqual([
        409,
        'USER_NOT_BANNED',
      ]);
    },
  );

  it.runIf(available)('keeps staff accounts from support agents and everyone from themselves', async () => {
    const reason = { reason: 'testing the rules' };
    expect(
      await status(
        'POST',
        `/api/v1/admin/users/${setup.staff.admin.userId}/ban`,
        setup.staff.support.token,
        reason,
      ),
    ).toEqual([403, 'FORBIDDEN']);
    expect(
      await status(
        'POST',
        `/api/v1/admin/users/${setup.staff.admin.userId}/ban`,
        setup.staff.admin.token,
        reason,
      ),
    ).toEqual([409, 'ADMIN_SELF_ACTION']);
    expect(
      await status(
        'POST',
        `/api/v1/admin/users/${setup.staff.support.userId}/ban`,
        setup.staff.support.token,
        reason,
      ),
    ).toEqual([409, 'ADMIN_SELF_ACTION']);
  });

  it.runIf(available)('resets two-factor sign-in for staff; not when it is off', async () => {
    const target = await registerUser(setup.ctx.app, 'lostphone');
    await setup.ctx.database.db
      .insert(totpCredentials)
      .values({ userId: target.userId, secret: 'JBSWY3DPEHPK3PXP', confirmedAt: new Date() });
    const url = `/api/v1/admin/users/${target.userId}/reset-two-factor`;
    const reason = { reason: 'identity checked by video call' };
    expect(await status('POST', url, undefined, reason)).toEqual([401, 'UNAUTHENTICATED']);
    expect(await status('POST', url, setup.staff.user.token, reason)).toEqual([403, 'FORBIDDEN']);
    const response = await call('POST', url, setup.staff.support.token, reason);
    expect(response.statusCode, response.body).toBe(200);
    expect(adminUserResponseSchema.parse(response.json()).user.twoFactorEnabled).toBe(false);
    expect(await status('POST', url, setup.staff.admin.token, reason)).toEqual([
      409,
      'TWO_FACTOR_NOT_ENABLED',
    ]);
  });

  it.runIf(available)(
    "takes down a user's avatar for staff, audited; the market shows the initials",
    async () => {
      const target = await registerUser(setup.ctx.app, 'rudepicture');
      const photoId = crypto.randomUUID();
      await setup.ctx.database.db
        .update(users)
        .set({ avatarPhotoId: photoId })
        .where(eq(users.id, target.userId));
      const url = `/api/v1/admin/users/${target.userId}/remove-avatar`;
      const reason = { reason: 'offensive picture' };
      const detail = adminUserDetailSchema.parse(
        (await call('GET', `/api/v1/admin/users/${target.userId}`, setup.staff.support.token)).json(),
      );
      expect(detail.user.avatarUrl).toContain(photoId);
      expect(await status('POST', url, undefined, reason)).toEqual([401, 'UNAUTHENTICATED']);
      expect(await status('POST', url, setup.staff.user.token, reason)).toEqual([403, 'FORBIDDEN']);
      const response = await call('POST', url, setup.staff.support.token, reason);
      expect(response.statusCode, response.body).toBe(200);
      expect(adminUserResponseSchema.parse(response.json()).user.avatarUrl).toBeNull();
      const [row] = await setup.ctx.database.db.select().from(users).where(eq(users.id, target.userId));
      expect(row?.avatarPhotoId).toBeNull();
      const audit = adminAuditResponseSchema.parse(
        (
          await call('GET', `/api/v1/admin/audit-log?targetId=${target.userId}`, setup.staff.admin.token)
        ).json(),
      );
      expect(audit.entries[0]).toMatchObject({
        action: 'user.remove_avatar',
        targetId: target.userId,
        reason: 'offensive picture',
        before: { avatarPhotoId: photoId },
        after: { avatarPhotoId: null },
      });
      expect(await status('POST', url, setup.staff.admin.token, reason)).toEqual([409, 'AVATAR_NOT_SET']);
    },
  );

  it.runIf(available)('lets only admins change roles, never their own', async () => {
    const target = await registerUser(setup.ctx.app, 'newagent');
    const url = `/api/v1/admin/users/${target.userId}/roles`;
    const body = { roles: ['user', 'support'], reason: 'joined the support team' };
    expect(await status('PUT', url, undefined, body)).toEqual([401, 'UNAUTHENTICATED']);
    expect(await status('PUT', url, setup.staff.user.token, body)).toEqual([403, 'FORBIDDEN']);
    expect(await status('PUT', url, setup.staff.support.token, body)).toEqual([403, 'FORBIDDEN']);
    const response = await call('PUT', url, setup.staff.admin.token, body);
    expect(response.statusCode, response.body).toBe(200);
    expect(adminUserResponseSchema.parse(response.json()).user.roles).toEqual(['user', 'support']);
    const [row] = await setup.ctx.database.db.select().from(users).where(eq(users.id, target.userId));
    expect(row?.roles).toEqual(['user', 'support']);
    expect(
      await status('PUT', `/api/v1/admin/users/${setup.staff.admin.userId}/roles`, setup.staff.admin.token, {
        roles: ['user'],
        reason: 'stepping down',
      }),
    ).toEqual([409, 'ADMIN_SELF_ACTION']);
  });

  it.runIf(available)('refuses bad input with a code and changes nothing', async () => {
    const before = await snapshotDatabase(setup.ctx.database);
    const target = setup.staff.user.userId;
    const cases: Array<['GET' | 'POST' | 'PUT', string, unknown, number, string]> = [
      ['GET', '/api/v1/admin/users?role=king', undefined, 400, 'VALIDATION_FAILED'],
      ['GET', '/api/v1/admin/users?pageSize=0', undefined, 400, 'VALIDATION_FAILED'],
      ['GET', '/api/v1/admin/users/not-a-uuid', undefined, 400, 'VALIDATION_FAILED'],
      ['POST', `/api/v1/admin/users/${target}/ban`, {}, 400, 'VALIDATION_FAILED'],
      ['POST', `/api/v1/admin/users/${target}/ban`, { reason: '  ' }, 400, 'VALIDATION_FAILED'],
      ['POST', `/api/v1/admin/users/${target}/ban`, { reason: 'x'.repeat(501) }, 400, 'VALIDATION_FAILED'],
      ['POST', `/api/v1/admin/users/${crypto.randomUUID()}/ban`, { reason: 'nobody' }, 404, 'NOT_FOUND'],
      [
        'POST',
        `/api/v1/admin/users/${target}/reset-two-factor`,
        { reason: 'not on' },
        409,
        'TWO_FACTOR_NOT_ENABLED',
      ],
      ['POST', `/api/v1/admin/users/${target}/remove-avatar`, { reason: 'none' }, 409, 'AVATAR_NOT_SET'],
      ['POST', `/api/v1/admin/users/${target}/remove-avatar`, {}, 400, 'VALIDATION_FAILED'],
      [
        'PUT',
        `/api/v1/admin/users/${target}/roles`,
        { roles: ['admin'], reason: 'no user role' },
        400,
        'VALIDATION_FAILED',
      ],
      [
        'PUT',
        `/api/v1/admin/users/${target}/roles`,
        { roles: ['user', 'god'], reason: 'bad role' },
        400,
        'VALIDATION_FAILED',
      ],
      [
        'PUT',
        `/api/v1/admin/users/${target}/roles`,
        { roles: ['user', 'user'], reason: 'twice' },
        400,
        'VALIDATION_FAILED',
      ],
    ];
    for (const [method, url, payload, code, error] of cases) {
      expect(await status(method, url, setup.staff.admin.token, payload), `${method} ${url}`).toEqual([
        code,
        error,
      ]);
    }
    expect(await snapshotDatabase(setup.ctx.database)).toEqual(before);
  });
});
