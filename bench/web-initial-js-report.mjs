// `pnpm bench:web-js-report`: what the home route's JavaScript is made of, the way
// bench/web-initial-js.bench.mjs loads it (first visit, lang=ja, idle callbacks held until rendered).
// Prints every script fetched until rendered and after the idle release with its gzipped size, and the
// heaviest source modules of each (from the build's source maps: a module's share of a file's bytes,
// scaled by that file's gzip ratio — an estimate, gzip does not split exactly along modules).
// Needs a build: `pnpm --filter @lootmarket/web build` first. `--modules=N` shows N modules per file.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../tooling/chromium.mjs';
import { firstVisitScripts } from './support/first-visit.mjs';
import { startLootmarket } from './support/server.mjs';

const modulesArg = process.argv.find((a) => a.startsWith('--modules='));
const modulesPerFile = modulesArg ? Number(modulesArg.split('=')[1]) : 8;

function shortSource(source) {
  const pnpm = source.match(/node_modules\/\.pnpm\/[^/]+\/node_modules\/(.*)$/);
  if (pnpm) return pnpm[1];
  return source.replace(/^(\.\.\/)+/, '');
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes a source map's `mappings` into [line][segment] = [column, sourceIndex] (sourceIndex -1: none). */
function decodeMappings(mappings) {
  const lines = [];
  let source = 0;
  for (const lineText of mappings.split(';')) {
    const segments = [];
    let column = 0;
    for (const segmentText of lineText.split(',')) {
      if (!segmentText) continue;
      const values = [];
      let value = 0;
      let shift = 0;
      for (const char of segmentText) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0];
      if (values.length > 1) source += values[1];
      segments.push([column, values.length > 1 ? source : -1]);
    }
    lines.push(segments);
  }
  return lines;
}

/** Raw bytes of a generated file per original source, from its source map. */
function bytesBySource(code, mapText) {
  const map = JSON.parse(mapText);
  const codeLines = code.split('\n');
  const bySource = new Map();
  const decoded = decodeMappings(map.mappings);
  for (let l = 0; l < codeLines.length; l++) {
    const segments = decoded[l] ?? [];
    const length = codeLines[l].length + 1;
    let covered = 0;
    for (let i = 0; i < segments.length; i++) {
      const [column, sourceIndex] = segments[i];
      const end = i + 1 < segments.length ? segments[i + 1][0] : length;
      const source = sourceIndex >= 0 ? shortSource(map.sources[sourceIndex]) : '(no source)';
      bySource.set(source, (bySource.get(source) ?? 0) + (end - column));
      covered += end - column;
    }
    if (length - covered > 0)
      bySource.set('(no source)', (bySource.get('(no source)') ?? 0) + length - covered);
  }
  return bySource;
}

async function describe(responses, webDist) {
  const files = [];
  for (const response of responses) {
    const path = new URL(response.url()).pathname.replace(/^\//, '');
    const body = await response.body();
    const gzip = gzipSync(body).length;
    const mapPath = join(webDist, `${path}.map`);
    let modules = [];
    if (existsSync(mapPath)) {
      const bySource = bytesBySource(body.toString('utf8'), readFileSync(mapPath, 'utf8'));
      modules = [...bySource.entries()]
        .map(([source, raw]) => ({ source, gzip: (raw / body.length) * gzip }))
        .sort((a, b) => b.gzip - a.gzip);
    }
    files.push({ path, gzip, raw: body.length, modules });
  }
  return files.sort((a, b) => b.gzip - a.gzip);
}

function print(title, files) {
  const total = files.reduce((sum, f) => sum + f.gzip, 0);
  console.log(`\n${title}: ${files.length} files, ${(total / 1024).toFixed(2)} kB gzip`);
  for (const f of files) {
    console.log(
      `  ${(f.gzip / 1024).toFixed(2).padStart(7)} kB  ${f.path}  (${(f.raw / 1024).toFixed(1)} kB raw)`,
    );
    for (const m of f.modules.slice(0, modulesPerFile)) {
      console.log(`  ${''.padStart(10)}  ~${(m.gzip / 1024).toFixed(2).padStart(6)} kB  ${m.source}`);
    }
  }
  // Totals per package across all files, the quickest way to see what grew.
  const byPackage = new Map();
  for (const f of files)
    for (const m of f.modules) {
      const pkg =
        m.source.startsWith('packages/') || m.source.startsWith('apps/')
          ? m.source.split('/').slice(0, 4).join('/')
          : m.source.startsWith('@')
            ? m.source.split('/').slice(0, 2).join('/')
            : m.source.split('/')[0];
      byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + m.gzip);
    }
  console.log(`  by package / folder (~gzip):`);
  for (const [pkg, gzip] of [...byPackage.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    console.log(`    ~${(gzip / 1024).toFixed(2).padStart(6)} kB  ${pkg}`);
  }
}

const server = await startLootmarket();
try {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const { initial, deferred } = await firstVisitScripts(browser, server.base);
    print('home route JS until rendered', await describe(initial, server.webDist));
    print('deferred to idle', await describe(deferred, server.webDist));
  } finally {
    await browser.close();
  }
} finally {
  server.stop();
}
