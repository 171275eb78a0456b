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
  },
});
