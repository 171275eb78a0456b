import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type ExtractTablesWithRelations, type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, PgDialect, type PgQueryResultHKT, type PgTransaction } from 'drizzle-orm/pg-core';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { ensurePrivateFolder, privateFolderWarning } from './private-folder';
import * as schema from './schema';

export type Schema = typeof schema;
/** One handle type for both drivers: services never know which PostgreSQL they talk to. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A service takes either the database or an open transaction. */
export type DbOrTx = Db | Tx;

const here = path.dirname(fileURLToPath(import.meta.url));
export const MIGRATIONS_FOLDER = path.resolve(here, '../../drizzle');
/** The live SQL functions (README there): one file per function, re-applied after every migration run. */
export const FUNCTIONS_FOLDER = path.resolve(here, 'functions');

export interface LiveFunction {
  /** The function's name, which is the file's name. */
  name: string;
  /** The file: one `CREATE OR REPLACE FUNCTION`, with the comments that explain it. */
  sql: string;
}

/** Every live function file, in name order. */
export function liveFunctions(): LiveFunction[] {
  return readdirSync(FUNCTIONS_FOLDER)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => ({
      name: file.slice(0, -'.sql'.length),
      sql: readFileSync(path.join(FUNCTIONS_FOLDER, file), 'utf8'),
    }));
}

/**
 * The advisory lock key under which the live functions are re-applied: instances starting together
 * take turns (two concurrent `CREATE OR REPLACE` of one function fail with "tuple concurrently
 * updated"). Any fixed bigint; this one spells "lootfunc".
 */
export const LIVE_FUNCTIONS_LOCK = 0x6c6f6f7466756e63n;

/**
 * Re-applies every live function as `CREATE OR REPLACE`, in one transaction, after the numbered
 * migrations (which keep the superseded bodies as history): whatever a migration defined before, the
 * database runs the body of the file. The transaction holds an advisory lock, so API instances that
 * start together re-apply one after the other.
 */
export async function applyLiveFunctions(db: Db): Promise<void> {
  const functions = liveFunctions();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LIVE_FUNCTIONS_LOCK.toString()}::bigint)`);
    for (const fn of functions) await tx.execute(sql.raw(fn.sql));
  });
}

export type DatabaseTarget =
  /** `template`: a PGlite data-directory dump to start from (tests start from a migrated one). */
  { kind: 'pglite'; dataDir: string | null; template?: Blob } | { kind: 'postgres'; url: string };

/** The PostgreSQL pool's connections now (null for the embedded database, which has one, in process). */
export interface PoolStats {
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

/** Called after every statement on the PostgreSQL server: its time in seconds, and whether it failed. */
export type QueryObserver = (seconds: number, failed: boolean) => void;

export interface Database {
  db: Db;
  kind: DatabaseTarget['kind'];
  poolStats(): PoolStats | null;
  /** Times every statement from now on (src/metrics); one observer, the last one set. */
  observeQueries(observer: QueryObserver | null): void;
  /**
   * The embedded database's whole data folder as a gzipped tarball (a backup: src/db/backup.ts;
   * `openDatabase({ template })` opens it again); null on the PostgreSQL server (pg_dump backs it up).
   */
  dumpDataDir(): Promise<Blob> | null;
  /** The numbered migrations (drizzle/), then the live functions (applyLiveFunctions). */
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'pglite') {
    if (target.dataDir) {
      const warning = privateFolderWarning('DATA_DIR', target.dataDir, ensurePrivateFolder(target.dataDir));
      if (warning) console.warn(warning);
    }
    const client = await PGlite.create({
      ...(target.dataDir ? { dataDir: target.dataDir } : {}),
      ...(target.template ? { loadDataDir: target.template } : {}),
      extensions: { pg_trgm },
    });
    const db: PgliteDatabase<Schema> = drizzlePglite({ client, schema });
    return wrap(db as unknown as Db, 'pglite', {
      migrate: async () => {
        await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
        await applyLiveFunctions(db as unknown as Db);
      },
      close: () => client.close(),
      poolStats: () => null,
      observeQueries: () => {},
      dumpDataDir: () => client.dumpDataDir('gzip'),
    });
  }
  const pool = new pg.Pool({ connectionString: target.url, max: 10 });
  // An idle pooled connection that the server ends (a restart, a failover, an administrator's
  // terminate) emits 'error' on the pool; unhandled, that would crash the process. The pool drops the
  // broken client and the next query opens a new one, so noting it is enough.
  pool.on('error', (error) => {
    console.warn(`PostgreSQL connection lost (${error.message}); the pool reconnects on the next query`);
  });
  // Every statement goes through one of the pool's clients (pool.query too), so timing each client's
  // query() times them all; a client is timed from its connection on.
  let observer: QueryObserver | null = null;
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const started = performance.now();
      const result = query(...args);
      const watching = observer;
      if (watching && result instanceof Promise) {
        result.then(
          () => watching((performance.now() - started) / 1000, false),
          () => watching((performance.now() - started) / 1000, true),
        );
      }
      return result;
    }) as typeof client.query;
  });
  // int8 (bigint money) stays exact: node-postgres would otherwise hand it back as a string.
  const db: NodePgDatabase<Schema> = drizzleNodePg({ client: pool, schema });
  return wrap(db as unknown as Db, 'postgres', {
    migrate: async () => {
      await migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
      await applyLiveFunctions(db as unknown as Db);
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    observeQueries: (next) => {
      observer = next;
    },
    dumpDataDir: () => null,
  });
}

const dialect = new PgDialect();

/**
 * Runs `query` as the named prepared statement `name`, on the database or inside a transaction. On the
 * PostgreSQL server node-postgres prepares it once on each connection and every later call sends only
 * its parameters, so the server parses, analyses and plans it once per connection instead of on every
 * call (for the wallet purchase that was a fifth of the server's work). `query` must render the same
 * text on every call (only its parameters vary): node-postgres refuses one name with two texts. PGlite
 * runs it as a plain statement.
 */
export async function executePrepared<Row>(db: DbOrTx, name: string, query: SQL): Promise<Row[]> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  const result = (await prepared.execute()) as { rows: Row[] };
  return result.rows;
}

function wrap(
  db: Db,
  kind: DatabaseTarget['kind'],
  ops: Pick<Database, 'migrate' | 'close' | 'poolStats' | 'observeQueries' | 'dumpDataDir'>,
): Database {
  let closed = false;
  return {
    db,
    kind,
    migrate: ops.migrate,
    poolStats: ops.poolStats,
    observeQueries: ops.observeQueries,
    dumpDataDir: ops.dumpDataDir,
    async ping() {
      if (closed) return false;
      try {
        await db.execute(sql`select 1`);
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await ops.close();
    },
  };
}

/**
 * Runs `read` in one snapshot: a read-only REPEATABLE READ transaction, so every statement of it sees
 * the database as of its first one. A figure put together from several statements (a wallet's balance
 * and the sum of its escrow holds; a seller's upcoming money less the reserves) then adds up even while
 * purchases commit between them; read one statement at a time, each would see a different moment and
 * the parts could come out negative. Inside a transaction already, `read` runs in it.
 */
export function inSnapshot<T>(db: DbOrTx, read: (tx: DbOrTx) => Promise<T>): Promise<T> {
  if (isTransaction(db)) return read(db);
  return db.transaction((tx) => read(tx), { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

function isTransaction(db: DbOrTx): db is Tx {
  return 'rollback' in db;
}

/**
 * Runs independent reads: side by side on the pool (each on a connection of its own), one after the
 * other inside a transaction, whose one connection runs a statement at a time (node-postgres queues a
 * second query sent while one runs, a use it deprecates and pg 9 removes).
 */
export async function readsOf<const T extends readonly (() => Promise<unknown>)[]>(
  db: DbOrTx,
  reads: T,
): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  type Results = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };
  if (!isTransaction(db)) return (await Promise.all(reads.map((read) => read()))) as Results;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results;
}
