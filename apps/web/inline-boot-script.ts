import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const BOOT_SCRIPT = fileURLToPath(new URL('./public/boot.js', import.meta.url));
const BOOT_TAG = '<script src="/boot.js"></script>';

/**
 * The production index.html carries public/boot.js inline: it must run before the first paint (theme
 * and language, no flash), and as a file it cost a render-blocking round trip (Lighthouse). The API
 * allows exactly this script by its hash (apps/api/src/plugins/external/helmet.ts).
 */
export function inlineBootScript(): Plugin {
  return {
    name: 'lootmarket:inline-boot-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!html.includes(BOOT_TAG)) throw new Error(`index.html no longer loads ${BOOT_TAG}`);
        const source = readFileSync(BOOT_SCRIPT, 'utf8');
        if (source.includes('</script')) throw new Error('boot.js must not contain a closing script tag');
        return html.replace(BOOT_TAG, () => `<script>${source}</script>`);
      },
    },
  };
}
