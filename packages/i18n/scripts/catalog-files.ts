import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { SUPPORTED_LOCALES } from '../src/locales';
import type { Catalogs, UntranslatedAllowList } from './catalog-check';

export const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = resolve(packageRoot, '..', '..');
export const catalogsDir = join(packageRoot, 'src', 'catalogs');
export const allowListPath = join(packageRoot, 'allowed-untranslated.json');

// Every workspace package and app; tests, stories and builds define no shipped messages. Relative
// to the repository root: the CLI's --ignore globs never match paths that start with '..'.
const SOURCES = ['packages/*/src/**/*.{ts,tsx}', 'apps/*/src/**/*.{ts,tsx}'];
const IGNORED = [
  '**/*.test.{ts,tsx}',
  '**/*.stories.{ts,tsx}',
  '**/dist/**',
  '**/*.d.ts',
  '**/node_modules/**',
];

export async function readJson<T>(path: string): Promise<T> {
  return JSON.parse(await readFile(path, 'utf8')) as T;
}

export async function readCatalogs(dir = catalogsDir): Promise<Catalogs> {
  const entries = await Promise.all(
    SUPPORTED_LOCALES.map(
      async (locale) =>
        [locale, await readJson<Record<string, string>>(join(dir, `${locale}.json`))] as const,
    ),
  );
  return Object.fromEntries(entries) as Catalogs;
}

export async function readAllowList(path = allowListPath): Promise<UntranslatedAllowList> {
  return readJson<UntranslatedAllowList>(path);
}

/** Sorted keys, two-space indent, final newline: the form Biome accepts and diffs stay small in. */
export function serializeCatalog(catalog: Record<string, string>): string {
  const sorted = Object.fromEntries(Object.entries(catalog).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return `${JSON.stringify(sorted, null, 2)}\n`;
}

export class ExtractionError extends Error {
  override name = 'ExtractionError';
}

/** Runs @formatjs/cli over the workspace's code and returns id -> English message. */
export async function extractMessages(): Promise<Record<string, string>> {
  const dir = await mkdtemp(join(tmpdir(), 'lootmarket-i18n-'));
  const outFile = join(dir, 'en.json');
  try {
    const args = ['extract', ...SOURCES, ...IGNORED.flatMap((glob) => ['--ignore', glob])];
    args.push('--format', 'simple', '--throws', '--out-file', outFile);
    try {
      await promisify(execFile)(join(packageRoot, 'node_modules', '.bin', 'formatjs'), args, {
        cwd: repoRoot,
      });
    } catch (error) {
      // The CLI's first stderr line names the file, the position and the rule; the rest is its stack.
      const stderr = (error as { stderr?: string }).stderr ?? String(error);
      throw new ExtractionError(stderr.split('\n')[0]?.replace(/^Error: /, '') ?? stderr);
    }
    return await readJson<Record<string, string>>(outFile);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function writeCatalog(path: string, catalog: Record<string, string>): Promise<void> {
  await writeFile(path, serializeCatalog(catalog));
}
