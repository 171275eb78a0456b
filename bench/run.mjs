// `pnpm bench`: runs every bench/*.bench.mjs (or one named on the command line) and prints one table.
// A benchmark measures its subject AND its baseline in the same run and reports the ratio, so results
// compare across machines; a row over its budget makes the run exit 1.
//
// A benchmark module default-exports `async () => Row[]`, where
//   Row = { bench: string, metric: string, value: number, unit: string,
//           baseline?: { label: string, value: number }, budget?: string, ok?: boolean }
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.mjs'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

if (files.length === 0) {
  console.log('No benchmarks in bench/ yet (bench/*.bench.mjs).');
  process.exit(0);
}

const rows = [];
for (const file of files) {
  console.log(`running ${file} ...`);
  const { default: bench } = await import(pathToFileURL(join(here, file)).href);
  rows.push(...(await bench()));
}

const format = (n) => (Number.isInteger(n) ? String(n) : n.toFixed(2));
const table = rows.map((r) => ({
  bench: r.bench,
  metric: r.metric,
  value: `${format(r.value)} ${r.unit}`,
  baseline: r.baseline ? `${format(r.baseline.value)} ${r.unit} (${r.baseline.label})` : '',
  ratio: r.baseline ? format(r.value / r.baseline.value) : '',
  budget: r.budget ?? '',
  result: r.ok === undefined ? '' : r.ok ? 'ok' : 'OVER BUDGET',
}));
console.table(table);
const over = rows.filter((r) => r.ok === false).length;
if (over > 0) {
  console.error(`${over} benchmark row(s) over budget`);
  process.exit(1);
}
