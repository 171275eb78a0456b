import { Writable } from 'node:stream';
import { type Locale, loadCatalog } from '@lootmarket/i18n';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app';
import { completeCatalogs } from './catalog-rest';
import { PrerenderTitleContext } from './routes/use-document-title';

export type PrerenderedPage = { html: string; title: string | null };

/**
 * The server-side half of apps/web/prerender.ts: renders one route in one language to static HTML,
 * as the browser's first render would show it to a guest (data still loading, the session not read
 * yet). Every lazy route chunk is awaited, so the page is complete; nothing here is hydrated.
 */
export async function prerenderPage(url: string, locale: Locale): Promise<PrerenderedPage> {
  const messages = await loadCatalog(locale);
  await completeCatalogs();
  let title: string | null = null;
  const { prelude } = await prerenderToNodeStream(
    <PrerenderTitleContext value={(next) => (title = next)}>
      <App
        locale={locale}
        messages={messages}
        router={(routes) => <StaticRouter location={url}>{routes}</StaticRouter>}
      />
    </PrerenderTitleContext>,
  );
  let html = '';
  await new Promise<void>((resolve, reject) => {
    prelude.pipe(
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          html += chunk.toString('utf8');
          done();
        },
        final(done) {
          resolve();
          done();
        },
      }),
    );
    prelude.on('error', reject);
  });
  return { html, title };
}

export { SUPPORTED_LOCALES } from '@lootmarket/i18n';

/** Markers of the built index.html that `composePage` fills in. */
const MARKERS = ['<html lang="en"', '<title>Lootmarket</title>', '<div id="root"></div>'] as const;

const escapeText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * The built index.html with a prerendered page in it: the language, the translated title, and the
 * page's HTML in an inert <div id="prerendered"> before the empty #root (the app removes it in the
 * commit that shows its own first page; apps/web/src/router.tsx).
 */
export function composePage(template: string, locale: Locale, page: PrerenderedPage): string {
  for (const marker of MARKERS) {
    if (!template.includes(marker)) throw new Error(`index.html no longer contains ${marker}`);
  }
  return template
    .replace('<html lang="en"', () => `<html lang="${locale}"`)
    .replace('<title>Lootmarket</title>', () => `<title>${escapeText(page.title ?? 'Lootmarket')}</title>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="prerendered" data-locale="${locale}" inert>${page.html}</div><div id="root"></div>`,
    );
}
