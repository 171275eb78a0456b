import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../src/admin/admin.schema';
import { buildApp } from '../src/app';
import { users } from '../src/auth/auth.schema';
import { verifyPassword } from '../src/auth/passwords';
import { openDatabase } from '../src/db/database';
import { DEMO_ADMIN } from '../src/seed/seed';
import {
  createTestContext,
  login,
  registerUser,
  snapshotDatabase,
  type TestContext,
  testConfig,
} from './support/app';
import { databaseKinds } from './support/databases';
import { REPO_DIR, runCommand, runTsx } from './support/processes';
import { accountsWithPublishedPasswords } from './support/production';

const kinds = await databaseKinds();
const postgres = kinds.find((kind) => kind.name === 'postgres');
const SLOW = 120_000;

/** The password `admin:create` prints once, on the line after its notice. */
function printedPassword(stdout: string): string {
  const match = /One-time password[^\n]*\n\s+(\S+)\n/.exec(stdout);
  if (!match?.[1]) throw new Error(`no password printed in:\n${stdout}`);
  return match[1];
}

describe.runIf(postgres?.available)('pnpm admin:create on a PostgreSQL server', () => {
  let ctx: TestContext;
  let env: Record<string, string>;
  beforeAll(async () => {
    ctx = await createTestContext('postgres');
    env = { DATABASE_URL: ctx.testDb.url as string, PUBLIC_ORIGIN: 'https://lootmarket.test' };
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const create = (args: string[], stdin?: string) =>
    runTsx('src/admin/admin-cli.ts', ['create', ...args], { env, ...(stdin === undefined ? {} : { stdin }) });

  it(
    'takes the password from standard input through the root script; the admin signs in with it',
    async () => {
      // `pnpm admin:create` at the repository root, as the README says, the password piped in.
      const run = await runCommand(
        'pnpm',
        [
          '--silent',
          'admin:create',
          '--email',
          'Root@Lootmarket.test',
          '--username',
          'root_admin',
          '--password-stdin',
        ],
        { cwd: REPO_DIR, env, stdin: 'a passphrase typed into a pipe\n' },
      );
      expect(run.stderr).not.toMatch(/Refused|usage/);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain(
        'Admin account created: root_admin <root@lootmarket.test>, e-mail verified.',
      );
      expect(run.stdout).not.toContain('a passphrase typed into a pipe');

      const signedIn = await login(ctx.app, 'root@lootmarket.test', 'a passphrase typed into a pipe');
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json().user).toMatchObject({ emailVerified: true, roles: ['user', 'admin'] });
      const [admin] = await ctx.database.db.select().from(users).where(eq(users.username, 'root_admin'));
      expect(admin?.passwordHash).toMatch(/^\$argon2id\$/);
      const [audit] = await ctx.database.db
        .select()
        .from(adminAuditLog)
        .where(eq(adminAuditLog.targetId, admin?.id ?? ''));
      expect(audit).toMatchObject({ action: 'user.change_roles', requestId: 'admin:create' });
    },
    SLOW,
  );

  it(
    'prints a generated password once; it signs in',
    async () => {
      const run = await create(['--email', 'gen@lootmarket.test', '--username', 'gen_admin']);
      expect(run.code).toBe(0);
      const password = printedPassword(run.stdout);
      expect(password).toMatch(/^[A-Za-z0-9_-]{32}$/);
      const signedIn = await login(ctx.app, 'gen@lootmarket.test', password);
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json().user.roles).toContain('admin');
      expect(await accountsWithPublishedPasswords(ctx.database.db)).toEqual([]);
    },
    SLOW,
  );

  it(
    'refuses weak and published passwords and a taken e-mail, changing nothing',
    async () => {
      const player = await registerUser(ctx.app, 'player');
      const before = await snapshotDatabase(ctx.database);
      const weak = await create(
        ['--email', 'weak@lootmarket.test', '--username', 'weak', '--password-stdin'],
        'short',
      );
      expect(weak.code).toBe(2);
      expect(weak.stderr).toContain('8 to 128 characters');
      const published = await create(
        ['--email', 'pub@lootmarket.test', '--username', 'pub_admin', '--password-stdin'],
        DEMO_ADMIN.password,
      );
      expect(published.code).toBe(2);
      expect(published.stderr).toContain('published in the README');
      const taken = await create(['--email', player.email, '--username', 'other_admin']);
      expect(taken.code).toBe(1);
      expect(taken.stderr).toContain(
        `${player.email} already has an account (${player.username}); add --grant-existing`,
      );
      expect(taken.stdout).not.toContain('One-time password');
      const usage = await create(['--username', 'no_email']);
      expect(usage.code).toBe(2);
      expect(usage.stderr).toContain('--email <address> is required');
      expect(await snapshotDatabase(ctx.database)).toEqual(before);
    },
    SLOW,
  );

  it(
    'grants the admin role to an existing account only with --grant-existing and a verified e-mail',
    async () => {
      const owner = await registerUser(ctx.app, 'owner');
      // An account whose e-mail was never confirmed (made before sign-up went by mail).
      await ctx.database.db.update(users).set({ emailVerified: false }).where(eq(users.id, owner.userId));
      const before = await snapshotDatabase(ctx.database);
      const unverified = await create([
        '--email',
        owner.email,
        '--username',
        owner.username,
        '--grant-existing',
      ]);
      expect(unverified.code).toBe(1);
      expect(unverified.stderr).toContain('whose e-mail is not verified');
      expect(await snapshotDatabase(ctx.database)).toEqual(before);

      await ctx.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, owner.userId));
      const granted = await create([
        '--email',
        owner.email,
        '--username',
        owner.username,
        '--grant-existing',
      ]);
      expect(granted.code).toBe(0);
      expect(granted.stdout).toContain('now has the admin role');
      expect(granted.stdout).not.toContain('One-time password');
      // The owner keeps their own password (and their session).
      const signedIn = await login(ctx.app, owner.email);
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json().user.roles).toEqual(['user', 'admin']);
      const again = await create(['--email', owner.email, '--username', owner.username, '--grant-existing']);
      expect(again.code).toBe(0);
      expect(again.stdout).toContain('is already an admin: nothing changed');
    },
    SLOW,
  );

  it(
    'hashes a password for ADMIN_PASSWORD_HASH without touching a database',
    async () => {
      const run = await runTsx('src/admin/admin-cli.ts', ['hash-password'], {
        env: { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' },
        stdin: 'the operator passphrase\n',
      });
      expect(run.code).toBe(0);
      const hash = run.stdout.trim();
      expect(hash).toMatch(/^\$argon2id\$v=19\$/);
      expect(await verifyPassword(hash, 'the operator passphrase')).toBe(true);
    },
    SLOW,
  );
});

describe('pnpm admin:create on the embedded database (PGlite in DATA_DIR)', () => {
  it(
    'creates the admin in a private data folder; the server on that folder lets it sign in',
    async () => {
      const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'lootmarket-admin-')), 'data');
      const run = await runTsx(
        'src/admin/admin-cli.ts',
        ['create', '--email', 'ops@lootmarket.test', '--username', 'ops'],
        {
          env: { DATA_DIR: dataDir },
        },
      );
      expect(run.stderr).not.toMatch(/Refused|usage/);
      expect(run.code).toBe(0);
      const password = printedPassword(run.stdout);
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);

      const database = await openDatabase({ kind: 'pglite', dataDir });
      const app = await buildApp({ config: testConfig(), database, logger: false, closeDatabase: true });
      try {
        await app.ready();
        const signedIn = await login(app, 'ops@lootmarket.test', password);
        expect(signedIn.statusCode).toBe(200);
        expect(signedIn.json().user.roles).toContain('admin');
      } finally {
        await app.close();
      }
    },
    SLOW,
  );
});
