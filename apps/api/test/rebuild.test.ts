import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from './support/app';
import { createTestDatabase, type TestDatabase } from './support/databases';
import { REPO_DIR, runCommand } from './support/processes';

/**
 * A small app of our own, built by scripts/build-app.mjs as it builds apps/admin: its `build:into`
 * writes index.html and one hashed asset named after $VERSION into $LOOTMARKET_BUILD_DIR/dist, and
 * takes a moment about it, as a real build does.
 */
function smallApp(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'lootmarket-rebuild-'));
  writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'small-app', private: true, scripts: { 'build:into': 'node make.mjs' } }),
  );
  writeFileSync(
    path.join(dir, 'make.mjs'),
    `import { mkdirSync, writeFileSync } from 'node:fs';
    import { join } from 'node:path';
    const dist = join(process.env.LOOTMARKET_BUILD_DIR, 'dist');
    const version = process.env.VERSION;
    if (!version) throw new Error('no VERSION: the build fails');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'assets', 'chunk-' + version + '.js'), 'console.info(' + JSON.stringify(version) + ')');
    await new Promise((resolve) => setTimeout(resolve, 300));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>' + version + '</title>');`,
  );
  return dir;
}

const build = async (dir: string, version: string) => {
  const result = await runCommand(process.execPath, ['scripts/build-app.mjs', 'admin', '--dir', dir], {
    cwd: REPO_DIR,
    env: { VERSION: version },
  });
  expect(result.code, result.stderr).toBe(0);
  return result;
};

const titleOf = (body: string) => /<title>([^<]*)<\/title>/.exec(body)?.[1];

describe('rebuilding the apps while a server runs', () => {
  let testDb: TestDatabase;
  const apps: FastifyInstance[] = [];
  let dir = '';

  const serve = async () => {
    const app = await buildApp({
      config: testConfig({ ADMIN_DIST_DIR: path.join(dir, 'dist') }),
      database: testDb.database,
      logger: false,
    });
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    testDb = await createTestDatabase('pglite');
    dir = smallApp();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await testDb?.drop();
  });

  it('moves a folder built in place aside once, then swaps each build in by its symlink', async () => {
    // A build from before builds were swapped in: a plain folder.
    mkdirSync(path.join(dir, 'dist', 'assets'), { recursive: true });
    writeFileSync(path.join(dir, 'dist', 'index.html'), '<!doctype html><title>legacy</title>');
    writeFileSync(path.join(dir, 'dist', 'assets', 'chunk-legacy.js'), 'console.info("legacy")');
    await build(dir, 'one');
    expect(lstatSync(path.join(dir, 'dist')).isSymbolicLink()).toBe(true);
    expect(readlinkSync(path.join(dir, 'dist'))).toMatch(/^\.builds\/\d{8}T\d+Z-\d+\/dist$/);
    const first = await serve();
    expect(titleOf((await first.inject({ method: 'GET', url: '/admin/' })).body)).toBe('one');
    // The previous build's assets came along for tabs opened on it.
    expect((await first.inject({ method: 'GET', url: '/admin/assets/chunk-legacy.js' })).statusCode).toBe(
      200,
    );
  });

  it('keeps serving the build a server started with, without a single failed request, while the next is made', async () => {
    const running = apps[0];
    if (!running) throw new Error('no server from the first test');
    let building = true;
    const answers: Array<{ status: number; title: string | undefined }> = [];
    const poll = (async () => {
      while (building) {
        const response = await running.inject({ method: 'GET', url: '/admin/' });
        answers.push({ status: response.statusCode, title: titleOf(response.body) });
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    await build(dir, 'two');
    building = false;
    await poll;
    expect(answers.length).toBeGreaterThan(5);
    expect(answers.filter((answer) => answer.status !== 200 || answer.title !== 'one')).toEqual([]);
    expect((await running.inject({ method: 'GET', url: '/admin/assets/chunk-one.js' })).statusCode).toBe(200);

    // A server started now serves the new build, and the previous build's chunk for an open tab.
    const restarted = await serve();
    expect(titleOf((await restarted.inject({ method: 'GET', url: '/admin/' })).body)).toBe('two');
    expect((await restarted.inject({ method: 'GET', url: '/admin/assets/chunk-one.js' })).statusCode).toBe(
      200,
    );
    // One generation only: the build before the previous one is not carried again.
    expect((await restarted.inject({ method: 'GET', url: '/admin/assets/chunk-legacy.js' })).statusCode).toBe(
      404,
    );
  });

  it('keeps the three newest builds on disk and removes older ones; a failed build changes nothing', async () => {
    await build(dir, 'three');
    await build(dir, 'four');
    const builds = readdirSync(path.join(dir, '.builds'));
    expect(builds).toHaveLength(3);
    expect(builds.some((name) => name.includes('legacy'))).toBe(false);
    const current = readlinkSync(path.join(dir, 'dist'));
    const failed = await runCommand(process.execPath, ['scripts/build-app.mjs', 'admin', '--dir', dir], {
      cwd: REPO_DIR,
      env: {},
    });
    expect(failed.code).not.toBe(0);
    expect(readlinkSync(path.join(dir, 'dist'))).toBe(current);
    expect(readdirSync(path.join(dir, '.builds'))).toHaveLength(3);
    expect(existsSync(path.join(dir, 'dist', 'index.html'))).toBe(true);
  });
});
