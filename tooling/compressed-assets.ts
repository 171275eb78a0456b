import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/** What is worth compressing: text the browser downloads (source maps only with devtools open). */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 1024;

/**
 * Writes `.br` and `.gz` copies beside every text file of the build, once, at maximum compression:
 * the API server serves them with `preCompressed` (apps/api/src/web/static-apps.ts), so no request
 * pays for compressing, and browsers download about a quarter of the bytes.
 */
export function compressedAssets(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'lootmarket:compressed-assets',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle() {
      // A server-side build (apps/web's prerender entry) is never downloaded by a browser.
      if (config.build.ssr) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const visit = (dir: string) => {
        for (const entry of readdirSync(dir, { withFileTypes: true })) {
          const file = path.join(dir, entry.name);
          if (entry.isDirectory()) {
            visit(file);
            continue;
          }
          if (!COMPRESSIBLE.test(entry.name) || statSync(file).size < MIN_BYTES) continue;
          const content = readFileSync(file);
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
          );
          writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        }
      };
      visit(outDir);
    },
  };
}
