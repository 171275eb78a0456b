import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineProject } from 'vitest/config';

// Pure logic (stores, parsers, rules) in Node; the kit is imported from source, so its
// vanilla-extract tokens need the plugin even here. Journeys in the browser live in e2e/.
export default defineProject({
  plugins: [vanillaExtractPlugin()],
  test: {
    name: 'marketplace-features',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
