import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { type Browser, chromium } from 'playwright';
import { build } from 'vite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../../../tooling/chromium.mjs';
import { silentLogger } from './logger';
import { startRealtimeServer, type TestRealtimeServer } from './test-support/realtime-server';

/**
 * @lootmarket/realtime bundled by Vite (with `global` defined as the web app does) and run in
 * Chromium against the real server from another origin: SockJS in a browser, heart-beats under a
 * strict Content-Security-Policy, the origin allow-list and CORS, and the `ws:notifications` window
 * event. A page asked with `?csp=…` is served with that policy.
 */
const outDir = mkdtempSync(join(tmpdir(), 'lootmarket-realtime-page-'));
let pageServer: Server;
let pageOrigin: string;
let api: TestRealtimeServer;
let browser: Browser;

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript' };

beforeAll(async () => {
  await build({
    configFile: join(import.meta.dirname, 'test-support/browser/vite.config.ts'),
    build: { outDir },
  });
  pageServer = createServer((req, res) => {
    const path =
      normalize(new URL(req.url ?? '/', 'http://page').pathname).replace(/^\/+/, '') || 'index.html';
    try {
      const body = readFileSync(join(outDir, path));
      const csp = new URL(req.url ?? '/', 'http://page').searchParams.get('csp');
      res.writeHead(200, {
        'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
        ...(csp ? { 'Content-Security-Policy': csp } : {}),
      });
      res.end(body);
    } catch {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => pageServer.listen(0, '127.0.0.1', resolve));
  pageOrigin = `http://127.0.0.1:${(pageServer.address() as AddressInfo).port}`;
  api = await startRealtimeServer({
    allowedOrigins: [pageOrigin],
    onSubscribed: ({ reply }) => reply({ total: 4 }),
  });
  browser = await chromium.launch(chromiumLaunchOptions);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await api?.close();
  await new Promise<void>((resolve) => (pageServer ? pageServer.close(() => resolve()) : resolve()));
  rmSync(outDir, { recursive: true, force: true });
});

interface Probe {
  statuses: string[];
  events: Array<{ count: number; payload: unknown }>;
  debug: string[];
  violations: string[];
}

it('connects from a Vite bundle in Chromium and dispatches ws:notifications', async () => {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${pageOrigin}/?api=${encodeURIComponent(api.url)}&token=token-alice&user=alice`);
  const probe = () => page.evaluate(() => (globalThis as unknown as { probe: Probe }).probe);
  await page.waitForFunction(() => (globalThis as unknown as { probe?: Probe }).probe?.events.length === 1);
  await api.realtime.broker.publish('alice', 'notifications', {
    items: [{ id: 'n1', type: 'order.delivered' }],
  });
  await page.waitForFunction(() => (globalThis as unknown as { probe: Probe }).probe.events.length === 2);
  const seen = await probe();
  expect(seen.events).toEqual([
    { count: 4, payload: { total: 4 } },
    { count: 1, payload: { items: [{ id: 'n1', type: 'order.delivered' }] } },
  ]);
  expect(seen.statuses).toEqual(['connected']);
  expect(errors).toEqual([]);
  await page.close();
});

it("sends heart-beats without a Worker under `worker-src 'self'`, so 'connected' stays true", {
  timeout: 20_000,
}, async () => {
  // The server expects a beat every 400 ms and drops a session silent for 1 s (2.5 × 400 ms).
  const dropped: string[] = [];
  const strict = await startRealtimeServer({
    allowedOrigins: [pageOrigin],
    heartbeat: { outgoingMs: 400, incomingMs: 400, tolerance: 2.5 },
    sweepMs: 100,
    logger: { ...silentLogger, info: (_obj, message) => void (message && dropped.push(message)) },
  });
  try {
    const wsOrigin = strict.url.replace(/^http/, 'ws');
    const csp = `default-src 'self'; connect-src 'self' ${strict.url} ${wsOrigin}; worker-src 'self'`;
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const query = new URLSearchParams({
      api: strict.url,
      token: 'token-alice',
      user: 'alice',
      heartbeat: '400',
      csp,
    });
    await page.goto(`${pageOrigin}/?${query}`);
    const pings = () =>
      page.evaluate(
        () => (globalThis as unknown as { probe: Probe }).probe.debug.filter((l) => l === '>>> PING').length,
      );
    await page.waitForFunction(() =>
      (globalThis as unknown as { probe: Probe }).probe.statuses.includes('connected'),
    );
    const connectedAt = Date.now();
    // Ten beats: four times the silence after which the server would have closed the session.
    await page.waitForFunction(
      () =>
        (globalThis as unknown as { probe: Probe }).probe.debug.filter((l) => l === '>>> PING').length >= 10,
      undefined,
      { timeout: 10_000 },
    );
    expect(Date.now() - connectedAt).toBeGreaterThan(3_000);
    const seen = await page.evaluate(() => (globalThis as unknown as { probe: Probe }).probe);
    expect(seen.debug).toContain('Using runInterval for outgoing pings');
    expect(seen.violations).toEqual([]);
    // The status was honest: the server heard the beats and kept the one session.
    expect(dropped).not.toContain('realtime: peer silent, closed');
    expect(seen.statuses).toEqual(['connected']);
    expect(strict.realtime.broker.sessionsOf('alice')).toBe(1);
    expect(await pings()).toBeGreaterThanOrEqual(10);
    expect(errors).toEqual([]);
    await page.close();
  } finally {
    await strict.close();
  }
});

it('is refused from an origin that is not allowed', async () => {
  const other = await startRealtimeServer({ allowedOrigins: ['https://lootmarket.example'] });
  try {
    const page = await browser.newPage();
    await page.goto(`${pageOrigin}/?api=${encodeURIComponent(other.url)}&token=token-alice&user=alice`);
    await page.waitForFunction(() =>
      (globalThis as unknown as { probe: Probe }).probe.statuses.includes('reconnecting'),
    );
    const seen = await page.evaluate(() => (globalThis as unknown as { probe: Probe }).probe);
    expect(seen.statuses).not.toContain('connected');
    expect(other.realtime.broker.sessionCount).toBe(0);
    await page.close();
  } finally {
    await other.close();
  }
});
