import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { type Browser, chromium } from 'playwright';
import { build } from 'vite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../../../tooling/chromium.mjs';
import { startRealtimeServer, type TestRealtimeServer } from './test-support/realtime-server';

/**
 * @lootmarket/realtime bundled by Vite (with `global` defined as the web app does) and run in
 * Chromium against the real server from another origin: SockJS in a browser, the Worker ticker, the
 * origin allow-list and CORS, and the `ws:notifications` window event.
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
      res.writeHead(200, { 'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream' });
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
  // Heart-beats run on a Worker in browsers, so background tabs keep them on time.
  expect(seen.debug.some((line) => line.includes('runWorker'))).toBe(true);
  expect(errors).toEqual([]);
  await page.close();
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
