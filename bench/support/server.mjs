// The Lootmarket server the way `npm start` runs it (built apps served by apps/api), on a fresh
// embedded database in a temporary folder and a free port, for benchmarks that load real pages.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server and waits until /readyz answers; `stop()` ends it and removes its data. It serves
 * a copy of apps/web/dist (`webDist`, and its prerender bundle), so a rebuild in the working tree during the run (another
 * engineer's, say) cannot swap the chunks under a page that is loading.
 */
export async function startLootmarket() {
  if (!existsSync(join(root, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is missing: run `pnpm build:apps` first');
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'lootmarket-bench-'));
  const webDist = join(dataDir, 'web-dist');
  cpSync(join(root, 'apps/web/dist'), webDist, { recursive: true, dereference: true });
  // The prerender bundle that renders market and offer pages on demand sits beside the dist.
  if (existsSync(join(root, 'apps/web/dist-ssr'))) {
    cpSync(join(root, 'apps/web/dist-ssr'), `${webDist}-ssr`, { recursive: true, dereference: true });
  }
  mkdirSync(join(dataDir, 'data'));
  const server = spawn(join(root, 'node_modules/.bin/tsx'), ['apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: join(dataDir, 'data'),
      WEB_DIST_DIR: webDist,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const base = `http://localhost:${port}`;
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 240; attempt++) {
    if (server.exitCode !== null) break;
    try {
      if ((await fetch(`${base}/readyz`)).ok) return { base, stop, webDist };
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error(`the server did not become ready on ${base}`);
}
