import { defineConfig } from 'vite';
import { compressedAssets } from '../../tooling/compressed-assets';
import { lootmarketDefine, lootmarketVitePlugins } from '../../tooling/vite-plugins';
import { inlineBootScript } from './inline-boot-script';
import { precompiledMessages } from './precompile-messages';
import { preloadReactDomClient } from './preload-react-dom';
import { stylesFirst } from './styles-first';

export default defineConfig({
  plugins: [
    precompiledMessages(),
    inlineBootScript(),
    stylesFirst(),
    preloadReactDomClient(),
    ...lootmarketVitePlugins(),
    compressedAssets(),
  ],
  define: lootmarketDefine,
  server: {
    port: 5173,
    // In development the API runs on its own port; the app calls it same-origin through this proxy.
    proxy: { '/api': 'http://localhost:8080', '/ws': { target: 'http://localhost:8080', ws: true } },
  },
  // The manifest maps sources to hashed chunks (bench/web-initial-js.bench.mjs reads it).
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: {
        // The libraries every page runs first (React, the router, react-intl, react-query) in one
        // chunk: one request and one gzip stream instead of four, each with its own overhead.
        advancedChunks: {
          groups: [
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/]\.pnpm[\\/](react@|react-intl@|@formatjs\+|intl-messageformat@|react-router@|@tanstack\+)/,
            },
          ],
        },
      },
    },
  },
  // The prerender bundle (src/prerender.tsx) carries React and every dependency, so the API can load
  // it from wherever the build was copied to, with no node_modules beside it.
  ssr: { noExternal: true },
});
