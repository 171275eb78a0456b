import { adminAuditResponseSchema } from '@lootmarket/contract';
import { describe, expect, it } from 'vitest';
import { adminTestSetup, caller } from '../../test/support/admin';
import { errorCode, snapshotDatabase } from '../../test/support/app';
import { databaseKinds } from '../../test/support/databases';
import { recordAdminAction } from './audit.service';

const kinds = await databaseKinds();

describe.each(kinds)('admin audit log on $notice', ({ name, available }) => {
  const setup = adminTestSetup(name, available);

  const call = caller(() => setup.ctx.app);
  const list = (query: string, token = setup.staff.admin.token) =>
    call('GET', `/api/v1/admin/audit-log${query}`, token);

  it.runIf(available)(
    'commits a record with its action and drops it when the action rolls back',
    async () => {
      const context = {
        actorId: setup.staff.admin.userId,
        actorRoles: ['user', 'admin'],
        requestId: 'req-audit-1',
      };
      await setup.ctx.database.db.transaction(async (tx) => {
        await recordAdminAction(tx, context, {
          action: 'user.ban',
          targetType: 'user',
          targetId: setup.staff.user.userId,
          before: { banned: false },
          after: { banned: true, balanceMinor: 1250n },
          reason: 'chargeback fraud',
        });
      });
      await expect(
        setup.ctx.database.db.transaction(async (tx) => {
          await recordAdminAction(tx, context, {
            action: 'user.unban',
            targetType: 'user',
            targetId: setup.staff.user.userId,
          });
          throw new Error('the action failed after its record was written');
        }),
      ).rejects.toThrow('the action failed');

      const body = adminAuditResponseSchema.parse(
        (await list(`?targetId=${setup.staff.user.userId}`)).json(),
      );
      expect(body.total).toBe(1);
      expect(body.entries[0]).toMatchObject({
        actorId: setup.staff.admin.userId,
        actorUsername: setup.staff.admin.username,
        actorRoles: ['user', 'admin'],
        action: 'user.ban',
        targetType: 'user',
        before: { banned: false },
        after: { banned: true, balanceMinor: '1250' },
        reason: 'chargeback fraud',
        requestId: 'req-audit-1',
      });
    },
  );

  it.runIf(available)('filters by actor, action, target and date, and pages on the server', async () => {
    const context = { actorId: setup.staff.support.userId, actorRoles: ['user', 'support'], requestId: null };
    for (let i = 0; i < 5; i += 1) {
      await recordAdminAction(setup.ctx.database.db, context, {
        action: 'ticket.reply',
        targetType: 'ticket',
        targetId: `ticket-${i}`,
        after: { message: `answer ${i}` },
      });
    }
    // Rows written in one instant tie on time and are ordered by id: compare pages with the full list.
    const all = adminAuditResponseSchema.parse((await list(`?actorId=${setup.staff.support.userId}`)).json());
    expect(all.total).toBe(5);
    const ids = all.entries.map((entry) => entry.id);
    const page2 = adminAuditResponseSchema.parse(
      (await list(`?actorId=${setup.staff.support.userId}&pageSize=2&page=2`)).json(),
    );
    expect(page2).toMatchObject({ page: 2, pageSize: 2, total: 5 });
    expect(page2.entries.map((entry) => entry.id)).toEqual(ids.slice(2, 4));

    const oldestFirst = adminAuditResponseSchema.parse(
      (await list(`?actorId=${setup.staff.support.userId}&sort=at`)).json(),
    );
    expect(oldestFirst.entries.map((entry) => entry.id)).toEqual([...ids].reverse());

    const byAction = adminAuditResponseSchema.parse(
      (await list('?action=ticket.reply&targetType=ticket')).json(),
    );
    expect(byAction.total).toBe(5);
    expect(byAction.entries.every((entry) => entry.action === 'ticket.reply')).toBe(true);

    const future = new Date(Date.now() + 3_600_000).toISOString();
    const past = new Date(Date.now() - 3_600_000).toISOString();
    expect(adminAuditResponseSchema.parse((await list(`?from=${future}`)).json()).total).toBe(0);
    expect(adminAuditResponseSchema.parse((await list(`?from=${past}&to=${future}`)).json()).total).toBe(6);
  });

  it.runIf(available)('is for admins only: guests 401, users and support agents 403', async () => {
    expect((await setup.ctx.app.inject({ method: 'GET', url: '/api/v1/admin/audit-log' })).statusCode).toBe(
      401,
    );
    const asUser = await list('', setup.staff.user.token);
    expect([asUser.statusCode, errorCode(asUser)]).toEqual([403, 'FORBIDDEN']);
    const asSupport = await list('', setup.staff.support.token);
    expect([asSupport.statusCode, errorCode(asSupport)]).toEqual([403, 'FORBIDDEN']);
    expect((await list('')).statusCode).toBe(200);
  });

  it.runIf(available)('refuses bad filters with VALIDATION_FAILED and changes nothing', async () => {
    const before = await snapshotDatabase(setup.ctx.database);
    for (const query of [
      '?action=user.explode',
      '?actorId=nope',
      '?from=yesterday',
      '?pageSize=1000',
      '?page=0',
    ]) {
      const response = await list(query);
      expect([response.statusCode, errorCode(response)], query).toEqual([400, 'VALIDATION_FAILED']);
    }
    expect(await snapshotDatabase(setup.ctx.database)).toEqual(before);
  });
});
