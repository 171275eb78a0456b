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
 * A reviewer also switches the language and "side by side". The stories tagged `every-toolbar` (the
 * play functions query by names made from the catalogs and through the scoped `canvas`, see
 * .storybook/preview.tsx) take their dark run side by side in Japanese: there the light and the dark
 * copy sit on one page, axe checks both, and dialogs and menus open in dark. The few not tagged (the
 * token pages) take their dark run in English. So every story runs twice: once in light English, and
 * once in dark, in Japanese and side by side when it is tagged.
 */
const EVERY_TOOLBAR = 'every-toolbar';

/** Every story file of the packages with its source, read once for all projects. */
const storyFiles = readdirSync(path.join(root, 'packages'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.stories.tsx') && !file.includes('node_modules'))
  .map((file) => path.join('packages', file))
  .map((file) => ({ file, source: readFileSync(path.join(root, file), 'utf8') }));

/** The files none of whose stories carries the tag. */
const filesWithout = (tag: string) =>
  storyFiles.filter(({ source }) => !source.includes(`'${tag}'`)).map(({ file }) => file);

/** The files whose meta carries the tag, so every story of theirs does. */
const filesTaggedWhole = (tag: string) =>
  storyFiles
    .filter(({ source }) =>
      /^const meta = \{[\s\S]*?^\} satisfies Meta/m.exec(source)?.[0].includes(`'${tag}'`),
    )
    .map(({ file }) => file);

function storybookProject(
  name: string,
  initialGlobals: Record<string, string>,
  tags?: { include: string[] } | { exclude: string[] },
) {
  return {
    extends: true as const,
    plugins: [
      storybookTest({
        configDir: path.join(root, '.storybook'),
        initialGlobals,
        ...(tags ? { tags } : {}),
      }),
    ],
    test: {
      name,
      browser: chromiumBrowser(),
      // A file with no story the project runs is not even loaded: loading it costs as much as a story.
      ...(tags
        ? {
            exclude:
              'include' in tags ? tags.include.flatMap(filesWithout) : tags.exclude.flatMap(filesTaggedWhole),
          }
        : {}),
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      storybookProject('storybook', { theme: 'light' }),
      storybookProject('storybook-dark', { theme: 'dark' }, { exclude: [EVERY_TOOLBAR] }),
      storybookProject(
        'storybook-side-by-side-ja',
        { theme: 'side-by-side', locale: 'ja' },
        { include: [EVERY_TOOLBAR] },
      ),
    ],
  },
});
