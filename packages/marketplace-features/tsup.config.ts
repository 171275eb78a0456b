import { defineConfig } from 'tsup';
import { clientDirective } from '../../tooling/use-client';

// One entry per feature folder besides the root, so a page can import `@lootmarket/marketplace-features/faq`
// and pull only the FAQ and what it uses (shared code lands in chunks). scripts/build-css.mjs of the UI kit
// then compiles the features' own stylesheets (dist/styles.css, dist/css/<feature>.css).
export default defineConfig({
  entry: ['src/index.ts', 'src/*/index.ts'],
  format: ['esm'],
  // Declarations are bundled for the root only; scripts/subpath-types.mjs writes each feature's.
  dts: { entry: 'src/index.ts' },
  sourcemap: true,
  clean: true,
  splitting: true,
  target: 'es2022',
  // 'use client' on the built files that hold hooks (tsup drops source directives when bundling).
  plugins: [clientDirective()],
  treeshake: true,
});
