import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { chromiumBrowser } from './tooling/vitest-browser';

const root = path.dirname(fileURLToPath(import.meta.url));

/*
 * Story tests: every story is rendered in Debian Chromium, its play function runs, then axe checks
 * it (`a11y.test = 'error'` in preview fails on any violation). The same stories run once per theme:
 * a colour pair can pass in light and fail in dark, and the toolbar global is exactly what a
 * designer switches, so pinning it per project tests what they see.
 *
 * A reviewer also switches the language and "side by side": the stories tagged `every-toolbar`
 * (a representative set of kit and feature stories whose play functions query by names from the
 * catalogs and through the scoped `canvas`, see .storybook/preview.tsx) run a third time in German
 * and a fourth side by side. Only that set, so CI stays near its time for the two themes.
 */
function storybookProject(name: string, initialGlobals: Record<string, string>, tag?: string) {
  return {
    extends: true as const,
    plugins: [
      storybookTest({
        configDir: path.join(root, '.storybook'),
        initialGlobals,
        ...(tag ? { tags: { include: [tag] } } : {}),
      }),
    ],
    test: {
      name,
      browser: chromiumBrowser(),
      // Story files without a story of the tag are not even loaded by the tagged projects.
      ...(tag ? { exclude: storyFilesWithout(tag) } : {}),
    },
  };
}

function storyFilesWithout(tag: string): string[] {
  return readdirSync(path.join(root, 'packages'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.stories.tsx') && !file.includes('node_modules'))
    .map((file) => path.join('packages', file))
    .filter((file) => !readFileSync(path.join(root, file), 'utf8').includes(`'${tag}'`));
}

export default defineConfig({
  test: {
    projects: [
      storybookProject('storybook', { theme: 'light' }),
      storybookProject('storybook-dark', { theme: 'dark' }),
      storybookProject('storybook-de', { theme: 'light', locale: 'de' }, 'every-toolbar'),
      storybookProject('storybook-side-by-side', { theme: 'side-by-side' }, 'every-toolbar'),
    ],
  },
});
