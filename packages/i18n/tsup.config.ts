import { readFile } from 'node:fs/promises';
import { defineConfig, type Options } from 'tsup';
import { clientDirective } from '../../tooling/use-client';

type EsbuildPlugin = NonNullable<Options['esbuildPlugins']>[number];

// esbuild's JSON loader writes each catalog twice (a variable per key plus the default object);
// JSON.parse of one string literal is half the size and parses faster.
const catalogAsJsonParse: EsbuildPlugin = {
  name: 'catalog-as-json-parse',
  setup(build) {
    build.onLoad({ filter: /[\\/]catalogs[\\/][^\\/]+\.json$/ }, async ({ path }) => {
      const catalog = JSON.stringify(JSON.parse(await readFile(path, 'utf8')));
      return { contents: `export default JSON.parse(${JSON.stringify(catalog)});`, loader: 'js' };
    });
  },
};

// The published build: ESM + .d.ts. splitting keeps each catalog's dynamic import a chunk of its own
// (dist/en-*.js, dist/ja-*.js...), so an app that bundles the package still loads one language.
export default defineConfig({
  entry: ['src/index.ts', 'src/locale-detection.ts', 'src/format.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  treeshake: true,
  splitting: true,
  target: 'es2022',
  // 'use client' on the built files that hold hooks (tsup drops source directives when bundling).
  plugins: [clientDirective()],
  external: ['react', 'react-dom', 'react/jsx-runtime', 'react-intl'],
  esbuildPlugins: [catalogAsJsonParse],
  // Cyrillic, kana and hanzi as UTF-8, not \u escapes (which triple the size of ru, ja and zh).
  esbuildOptions(options) {
    options.charset = 'utf8';
  },
});
