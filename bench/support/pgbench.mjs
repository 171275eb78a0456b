// Shared by the benchmarks that compare against pgbench's TPC-B on the PostgreSQL server
// (ledger.bench.mjs, purchase.bench.mjs): where the server is, admin statements, and a TPC-B run.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
export const api = join(root, 'apps/api');
export const pg = createRequire(join(api, 'package.json'))('pg');
export const run = promisify(execFile);

// The local server's Unix socket when there is one (Debian's /var/run/postgresql), else TCP. Both sides
// of every ratio (pgbench and our Node client) connect the same way, so the transport cancels out;
// the socket only spares both the loopback TCP stack, which on 2 cores competes with the server.
const LOCAL_SOCKET_DIR = '/var/run/postgresql';
export const SERVER =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  (existsSync(`${LOCAL_SOCKET_DIR}/.s.PGSQL.5432`)
    ? `postgres://postgres@localhost/test?host=${encodeURIComponent(LOCAL_SOCKET_DIR)}`
    : 'postgres://postgres@127.0.0.1:5432/test');

/** The connection string of another database on the same server. */
export const urlFor = (database) => {
  const url = new URL(SERVER);
  url.pathname = `/${database}`;
  return url.toString();
};

/** One statement on the server's default database (create / drop database). */
export async function admin(statement) {
  const client = new pg.Client({ connectionString: SERVER });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export function pgbenchEnv(url) {
  const u = new URL(url);
  return {
    ...process.env,
    // `?host=/var/run/postgresql` (a Unix socket directory, as libpq and node-postgres read it) wins.
    PGHOST: u.searchParams.get('host') ?? u.hostname,
    PGPORT: u.port || '5432',
    PGUSER: decodeURIComponent(u.username || 'postgres'),
    PGPASSWORD: decodeURIComponent(u.password),
  };
}

export async function requirePgbench() {
  try {
    await run('pgbench', ['--version']);
  } catch {
    throw new Error('pgbench is not on PATH (Debian: apt-get install postgresql-client)');
  }
}

/** pgbench -i at scale = clients, as pgbench's documentation asks. */
export async function initTpcb(database, clients) {
  await run('pgbench', ['-i', '-q', '-s', String(clients), database], { env: pgbenchEnv(urlFor(database)) });
}

/** TPC-B as pgbench defines it: transactions per second at `clients` clients for `seconds`. */
export async function tpcbPerSecond(database, clients, seconds) {
  const { stdout } = await run(
    'pgbench',
    ['-n', '-c', String(clients), '-j', '2', '-T', String(seconds), database],
    { env: pgbenchEnv(urlFor(database)) },
  );
  const match = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout);
  if (!match) throw new Error(`unexpected pgbench output:\n${stdout}`);
  return Number(match[1]);
}
