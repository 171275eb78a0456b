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
    // The files share each worker's modules instead of importing the whole server again for each
    // file (about 1.3 s of imports per file, 110 files): no test mocks a module, each builds its own
    // app and databases, and the suite passes in any order this way (checked with --sequence.shuffle.files).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 90_000,
  },
});
