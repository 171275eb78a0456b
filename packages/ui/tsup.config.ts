import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

// The published build: ESM + .d.ts, one file per component (tree-shaking needs no bundler work),
// vanilla-extract compiled away. esbuild writes the tokens' CSS to dist/index.css; the `build`
// script then appends the Tailwind utilities the kit uses (scripts/build-css.mjs).
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  treeshake: true,
  splitting: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
