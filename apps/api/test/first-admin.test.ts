import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../src/admin/admin.schema';
import { users } from '../src/auth/auth.schema';
import { hashPassword } from '../src/auth/passwords';
import { games } from '../src/catalog/catalog.schema';
import { ConfigError, loadConfig } from '../src/config/config';
import { DEMO_ADMIN, DEMO_SELLER_PASSWORD, PUBLISHED_DEMO_PASSWORDS } from '../src/seed/seed';
import { prepareData, startProblems } from '../src/start';
import { createTestContext, login, registerUser, snapshotDatabase, type TestContext } from './support/app';
import { databaseKinds } from './support/databases';
import { accountsWithPublishedPasswords, productionEnv } from './support/production';

const kinds = await databaseKinds();
const OPS_PASSWORD = 'a long passphrase only the operator knows';

/** What a start logs, kept for the assertions. */
function recordingLog() {
  const lines: string[] = [];
  const record = (...args: unknown[]) => {
    lines.push(String(args.find((arg) => typeof arg === 'string') ?? ''));
  };
  return { lines, log: { info: record, warn: record } as unknown as Parameters<typeof prepareData>[2] };
}

describe.each(kinds)('the first admin of a production start on $notice', ({ name, available }) => {
  let ctx: TestContext;
  let opsHash: string;
  beforeAll(async () => {
    if (!available) return;
    ctx = await createTestContext(name);
    opsHash = await hashPassword(OPS_PASSWORD);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it.runIf(available)('puts no demo data and no published password into a fresh database', async () => {
    const config = loadConfig(productionEnv('postgres://db.internal/lootmarket'));
    expect(config.seedDemoData).toBe(false);
    expect(await startProblems(config)).toEqual([]);
    await prepareData(config, ctx.database.db, recordingLog().log);
    expect(await ctx.database.db.select().from(users)).toEqual([]);
    expect(await ctx.database.db.select().from(games)).toEqual([]);
  });

  it.runIf(available)(
    'creates the admin of ADMIN_EMAIL and ADMIN_PASSWORD_HASH once, verified, audited',
    async () => {
      const config = loadConfig(
        productionEnv('postgres://db.internal/lootmarket', {
          ADMIN_EMAIL: 'Ops@Lootmarket.test',
          ADMIN_USERNAME: 'ops_admin',
          ADMIN_PASSWORD_HASH: opsHash,
        }),
      );
      expect(await startProblems(config)).toEqual([]);
      const { lines, log } = recordingLog();
      await prepareData(config, ctx.database.db, log);
      expect(lines).toContain('first admin created from ADMIN_EMAIL');

      const [admin] = await ctx.database.db
        .select()
        .from(users)
        .where(eq(users.email, 'ops@lootmarket.test'));
      expect(admin).toMatchObject({ username: 'ops_admin', emailVerified: true, roles: ['user', 'admin'] });
      expect(await accountsWithPublishedPasswords(ctx.database.db)).toEqual([]);
      const signedIn = await login(ctx.app, 'ops@lootmarket.test', OPS_PASSWORD);
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json().user.roles).toContain('admin');
      const [audit] = await ctx.database.db
        .select()
        .from(adminAuditLog)
        .where(eq(adminAuditLog.targetId, admin?.id ?? ''));
      expect(audit).toMatchObject({
        action: 'user.change_roles',
        actorId: '00000000-0000-0000-0000-000000000000',
        requestId: 'ADMIN_EMAIL',
        after: { roles: ['user', 'admin'] },
      });

      // Every later start finds an admin and leaves everything as it is.
      const before = await snapshotDatabase(ctx.database);
      const again = recordingLog();
      await prepareData(config, ctx.database.db, again.log);
      expect(again.lines).toContain('an admin exists: ADMIN_EMAIL and ADMIN_PASSWORD_HASH are not used');
      expect(await snapshotDatabase(ctx.database)).toEqual(before);
    },
  );

  it.runIf(available)('never hands the admin role to an account someone registered first', async () => {
    // A database with no admin yet (the one above has one): a new one, and a squatter in it.
    const fresh = await createTestContext(name);
    try {
      const squatter = await registerUser(fresh.app, 'squatter');
      const config = loadConfig(
        productionEnv('postgres://db.internal/lootmarket', {
          ADMIN_EMAIL: squatter.email,
          ADMIN_PASSWORD_HASH: opsHash,
        }),
      );
      const before = await snapshotDatabase(fresh.database);
      const refused = prepareData(config, fresh.database.db, recordingLog().log);
      await expect(refused).rejects.toBeInstanceOf(ConfigError);
      await expect(refused).rejects.toThrow(/ADMIN_EMAIL: .* has an account.*--grant-existing/);
      expect(await snapshotDatabase(fresh.database)).toEqual(before);
    } finally {
      await fresh.close();
    }
  });

  it.runIf(available)('refuses a hash of any password the README publishes', async () => {
    expect(PUBLISHED_DEMO_PASSWORDS).toEqual(
      expect.arrayContaining([DEMO_ADMIN.password, DEMO_SELLER_PASSWORD]),
    );
    for (const published of [DEMO_ADMIN.password, DEMO_SELLER_PASSWORD]) {
      const config = loadConfig({
        ADMIN_EMAIL: 'ops@lootmarket.test',
        ADMIN_PASSWORD_HASH: await hashPassword(published),
      });
      expect(await startProblems(config)).toEqual([
        expect.stringMatching(/^ADMIN_PASSWORD_HASH is the hash of a password published in the README/),
      ]);
    }
  });
});
