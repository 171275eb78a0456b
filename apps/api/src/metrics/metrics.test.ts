import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  bearer,
  createTestContext,
  type RegisteredUser,
  registerUser,
  type TestContext,
} from '../../test/support/app';
import { databaseKinds } from '../../test/support/databases';
import { REPO_DIR } from '../../test/support/processes';
import { scheduleJob } from '../jobs/jobs.service';
import { checkout, createTestOffer, fundWallet, ordersTestContext } from '../orders/orders.test-support';
import { ObservedClient } from '../realtime/test-support/realtime-server';

const TOKEN = 'metrics-token-0123456789abcdef';
const kinds = await databaseKinds();
const postgres = kinds.find((kind) => kind.name === 'postgres');

/** The value of one series in Prometheus' text format (`name{labels} value`), or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(name)) continue;
    const match = /^([a-z_]+)(?:\{([^}]*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      (match[2] ?? '')
        .split(',')
        .filter(Boolean)
        .map((pair) => {
          const [key = '', value = ''] = pair.split('=');
          return [key, value.replace(/^"|"$/g, '')];
        }),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

describe('the metrics scrape is only for the token', () => {
  let without: TestContext;
  let withToken: TestContext;
  beforeAll(async () => {
    [without, withToken] = await Promise.all([
      createTestContext('pglite'),
      createTestContext('pglite', { METRICS_TOKEN: TOKEN }),
    ]);
  });
  afterAll(async () => {
    await without?.close();
    await withToken?.close();
  });

  it('answers 404 without the setting, 401 without or with another token, the metrics with it', async () => {
    expect(
      (await without.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) })).statusCode,
    ).toBe(404);
    for (const headers of [
      {},
      bearer('metrics-token-0123456789abcdeX'),
      bearer('short'),
      { authorization: TOKEN },
    ]) {
      const refused = await withToken.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(refused.statusCode).toBe(401);
      expect(refused.body).not.toContain('lootmarket_');
    }
    const scrape = await withToken.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(scrape.statusCode).toBe(200);
    expect(scrape.headers['content-type']).toContain('text/plain');
    expect(scrape.headers['cache-control']).toBe('no-store');
    expect(scrape.body).toContain('lootmarket_process_resident_memory_bytes');
    expect(scrape.body).toContain('lootmarket_nodejs_eventloop_lag_p99_seconds');
  });

  it('has every metric the sample Grafana dashboard (deploy/) charts', async () => {
    const dashboard = readFileSync(path.join(REPO_DIR, 'deploy/grafana-dashboard.json'), 'utf8');
    const charted = new Set(
      [...dashboard.matchAll(/lootmarket_[a-z0-9_]+/g)].map(([name]) =>
        name.replace(/_(bucket|count|sum)$/, ''),
      ),
    );
    expect(charted.size).toBeGreaterThan(8);
    const scrape = (await withToken.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) }))
      .body;
    for (const name of charted) expect(scrape, name).toContain(`# TYPE ${name} `);
  });

  it('refuses a token shorter than 24 characters at the start', async () => {
    await expect(createTestContext('pglite', { METRICS_TOKEN: 'too-short' })).rejects.toThrow(
      /METRICS_TOKEN/,
    );
  });
});

describe.skipIf(!postgres?.available)('what the metrics count, on the PostgreSQL server', () => {
  let ctx: TestContext;
  let seller: RegisteredUser;
  let buyer: RegisteredUser;
  let url = '';
  const scrape = async () =>
    (await ctx.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) })).body;

  beforeAll(async () => {
    ctx = await ordersTestContext('postgres', { METRICS_TOKEN: TOKEN, METRICS_LEDGER_REFRESH_MS: '0' });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    [seller, buyer] = await Promise.all([
      registerUser(ctx.app, 'metrics-seller'),
      registerUser(ctx.app, 'metrics-buyer'),
    ]);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('times requests by route pattern and status, and statements on the server', async () => {
    const offerId = await createTestOffer(ctx.database.db, seller.userId);
    await ctx.app.inject({ method: 'GET', url: `/api/v1/offers/${offerId}` });
    await ctx.app.inject({ method: 'GET', url: `/api/v1/offers/${crypto.randomUUID()}` });
    const text = await scrape();
    const route = '/api/v1/offers/:offerId';
    expect(
      sample(text, 'lootmarket_http_request_duration_seconds_count', { route, status_code: '200' }),
    ).toBe(1);
    expect(
      sample(text, 'lootmarket_http_request_duration_seconds_count', { route, status_code: '404' }),
    ).toBe(1);
    // Never a series per id.
    expect(text).not.toContain(offerId);
    expect(sample(text, 'lootmarket_db_query_duration_seconds_count', { outcome: 'ok' })).toBeGreaterThan(0);
    expect(sample(text, 'lootmarket_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
  });

  it('counts live sessions, the fan-out latency of a push, the ledger and the job queue', async () => {
    const socket = new ObservedClient(url, { token: seller.token }).start();
    try {
      await vi.waitFor(() => expect(socket.client.connected).toBe(true), { timeout: 10_000 });
      socket.subscribe(`/socket/${seller.userId}/notifications`);
      await vi.waitFor(() => expect(socket.messages).toHaveLength(1), { timeout: 10_000 });
      expect(sample(await scrape(), 'lootmarket_socket_sessions')).toBe(1);

      // A real purchase: the seller is told live, and the ledger holds its escrow.
      const offerId = await createTestOffer(ctx.database.db, seller.userId, { priceMinor: 700n });
      await fundWallet(ctx.database.db, buyer.userId, 10_000n);
      const bought = await checkout(ctx.app, buyer.token, { offerId, quantity: 1, paymentMethod: 'wallet' });
      expect(bought.statusCode).toBe(201);
      await vi.waitFor(() => expect(socket.messages).toHaveLength(2), { timeout: 10_000 });
      const text = await scrape();
      expect(sample(text, 'lootmarket_socket_fanout_latency_seconds_count')).toBe(1);
      // The deposit, then the escrow's two pending legs.
      expect(sample(text, 'lootmarket_ledger_transfers', { kind: 'single', currency: 'USD' })).toBe(1);
      expect(sample(text, 'lootmarket_ledger_amount_minor', { kind: 'single', currency: 'USD' })).toBe(
        10_000,
      );
      expect(sample(text, 'lootmarket_ledger_transfers', { kind: 'pending', currency: 'USD' })).toBe(2);
      // The order's automatic release is scheduled, not due.
      expect(
        sample(text, 'lootmarket_jobs_pending', { kind: 'order.auto_release', state: 'scheduled' }),
      ).toBe(1);
      expect(sample(text, 'lootmarket_jobs_pending', { kind: 'order.auto_release', state: 'due' })).toBe(0);
    } finally {
      await socket.stop();
    }
  });

  it('shows a due job waiting, then what running it did', async () => {
    const subject = crypto.randomUUID();
    await scheduleJob(ctx.database.db, 'payment.expire', subject, new Date(Date.now() - 60_000));
    const before = await scrape();
    expect(sample(before, 'lootmarket_jobs_pending', { kind: 'payment.expire', state: 'due' })).toBe(1);
    expect(sample(before, 'lootmarket_jobs_lag_seconds', { kind: 'payment.expire' })).toBeGreaterThanOrEqual(
      59,
    );
    await ctx.app.jobs.runJob('payment.expire', subject);
    const after = await scrape();
    expect(
      sample(after, 'lootmarket_jobs_pending', { kind: 'payment.expire', state: 'due' }),
    ).toBeUndefined();
    expect(sample(after, 'lootmarket_jobs_run_total', { kind: 'payment.expire' })).toBe(1);
  });
});
