import { defineConfig } from 'vitest/config';

// `pnpm test:deploy`: the deployment recipe started for real (deploy/test/harness.ts). Its own run,
// not part of the unit projects: it takes the machine's loopback ports 18400-18409 and installs nginx
// when it is missing.
export default defineConfig({
  test: {
    name: 'deploy',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
