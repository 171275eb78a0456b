import { defineConfig } from 'vite';
import { lootmarketDefine, lootmarketVitePlugins } from '../../tooling/vite-plugins';

export default defineConfig({
  plugins: lootmarketVitePlugins(),
  define: lootmarketDefine,
  server: {
    port: 5173,
    // In development the API runs on its own port; the app calls it same-origin through this proxy.
    proxy: { '/api': 'http://localhost:8080', '/ws': { target: 'http://localhost:8080', ws: true } },
  },
  // The manifest maps sources to hashed chunks (bench/web-initial-js.bench.mjs reads it).
  build: { target: 'es2022', sourcemap: true, manifest: true },
});
