import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';
import { clientDirective } from '../../tooling/use-client';

// The published build: ESM + .d.ts, one file per component (tree-shaking needs no bundler work),
// vanilla-extract compiled away. esbuild writes the tokens' CSS to dist/index.css; the `build`
// script then appends the Tailwind utilities the kit uses (scripts/build-css.mjs).
export default defineConfig({
  // One entry per component folder: with JavaScript free of side effects (package.json sideEffects),
  // an app's bundler drops every component module it does not import.
  entry: ['src/index.ts', 'src/*/index.ts', '!src/test/**', '!src/docs/**'],
  format: ['esm'],
  // Declarations for the package entry only: apps import from the root, never from a component file.
  dts: { entry: 'src/index.ts' },
  clean: true,
  sourcemap: true,
  treeshake: true,
  splitting: true,
  target: 'es2022',
  // 'use client' on the built files that hold hooks (tsup drops source directives when bundling).
  plugins: [clientDirective()],
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
