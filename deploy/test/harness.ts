import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * The deployment recipe of deploy/, started on loopback ports: its own PostgreSQL database (on the
 * machine's server), its own Redis (redis-server on a port of its own), two API processes sharing
 * them and the settings in deploy/lootmarket.env.example, and nginx in front of both with
 * deploy/nginx/lootmarket.conf.template. nginx is installed when it is missing (Debian's package,
 * without starting the system's).
 */
export const REPO = path.resolve(import.meta.dirname, '../..');
const API_DIR = path.join(REPO, 'apps/api');
const POSTGRES = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PORTS = { nginx: 18400, a: 18401, b: 18402, redis: 18409 } as const;

export type NodeName = 'a' | 'b';

export interface ApiNode {
  name: NodeName;
  url: string;
  process: ChildProcess;
  log: string[];
}

export interface Deployment {
  /** nginx: what users reach. */
  url: string;
  nodes: Record<NodeName, ApiNode>;
  databaseUrl: string;
  /** The bearer token of the nodes' GET /metrics. */
  metricsToken: string;
  /** Starts the node again after it died or stopped (same port, same settings). */
  restart(name: NodeName): Promise<ApiNode>;
  /** SIGKILL: the process dies at once, mid-request. */
  kill(name: NodeName): Promise<void>;
  /** SIGTERM: the node's own shutdown; resolves when it exited. */
  terminate(name: NodeName): Promise<number | null>;
  stop(): Promise<void>;
}

function commandWorks(command: string, args: string[]): boolean {
  try {
    execFileSync(command, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * What the deployment needs from the machine and lacks: the PostgreSQL server, `redis-server`, and nginx
 * (or root with apt-get to install it). Empty when everything is there. Like the API suite (its
 * PostgreSQL half), the checks are skipped with this list on a developer's machine that lacks a part,
 * and fail on it with CI=true.
 */
export async function missingPrerequisites(): Promise<string[]> {
  const missing: string[] = [];
  const client = new pg.Client({ connectionString: POSTGRES, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
  } catch (error) {
    missing.push(`the PostgreSQL server at ${POSTGRES} (${(error as Error).message})`);
  } finally {
    await client.end().catch(() => undefined);
  }
  if (!commandWorks('redis-server', ['--version']))
    missing.push('redis-server (Debian package redis-server)');
  const root = process.getuid?.() === 0;
  if (!commandWorks('nginx', ['-v']) && !(root && commandWorks('apt-get', ['--version'])))
    missing.push(
      'nginx (Debian packages nginx-light and libnginx-mod-http-brotli-static), or root to install it',
    );
  return missing;
}

/** Whether the checks run here: true with everything there; false (said why) or an error with CI=true. */
export async function deploymentRunnable(): Promise<boolean> {
  const missing = await missingPrerequisites();
  if (missing.length === 0) return true;
  const message = `The deployment checks need ${missing.join('; ')}.`;
  if (process.env.CI === 'true') throw new Error(`${message} CI needs them.`);
  console.warn(`${message} Skipped here.`);
  return false;
}

function ensureNginx() {
  try {
    execFileSync('nginx', ['-v'], { stdio: 'ignore' });
    return;
  } catch {
    // Installed below.
  }
  // policy-rc.d keeps the package from starting the system's nginx on port 80.
  writeFileSync('/usr/sbin/policy-rc.d', '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    execFileSync(
      'apt-get',
      ['install', '-y', '--no-install-recommends', 'nginx-light', 'libnginx-mod-http-brotli-static'],
      { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } },
    );
  } finally {
    execFileSync('rm', ['-f', '/usr/sbin/policy-rc.d']);
  }
}

function render(template: string, values: Record<string, string>): string {
  return readFileSync(template, 'utf8').replace(
    /\$\{([A-Z_]+)\}/g,
    (whole, name: string) => values[name] ?? whole,
  );
}

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not happen within ${timeoutMs} ms`);
}

const answers = async (url: string) => (await fetch(url)).ok;

export async function startDeployment(): Promise<Deployment> {
  ensureNginx();
  if (!existsSync(path.join(REPO, 'apps/web/dist/index.html'))) {
    throw new Error('the web app is not built: run `pnpm build:apps` first');
  }
  const prefix = mkdtempSync(path.join(tmpdir(), 'lootmarket-deploy-'));
  const children: ChildProcess[] = [];

  // Redis of its own: no other test's pushes on its channel, and the test may stop it.
  const redis = spawn('redis-server', ['--port', String(PORTS.redis), '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  children.push(redis);

  const databaseName = `lootmarket_deploy_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${databaseName}"`);
  await admin.end();
  const databaseUrl = Object.assign(new URL(POSTGRES), { pathname: `/${databaseName}` }).toString();

  // The settings every node shares (deploy/lootmarket.env.example), for loopback.
  const shared: Record<string, string> = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: `redis://127.0.0.1:${PORTS.redis}`,
    PUBLIC_ORIGIN: `http://127.0.0.1:${PORTS.nginx}`,
    HOST: '127.0.0.1',
    TRUST_PROXY: 'loopback',
    ALTCHA_HMAC_SECRET: randomBytes(32).toString('hex'),
    OFFER_CODES_KEY: randomBytes(32).toString('base64'),
    SANDBOX_WEBHOOK_SECRET: randomBytes(16).toString('hex'),
    UPLOADS_DIR: path.join(prefix, 'uploads'),
    JOBS_POLL_MS: '200',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_AUTH_MAX: '100000',
    RATE_LIMIT_WRITE_MAX: '100000',
    RATE_LIMIT_ACCOUNT_WRITE_MAX: '100000',
    METRICS_TOKEN: randomBytes(16).toString('hex'),
    // The default, stated: above the site's upstream keepalive_timeout (4 s).
    SHUTDOWN_DRAIN_MS: '10000',
  };

  const startNode = async (name: NodeName, seed: boolean): Promise<ApiNode> => {
    const port = name === 'a' ? PORTS.a : PORTS.b;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: API_DIR,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '/root',
        ...shared,
        PORT: String(port),
        SEED_DEMO_DATA: seed ? 'true' : 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    const log: string[] = [];
    const keep = (chunk: Buffer) => {
      log.push(chunk.toString('utf8'));
      if (log.length > 200) log.shift();
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const node: ApiNode = { name, url: `http://127.0.0.1:${port}`, process: child, log };
    await waitFor(() => answers(`${node.url}/readyz`), `node ${name} ready`);
    return node;
  };

  const exited = (child: ChildProcess) =>
    new Promise<number | null>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
      else child.once('exit', (code) => resolve(code));
    });

  try {
    await waitFor(
      async () => {
        execFileSync('redis-cli', ['-p', String(PORTS.redis), 'ping'], { stdio: 'ignore' });
        return true;
      },
      'redis',
      10_000,
    );
    // One node migrates and seeds the demo data first; the second finds it done.
    const nodes: Record<NodeName, ApiNode> = {
      a: await startNode('a', true),
      b: await startNode('b', false),
    };

    mkdirSync(prefix, { recursive: true });
    writeFileSync(
      path.join(prefix, 'lootmarket.conf'),
      render(path.join(REPO, 'deploy/nginx/lootmarket.conf.template'), {
        LISTEN: `127.0.0.1:${PORTS.nginx}`,
        NODE_A: `127.0.0.1:${PORTS.a}`,
        NODE_B: `127.0.0.1:${PORTS.b}`,
        // The symlink, not the build it names: nginx follows a rebuild's swap.
        WEB_DIST: path.join(REPO, 'apps/web/dist'),
      }),
    );
    writeFileSync(
      path.join(prefix, 'nginx.conf'),
      render(path.join(REPO, 'deploy/nginx/nginx.conf.template'), {
        PREFIX: prefix,
        MODULES: realpathSync('/usr/lib/nginx/modules'),
      }),
    );
    const nginx = spawn('nginx', ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], { stdio: 'inherit' });
    children.push(nginx);
    const url = `http://127.0.0.1:${PORTS.nginx}`;
    await waitFor(() => answers(`${url}/readyz`), 'nginx', 20_000);

    return {
      url,
      nodes,
      databaseUrl,
      metricsToken: shared.METRICS_TOKEN ?? '',
      async restart(name) {
        nodes[name] = await startNode(name, false);
        return nodes[name];
      },
      async kill(name) {
        const { process: child } = nodes[name];
        child.kill('SIGKILL');
        await exited(child);
      },
      async terminate(name) {
        const { process: child } = nodes[name];
        child.kill('SIGTERM');
        return exited(child);
      },
      async stop() {
        for (const child of children.reverse()) {
          if (child.exitCode === null && child.signalCode === null) {
            child.kill('SIGTERM');
            await exited(child);
          }
        }
        const cleanup = new pg.Client({ connectionString: POSTGRES });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
        await cleanup.end();
      },
    };
  } catch (error) {
    for (const child of children) child.kill('SIGKILL');
    throw error;
  }
}
