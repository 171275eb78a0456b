import { defineProject } from 'vitest/config';
import { lootmarketVitePlugins } from '../../tooling/vite-plugins';
import { chromiumBrowser } from '../../tooling/vitest-browser';

// Component tests run in Debian Chromium: focus, keyboard and axe need a real browser.
export default defineProject({
  plugins: lootmarketVitePlugins(),
  test: {
    name: 'ui',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    browser: chromiumBrowser(),
    // The unit step runs two Node files beside this browser: a state reached in 1.5 s there is slow,
    // not wrong (expect.element polls for 1 s by default).
    expect: { poll: { timeout: 10_000 } },
  },
});
