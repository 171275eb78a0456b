import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { AppConfig } from '../config/config';
import type { Database } from '../db/database';
import { AppError } from '../errors/app-error';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** Seconds: from a fast cached answer to a slow report; Prometheus' defaults stop at 10 s. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * This process's Prometheus metrics (prom-client), in a registry of its own (tests build many apps in
 * one process). What the scrape reads from the database (jobs, ledger) is read at scrape time.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly httpDuration = new Histogram({
    name: 'lootmarket_http_request_duration_seconds',
    help: 'HTTP requests: time from the request to the response sent, by route (its pattern) and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  readonly queryDuration = new Histogram({
    name: 'lootmarket_db_query_duration_seconds',
    help: 'Statements on the PostgreSQL server, by outcome (the embedded database is not timed)',
    labelNames: ['outcome'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  readonly fanoutLatency = new Histogram({
    name: 'lootmarket_socket_fanout_latency_seconds',
    help: 'Live pushes: time from the publish (on any process) to the frames written to local sockets',
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  readonly jobsRun = new Counter({
    name: 'lootmarket_jobs_run_total',
    help: 'Durable jobs this process ran, by kind and outcome',
    labelNames: ['kind', 'outcome'] as const,
    registers: [this.registry],
  });
  #sockets: () => number = () => 0;

  /** `ledgerRefreshMs`: the ledger totals are a scan of the transfers, done at most this often. */
  constructor(database: Database, { ledgerRefreshMs }: { ledgerRefreshMs: number }) {
    collectDefaultMetrics({ register: this.registry, prefix: 'lootmarket_' });
    database.observeQueries((seconds, failed) =>
      this.queryDuration.observe({ outcome: failed ? 'error' : 'ok' }, seconds),
    );
    const metrics = this;
    new Gauge({
      name: 'lootmarket_socket_sessions',
      help: 'STOMP sessions open on this process',
      registers: [this.registry],
      collect() {
        this.set(metrics.#sockets());
      },
    });
    new Gauge({
      name: 'lootmarket_db_pool_connections',
      help: "The PostgreSQL pool's connections by state (waiting: queries waiting for one)",
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const stats = database.poolStats();
        if (!stats) return;
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
    const jobs = () => jobQueue(database);
    new Gauge({
      name: 'lootmarket_jobs_pending',
      help: 'Durable jobs not done, by kind, and how many of them are due now',
      labelNames: ['kind', 'state'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const row of await jobs()) {
          this.set({ kind: row.kind, state: 'scheduled' }, row.pending - row.due);
          this.set({ kind: row.kind, state: 'due' }, row.due);
        }
      },
    });
    new Gauge({
      name: 'lootmarket_jobs_lag_seconds',
      help: 'How long the oldest due job of each kind has waited past its time (0: none waiting)',
      labelNames: ['kind'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const row of await jobs()) this.set({ kind: row.kind }, row.lagSeconds);
      },
    });
    const ledger = new LedgerTotals(database, ledgerRefreshMs);
    new Gauge({
      name: 'lootmarket_ledger_transfers',
      help: 'Ledger transfers ever written, by kind and currency (recomputed at most once a minute)',
      labelNames: ['kind', 'currency'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const row of await ledger.read())
          this.set({ kind: row.kind, currency: row.currency }, row.count);
      },
    });
    new Gauge({
      name: 'lootmarket_ledger_amount_minor',
      help: 'Sum of the amounts of those transfers, in minor units of the currency',
      labelNames: ['kind', 'currency'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const row of await ledger.read())
          this.set({ kind: row.kind, currency: row.currency }, row.amount);
      },
    });
  }

  /** The realtime plugin says how to count its sessions. */
  watchSockets(count: () => number): void {
    this.#sockets = count;
  }
}

interface JobQueueRow {
  kind: string;
  pending: number;
  due: number;
  lagSeconds: number;
}

/** Jobs not done, by kind (the worker's partial index on run_at where done_at is null). */
async function jobQueue(database: Database): Promise<JobQueueRow[]> {
  const result = await database.db.execute(sql`
    select kind,
           count(*)::int as pending,
           (count(*) filter (where run_at <= now()))::int as due,
           coalesce(extract(epoch from now() - min(run_at) filter (where run_at <= now())), 0)::float8 as lag
      from jobs where done_at is null group by kind`);
  return (
    result as unknown as { rows: Array<{ kind: string; pending: number; due: number; lag: number }> }
  ).rows.map((row) => ({
    kind: row.kind,
    pending: Number(row.pending),
    due: Number(row.due),
    lagSeconds: Number(row.lag),
  }));
}

/** The transfers by kind and currency, read by one scan at most every `everyMs`. */
class LedgerTotals {
  #at = 0;
  #rows: Promise<Array<{ kind: string; currency: string; count: number; amount: number }>> | null = null;

  constructor(
    private readonly database: Database,
    private readonly everyMs: number,
  ) {}

  read() {
    if (!this.#rows || Date.now() - this.#at >= this.everyMs) {
      this.#at = Date.now();
      this.#rows = this.database.db
        .execute(sql`select kind, currency, count(*)::float8 as count, sum(amount)::float8 as amount
                       from ledger_transfers group by kind, currency`)
        .then((result) =>
          (
            result as unknown as {
              rows: Array<{ kind: string; currency: string; count: number; amount: number }>;
            }
          ).rows.map((row) => ({
            kind: row.kind,
            currency: row.currency,
            count: Number(row.count),
            amount: Number(row.amount),
          })),
        );
      // A failed read is tried again at the next scrape.
      this.#rows.catch(() => {
        this.#rows = null;
      });
    }
    return this.#rows;
  }
}

function tokenMatches(given: string | undefined, expected: string): boolean {
  if (!given?.startsWith('Bearer ')) return false;
  const a = Buffer.from(given.slice('Bearer '.length));
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `app.metrics`, the request timer, and `GET /metrics` (Prometheus' text format) for a scraper that
 * sends `Authorization: Bearer <METRICS_TOKEN>`. Without METRICS_TOKEN the route answers 404: nothing
 * about the process is served to anyone.
 */
export const metricsPlugin = fp<{ config: AppConfig }>(
  async (app: FastifyInstance, { config }) => {
    const metrics = new Metrics(app.database, { ledgerRefreshMs: config.metrics.ledgerRefreshMs });
    app.decorate('metrics', metrics);
    app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
      metrics.httpDuration.observe(
        {
          method: request.method,
          // The route's pattern, never the path itself (ids would make a series each); pages and
          // unknown paths answered by the not-found handler share one.
          route: request.routeOptions.url ?? 'not_found',
          status_code: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
    });
    app.get(
      '/metrics',
      {
        schema: { hide: true },
        config: {
          access: 'public',
          undocumented: "Prometheus' scrape, for the METRICS_TOKEN bearer only (404 without the setting)",
        },
      },
      async (request, reply) => {
        const token = config.metrics.token;
        if (!token) throw new AppError('NOT_FOUND');
        if (!tokenMatches(request.headers.authorization, token)) throw new AppError('UNAUTHENTICATED');
        reply.header('cache-control', 'no-store').type(metrics.registry.contentType);
        return metrics.registry.metrics();
      },
    );
  },
  { name: 'metrics', dependencies: ['database'] },
);
