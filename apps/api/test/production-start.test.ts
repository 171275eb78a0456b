import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { users } from '../src/auth/auth.schema';
import { games } from '../src/catalog/catalog.schema';
import { createTestDatabase, databaseKinds, type TestDatabase } from './support/databases';
import { runTsx, type ServerProcess, startServerProcess } from './support/processes';
import { accountsWithPublishedPasswords, productionEnv } from './support/production';

const kinds = await databaseKinds();
const postgres = kinds.find((kind) => kind.name === 'postgres');

describe.runIf(postgres?.available)('a production start of the real server process (PostgreSQL)', () => {
  let testDb: TestDatabase | undefined;
  let server: ServerProcess | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
    await testDb?.drop();
    testDb = undefined;
  });

  async function freshDatabase() {
    testDb = await createTestDatabase('postgres');
    if (!testDb.url) throw new Error('a PostgreSQL test database has a URL');
    return testDb.url;
  }

  it('seeds nothing on a fresh database: no account signs in with a published password', async () => {
    const env = productionEnv(await freshDatabase());
    server = startServerProcess(env);
    expect(await server.started).toBe('listening');
    const { code, stdout } = await server.stop();
    expect(code).toBe(0);
    expect(stdout).not.toContain('demo data seeded');
    const db = (testDb as TestDatabase).database.db;
    expect(await accountsWithPublishedPasswords(db)).toEqual([]);
    const [catalog] = await db.select({ n: count() }).from(games);
    expect(catalog?.n).toBe(0);
    // The uploads (ticket attachments, dispute evidence) are made for this user only.
    expect(statSync(path.join(env.DATA_DIR, 'uploads')).mode & 0o777).toBe(0o700);
  }, 120_000);

  it('refuses SEED_DEMO_DATA=true, names it, and touches nothing', async () => {
    server = startServerProcess(productionEnv(await freshDatabase(), { SEED_DEMO_DATA: 'true' }));
    expect(await server.started).toBe('exited');
    const { code, stderr } = await server.stop();
    expect(code).toBe(1);
    expect(stderr).toContain('SEED_DEMO_DATA=true');
    const [accounts] = await (testDb as TestDatabase).database.db.select({ n: count() }).from(users);
    expect(accounts?.n).toBe(0);
  }, 120_000);

  it('refuses to run on defaults, listing every missing setting and sandbox provider at once', async () => {
    server = startServerProcess({
      NODE_ENV: 'production',
      DATABASE_URL: await freshDatabase(),
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: path.join(mkdtempSync(path.join(tmpdir(), 'lootmarket-prod-')), 'data'),
    });
    expect(await server.started).toBe('exited');
    const { code, stderr } = await server.stop();
    expect(code).toBe(1);
    for (const setting of [
      'PUBLIC_ORIGIN',
      'ALTCHA_HMAC_SECRET',
      'OFFER_CODES_KEY',
      'SMTP_URL',
      'PAYMENT_CARD_PROVIDER=sandbox is a test provider',
      'PAYMENT_CRYPTO_PROVIDER=sandbox is a test provider',
      'WITHDRAWAL_METHODS: bank_transfer, paypal, crypto withdrawals would be paid out by the sandbox',
      'ALLOW_SANDBOX_PAYMENTS=true',
    ]) {
      expect(stderr).toContain(setting);
    }
    const [accounts] = await (testDb as TestDatabase).database.db.select({ n: count() }).from(users);
    expect(accounts?.n).toBe(0);
  }, 120_000);

  it('runs with sandbox payments when ALLOW_SANDBOX_PAYMENTS=true says so, with a shared webhook secret', async () => {
    const sandbox = {
      PAYMENT_CARD_PROVIDER: 'sandbox',
      PAYMENT_CRYPTO_PROVIDER: 'sandbox',
      WITHDRAWAL_METHODS: '',
      ALLOW_SANDBOX_PAYMENTS: 'true',
    };
    server = startServerProcess(productionEnv(await freshDatabase(), sandbox));
    expect(await server.started).toBe('exited');
    expect((await server.stop()).stderr).toContain('SANDBOX_WEBHOOK_SECRET is required');

    server = startServerProcess(
      productionEnv((testDb as TestDatabase).url as string, { ...sandbox, SANDBOX_WEBHOOK_SECRET: 'shared' }),
    );
    expect(await server.started).toBe('listening');
    const { stdout } = await server.stop();
    expect(stdout).toContain('ALLOW_SANDBOX_PAYMENTS=true: sandbox providers take test money on this site');
  }, 120_000);

  it('pnpm db:seed refuses NODE_ENV=production unless told in so many words', async () => {
    const env = { NODE_ENV: 'production', DATABASE_URL: await freshDatabase() };
    const refused = await runTsx('src/seed/seed-cli.ts', [], { env });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Refused: NODE_ENV=production');
    expect(refused.stderr).toContain('--production-with-published-passwords');
    const db = (testDb as TestDatabase).database.db;
    const [none] = await db.select({ n: count() }).from(users);
    expect(none?.n).toBe(0);

    const seeded = await runTsx('src/seed/seed-cli.ts', ['--production-with-published-passwords'], { env });
    expect(seeded.code).toBe(0);
    expect(seeded.stderr).toContain('WARNING: seeding demo data with NODE_ENV=production');
    const [some] = await db.select({ n: count() }).from(users);
    expect(some?.n).toBeGreaterThan(0);
  }, 120_000);
});
