import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_FOLDER, openDatabase } from '../src/db/database';
import { TEST_POSTGRES_URL, waitForNoConnections } from './support/databases';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (tar): each file starts from it instead of running initdb. */
    pgliteTemplate: string;
    /**
     * A migrated database on the PostgreSQL server, copied by each file (`CREATE DATABASE … TEMPLATE`)
     * instead of migrating an empty one; null when the server is unreachable.
     */
    postgresTemplate: string | null;
  }
}

export default async function setup(project: TestProject) {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(tmpdir(), `lootmarket-pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);

  const postgresTemplate = await createPostgresTemplate();
  project.provide('postgresTemplate', postgresTemplate);

  return async () => {
    rmSync(file, { force: true });
    if (postgresTemplate) await dropPostgresDatabase(postgresTemplate);
  };
}

/**
 * Migrates a database on the server once for the whole run. Named like the files' databases (with
 * this process's id) so a run that dies leaves it to the next run's clean-up. Null when the server
 * does not answer: the files then decide whether to skip or fail (test/support/databases.ts).
 */
async function createPostgresTemplate(): Promise<string | null> {
  const name = `lootmarket_test_${process.pid}_template_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
  } catch {
    return null;
  } finally {
    await admin.end().catch(() => {});
  }
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  // A template must have no open connection while it is copied.
  const check = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await check.connect();
  try {
    await waitForNoConnections(check, name);
  } finally {
    await check.end();
  }
  return name;
}

async function dropPostgresDatabase(name: string) {
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
