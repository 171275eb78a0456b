// Lighthouse in Debian Chromium against the built web app served by the real server (as `npm start`
// runs it, on a fresh database): a few routes, mobile and desktop presets, the four categories.
// Budgets (issue: apps/web shell): performance ≥ 90 mobile and ≥ 95 desktop, accessibility 100,
// best practices ≥ 95, SEO ≥ 95. Each run is a first visit (no cookies, no consent stored).
//
// `LIGHTHOUSE_ROUTES=/,/faq/` narrows the routes; `LIGHTHOUSE_REPORTS=<dir>` keeps the JSON reports.
// The demo data's ids are made at seeding, so `/offers/:first/` stands for the page of the first
// offer of the World of Warcraft gold market (asked of the API once the server is up).
// The baseline column is the median of the other runs' scores for the same category and preset, so a
// route that is worse than the rest of the site stands out.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromiumArgs, chromiumExecutablePath } from '../tooling/chromium.mjs';
import { root, startLootmarket } from './support/server.mjs';

const run = promisify(execFile);
const lighthouseBin = join(root, 'bench/node_modules/.bin/lighthouse');

const routes = (
  process.env.LIGHTHOUSE_ROUTES ?? '/,/faq/,/games/,/games/world-of-warcraft/gold/,/offers/:first/,/login/'
)
  .split(',')
  .filter(Boolean);
const presets = ['mobile', 'desktop'];
const budgets = {
  performance: { mobile: 90, desktop: 95 },
  accessibility: { mobile: 100, desktop: 100 },
  'best-practices': { mobile: 95, desktop: 95 },
  seo: { mobile: 95, desktop: 95 },
};

const FIRST_OFFER = '/offers/:first/';

/** The route with `/offers/:first/` made a real offer's page of the server's demo data. */
async function resolveRoute(base, route) {
  if (route !== FIRST_OFFER) return route;
  const response = await fetch(`${base}/api/v1/games/world-of-warcraft/gold/offers`);
  if (!response.ok) throw new Error(`the gold market answered ${response.status}`);
  const { offers } = await response.json();
  if (!offers?.[0]?.id) throw new Error('the gold market has no offer to open');
  return `/offers/${offers[0].id}/`;
}

async function lighthouse(url, preset, outputPath) {
  const args = [
    url,
    '--output=json',
    `--output-path=${outputPath}`,
    '--quiet',
    `--only-categories=${Object.keys(budgets).join(',')}`,
    `--chrome-flags=--headless=new ${chromiumArgs.join(' ')}`,
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ];
  await run(lighthouseBin, args, {
    env: { ...process.env, CHROME_PATH: chromiumExecutablePath },
    maxBuffer: 64 * 1024 * 1024,
    timeout: 180_000,
  });
  return JSON.parse(readFileSync(outputPath, 'utf8'));
}

/** The audits that cost points in a category, worst first, for the metric column. */
function failing(report, category) {
  return report.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => report.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1)
    .sort((a, b) => a.score - b.score)
    .map((audit) => audit.id);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export default async function lighthouseBench() {
  const server = await startLootmarket();
  const work = mkdtempSync(join(tmpdir(), 'lootmarket-lighthouse-'));
  const keep = process.env.LIGHTHOUSE_REPORTS;
  if (keep) mkdirSync(keep, { recursive: true });
  const results = [];
  const failures = [];
  try {
    // One warm-up load so the first measured run does not pay for the server's cold caches.
    await fetch(`${server.base}/`);
    for (const named of routes) {
      let route;
      try {
        route = await resolveRoute(server.base, named);
      } catch (error) {
        for (const preset of presets) failures.push({ route: named, preset, reason: String(error.message) });
        continue;
      }
      for (const preset of presets) {
        const name = `${route.replace(/\W+/g, '_') || 'home'}-${preset}.json`;
        let report;
        try {
          report = await lighthouse(`${server.base}${route}`, preset, join(work, name));
        } catch (error) {
          // One failed run (Chromium crashed on a busy machine, say) is a failed row, not a lost table.
          failures.push({ route, preset, reason: String(error.message ?? error).split('\n')[0] });
          continue;
        }
        if (keep) writeFileSync(join(keep, name), JSON.stringify(report, null, 2));
        if (report.runtimeError) {
          failures.push({ route, preset, reason: report.runtimeError.message });
          continue;
        }
        for (const category of Object.keys(budgets)) {
          results.push({
            route,
            preset,
            category,
            score: Math.round((report.categories[category].score ?? 0) * 100),
            failing: failing(report, category),
          });
        }
      }
    }
  } finally {
    server.stop();
    rmSync(work, { recursive: true, force: true });
  }
  const failed = failures.map((failure) => ({
    bench: `lighthouse ${failure.preset} ${failure.route}`,
    metric: `run failed: ${failure.reason.slice(0, 120)}`,
    value: 0,
    unit: 'pts',
    budget: 'a completed run',
    ok: false,
  }));
  const scored = results.map((result) => {
    const budget = budgets[result.category][result.preset];
    const others = results.filter(
      (other) => other !== result && other.category === result.category && other.preset === result.preset,
    );
    const lost = result.failing.slice(0, 3).join(', ');
    return {
      bench: `lighthouse ${result.preset} ${result.route}`,
      metric: `${result.category}${lost ? ` (loses on: ${lost})` : ''}`,
      value: result.score,
      unit: 'pts',
      ...(others.length
        ? { baseline: { label: 'median of other routes', value: median(others.map((o) => o.score)) } }
        : {}),
      budget: `≥ ${budget}`,
      ok: result.score >= budget,
    };
  });
  return [...scored, ...failed];
}
