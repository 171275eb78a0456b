// Every test of the repository, in the order that fails fastest, each step run even when an earlier
// one failed so one run shows every problem. Exits non-zero when any step failed.
import { existsSync } from 'node:fs';
import { chromiumExecutablePath } from '../tooling/chromium.mjs';
import { pnpm } from './pnpm.mjs';

// The full run includes the slow proofs (e.g. a STOMP connection idle for more than 30 s on heart-beats).
process.env.REALTIME_FULL = '1';

const steps = [
  ['lint (Biome)', ['lint']],
  ['typecheck (tsc, every package)', ['typecheck']],
  ['i18n catalogs', ['i18n:check']],
  ['unit and API tests (Vitest; PGlite and PostgreSQL)', ['test:unit']],
  ['package builds (tsup)', ['build:packages']],
  ['package checks (publint, attw, packed consumer)', ['test:packages']],
  ['Storybook build', ['build-storybook']],
  ['story tests in Chromium with axe (light and dark)', ['test:stories']],
  ['built Storybook smoke and visual tests', ['test:storybook-static']],
  ['web and admin builds', ['build:apps']],
  ['end-to-end tests in Chromium', ['test:e2e']],
];

if (!existsSync(chromiumExecutablePath)) {
  console.error(
    `Chromium is missing at ${chromiumExecutablePath}: browser tests need Debian's package ` +
      '(apt-get install -y --no-install-recommends chromium), or set CHROMIUM_PATH.',
  );
  process.exit(1);
}

const results = [];
for (const [name, args] of steps) {
  const started = Date.now();
  console.log(`\n━━ ${name}: pnpm ${args.join(' ')}`);
  const code = await pnpm(args);
  results.push({ name, ok: code === 0, seconds: Math.round((Date.now() - started) / 1000) });
}

console.log('\nStep results');
for (const r of results)
  console.log(`${r.ok ? 'pass' : 'FAIL'}  ${String(r.seconds).padStart(4)} s  ${r.name}`);
const failed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
