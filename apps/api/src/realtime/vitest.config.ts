import { defineConfig } from 'vitest/config';

/**
 * Runs the realtime tests alone (`pnpm exec vitest run -c apps/api/src/realtime/vitest.config.ts`).
 * The api project's own config runs them with the rest of the API.
 */
export default defineConfig({
  test: {
    name: 'api-realtime',
    root: import.meta.dirname,
    environment: 'node',
    include: ['**/*.test.ts'],
  },
});
