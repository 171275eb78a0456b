import type { Plugin } from 'vite';

const STYLESHEET = /\s*<link rel="stylesheet"[^>]*>/g;
const FIRST_MODULE = '<script type="module"';

/**
 * Puts the built stylesheets before the entry script and its modulepreload links. Vite writes them
 * after the twenty-odd preloads, and over HTTP/1.1 (six connections per origin) the one file that
 * blocks the first paint then waits behind JavaScript that does not; the prerendered page
 * (scripts/prerender.mjs) is ready to paint as soon as its CSS is there.
 */
export function stylesFirst(): Plugin {
  return {
    name: 'lootmarket:styles-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const sheets = html.match(STYLESHEET) ?? [];
        const at = html.indexOf(FIRST_MODULE);
        if (sheets.length === 0 || at === -1) return html;
        const rest = html.replace(STYLESHEET, '');
        const insertAt = rest.indexOf(FIRST_MODULE);
        return `${rest.slice(0, insertAt)}${sheets.map((tag) => tag.trim()).join('\n    ')}\n    ${rest.slice(insertAt)}`;
      },
    },
  };
}
