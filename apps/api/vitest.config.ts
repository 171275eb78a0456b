import { defineProject } from 'vitest/config';

// Each test file builds its databases once (PGlite in memory, and a fresh database on the PostgreSQL
// server) and runs the same cases on both; see test/support/databases.ts.
export default defineProject({
  test: {
    name: 'api',
    root: import.meta.dirname,
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 90_000,
  },
});
