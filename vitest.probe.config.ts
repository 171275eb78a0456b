import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { chromiumBrowser } from './tooling/vitest-browser';

const root = path.dirname(fileURLToPath(import.meta.url));
function project(name: string, initialGlobals: Record<string, string>) {
  return {
    extends: true as const,
    plugins: [storybookTest({ configDir: path.join(root, '.storybook'), initialGlobals })],
    test: { name, browser: chromiumBrowser() },
  };
}
export default defineConfig({
  test: { projects: [project('probe-sbs', { theme: 'side-by-side' })] },
});
