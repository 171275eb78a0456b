// Strict `tsc` in an app outside the workspace, from the packed tarballs, WITHOUT skipLibCheck: every
// declaration file the packages ship (and those of their dependencies) must compile on the lib the
// READMEs name (ES2022 + DOM), under each module resolution an app may use.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { consumerApp, sh } from './consumer-app.mjs';

/** The lib the packages' READMEs promise. */
export const CONSUMER_LIB = ['ES2022', 'DOM', 'DOM.Iterable'];

/** The strict compiler options every consumer check compiles with: no skipLibCheck, the README's lib. */
export const STRICT_CONSUMER = {
  strict: true,
  skipLibCheck: false,
  noEmit: true,
  target: 'ES2022',
  lib: CONSUMER_LIB,
  jsx: 'react-jsx',
  types: [],
};

const RESOLUTIONS = {
  bundler: { module: 'ESNext', moduleResolution: 'Bundler' },
  node16: { module: 'Node16', moduleResolution: 'Node16' },
  nodenext: { module: 'NodeNext', moduleResolution: 'NodeNext' },
};

const APP = `import * as contract from '@lootmarket/contract';
import { DEFAULT_LOCALE, formatPrice, I18nProvider, type NumericString } from '@lootmarket/i18n';
import { formatDateTime } from '@lootmarket/i18n/format';
import { matchLocale } from '@lootmarket/i18n/locale-detection';
import { FaqPage } from '@lootmarket/marketplace-features';
import * as realtime from '@lootmarket/realtime';
import { Button, buttonVariants } from '@lootmarket/ui';
import type { ReactElement } from 'react';

const decimal: NumericString = '123.45';
export const price: string = formatPrice(12345, 'USD', matchLocale(['de-DE']) ?? DEFAULT_LOCALE) + decimal;
export const when: string = formatDateTime(new Date(0), 'ja', { dateStyle: 'long', timeZone: 'UTC' });
export const classes: string = buttonVariants({ variant: 'primary' });
export const page: ReactElement = (
  <I18nProvider locale="de">
    <Button type="button">Buy now</Button>
    <FaqPage />
  </I18nProvider>
);
export const modules = [contract, realtime];
`;

// node10 (TypeScript's "node" resolution) knows no "exports": the subpath entry is found through
// typesVersions. Only the packages' own entry points are compiled here: some dependencies (React
// Router, Radix) publish exports-only subpaths that node10 cannot resolve, which is theirs to fix.
const NODE10_APP = `import { DEFAULT_LOCALE } from '@lootmarket/i18n';
import { formatPrice } from '@lootmarket/i18n/format';
import { matchLocale, readLanguageCookie } from '@lootmarket/i18n/locale-detection';

export const locale: string = matchLocale([readLanguageCookie('lang=pl') ?? DEFAULT_LOCALE]);
export const total: string = formatPrice(199, 'EUR', locale);
`;

/** Pushes a message to `failures` for each resolution whose strict compile fails. */
export function typesConsumer(tarballs, failures) {
  const app = consumerApp(tarballs);
  if (app.error) {
    failures.push(`types consumer: ${app.error}`);
    return;
  }
  const src = join(app.dir, 'types');
  mkdirSync(src, { recursive: true });
  writeFileSync(join(src, 'app.tsx'), APP);
  writeFileSync(join(src, 'node10.ts'), NODE10_APP);
  const compilerOptions = {
    ...STRICT_CONSUMER,
    noUncheckedIndexedAccess: true,
    exactOptionalPropertyTypes: true,
  };
  const programs = [
    ...Object.entries(RESOLUTIONS).map(([name, resolution]) => ({ name, resolution, file: 'types/app.tsx' })),
    { name: 'node10', resolution: { module: 'ESNext', moduleResolution: 'Node10' }, file: 'types/node10.ts' },
  ];
  const tsc = join(app.dir, 'node_modules', '.bin', 'tsc');
  for (const { name, resolution, file } of programs) {
    const config = `tsconfig.${name}.json`;
    writeFileSync(
      join(app.dir, config),
      JSON.stringify({ compilerOptions: { ...compilerOptions, ...resolution }, files: [file] }, null, 2),
    );
    const result = sh(tsc, ['-p', config], app.dir);
    console.log(
      `consumer tsc (strict, no skipLibCheck, ${CONSUMER_LIB.join(' + ')}), ${name}: ${result.ok ? 'ok' : 'FAILED'}`,
    );
    if (!result.ok) failures.push(`types consumer (${name})\n${result.output}`);
  }
}
