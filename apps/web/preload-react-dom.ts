import type { Plugin } from 'vite';

const LAST_PRELOAD = /(<link rel="modulepreload"[^>]*>)(?![\s\S]*<link rel="modulepreload")/;

/**
 * startApp (@lootmarket/marketplace-features) imports React DOM's client dynamically, so the browser
 * evaluates it in a task of its own rather than inside the one long task that runs every static
 * module of the entry (total blocking time on phones). This preloads that chunk from the HTML, so it
 * still downloads with the entry's other modules instead of after the entry has run.
 */
export function preloadReactDomClient(): Plugin {
  return {
    name: 'lootmarket:preload-react-dom-client',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) =>
            output.type === 'chunk' &&
            output.isDynamicEntry &&
            /[\\/]react-dom[\\/]client\.js$/.test(output.facadeModuleId ?? ''),
        );
        if (!chunk)
          throw new Error('no dynamic chunk for react-dom/client: startApp no longer imports it lazily');
        if (!LAST_PRELOAD.test(html)) throw new Error('index.html has no modulepreload links');
        return html.replace(
          LAST_PRELOAD,
          (link) => `${link}\n    <link rel="modulepreload" crossorigin href="/${chunk.fileName}">`,
        );
      },
    },
  };
}
