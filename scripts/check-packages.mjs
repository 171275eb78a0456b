// What an app developer installs is the packed tarball, not the workspace folder: pack each published
// package with pnpm (which applies publishConfig), then check the tarball with publint and
// @arethetypeswrong/cli, and build a Vite app outside the workspace against the packed UI kit.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { removeConsumerApps } from './packages/consumer-app.mjs';
import { react18 } from './packages/react18.mjs';
import { serverRender } from './packages/server-render.mjs';
import { typesConsumer } from './packages/types-consumer.mjs';
import { repoRoot } from './pnpm.mjs';

const bin = (name) => join(repoRoot, 'node_modules', '.bin', name);
const packagesDir = join(repoRoot, 'packages');
const packDir = mkdtempSync(join(tmpdir(), 'lootmarket-pack-'));
const failures = [];

function sh(cmd, args, cwd = repoRoot) {
  const result = spawnSync(cmd, args, { cwd, encoding: 'utf8' });
  return { ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}`.trim() };
}

const tarballs = new Map();
for (const dir of readdirSync(packagesDir).sort()) {
  const manifest = JSON.parse(readFileSync(join(packagesDir, dir, 'package.json'), 'utf8'));
  if (manifest.private) continue;
  const label = manifest.name;
  const packed = sh('pnpm', ['pack', '--pack-destination', packDir], join(packagesDir, dir));
  if (!packed.ok) {
    failures.push(`${label}: pnpm pack failed\n${packed.output}`);
    continue;
  }
  const tarball = readdirSync(packDir).find(
    (f) => f.startsWith(`${label.replace('@', '').replace('/', '-')}-`) && f.endsWith('.tgz'),
  );
  if (!tarball) {
    failures.push(`${label}: no tarball found after pnpm pack`);
    continue;
  }
  tarballs.set(label, join(packDir, tarball));
  const publint = sh(bin('publint'), ['--strict', join(packDir, tarball)]);
  console.log(`publint ${label}: ${publint.ok ? 'ok' : 'FAILED'}`);
  if (!publint.ok) failures.push(`${label}: publint\n${publint.output}`);
  // Stylesheet subpaths have no types by nature: attw checks the JavaScript entry points.
  const stylesheets = Object.keys(manifest.publishConfig?.exports ?? manifest.exports ?? {}).filter(
    (subpath) => subpath.endsWith('.css'),
  );
  // ESM only, but every resolution mode TypeScript offers must find the types (node10 through typesVersions).
  const attwArgs = [join(packDir, tarball), '--profile', 'strict', '--ignore-rules', 'cjs-resolves-to-esm'];
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
  consumerBuild();
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

/** A Vite app outside the workspace installs the packed @lootmarket/ui, imports Button and styles.css, and builds. */
function consumerBuild() {
  const ui = tarballs.get('@lootmarket/ui');
  if (!ui) {
    failures.push('consumer build: no @lootmarket/ui tarball');
    return;
  }
  const app = mkdtempSync(join(tmpdir(), 'lootmarket-consumer-'));
  const version = (name) =>
    JSON.parse(readFileSync(join(repoRoot, 'node_modules', name, 'package.json'), 'utf8')).version;
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({
      name: 'lootmarket-consumer',
      private: true,
      type: 'module',
      dependencies: {
        '@lootmarket/ui': `file:${ui}`,
        react: version('react'),
        'react-dom': version('react-dom'),
      },
      devDependencies: { vite: version('vite'), '@vitejs/plugin-react': version('@vitejs/plugin-react') },
    }),
  );
  mkdirSync(join(app, 'src'));
  writeFileSync(
    join(app, 'index.html'),
    '<!doctype html><html lang="en"><head><title>consumer</title></head><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>',
  );
  writeFileSync(
    join(app, 'src', 'main.jsx'),
    [
      "import { createRoot } from 'react-dom/client';",
      "import { Button } from '@lootmarket/ui';",
      "import '@lootmarket/ui/styles.css';",
      "createRoot(document.getElementById('root')).render(<Button>Buy now</Button>);",
    ].join('\n'),
  );
  writeFileSync(
    join(app, 'vite.config.js'),
    "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()] };\n",
  );
  const install = sh('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], app);
  const build = install.ok ? sh(join(app, 'node_modules', '.bin', 'vite'), ['build'], app) : install;
  console.log(`consumer Vite build with the packed @lootmarket/ui: ${build.ok ? 'ok' : 'FAILED'}`);
  if (!build.ok) failures.push(`consumer build\n${build.output}`);
  else {
    const assets = readdirSync(join(app, 'dist', 'assets'));
    if (!assets.some((f) => f.endsWith('.css')))
      failures.push('consumer build: styles.css did not reach the bundle');
  }
  rmSync(app, { recursive: true, force: true });
}
