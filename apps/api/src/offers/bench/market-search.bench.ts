/**
 * Market search under load on the PostgreSQL server (its speed budget): 100,000 offers, the category search
 * with filters at a fixed 200 requests/s (p50/p99), and closed-loop throughput against a bare
 * Fastify route that returns the same JSON, in the same run.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm --filter @lootmarket/api exec tsx src/offers/bench/market-search.bench.ts
 *
 * Creates and drops its own database. Targets: p99 ≤ 25 ms at 200 req/s; throughput ≥ 40% of bare.
 */
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../../app';
import { loadConfig } from '../../config/config';
import { openDatabase } from '../../db/database';
import { seedDemoData } from '../../seed/seed';

const SERVER = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TARGET_OFFERS = 100_000;
const RATE = 200;
const OPEN_LOOP_SECONDS = 10;
const CLOSED_LOOP_SECONDS = 5;
const CONNECTIONS = 16;
const PATHS = [
  '/api/v1/games/world-of-warcraft/gold/offers',
  '/api/v1/games/world-of-warcraft/gold/offers?sort=price_desc&inStock=true&delivery=1d',
  '/api/v1/games/world-of-warcraft/gold/offers?page=3&product=gold',
  '/api/v1/games/old-school-runescape/gold/offers?inStock=true',
  '/api/v1/games/genshin-impact/account/offers?sort=price_desc',
  '/api/v1/games/world-of-warcraft/gold/offers?sort=rating',
];

const agent = new Agent({ keepAlive: true, maxSockets: 64 });
function get(port: number, path: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request({ port, path, agent, headers: { accept: 'application/json' } }, (res) => {
      res.resume();
      res.on('end', () =>
        res.statusCode === 200
          ? resolve(performance.now() - started)
          : reject(new Error(`${path}: ${res.statusCode}`)),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function openLoop(port: number) {
  const latencies: number[] = [];
  const pending: Promise<void>[] = [];
  const total = RATE * OPEN_LOOP_SECONDS;
  const start = performance.now();
  for (let i = 0; i < total; i += 1) {
    const due = start + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(get(port, PATHS[i % PATHS.length] as string).then((ms) => void latencies.push(ms)));
  }
  await Promise.all(pending);
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), max: latencies.at(-1) ?? 0 };
}

async function closedLoop(port: number, paths: string[]) {
  let done = 0;
  const until = performance.now() + CLOSED_LOOP_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, worker) => {
      let i = worker;
      while (performance.now() < until) {
        await get(port, paths[i % paths.length] as string);
        done += 1;
        i += 1;
      }
    }),
  );
  return done / CLOSED_LOOP_SECONDS;
}

const name = `lootmarket_bench_${process.pid}`;
const admin = new pg.Client({ connectionString: SERVER });
await admin.connect();
await admin.query(`CREATE DATABASE "${name}"`);
const url = new URL(SERVER);
url.pathname = `/${name}`;
const database = await openDatabase({ kind: 'postgres', url: url.toString() });
try {
  await database.migrate();
  await seedDemoData(database.db);
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const { rows } = await client.query('select count(*)::int as n from offers');
  const copies = Math.ceil(TARGET_OFFERS / rows[0].n) - 1;
  await client.query(`insert into offers (id, seller_id, game_id, category, server_id, title, description, delivery_time,
      price_minor, currency, stock, photos, active, created_at, updated_at)
    select (md5(o.id::text || g::text))::uuid, seller_id, game_id, category, server_id, title || ' #' || g, description,
      delivery_time, greatest(1, (price_minor * (0.5 + random()))::bigint), currency, (random() * 100)::int, '[]'::jsonb,
      random() > 0.08, created_at, updated_at
    from offers o, generate_series(1, ${copies}) g`);
  await client.query('vacuum analyze offers');
  const count = (await client.query('select count(*)::int as n from offers')).rows[0].n;
  await client.end();

  const app = await buildApp({
    config: loadConfig({
      ...process.env,
      DATABASE_URL: url.toString(),
      LOG_LEVEL: 'silent',
      RATE_LIMIT_WRITE_MAX: '100000',
      RATE_LIMIT_ACCOUNT_WRITE_MAX: '100000',
    }),
    database,
    logger: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;

  // The bare route answers the very JSON the market route produced, without database or validation.
  const bodies = await Promise.all(
    PATHS.map(async (path) => (await app.inject({ method: 'GET', url: path })).body),
  );
  const bare = Fastify();
  bare.get('/bare/:n', async (req, reply) =>
    reply.type('application/json').send(bodies[Number((req.params as { n: string }).n)]),
  );
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const barePort = (bare.server.address() as AddressInfo).port;

  for (const path of PATHS) await get(port, path); // warm-up
  const open = await openLoop(port);
  const marketRps = await closedLoop(port, PATHS);
  const bareRps = await closedLoop(
    barePort,
    PATHS.map((_, i) => `/bare/${i}`),
  );
  console.log(
    JSON.stringify(
      {
        offers: count,
        openLoop: {
          rate: RATE,
          seconds: OPEN_LOOP_SECONDS,
          p50Ms: +open.p50.toFixed(2),
          p99Ms: +open.p99.toFixed(2),
          maxMs: +open.max.toFixed(2),
        },
        throughput: {
          marketRps: Math.round(marketRps),
          bareRps: Math.round(bareRps),
          ratio: +(marketRps / bareRps).toFixed(3),
        },
        targets: { p99Ms: 25, ratio: 0.4 },
        pass: open.p99 <= 25 && marketRps / bareRps >= 0.4,
      },
      null,
      2,
    ),
  );
  await bare.close();
  await app.close();
} finally {
  await database.close();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
  agent.destroy();
}
