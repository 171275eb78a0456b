import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import { type AppConfig, loadConfig } from '../../src/config/config';
import type { Database } from '../../src/db/database';
import { listOutbox } from '../../src/mail/mailer';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './databases';

export const TEST_PASSWORD = 'correct horse battery';

/** Configuration for tests: silent, cheap proof-of-work, generous limits unless a test lowers them. */
export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  const emptyDist = mkdtempSync(path.join(tmpdir(), 'lootmarket-nodist-'));
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_ORIGIN: 'http://lootmarket.test',
    ALTCHA_HMAC_SECRET: 'test-altcha-secret',
    ALTCHA_COST: '1',
    ALTCHA_MAX_COUNTER: '20',
    RATE_LIMIT_AUTH_MAX: '1000',
    RATE_LIMIT_WRITE_MAX: '1000',
    RATE_LIMIT_ACCOUNT_WRITE_MAX: '1000',
    // Timed jobs (auto-release, payment expiry) run when a test calls app.jobs.runDue, never by timer.
    JOBS_POLL_MS: '0',
    WEB_DIST_DIR: path.join(emptyDist, 'web'),
    ADMIN_DIST_DIR: path.join(emptyDist, 'admin'),
    ...overrides,
  });
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  testDb: TestDatabase;
  close(): Promise<void>;
}

export async function createTestContext(
  kind: DatabaseKind['name'],
  env: Record<string, string> = {},
): Promise<TestContext> {
  const testDb = await createTestDatabase(kind);
  const app = await buildApp({ config: testConfig(env), database: testDb.database, logger: false });
  await app.ready();
  return {
    app,
    database: testDb.database,
    testDb,
    async close() {
      await app.close();
      await testDb.drop();
    },
  };
}

/** Solves the server's ALTCHA challenge the way the widget does and returns the payload it posts. */
export async function solveHumanCheck(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/v1/human-check/challenge' });
  const challenge = response.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the ALTCHA challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/**
 * Columns left out of every snapshot: a user's "last seen" and a session's "last used". Any
 * authenticated request (a refused one too) may record activity (src/auth/last-seen.ts, once a minute
 * at most), which is not a change made by the request. Spent human-check proofs are left out too: a
 * proof is spent before anything else is checked, on purpose, so a refused sign-in or sign-up still
 * uses up its proof (src/human-check/human-check.service.ts).
 */
const ACTIVITY_COLUMNS: Record<string, string[]> = { users: ['last_seen_at'], sessions: ['last_used_at'] };

/**
 * Every row of every table, hashed per table: two equal snapshots mean nothing changed. `counted`
 * leaves out more columns, or whole tables ('*'): the counters a refusal is meant to write (failed
 * attempts), so a test can assert that nothing else changed.
 */
export async function snapshotDatabase(
  database: Database,
  counted: Readonly<Record<string, readonly string[] | '*'>> = {},
): Promise<Record<string, string>> {
  const snapshot: Record<string, string> = {};
  // Every table the migrations created, read from the catalogue so a new domain's tables are covered
  // without anyone remembering to list them.
  const tables = await database.db.execute(
    sql.raw(
      `select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
    ),
  );
  for (const { table_name: table } of (tables as unknown as { rows: Array<{ table_name: string }> }).rows) {
    const skipped = counted[table];
    if (skipped === '*' || table === 'human_check_uses') continue;
    const columns = [...(ACTIVITY_COLUMNS[table] ?? []), ...(skipped ?? [])];
    const row = columns.length > 0 ? `(to_jsonb(t) - '{${columns.join(',')}}'::text[])::text` : 't::text';
    const result = await database.db.execute(
      sql.raw(
        `select count(*)::int as n, coalesce(md5(string_agg(${row}, '|' order by ${row})), '-') as h from "${table}" t`,
      ),
    );
    const hashed = (result as unknown as { rows: Array<{ n: number; h: string }> }).rows[0];
    snapshot[table] = `${hashed?.n}:${hashed?.h}`;
  }
  return snapshot;
}

export interface RegisteredUser {
  token: string;
  userId: string;
  email: string;
  username: string;
}

let counter = 0;
export function uniqueUser(prefix = 'player') {
  counter += 1;
  const suffix = `${Date.now().toString(36)}${counter}`;
  return { name: `${prefix}_${suffix}`, email: `${prefix}.${suffix}@example.com` };
}

/**
 * Signs a new user up the way a person does: the form (POST /api/v1/auth/register), the link in the
 * mail (read from the outbox), then the confirmation from the same browser (its registration cookie).
 */
export async function registerUser(app: FastifyInstance, prefix = 'player'): Promise<RegisteredUser> {
  const who = uniqueUser(prefix);
  const requested = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: {
      ...who,
      password: TEST_PASSWORD,
      repeatPassword: TEST_PASSWORD,
      humanCheck: await solveHumanCheck(app),
    },
  });
  if (requested.statusCode !== 202)
    throw new Error(`register failed: ${requested.statusCode} ${requested.body}`);
  const token = await registrationTokenFromMail(app, who.email);
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/register/confirm',
    payload: { token },
    cookies: { lootmarket_registration: registrationCookie(requested) },
  });
  if (confirmed.statusCode !== 201)
    throw new Error(`register confirmation failed: ${confirmed.statusCode} ${confirmed.body}`);
  const body = confirmed.json();
  return { token: body.token, userId: body.user.userId, email: who.email, username: body.user.username };
}

/** The token of the newest registration link mailed to an address (the outbox holds every mail). */
export async function registrationTokenFromMail(app: FastifyInstance, email: string): Promise<string> {
  const [mail] = await listOutbox(app.database.db, { to: email, limit: 1 });
  const token = /\/register\/confirm\/#token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no registration link mailed to ${email}: ${mail?.kind ?? 'no mail'}`);
  return token;
}

/** The registration cookie a register answer set for this browser. */
export function registrationCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'lootmarket_registration');
  if (!cookie) throw new Error('the register answer set no registration cookie');
  return cookie.value;
}

/** POST /api/v1/auth/login with a freshly solved human check. */
export async function login(app: FastifyInstance, email: string, password: string = TEST_PASSWORD) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password, humanCheck: await solveHumanCheck(app) },
  });
}

/** The status GET /api/v1/client answers for a token. */
export async function clientStatus(app: FastifyInstance, token: string): Promise<number> {
  return (await app.inject({ method: 'GET', url: '/api/v1/client', headers: bearer(token) })).statusCode;
}

export function errorCode(response: LightMyRequestResponse): string | undefined {
  return response.json()?.error?.code;
}
