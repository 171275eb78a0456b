import { defineConfig } from 'vitest/config';

// `pnpm test:soak`: the load and soak run of the deployment recipe (deploy/test/soak.soak.ts). Minutes
// long by design (SOAK_SECONDS, default 300), so not part of `pnpm test:deploy` or the test command. It
// takes the same loopback ports as `pnpm test:deploy`: run one at a time.
export default defineConfig({
  test: {
    name: 'soak',
    root: import.meta.dirname,
    include: ['test/**/*.soak.ts'],
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
