// What an app developer installs is the packed tarball, not the workspace folder: pack each published
// package with pnpm (which applies publishConfig), then check the tarball with publint and
// @arethetypeswrong/cli, dry-run the publish, and try the tarballs in apps outside the workspace
// (scripts/packages/: styles next to Bootstrap and Tailwind, strict types, server render, React 18.3).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { removeConsumerApps, sh as run } from './packages/consumer-app.mjs';
import { packPackages } from './packages/pack.mjs';
import { react18 } from './packages/react18.mjs';
import { serverRender } from './packages/server-render.mjs';
import { stylesConsumer } from './packages/styles-consumer.mjs';
import { typesConsumer } from './packages/types-consumer.mjs';
import { repoRoot } from './pnpm.mjs';

const bin = (name) => join(repoRoot, 'node_modules', '.bin', name);
const packDir = mkdtempSync(join(tmpdir(), 'lootmarket-pack-'));
const failures = [];

const sh = (cmd, args) => run(cmd, args, repoRoot);

const { tarballs, manifests, failures: packFailures } = packPackages(packDir);
failures.push(...packFailures);
for (const [label, tarball] of tarballs) {
  const manifest = manifests.get(label);
  const publint = sh(bin('publint'), ['--strict', tarball]);
  console.log(`publint ${label}: ${publint.ok ? 'ok' : 'FAILED'}`);
  if (!publint.ok) failures.push(`${label}: publint\n${publint.output}`);
  // Stylesheet subpaths have no types by nature: attw checks the JavaScript entry points.
  const stylesheets = Object.keys(manifest.publishConfig?.exports ?? manifest.exports ?? {}).filter(
    (subpath) => subpath.endsWith('.css') || subpath.startsWith('./css/'),
  );
  // ESM only, but every resolution mode TypeScript offers must find the types (node10 through typesVersions).
  const attwArgs = [tarball, '--profile', 'strict', '--ignore-rules', 'cjs-resolves-to-esm'];
  attwArgs.push('--format', 'table-flipped');
  if (stylesheets.length > 0) attwArgs.push('--exclude-entrypoints', ...stylesheets);
  const attw = sh(bin('attw'), attwArgs);
  console.log(`attw ${label}: ${attw.ok ? 'ok' : 'FAILED'}`);
  if (!attw.ok) failures.push(`${label}: attw\n${attw.output}`);
}

const publish = sh('pnpm', ['-r', 'publish', '--dry-run', '--no-git-checks']);
console.log(`pnpm -r publish --dry-run: ${publish.ok ? 'ok' : 'FAILED'}`);
if (!publish.ok) failures.push(`pnpm -r publish --dry-run\n${publish.output}`);

if (!process.argv.includes('--no-consumer')) {
  await stylesConsumer(tarballs, failures);
  typesConsumer(tarballs, failures);
  serverRender(tarballs, failures);
  react18(tarballs, failures);
  removeConsumerApps();
}

rmSync(packDir, { recursive: true, force: true });
if (failures.length > 0) {
  console.error(`\n${failures.length} package check(s) failed:\n\n${failures.join('\n\n')}`);
  process.exit(1);
}
console.log('package checks: all passed');
