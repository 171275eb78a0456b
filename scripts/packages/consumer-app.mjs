// An app outside the workspace, as an app developer would make one: it installs every packed
// @lootmarket tarball with npm next to its own copies of the peers (React, react-intl, TanStack
// Query, React Router) and TypeScript. The type and server-render checks share one install.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../pnpm.mjs';

/** Runs a command; `ok` and the combined output. */
export function sh(cmd, args, cwd) {
  const result = spawnSync(cmd, args, { cwd, encoding: 'utf8' });
  return { ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}`.trim() };
}

/** The version the workspace has installed: the app gets the same peers the packages are tested with. */
export function workspaceVersion(name) {
  for (const dir of ['', 'packages/marketplace-features', 'packages/i18n']) {
    try {
      return JSON.parse(readFileSync(join(repoRoot, dir, 'node_modules', name, 'package.json'), 'utf8'))
        .version;
    } catch {}
  }
  throw new Error(`${name} is not installed in the workspace`);
}

/** The lowest version every package's peer range for `name` accepts (ranges are `^x.y.z || ^a.b.c`). */
export function peerFloor(name) {
  const floors = [];
  for (const dir of readdirSync(join(repoRoot, 'packages'))) {
    const manifest = JSON.parse(readFileSync(join(repoRoot, 'packages', dir, 'package.json'), 'utf8'));
    const range = manifest.peerDependencies?.[name];
    if (range) floors.push(range.split('||').at(-1).trim().replace(/^\^/, ''));
  }
  if (floors.length === 0) return workspaceVersion(name);
  const parse = (version) => version.split('.').map(Number);
  const compare = (a, b) => parse(a).reduce((order, part, i) => order || part - (parse(b)[i] ?? 0), 0);
  return floors.sort(compare).at(-1);
}

const apps = new Map();

/**
 * The consumer app for these tarballs (installed once per run), or `{ error }` when npm failed.
 * `overrides` replaces versions (`{ dependencies: { react: '18.3.1' } }`). `dir` is removed by
 * `removeConsumerApps()`.
 */
export function consumerApp(tarballs, overrides = {}) {
  const key = JSON.stringify([[...tarballs.values()], overrides]);
  const existing = apps.get(key);
  if (existing) return existing;
  const dir = mkdtempSync(join(tmpdir(), 'lootmarket-consumer-'));
  const dependencies = {};
  for (const [name, tarball] of tarballs) dependencies[name] = `file:${tarball}`;
  // The peers at the lowest version the packages accept: the floor of each range is tested, and a
  // package that bundled its own copy (a dependency at the workspace's newer version) would show up
  // as a second copy in npm's tree.
  for (const name of ['react', 'react-dom', 'react-intl', '@tanstack/react-query', 'react-router']) {
    dependencies[name] = peerFloor(name);
  }
  const devDependencies = {};
  for (const name of ['typescript', '@types/react', '@types/react-dom'])
    devDependencies[name] = workspaceVersion(name);
  Object.assign(dependencies, overrides.dependencies);
  Object.assign(devDependencies, overrides.devDependencies);
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify({ name: 'lootmarket-consumer', private: true, type: 'module', dependencies, devDependencies }, null, 2)}\n`,
  );
  const install = sh('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], dir);
  const app = install.ok ? { dir } : { dir, error: `npm install failed\n${install.output}` };
  apps.set(key, app);
  return app;
}

export function removeConsumerApps() {
  for (const { dir } of apps.values()) rmSync(dir, { recursive: true, force: true });
  apps.clear();
}
