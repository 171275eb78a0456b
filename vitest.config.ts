import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest project per package or app: each folder's own vitest.config.ts says where its tests run
// (Node for the server and pure logic, Debian Chromium for components). Story tests live apart in
// vitest.storybook.config.ts so `pnpm test:unit` and `pnpm test:stories` can run on their own.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'packages/*/vitest.browser.config.ts',
      'apps/*/vitest.config.ts',
    ],
    passWithNoTests: false,
    // Vitest's default is one worker per core but one, which is a single worker on a 2-core CI
    // machine. The Node files (the API suite above all) spend much of their time waiting on the
    // PostgreSQL server, sockets, child processes and timers, so two files at a time keep both cores
    // busy. Browser files stay one at a time (tooling/vitest-browser.ts).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
