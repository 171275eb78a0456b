// Every test of the repository, in the order that fails fastest, each step run even when an earlier
// one failed so one run shows every problem. Exits non-zero when any step failed.
import { existsSync } from 'node:fs';
import { chromiumExecutablePath } from '../tooling/chromium.mjs';
import { pnpm } from './pnpm.mjs';

// The full run includes the slow proofs (e.g. a STOMP connection idle for more than 30 s on heart-beats).
process.env.REALTIME_FULL = '1';

/** A step: its name and the pnpm arguments that run it. */
const step = (name, args) => ({ name, args });

// The source checks and the builds run side by side: tsc and the i18n check keep one core busy,
// the builds (tsup, Vite) mostly the other, and neither reads what the other writes (lint and tsc
// leave dist/ and storybook-static/ out). The builds' output is printed as each one ends.
const checks = [
  step('lint (Biome, dependency-cruiser, prefixed class names)', ['lint']),
  step('typecheck (tsc, every package)', ['typecheck']),
  step('i18n catalogs', ['i18n:check']),
  step('changesets for changed packages', ['changeset:check']),
];
const builds = [
  step('package builds (tsup)', ['build:packages']),
  step('package checks (publint, attw, packed consumer)', ['test:packages']),
  step('Storybook build', ['build-storybook']),
  step('web and admin builds', ['build:apps']),
];
// Then the tests, one step at a time: each uses both cores on its own. The deployment checks are the
// exception: they run beside the built Storybook's smoke and visual tests (Chromium on static files,
// no server, nothing shared: its own ports 18400-18409, its own database), so the two take about as
// long as the longer of them instead of their sum; their output is printed when they end.
const storybookStatic = step('built Storybook smoke and visual tests', ['test:storybook-static']);
const deployment = step('deployment: nginx and two API nodes, kill -9 and a rolling restart under load', [
  'test:deploy',
]);
const tests = [
  step('unit and API tests (Vitest; PGlite and PostgreSQL)', ['test:unit']),
  step('story tests in Chromium with axe (light in English; dark, side by side, in Japanese)', [
    'test:stories',
  ]),
  storybookStatic,
  deployment,
  step('end-to-end tests in Chromium', ['test:e2e']),
];

if (!existsSync(chromiumExecutablePath)) {
  console.error(
    `Chromium is missing at ${chromiumExecutablePath}: browser tests need Debian's package ` +
      '(apt-get install -y --no-install-recommends chromium), or set CHROMIUM_PATH.',
  );
  process.exit(1);
}

const results = new Map();
/** How much of a failed step's output is printed again at the end. */
const TAIL_CHARS = 12_000;
const failureTails = new Map();
// biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colour codes are control characters
const ansi = /\x1b\[[0-9;]*m/g;

/** Runs one step; `quiet` collects its output and prints it in one piece when the step ends. */
async function runStep({ name, args }, { quiet = false, alongside = 'the checks' } = {}) {
  const started = Date.now();
  const header = `\n━━ ${name}: pnpm ${args.join(' ')}`;
  let code;
  if (quiet) {
    const chunks = [];
    code = await pnpm(args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      onOutput: (chunk) => chunks.push(chunk),
    });
    const seconds = Math.round((Date.now() - started) / 1000);
    const output = Buffer.concat(chunks).toString('utf8');
    process.stdout.write(`${header} (ran alongside ${alongside}, ${seconds} s)\n${output}`);
    if (code !== 0) failureTails.set(name, output);
  } else {
    console.log(header);
    // Printed as it comes, and its end kept: the end of every failed step (Vitest's and Playwright's
    // list of failures) is printed again under the step results, where a reader of a long log looks.
    let tail = '';
    code = await pnpm(args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      onOutput: (chunk) => {
        process.stdout.write(chunk);
        tail = (tail + chunk.toString('utf8')).slice(-TAIL_CHARS * 2);
      },
    });
    if (code !== 0) failureTails.set(name, tail);
  }
  results.set(name, { name, ok: code === 0, seconds: Math.round((Date.now() - started) / 1000) });
}

async function inOrder(list, options) {
  for (const s of list) await runStep(s, options);
}

await Promise.all([inOrder(checks), inOrder(builds, { quiet: true })]);
for (const s of tests) {
  if (s === deployment) continue;
  if (s === storybookStatic)
    await Promise.all([runStep(s), runStep(deployment, { quiet: true, alongside: s.name })]);
  else await runStep(s);
}

console.log('\nStep results');
for (const { name } of [...checks, ...builds, ...tests]) {
  const r = results.get(name);
  console.log(`${r.ok ? 'pass' : 'FAIL'}  ${String(r.seconds).padStart(4)} s  ${r.name}`);
}
for (const [name, tail] of failureTails) {
  console.log(`\n━━ the end of the failed step "${name}"\n${tail.replace(ansi, '').slice(-TAIL_CHARS)}`);
}
const failed = [...results.values()].filter((r) => !r.ok).length;
console.log(`steps: ${results.size - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
