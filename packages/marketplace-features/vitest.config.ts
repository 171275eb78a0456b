import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'marketplace-features',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
