import { defineProject } from 'vitest/config';

// Catalog checker, extraction and pure helpers run in Node (the checker reads files and runs the
// formatjs CLI). The provider and useLanguage run in Chromium: vitest.browser.config.ts.
export default defineProject({
  test: {
    name: 'i18n',
    environment: 'node',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    exclude: ['**/*.browser.test.*', '**/node_modules/**'],
  },
});
