import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_FOLDER } from '../src/db/database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (tar): each file starts from it instead of running initdb. */
    pgliteTemplate: string;
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
  return () => rmSync(file, { force: true });
}
