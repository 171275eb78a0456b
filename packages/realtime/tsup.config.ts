import { defineConfig } from 'tsup';
import { clientDirective } from '../../tooling/use-client';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // 'use client' on the built files that hold hooks (tsup drops source directives when bundling).
  plugins: [clientDirective()],
  treeshake: true,
});
