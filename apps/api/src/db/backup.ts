import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseTarget, Db } from './database';
import { openDatabase } from './database';

/**
 * Backups of a whole Lootmarket: the database (PostgreSQL: `pg_dump` in its custom format; the embedded
 * database: its data folder as PGlite dumps it), the uploads folder (offer photos, ticket attachments,
 * dispute evidence, avatars) and the offer-codes key file beside it (without it the automatic-delivery
 * codes cannot be read; not there when OFFER_CODES_KEY is set: keep that secret with the others).
 *
 * A backup is a folder:
 *   manifest.json      what it holds, and the figures a restore must find again (rows per table, the
 *                      ledger's totals per currency)
 *   database.pgdump    or pglite-data.tar.gz
 *   uploads/           the uploads folder as it was
 *   offer-codes.key    when the server keeps its key in a file
 */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: DatabaseTarget['kind'];
  /** Rows of every table of the public schema. */
  tables: Record<string, number>;
  /** Per currency: the sums of the ledger accounts' four counters and the number of transfers. */
  ledger: Record<string, LedgerTotals>;
  offerCodesKey: boolean;
}

export interface LedgerTotals {
  debitsPosted: string;
  creditsPosted: string;
  debitsPending: string;
  creditsPending: string;
  transfers: number;
}

const MANIFEST = 'manifest.json';
const PGDUMP_FILE = 'database.pgdump';
const PGLITE_FILE = 'pglite-data.tar.gz';
const KEY_FILE = 'offer-codes.key';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** What a restore must find again: every table's row count and the ledger's totals. */
export async function databaseFigures(db: Db): Promise<Pick<BackupManifest, 'tables' | 'ledger'>> {
  const tableNames = rowsOf<{ name: string }>(
    await db.execute(
      sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    ),
  ).map((row) => row.name);
  const tables: Record<string, number> = {};
  for (const name of tableNames) {
    const [row] = rowsOf<{ n: string }>(
      await db.execute(sql`select count(*)::text as n from ${sql.identifier(name)}`),
    );
    tables[name] = Number(row?.n ?? 0);
  }
  const ledger: Record<string, LedgerTotals> = {};
  const accounts = rowsOf<{ currency: string; dp: string; cp: string; dpe: string; cpe: string }>(
    await db.execute(sql`select currency, sum(debits_posted)::text as dp, sum(credits_posted)::text as cp,
        sum(debits_pending)::text as dpe, sum(credits_pending)::text as cpe
      from ledger_accounts group by currency order by currency`),
  );
  const transfers = new Map(
    rowsOf<{ currency: string; n: string }>(
      await db.execute(sql`select currency, count(*)::text as n from ledger_transfers group by currency`),
    ).map((row) => [row.currency, Number(row.n)]),
  );
  for (const row of accounts) {
    ledger[row.currency] = {
      debitsPosted: row.dp,
      creditsPosted: row.cp,
      debitsPending: row.dpe,
      creditsPending: row.cpe,
      transfers: transfers.get(row.currency) ?? 0,
    };
  }
  return { tables, ledger };
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${stderr.trim()}`)),
    );
  });
}

function isEmptyFolder(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

export interface BackupSource {
  database: Database;
  /** The PostgreSQL server's URL (pg_dump connects with it); null for the embedded database. */
  url: string | null;
  uploadsDir: string;
}

/**
 * Writes a backup of `source` into `outDir` (which must be new or empty). The embedded database is
 * dumped through the open connection (its one process: stop the server first, or back up from it);
 * the PostgreSQL server by pg_dump, a consistent snapshot while the server keeps running. The figures
 * are read in the same moment as the dump on the embedded database, and just before it on the server:
 * back up a running PostgreSQL site while it is quiet, or expect the restore's check to tell the
 * difference.
 */
export async function backup(source: BackupSource, outDir: string): Promise<BackupManifest> {
  if (!isEmptyFolder(outDir)) throw new Error(`${outDir} is not empty: a backup goes into a new folder`);
  mkdirSync(outDir, { recursive: true, mode: 0o700 });
  const figures = await databaseFigures(source.database.db);
  const dump = source.database.dumpDataDir();
  if (dump) {
    writeFileSync(path.join(outDir, PGLITE_FILE), Buffer.from(await (await dump).arrayBuffer()), {
      mode: 0o600,
    });
  } else {
    if (!source.url) throw new Error('a PostgreSQL backup needs the database URL');
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      `--file=${path.join(outDir, PGDUMP_FILE)}`,
      source.url,
    ]);
  }
  if (existsSync(source.uploadsDir))
    cpSync(source.uploadsDir, path.join(outDir, 'uploads'), { recursive: true });
  const keyFile = path.join(path.dirname(source.uploadsDir), KEY_FILE);
  const hasKey = existsSync(keyFile);
  if (hasKey) cpSync(keyFile, path.join(outDir, KEY_FILE));
  const manifest: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    database: source.database.kind,
    ...figures,
    offerCodesKey: hasKey,
  };
  writeFileSync(path.join(outDir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  return manifest;
}

export function readManifest(backupDir: string): BackupManifest {
  const manifest = JSON.parse(readFileSync(path.join(backupDir, MANIFEST), 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`unknown backup format ${String(manifest.format)}`);
  return manifest;
}

export interface RestoreTarget {
  database: DatabaseTarget;
  uploadsDir: string;
}

/** What a restore found against the manifest: nothing in `differences` means every figure matched. */
export interface RestoreReport {
  manifest: BackupManifest;
  differences: string[];
}

/**
 * Restores the backup in `backupDir` into an empty target: a PostgreSQL database without tables (create
 * it first) or a new embedded data folder, and an uploads folder that is new or empty. Then reads the
 * figures again and compares them with the manifest.
 */
export async function restore(backupDir: string, target: RestoreTarget): Promise<RestoreReport> {
  const manifest = readManifest(backupDir);
  if (manifest.database !== target.database.kind) {
    throw new Error(
      `this backup is of the ${manifest.database} database, the target is ${target.database.kind}`,
    );
  }
  if (!isEmptyFolder(target.uploadsDir)) throw new Error(`${target.uploadsDir} is not empty`);
  const keyFile = path.join(path.dirname(target.uploadsDir), KEY_FILE);
  if (manifest.offerCodesKey && existsSync(keyFile))
    throw new Error(`${keyFile} exists: it would be replaced`);

  let database: Database;
  if (target.database.kind === 'pglite') {
    if (!target.database.dataDir || !isEmptyFolder(target.database.dataDir)) {
      throw new Error('restore the embedded database into a new, empty DATA_DIR');
    }
    const dump = readFileSync(path.join(backupDir, PGLITE_FILE));
    database = await openDatabase({
      kind: 'pglite',
      dataDir: target.database.dataDir,
      template: new Blob([dump]),
    });
  } else {
    database = await openDatabase(target.database);
    const [row] = rowsOf<{ n: string }>(
      await database.db.execute(sql`select count(*)::text as n from pg_tables where schemaname = 'public'`),
    );
    if (Number(row?.n ?? 0) > 0) {
      await database.close();
      throw new Error('the target database has tables: restore into a new, empty database');
    }
    await run('pg_restore', [
      '--no-owner',
      '--exit-on-error',
      `--dbname=${target.database.url}`,
      path.join(backupDir, PGDUMP_FILE),
    ]);
  }
  try {
    const uploads = path.join(backupDir, 'uploads');
    if (existsSync(uploads)) cpSync(uploads, target.uploadsDir, { recursive: true });
    if (manifest.offerCodesKey) cpSync(path.join(backupDir, KEY_FILE), keyFile);
    const found = await databaseFigures(database.db);
    return { manifest, differences: compare(manifest, found) };
  } finally {
    await database.close();
  }
}

function compare(
  expected: Pick<BackupManifest, 'tables' | 'ledger'>,
  found: Pick<BackupManifest, 'tables' | 'ledger'>,
) {
  const differences: string[] = [];
  for (const [table, rows] of Object.entries(expected.tables)) {
    if (found.tables[table] !== rows)
      differences.push(`${table}: ${rows} rows backed up, ${found.tables[table] ?? 'no table'} restored`);
  }
  for (const table of Object.keys(found.tables)) {
    if (!(table in expected.tables)) differences.push(`${table}: restored, not in the backup`);
  }
  const currencies = new Set([...Object.keys(expected.ledger), ...Object.keys(found.ledger)]);
  for (const currency of currencies) {
    const a = JSON.stringify(expected.ledger[currency] ?? null);
    const b = JSON.stringify(found.ledger[currency] ?? null);
    if (a !== b) differences.push(`ledger ${currency}: backed up ${a}, restored ${b}`);
  }
  return differences;
}
