// Tree-shaking of the published UI kit (issue: @lootmarket/ui). An app that imports only Button from
// the built dist must pay for Button, not for the kit: less than 12 kB of gzipped JS, and less than a
// fifth of an app that imports every component. Both bundles are built here, in the same run, by Vite
// (what an app developer uses), minified, with React external.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'packages/ui/dist/index.js');

async function gzippedBundle(entrySource) {
  const virtualId = '\0kit-size-entry';
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    root,
    resolve: { alias: { '@lootmarket/ui': dist } },
    plugins: [
      {
        name: 'kit-size-entry',
        resolveId: (id) => (id === 'kit-size-entry' ? virtualId : null),
        load: (id) => (id === virtualId ? entrySource : null),
      },
    ],
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      rollupOptions: {
        onwarn: () => {},
        input: 'kit-size-entry',
        // Keep the entry's exports: without this an app build drops everything the entry only exports.
        preserveEntrySignatures: 'exports-only',
        external: [/^react($|\/)/, /^react-dom($|\/)/],
        output: { format: 'es' },
      },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output);
  const js = chunks
    .filter((c) => c.type === 'chunk')
    .map((c) => c.code)
    .join('\n');
  return gzipSync(js).length / 1024;
}

export default async function kitSize() {
  if (!existsSync(dist)) throw new Error('packages/ui/dist is missing: run `pnpm build:packages` first');
  const buttonOnly = await gzippedBundle("import { Button } from '@lootmarket/ui'; export default Button;");
  const everything = await gzippedBundle("import * as kit from '@lootmarket/ui'; export default kit;");
  const ratio = buttonOnly / everything;
  return [
    {
      bench: 'ui tree-shaking',
      metric: 'import { Button } (gzip JS)',
      value: buttonOnly,
      unit: 'kB',
      baseline: { label: 'import * (every component)', value: everything },
      budget: '< 12 kB and < 0.2× of every component',
      ok: buttonOnly < 12 && ratio < 0.2,
    },
  ];
}
