import { defineConfig } from 'vite';

/** The browser check bundles @lootmarket/realtime as the web app does, `global` included (see NOTES). */
export default defineConfig({
  root: import.meta.dirname,
  logLevel: 'warn',
  define: { global: 'globalThis' },
  build: { emptyOutDir: true, minify: true },
});
