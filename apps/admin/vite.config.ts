import { defineConfig } from 'vite';
import { lootmarketDefine, lootmarketVitePlugins } from '../../tooling/vite-plugins';

// Served by the API under /admin/.
export default defineConfig({
  base: '/admin/',
  // The render-blocking theme script and the favicon are the web app's; one copy serves both apps.
  publicDir: '../web/public',
  plugins: lootmarketVitePlugins(),
  define: lootmarketDefine,
  server: {
    port: 5174,
    proxy: { '/api': 'http://localhost:8080', '/ws': { target: 'http://localhost:8080', ws: true } },
  },
  build: { target: 'es2022', sourcemap: true },
});
