// Prerenders the public pages of the built web app, in every language, for a fast first paint on a
// first visit (Lighthouse mobile: the page shows before its JavaScript has arrived).
//
// Runs after `vite build` and the SSR build of src/prerender.tsx (dist-ssr/, self-contained: the API
// also loads it to render pages whose URL holds data, like market pages). For each route and
// locale it writes dist/prerendered/<locale><route>index.html (+ .br and .gz): the built index.html
// with the page's static HTML in an inert <div id="prerendered"> before the empty #root, the
// translated title and the language. The API picks the file by the reader's language
// (apps/api/src/web/static-apps.ts); the app renders into #root and removes the copy in the commit
// that shows its own first page (apps/web/src/router.tsx), so nothing is hydrated.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const here = path.dirname(fileURLToPath(import.meta.url));
// The build being made (scripts/build-app.mjs builds into a folder of its own, then swaps it in).
const buildDir = process.env.LOOTMARKET_BUILD_DIR ?? path.join(here, '..');
const dist = path.join(buildDir, 'dist');
const ssrEntry = path.join(buildDir, 'dist-ssr/prerender.js');

/** The pages every visitor may open first whose content does not depend on the catalog data. */
export const PRERENDERED_ROUTES = [
  '/',
  '/login/',
  // Not /login/reset/: what it shows depends on the token in the link's fragment.
  '/login/forgot/',
  '/register/',
  // Every game: its list comes from the API, so the copy shows it loading, as the app's first render does.
  '/games/',
  '/faq/',
  '/contact-us/',
  '/legal/privacy/',
  '/legal/customer-terms/',
  '/legal/terms/',
  '/legal/seller-terms/',
];

function write(file, content) {
  mkdirSync(path.dirname(file), { recursive: true });
  const bytes = Buffer.from(content, 'utf8');
  writeFileSync(file, bytes);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
}

// The bundle is ES modules with top-level await: mark its folder so Node loads it as such wherever
// it is copied to (the API loads it from beside the dist it serves).
writeFileSync(path.join(path.dirname(ssrEntry), 'package.json'), '{ "type": "module" }\n');
const { composePage, prerenderPage, SUPPORTED_LOCALES } = await import(ssrEntry);
const template = readFileSync(path.join(dist, 'index.html'), 'utf8');

const out = path.join(dist, 'prerendered');
rmSync(out, { recursive: true, force: true });
let pages = 0;
for (const locale of SUPPORTED_LOCALES) {
  for (const route of PRERENDERED_ROUTES) {
    const prerendered = await prerenderPage(route, locale);
    if (!prerendered.html.includes('id="main"')) {
      throw new Error(`${locale} ${route}: the page rendered without its layout`);
    }
    const page = composePage(template, locale, prerendered);
    write(path.join(out, locale, route, 'index.html'), page);
    pages += 1;
  }
  // The not-found page, which the API sends with its 404 (or 410) for a path that is no page or
  // whose game, category or offer does not exist: rendered at a path no route takes.
  const notFound = await prerenderPage('/404/', locale);
  if (!notFound.html.includes('id="main"'))
    throw new Error(`${locale}: the not-found page rendered without its layout`);
  write(path.join(out, locale, '404.html'), composePage(template, locale, notFound));
}
writeFileSync(
  path.join(out, 'manifest.json'),
  `${JSON.stringify({ locales: SUPPORTED_LOCALES, routes: PRERENDERED_ROUTES, notFound: true }, null, 2)}\n`,
);
console.log(
  `prerendered ${pages} pages (${PRERENDERED_ROUTES.length} routes × ${SUPPORTED_LOCALES.length} languages) and the not-found page`,
);
