// What a first visit to the home page downloads, measured in Debian Chromium against the real server:
// - the locale catalogs fetched before the first render: exactly one (the reader's), not all seven
//   (issue: @lootmarket/i18n), with a first visit carrying the cookie lang=ja;
// - the gzipped JavaScript of the home route at most 150 kB (issue: apps/web shell).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../tooling/chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const manifestPath = join(root, 'apps/web/dist/.vite/manifest.json');

async function startServer() {
  const port = 8300 + Math.floor(Math.random() * 500);
  const dataDir = mkdtempSync(join(tmpdir(), 'lootmarket-bench-'));
  const server = spawn(join(root, 'node_modules/.bin/tsx'), ['apps/api/src/server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const base = `http://localhost:${port}`;
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    base,
    stop: () => {
      server.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export default async function webInitialJs() {
  if (!existsSync(manifestPath)) throw new Error('apps/web/dist is missing: run `pnpm build:apps` first');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const catalogFiles = new Map(
    Object.entries(manifest)
      .filter(([source]) => /i18n\/src\/catalogs\/[^/]+\.json$/.test(source))
      .map(([source, chunk]) => [chunk.file, source.match(/([^/]+)\.json$/)[1]]),
  );
  const allCatalogsGzip = [...catalogFiles.keys()].reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(root, 'apps/web/dist', file))).length,
    0,
  );

  const server = await startServer();
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const context = await browser.newContext();
    await context.addCookies([{ name: 'lang', value: 'ja', url: server.base }]);
    const page = await context.newPage();
    const scripts = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    await page.goto(`${server.base}/`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    let jsGzip = 0;
    const catalogsLoaded = [];
    for (const response of scripts) {
      const path = new URL(response.url()).pathname.replace(/^\//, '');
      jsGzip += gzipSync(await response.body()).length;
      if (catalogFiles.has(path)) catalogsLoaded.push(catalogFiles.get(path));
    }
    const catalogGzip = catalogsLoaded.length ? allCatalogsGzip / catalogFiles.size : 0;
    return [
      {
        bench: 'web first visit (lang=ja)',
        metric: `catalogs loaded (${catalogsLoaded.join(', ') || 'none'})`,
        value: catalogsLoaded.length,
        unit: 'catalogs',
        baseline: { label: 'catalogs built', value: catalogFiles.size },
        budget: 'exactly 1, the reader’s',
        ok: catalogsLoaded.length === 1 && catalogsLoaded[0] === 'ja',
      },
      {
        bench: 'web first visit (lang=ja)',
        metric: 'home route JS (gzip)',
        value: jsGzip / 1024,
        unit: 'kB',
        baseline: { label: 'of which the catalog', value: catalogGzip / 1024 },
        budget: '≤ 150 kB',
        ok: jsGzip / 1024 <= 150,
      },
    ];
  } finally {
    await browser.close();
    server.stop();
  }
}
