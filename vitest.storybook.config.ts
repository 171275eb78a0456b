import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { chromiumBrowser } from './tooling/vitest-browser';

const root = path.dirname(fileURLToPath(import.meta.url));

/*
 * Story tests: every story is rendered in Debian Chromium, its play function runs, then axe checks
 * it (`a11y.test = 'error'` in preview fails on any violation). The same stories run twice, once per
 * theme: a colour pair can pass in light and fail in dark, and the toolbar global is exactly what a
 * designer switches, so pinning it per project tests what they see.
 */
function storybookProject(name: string, theme: 'light' | 'dark') {
  return {
    extends: true as const,
    plugins: [storybookTest({ configDir: path.join(root, '.storybook'), initialGlobals: { theme } })],
    test: {
      name,
      browser: chromiumBrowser(),
    },
  };
}

export default defineConfig({
  test: {
    projects: [storybookProject('storybook', 'light'), storybookProject('storybook-dark', 'dark')],
  },
});
