// The README's two commands, for a machine with only Node.js and npm:
//   npm start  — installs the workspace, builds the web and admin apps when their sources changed,
//                and starts the marketplace (embedded PostgreSQL with demo data unless DATABASE_URL is set);
//   npm test   — installs the workspace and runs every test (scripts/test-all.mjs).
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pnpm, repoRoot, run } from './pnpm.mjs';

/**
 * Folders that builds and tests write (the .gitignore's): never sources. The web build's SSR bundle
 * (dist-ssr/) is written after dist/index.html, so counting it made every start rebuild both apps.
 */
const GENERATED = new Set([
  'node_modules',
  'dist',
  'dist-ssr',
  '.builds',
  '.turbo',
  '.vite',
  'storybook-static',
  'coverage',
  'test-results',
  '__screenshots__',
  '.vitest-attachments',
]);

const mode = process.argv[2];
if (mode !== 'start' && mode !== 'test') {
  console.error('usage: node scripts/quickstart.mjs start|test');
  process.exit(2);
}

// A warm install with an unchanged lockfile takes about two seconds, so it always runs:
// a fresh clone, a pulled lockfile and an interrupted install all end in the same state.
const installed = await pnpm(['install', '--frozen-lockfile', '--prefer-offline', '--reporter=append-only']);
if (installed !== 0) process.exit(installed);

if (mode === 'test') process.exit(await run(process.execPath, ['scripts/test-all.mjs']));

if (appsNeedBuild()) {
  const built = await pnpm(['build:apps']);
  if (built !== 0) process.exit(built);
}
process.exit(await pnpm(['--filter', '@lootmarket/api', 'start']));

/** True when a built app is missing or older than any source the apps are built from. */
function appsNeedBuild() {
  const outputs = ['apps/web/dist/index.html', 'apps/admin/dist/index.html'].map((f) => join(repoRoot, f));
  let oldestOutput = Number.POSITIVE_INFINITY;
  for (const output of outputs) {
    try {
      oldestOutput = Math.min(oldestOutput, statSync(output).mtimeMs);
    } catch {
      return true;
    }
  }
  const sources = ['apps/web', 'apps/admin', 'packages', 'tooling', 'pnpm-lock.yaml'].map((d) =>
    join(repoRoot, d),
  );
  return sources.some((source) => newestMtime(source) > oldestOutput);
}

function newestMtime(path) {
  const stats = statSync(path, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (GENERATED.has(entry.name)) continue;
    if (entry.name.endsWith('.test.ts') || entry.name.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}
