// Builds the web or admin app without touching the build a running server is serving.
//
//   node scripts/build-app.mjs web|admin [--dir <app folder>]
//
// (--dir: another folder with a package.json whose `build:into` script builds into
// $LOOTMARKET_BUILD_DIR/dist: apps/api/test/rebuild.test.ts builds a small app of its own this way.)
//
// Each build goes to a folder of its own, apps/<app>/.builds/<id>/ (dist/, and for the web its
// prerender bundle dist-ssr/), and is then swapped in by replacing the symlinks apps/<app>/dist (and
// dist-ssr) in one rename each: a reader of apps/<app>/dist sees the old build or the new one, never
// a half-written or missing folder. A running server reads the build it started with (it resolves
// the symlink once, apps/api/src/config), so it serves it unchanged until it restarts.
//
// The new build also carries the previous build's own hashed assets (assets/*): a tab opened on the
// previous build still loads its lazy chunks from a server restarted on the new one. Only one
// generation is carried (each build lists its own assets in .own-assets.json), and the three newest
// builds are kept on disk, so a server started on one of them keeps its files.
import { spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { repoRoot } from './pnpm.mjs';

const KEEP_BUILDS = 3;
const OWN_ASSETS = '.own-assets.json';

const [app, dirFlag, dirValue] = process.argv.slice(2);
if ((app !== 'web' && app !== 'admin') || (dirFlag !== undefined && (dirFlag !== '--dir' || !dirValue))) {
  console.error('usage: node scripts/build-app.mjs web|admin [--dir <app folder>]');
  process.exit(2);
}

const appDir = dirValue ? resolve(dirValue) : join(repoRoot, 'apps', app);
const buildsDir = join(appDir, '.builds');
// Sortable and unique enough for builds on one machine: the time, then the process.
const id = `${new Date().toISOString().replace(/[-:.]/g, '')}-${process.pid}`;
const out = join(buildsDir, id);
/** The outputs of a build: the served folder, and for the web the bundle the API renders pages with. */
const outputs = app === 'web' ? ['dist', 'dist-ssr'] : ['dist'];

mkdirSync(out, { recursive: true });
const code = await build();
if (code !== 0) {
  rmSync(out, { recursive: true, force: true });
  process.exit(code);
}
carryPreviousAssets();
for (const output of outputs) swapIn(output);
prune();

/** The app's own build (vite, and the web's SSR bundle and prerendered pages) into `out`. */
function build() {
  const env = { ...process.env, LOOTMARKET_BUILD_DIR: out };
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['run', 'build:into'], { cwd: appDir, env, stdio: 'inherit' });
    child.on('exit', (exitCode, signal) => resolve(signal ? 1 : (exitCode ?? 1)));
    child.on('error', () => resolve(1));
  });
}

/** The hashed files under assets/ that this build wrote itself, recorded before carrying others in. */
function ownAssets(dist) {
  const file = join(dist, OWN_ASSETS);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const assets = join(dist, 'assets');
  return existsSync(assets) ? readdirSync(assets) : [];
}

function carryPreviousAssets() {
  const dist = join(out, 'dist');
  const own = ownAssets(dist);
  writeFileSync(join(dist, OWN_ASSETS), `${JSON.stringify(own)}\n`);
  const current = join(appDir, 'dist');
  if (!existsSync(join(current, 'index.html'))) return;
  const previous = realpathSync(current);
  let carried = 0;
  for (const name of ownAssets(previous)) {
    const target = join(dist, 'assets', name);
    const source = join(previous, 'assets', name);
    if (existsSync(target) || !existsSync(source)) continue;
    mkdirSync(join(dist, 'assets'), { recursive: true });
    copyFileSync(source, target);
    carried += 1;
  }
  if (carried > 0) console.log(`${app}: kept ${carried} assets of the previous build for open tabs`);
}

/** apps/<app>/<output> → .builds/<id>/<output>, replaced in one rename. */
function swapIn(output) {
  const link = join(appDir, output);
  const stat = lstatSync(link, { throwIfNoEntry: false });
  // A folder from before builds were swapped in: moved aside as a build of its own (once).
  if (stat && !stat.isSymbolicLink()) {
    const legacy = join(buildsDir, `00000000-legacy-${id}`);
    mkdirSync(legacy, { recursive: true });
    renameSync(link, join(legacy, output));
  }
  const next = `${link}.next-${process.pid}`;
  rmSync(next, { force: true });
  symlinkSync(relative(appDir, join(out, output)), next);
  renameSync(next, link);
}

/** Keeps the newest builds (and whichever one the symlinks name), removes the rest. */
function prune() {
  const inUse = new Set(
    outputs
      .map((output) => join(appDir, output))
      .filter((link) => existsSync(link))
      .map((link) => basename(join(realpathSync(link), '..'))),
  );
  const builds = readdirSync(buildsDir).sort().reverse();
  for (const [index, name] of builds.entries()) {
    if (index >= KEEP_BUILDS && !inUse.has(name))
      rmSync(join(buildsDir, name), { recursive: true, force: true });
  }
}
