// The kit's CSS beside an app's own, tried as an app developer would: a Vite + React app outside the
// workspace installs the packed tarballs, Bootstrap 5 and Tailwind v4 (its theme and utilities, without
// Tailwind's preflight, as an app with another framework has it), and builds two pages:
//   control.html   Bootstrap + the app's Tailwind + the app's own markup, no Lootmarket CSS
//   index.html     the same, plus @lootmarket/ui/styles.css, a kit Button, the FAQ page from
//                  @lootmarket/marketplace-features/faq and its css/faq.css
// Chromium then reads computed styles: the host h1 is styled exactly as on the control page, the kit
// Button keeps the kit's colours and radius under Bootstrap's element rules, an app Tailwind class
// (bg-red-500) and an app class on a kit token (bg-lm-primary) still work, and the FAQ page is styled.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../tooling/chromium.mjs';
import { serveStatic } from '../../tooling/static-server.mjs';
import { consumerApp, sh, workspaceVersion } from './consumer-app.mjs';

const EXTRA = {
  bootstrap: '5.3.9',
  tailwindcss: workspaceVersion('tailwindcss'),
  '@tailwindcss/vite': workspaceVersion('@tailwindcss/vite'),
  vite: workspaceVersion('vite'),
  '@vitejs/plugin-react': workspaceVersion('@vitejs/plugin-react'),
};

const HOST_MARKUP = `
  <h1 id="host-heading">Host heading</h1>
  <button id="host-button" type="button" class="btn btn-primary">Bootstrap button</button>
  <div id="app-red" class="bg-red-500 p-4">app Tailwind class</div>
  <div id="app-token" class="bg-lm-primary rounded-lm-md">app class on a kit token</div>`;

const page = (entry) =>
  `<!doctype html><html lang="en" data-theme="light"><head><meta charset="utf-8"><title>consumer</title></head>` +
  `<body>${HOST_MARKUP}<div id="root"></div><script type="module" src="/src/${entry}"></script></body></html>`;

const FILES = {
  'vite.config.js': `import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { resolve } from 'node:path';
export default {
  plugins: [react(), tailwindcss()],
  build: { rollupOptions: { input: { index: resolve('index.html'), control: resolve('control.html') } } },
};
`,
  'index.html': page('main.jsx'),
  'control.html': page('control.js'),
  // The app's own Tailwind: theme and utilities, no preflight (Bootstrap's reboot is the page's reset),
  // with the kit's tokens added to its theme.
  'src/app.css': `@import "tailwindcss/theme.css" layer(theme);
@import "tailwindcss/utilities.css" layer(utilities);
@import "@lootmarket/ui/tailwind.css";
@source "../index.html";
@source "../control.html";
`,
  'src/control.js': `import 'bootstrap/dist/css/bootstrap.min.css';
import './app.css';
`,
  'src/main.jsx': `import 'bootstrap/dist/css/bootstrap.min.css';
import './app.css';
import '@lootmarket/ui/styles.css';
import '@lootmarket/marketplace-features/css/faq.css';
import { createRoot } from 'react-dom/client';
import { I18nProvider, loadCatalog } from '@lootmarket/i18n';
import { Button } from '@lootmarket/ui';
import { FaqPage } from '@lootmarket/marketplace-features/faq';

const messages = await loadCatalog('en');
createRoot(document.getElementById('root')).render(
  <I18nProvider locale="en" messages={messages}>
    <Button id="kit-button">Buy now</Button>
    <FaqPage />
  </I18nProvider>,
);
`,
};

const read = (selector) =>
  `(() => { const s = getComputedStyle(document.querySelector(${JSON.stringify(selector)}));
     return { fontSize: s.fontSize, fontWeight: s.fontWeight, fontFamily: s.fontFamily, margin: s.margin,
       lineHeight: s.lineHeight, color: s.color, background: s.backgroundColor, radius: s.borderTopLeftRadius,
       display: s.display, maxWidth: s.maxWidth, borderWidth: s.borderTopWidth, flexDirection: s.flexDirection }; })()`;

/** Resolves a kit token to the value Chromium computes for it (e.g. the light primary as rgb()). */
const token = (name, property) =>
  `(() => { const probe = document.createElement('div'); probe.style.${property} = 'var(${name})';
     document.body.append(probe); const value = getComputedStyle(probe).${property}; probe.remove(); return value; })()`;

export async function stylesConsumer(tarballs, failures) {
  const app = consumerApp(tarballs, { dependencies: EXTRA });
  if (app.error) {
    failures.push(`styles consumer: ${app.error}`);
    return;
  }
  mkdirSync(join(app.dir, 'src'), { recursive: true });
  for (const [name, text] of Object.entries(FILES)) writeFileSync(join(app.dir, name), text);
  const build = sh(join(app.dir, 'node_modules', '.bin', 'vite'), ['build'], app.dir);
  console.log(
    `styles consumer: Vite build with Bootstrap, Tailwind and the packed CSS: ${build.ok ? 'ok' : 'FAILED'}`,
  );
  if (!build.ok) {
    failures.push(`styles consumer build\n${build.output}`);
    return;
  }
  const server = await serveStatic(join(app.dir, 'dist'));
  const base = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch(chromiumLaunchOptions);
  const problems = [];
  const expect = (ok, message) => {
    if (!ok) problems.push(message);
  };
  try {
    const control = await browser.newPage();
    await control.goto(`${base}/control.html`);
    const hostHeadingControl = await control.evaluate(read('#host-heading'));
    const hostButtonControl = await control.evaluate(read('#host-button'));

    const kit = await browser.newPage();
    const errors = [];
    kit.on('pageerror', (error) => errors.push(String(error)));
    await kit.goto(`${base}/index.html`);
    await kit.waitForSelector('#kit-button');
    await kit.waitForSelector('#root h1');
    expect(errors.length === 0, `the page threw: ${errors.join('; ')}`);

    const hostHeading = await kit.evaluate(read('#host-heading'));
    expect(
      JSON.stringify(hostHeading) === JSON.stringify(hostHeadingControl),
      `the host h1 changed: ${JSON.stringify(hostHeading)} vs without the kit ${JSON.stringify(hostHeadingControl)}`,
    );
    const hostButton = await kit.evaluate(read('#host-button'));
    expect(
      JSON.stringify(hostButton) === JSON.stringify(hostButtonControl),
      `Bootstrap's own .btn changed: ${JSON.stringify(hostButton)} vs ${JSON.stringify(hostButtonControl)}`,
    );

    const primary = await kit.evaluate(token('--lm-color-primary', 'backgroundColor'));
    const onPrimary = await kit.evaluate(token('--lm-color-primary-foreground', 'color'));
    const radius = await kit.evaluate(token('--lm-radius-md', 'borderTopLeftRadius'));
    const button = await kit.evaluate(read('#kit-button'));
    expect(
      primary.startsWith('rgb') && primary !== 'rgba(0, 0, 0, 0)',
      `the primary token did not resolve: ${primary}`,
    );
    expect(button.background === primary, `kit Button background ${button.background}, token ${primary}`);
    expect(button.color === onPrimary, `kit Button text ${button.color}, token ${onPrimary}`);
    expect(
      button.radius === radius && radius !== '0px',
      `kit Button radius ${button.radius}, token ${radius}`,
    );
    expect(
      button.borderWidth === '0px',
      `kit Button has a ${button.borderWidth} border (the browser's or Bootstrap's)`,
    );

    const red = await kit.evaluate(read('#app-red'));
    expect(
      red.background !== 'rgba(0, 0, 0, 0)',
      `the app's bg-red-500 produced no background (${red.background})`,
    );
    const onToken = await kit.evaluate(read('#app-token'));
    expect(
      onToken.background === primary,
      `the app's bg-lm-primary is ${onToken.background}, not ${primary}`,
    );

    const faqRoot = await kit.evaluate(read('#root > div'));
    const faqHeading = await kit.evaluate(read('#root h1'));
    const size3xl = await kit.evaluate(token('--lm-font-size-3xl', 'fontSize'));
    expect(
      faqRoot.display === 'flex' && faqRoot.flexDirection === 'column',
      `FAQ page layout: ${JSON.stringify(faqRoot)}`,
    );
    expect(faqRoot.maxWidth === '768px', `FAQ page max-width ${faqRoot.maxWidth}, expected 48rem`);
    expect(faqHeading.fontSize === size3xl, `FAQ h1 font-size ${faqHeading.fontSize}, token ${size3xl}`);
    expect(faqHeading.fontWeight === '700', `FAQ h1 font-weight ${faqHeading.fontWeight}`);
    expect(
      faqHeading.margin === '0px',
      `FAQ h1 margin ${faqHeading.margin} (Bootstrap's h1 margin leaked in)`,
    );
  } finally {
    await browser.close();
    server.close();
  }
  console.log(`styles consumer: computed styles in Chromium: ${problems.length === 0 ? 'ok' : 'FAILED'}`);
  for (const problem of problems) failures.push(`styles consumer: ${problem}`);
}
