// @lootmarket/i18n claims React 18.3 as well as 19 (the kit and the features do not: they take `ref`
// as a prop, React 19 only). An app on React 18.3 installs the packed i18n, compiles against it with
// @types/react 18 (strict, no skipLibCheck) and renders I18nProvider with useIntl() on the server.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { consumerApp, sh } from './consumer-app.mjs';
import { STRICT_CONSUMER } from './types-consumer.mjs';

const REACT_18 = {
  dependencies: { react: '18.3.1', 'react-dom': '18.3.1' },
  devDependencies: { '@types/react': '^18.3.0', '@types/react-dom': '^18.3.0' },
};

const RENDER = `import { createElement as h, version } from 'react';
import { renderToString } from 'react-dom/server';
import { useIntl } from 'react-intl';
import { I18nProvider, loadCatalog } from '@lootmarket/i18n';

function Probe() {
  const intl = useIntl();
  return h('output', null, intl.locale + ':' + intl.formatNumber(1234.5));
}
const html = renderToString(h(I18nProvider, { locale: 'de', messages: await loadCatalog('de') }, h(Probe)));
if (!version.startsWith('18.3.') || !html.includes('de:1.234,5')) {
  console.error('React ' + version + ' rendered: ' + html);
  process.exit(1);
}
`;

const APP = `import { FormattedPrice, I18nProvider, useLanguage } from '@lootmarket/i18n';
import type { ReactElement } from 'react';

function Switch(): ReactElement {
  const { locale, setLanguage } = useLanguage();
  return <button type="button" onClick={() => void setLanguage('ja')}>{locale}</button>;
}
export const app: ReactElement = (
  <I18nProvider locale="ja">
    <Switch />
    <FormattedPrice minor={12345} currency="JPY" />
  </I18nProvider>
);
`;

/** Pushes a message to `failures` for each problem found. */
export function react18(tarballs, failures) {
  const subset = new Map(
    ['@lootmarket/i18n', '@lootmarket/contract']
      .filter((name) => tarballs.has(name))
      .map((n) => [n, tarballs.get(n)]),
  );
  const app = consumerApp(subset, REACT_18);
  if (app.error) {
    failures.push(`React 18.3 consumer: ${app.error}`);
    return;
  }
  writeFileSync(join(app.dir, 'render18.mjs'), RENDER);
  const render = sh(process.execPath, ['render18.mjs'], app.dir);
  console.log(
    `React 18.3: react-dom/server render of I18nProvider + useIntl(): ${render.ok ? 'ok' : 'FAILED'}`,
  );
  if (!render.ok) failures.push(`React 18.3 render\n${render.output}`);

  mkdirSync(join(app.dir, 'types18'), { recursive: true });
  writeFileSync(join(app.dir, 'types18', 'app.tsx'), APP);
  const compilerOptions = {
    ...STRICT_CONSUMER,
    module: 'ESNext',
    moduleResolution: 'Bundler',
  };
  writeFileSync(
    join(app.dir, 'tsconfig.react18.json'),
    JSON.stringify({ compilerOptions, files: ['types18/app.tsx'] }),
  );
  const tsc = sh(join(app.dir, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.react18.json'], app.dir);
  console.log(
    `React 18.3: consumer tsc with @types/react 18 (strict, no skipLibCheck): ${tsc.ok ? 'ok' : 'FAILED'}`,
  );
  if (!tsc.ok) failures.push(`React 18.3 types\n${tsc.output}`);
}
