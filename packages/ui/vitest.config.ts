import { defineProject } from 'vitest/config';
import { lootmarketVitePlugins } from '../../tooling/vite-plugins';
import { browserExpect, chromiumBrowser } from '../../tooling/vitest-browser';

// Component tests run in Debian Chromium: focus, keyboard and axe need a real browser.
export default defineProject({
  plugins: lootmarketVitePlugins(),
  test: {
    name: 'ui',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    browser: chromiumBrowser(),
    expect: browserExpect,
  },
});
