import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/db/database';

/** The PostgreSQL server the second half of the suite runs on; each file gets its own database. */
export const TEST_POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface DatabaseKind {
  name: 'pglite' | 'postgres';
  available: boolean;
  /** Why a kind is skipped, shown in the test name. */
  notice: string;
}

async function postgresReachable(): Promise<string | null> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Databases left by runs that died before their afterAll (named after the test process id). */
async function dropAbandonedDatabases() {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where datname like 'lootmarket\\_test\\_%'",
    );
    for (const { datname } of rows) {
      const pid = Number(/^lootmarket_test_(\d+)_/.exec(datname)?.[1]);
      if (Number.isInteger(pid) && !processAlive(pid)) {
        await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`).catch(() => {});
      }
    }
  } finally {
    await client.end();
  }
}

let kindsPromise: Promise<DatabaseKind[]> | undefined;

/**
 * PGlite always; the PostgreSQL server when it answers. With CI=true an unreachable server fails the
 * run instead of being skipped.
 */
export function databaseKinds(): Promise<DatabaseKind[]> {
  kindsPromise ??= (async () => {
    const problem = await postgresReachable();
    if (!problem) await dropAbandonedDatabases();
    if (problem && process.env.CI === 'true') {
      throw new Error(`PostgreSQL at ${TEST_POSTGRES_URL} is unreachable (${problem}); CI needs it.`);
    }
    if (problem) {
      console.warn(
        `\n[api tests] PostgreSQL half SKIPPED: ${TEST_POSTGRES_URL} unreachable (${problem}).\n` +
          '  Start PostgreSQL there (or set TEST_DATABASE_URL) to run the suite on both databases.\n',
      );
    }
    return [
      { name: 'pglite', available: true, notice: 'PGlite' },
      {
        name: 'postgres',
        available: problem === null,
        notice: problem === null ? 'PostgreSQL' : 'PostgreSQL (SKIPPED: server unreachable, see notice)',
      },
    ];
  })();
  return kindsPromise;
}

export interface TestDatabase {
  database: Database;
  /** A connection string for the test's own database (PostgreSQL only). */
  url: string | null;
  drop(): Promise<void>;
}

/** A fresh, migrated database of the given kind; `drop` removes it entirely. */
export async function createTestDatabase(kind: DatabaseKind['name']): Promise<TestDatabase> {
  if (kind === 'pglite') {
    // Starting from the migrated template skips initdb (about 0.5 s instead of 2 s per database).
    const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
    const database = await openDatabase({ kind: 'pglite', dataDir: null, template });
    await database.migrate();
    return { database, url: null, drop: () => database.close() };
  }
  const name = `lootmarket_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  // A copy of the database that test/global-setup.ts migrated once for the run (about 0.5 s instead
  // of 2 s to migrate an empty one); migrate() below then finds nothing left to apply.
  const template = inject('postgresTemplate');
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  await database.migrate();
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await cleanup.connect();
      try {
        // Forcing the drop while the pool's sockets linger kills them mid-goodbye.
        await waitForNoConnections(cleanup, name);
        await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

/**
 * pg's Pool.end() resolves before its sockets are gone: waits (briefly) until the server sees no
 * connection to the database `name` any more.
 */
export async function waitForNoConnections(client: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [name],
    );
    if ((rows[0]?.n ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
