// What an app pays for the packages, measured as an app developer gets them: the published packages are
// packed (pnpm pack, publishConfig applied), installed with npm into an app outside the workspace, and
// built there by the app's own Vite, minified, React external (the cost over React). Each row is gzipped
// JavaScript plus gzipped CSS of the page's assets.
//   Button alone        import { Button } + theme.css + css/button.css             budget ≤ 6 kB (an app importing one component)
//   Combobox alone      import { Combobox } + theme.css + css/combobox.css         measured (Downshift, floating-ui)
//   the whole kit       import * from '@lootmarket/ui' + styles.css                   the baseline
//   FaqPage (subpath)   '@lootmarket/marketplace-features/faq' + ui styles + css/faq.css
//   FaqPage (root)      the same page imported from the package root, its baseline
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { consumerApp, removeConsumerApps, workspaceVersion } from '../scripts/packages/consumer-app.mjs';
import { packPackages } from '../scripts/packages/pack.mjs';

const ENTRIES = {
  button: `import '@lootmarket/ui/theme.css';
import '@lootmarket/ui/css/button.css';
export { Button } from '@lootmarket/ui';`,
  combobox: `import '@lootmarket/ui/theme.css';
import '@lootmarket/ui/css/combobox.css';
export { Combobox } from '@lootmarket/ui';`,
  kit: `import '@lootmarket/ui/styles.css';
export * from '@lootmarket/ui';`,
  faq: `import '@lootmarket/ui/styles.css';
import '@lootmarket/marketplace-features/css/faq.css';
export { FaqPage } from '@lootmarket/marketplace-features/faq';`,
  faqRoot: `import '@lootmarket/ui/styles.css';
import '@lootmarket/marketplace-features/styles.css';
export { FaqPage } from '@lootmarket/marketplace-features';`,
};

/** Builds one entry in the app; gzipped kB of its JavaScript and of its CSS. */
function build(dir, name) {
  const out = join(dir, `dist-${name}`);
  writeFileSync(
    join(dir, `vite.${name}.config.js`),
    `export default {
  logLevel: 'silent',
  build: {
    outDir: ${JSON.stringify(out)},
    minify: true,
    target: 'es2022',
    cssCodeSplit: false,
    rollupOptions: {
      input: ${JSON.stringify(join(dir, 'src', `${name}.js`))},
      preserveEntrySignatures: 'exports-only',
      external: [/^react($|\\/)/, /^react-dom($|\\/)/, /^react\\/jsx-runtime/],
      output: { format: 'es' },
    },
  },
};
`,
  );
  const result = spawnSync(
    join(dir, 'node_modules', '.bin', 'vite'),
    ['build', '-c', `vite.${name}.config.js`],
    {
      cwd: dir,
      encoding: 'utf8',
    },
  );
  if (result.status !== 0)
    throw new Error(`kit-size: building ${name} failed\n${result.stdout}${result.stderr}`);
  const files = readdirSync(out, { recursive: true }).map((f) => join(out, String(f)));
  const gz = (ext) =>
    files
      .filter((f) => f.endsWith(ext))
      .reduce((sum, f) => sum + gzipSync(readFileSync(f), { level: 9 }).length, 0) / 1024;
  return { js: gz('.js'), css: gz('.css') };
}

export default async function kitSize() {
  const packDir = mkdtempSync(join(tmpdir(), 'lootmarket-bench-pack-'));
  try {
    const { tarballs, failures } = packPackages(packDir);
    if (failures.length > 0)
      throw new Error(`kit-size: ${failures.join('\n')} (run \`pnpm build:packages\` first)`);
    const app = consumerApp(tarballs, { devDependencies: { vite: workspaceVersion('vite') } });
    if (app.error) throw new Error(`kit-size: ${app.error}`);
    mkdirSync(join(app.dir, 'src'), { recursive: true });
    for (const [name, source] of Object.entries(ENTRIES))
      writeFileSync(join(app.dir, 'src', `${name}.js`), source);
    const sizes = Object.fromEntries(Object.keys(ENTRIES).map((name) => [name, build(app.dir, name)]));
    const total = ({ js, css }) => js + css;
    const button = total(sizes.button);
    const kit = total(sizes.kit);
    const combobox = total(sizes.combobox);
    const faq = total(sizes.faq);
    const faqRoot = total(sizes.faqRoot);
    const detail = (s) => `${s.js.toFixed(2)} JS + ${s.css.toFixed(2)} CSS`;
    return [
      {
        bench: 'ui size (packed, consumer build)',
        metric: `Button alone, gzip JS + CSS over React (${detail(sizes.button)})`,
        value: button,
        unit: 'kB',
        baseline: { label: `the whole kit: ${detail(sizes.kit)}`, value: kit },
        budget: '≤ 6 kB',
        ok: button <= 6,
      },
      {
        // No budget of its own: what a page that uses the combobox pays, against the whole kit.
        bench: 'ui size (packed, consumer build)',
        metric: `Combobox alone (Downshift, floating-ui), gzip JS + CSS over React (${detail(sizes.combobox)})`,
        value: combobox,
        unit: 'kB',
        baseline: { label: `the whole kit: ${detail(sizes.kit)}`, value: kit },
      },
      {
        bench: 'features size (packed, consumer build)',
        metric: `FaqPage from the /faq subpath (${detail(sizes.faq)})`,
        value: faq,
        unit: 'kB',
        baseline: { label: `FaqPage from the package root: ${detail(sizes.faqRoot)}`, value: faqRoot },
        budget: 'less than from the root',
        ok: faq < faqRoot,
      },
    ];
  } finally {
    removeConsumerApps();
    rmSync(packDir, { recursive: true, force: true });
  }
}
