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
  build: { target: 'es2022', sourcemap: true, manifest: true },
  // The prerender bundle (src/prerender.tsx) carries React and every dependency, so the API can load
  // it from wherever the build was copied to, with no node_modules beside it.
  ssr: { noExternal: true },
});
