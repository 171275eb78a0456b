// The packed packages rendered with react-dom/server in Node, in an app that has its own react-intl:
// - npm installs ONE react-intl (the packages take the app's, as peers), and useIntl() inside
//   I18nProvider works;
// - the kit and a marketplace-features page render from the built dist;
// - every built file that holds a hook starts with 'use client' (and a server-safe entry does not).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { consumerApp, sh } from './consumer-app.mjs';

const RENDER = `import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { useIntl } from 'react-intl';
import { I18nProvider, loadCatalog } from '@lootmarket/i18n';
import { Badge, Button, Pagination } from '@lootmarket/ui';
import { FaqPage } from '@lootmarket/marketplace-features';

const problems = [];
const expect = (ok, message) => { if (!ok) problems.push(message); };

// The app's own useIntl() reads the context I18nProvider (inside the package) provides: one copy.
function Probe() {
  const intl = useIntl();
  return h('output', null, intl.locale + ':' + intl.formatNumber(1234.5));
}
const de = await loadCatalog('de');
const probe = renderToString(h(I18nProvider, { locale: 'de', messages: de }, h(Probe)));
expect(probe.includes('de:1.234,5'), 'useIntl() inside I18nProvider did not read the de locale: ' + probe);

const kit = renderToString(
  h('main', null,
    h(Button, { type: 'button' }, 'Buy now'),
    h(Badge, null, 'New'),
    h(Pagination, { page: 2, pageCount: 5, onPageChange: () => {} }),
  ),
);
expect(/<button[^>]*>(?:<!-- -->)?Buy now/.test(kit), 'the kit Button did not render: ' + kit);
expect(kit.includes('New'), 'the kit Badge did not render: ' + kit);
expect(kit.includes('<nav'), 'the kit Pagination did not render: ' + kit);

const heading = (html) => /<h1[^>]*>([^<]*)<\\/h1>/.exec(html)?.[1];
const en = await loadCatalog('en');
const faqDe = heading(renderToString(h(I18nProvider, { locale: 'de', messages: de }, h(FaqPage))));
const faqEn = heading(renderToString(h(I18nProvider, { locale: 'en', messages: en }, h(FaqPage))));
expect(Boolean(faqEn) && Boolean(faqDe) && faqDe !== faqEn, 'FaqPage did not render its heading per locale: ' + faqEn + ' / ' + faqDe);
expect(Object.values(de).includes(faqDe), 'FaqPage heading is not from the de catalog: ' + faqDe);

if (problems.length > 0) {
  console.error(problems.join('\\n'));
  process.exit(1);
}
console.log('rendered: ' + faqDe);
`;

/** A built file that needs the client: it calls a hook or creates a context. */
const HOOK_CALL = /\buse[A-Z]\w*\s*\(|\bcreateContext\s*\(/;
const DIRECTIVE = /^['"]use client['"];?/;

function jsFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return jsFiles(path);
    return name.endsWith('.js') ? [path] : [];
  });
}

/** Pushes a message to `failures` for each problem found. */
export function serverRender(tarballs, failures) {
  const app = consumerApp(tarballs);
  if (app.error) {
    failures.push(`server render: ${app.error}`);
    return;
  }

  // One react-intl in the tree: the app's. A package that listed it as a dependency would get its own.
  const ls = sh('npm', ['ls', 'react-intl', '--all', '--parseable'], app.dir);
  const copies = [...new Set(ls.output.split('\n').filter((line) => line.includes('react-intl')))];
  const single = ls.ok && copies.length === 1;
  console.log(`one react-intl in a consumer that has its own: ${single ? 'ok' : 'FAILED'}`);
  if (!single) failures.push(`react-intl copies in the consumer (npm ls):\n${ls.output}`);

  writeFileSync(join(app.dir, 'render.mjs'), RENDER);
  const render = sh(process.execPath, ['render.mjs'], app.dir);
  console.log(
    `react-dom/server render of i18n, ui and marketplace-features from dist: ${render.ok ? 'ok' : 'FAILED'}`,
  );
  if (!render.ok) failures.push(`server render\n${render.output}`);

  // 'use client' on every built module that uses hooks; none on a server-safe entry.
  const missing = [];
  let marked = 0;
  for (const name of tarballs.keys()) {
    const dist = join(app.dir, 'node_modules', name, 'dist');
    for (const file of jsFiles(dist)) {
      const code = readFileSync(file, 'utf8');
      if (DIRECTIVE.test(code)) marked += 1;
      else if (HOOK_CALL.test(code)) missing.push(relative(join(app.dir, 'node_modules'), file));
    }
  }
  const serverSafe = [
    '@lootmarket/i18n/dist/locale-detection.js',
    '@lootmarket/i18n/dist/format.js',
    '@lootmarket/contract/dist/index.js',
  ].filter((file) => DIRECTIVE.test(readFileSync(join(app.dir, 'node_modules', file), 'utf8')));
  const directives = missing.length === 0 && marked > 0 && serverSafe.length === 0;
  console.log(`'use client' in the ${marked} built files that need it: ${directives ? 'ok' : 'FAILED'}`);
  if (missing.length > 0)
    failures.push(`'use client' missing from files that call hooks:\n${missing.join('\n')}`);
  if (marked === 0) failures.push(`'use client' is in no built file`);
  if (serverSafe.length > 0) failures.push(`'use client' on server-safe entries: ${serverSafe.join(', ')}`);
}
