// Post-build step of `pnpm build` in @lootmarket/ui and @lootmarket/marketplace-features: compiles the
// stylesheets an app outside the workspace imports. Tailwind builds exactly the `lm:` classes the built
// JavaScript contains (src/kit.css is the set-up), so nothing depends on the app having Tailwind.
//
//   node scripts/build-css.mjs                       in packages/ui
//   node ../ui/scripts/build-css.mjs --features      in packages/marketplace-features
//
// @lootmarket/ui/dist:
//   theme.css            the design tokens alone (light and dark custom properties)
//   reset.css            opt-in page reset (Tailwind's preflight and the page defaults), layered in `base`
//   styles.css           tokens + a reset scoped to the kit's own elements + every utility, unlayered
//   styles.layered.css   the same in cascade layers (lm-tokens, base, utilities): the app's unlayered CSS wins
//   css/<component>.css  one component's utilities (and those of the parts it is built from), unlayered,
//                        with the scoped reset: theme.css + css/button.css is all Button needs
//   tailwind.css         for Tailwind v4 apps: the kit's tokens as theme values (bg-lm-primary, rounded-lm-md)
//                        added to the app's own theme, which stays as it is
// @lootmarket/marketplace-features/dist:
//   styles.css, styles.layered.css, css/<feature>.css    the same for the features' own classes
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import { kitCompiler, optimize, Scanner, uiDir } from './kit-tailwind.mjs';

const features = process.argv.includes('--features');
const pkgDir = features ? path.resolve(uiDir, '../marketplace-features') : uiDir;
const dist = path.join(pkgDir, 'dist');

/** Each built module read once: its text and its `lm:` classes, as Tailwind's own scanner reads them. */
const scanner = new Scanner({});
const modulesRead = new Map();
function readModule(file) {
  let module = modulesRead.get(file);
  if (!module) {
    const text = readFileSync(file, 'utf8');
    const classes = scanner
      .getCandidatesWithPositions({ content: text, extension: 'js' })
      .map(({ candidate }) => candidate)
      .filter((candidate) => candidate.startsWith('lm:'));
    module = { text, classes };
    modulesRead.set(file, module);
  }
  return module;
}

/** The built modules an entry loads, itself included (static imports of sibling files and chunks). */
function closure(entry) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    for (const [, spec] of readModule(file).text.matchAll(/(?:from|import)\s*["'](\.{1,2}\/[^"']+)["']/g))
      visit(path.resolve(path.dirname(file), spec));
  };
  visit(entry);
  return [...seen];
}

async function utilitiesFor(classes) {
  const compiler = await kitCompiler();
  return compiler.build([...new Set(classes)].sort());
}

/** Removes every @layer statement and unwraps every @layer block: CSS that beats any layered CSS. */
const unlayer = (css) => {
  const root = postcss.parse(css);
  root.walkAtRules('layer', (rule) => {
    if (rule.nodes) rule.replaceWith(rule.nodes);
    else rule.remove();
  });
  return root.toString();
};
const layered = (layer, css) => `@layer ${layer} {\n${css}\n}`;
const minify = (css) => optimize(css, { minify: true }).code;
const write = (name, css) => {
  mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
  writeFileSync(path.join(dist, name), minify(css));
};

const LAYER_ORDER = '@layer theme, base, lm-tokens, components, utilities;';
const scopedBase = readFileSync(path.join(uiDir, 'src/scoped-base.css'), 'utf8');

// esbuild left the tokens (vanilla-extract) in dist/index.css, inside @layer lm-tokens.
let tokens = '';
if (!features) {
  const esbuildCss = path.join(dist, 'index.css');
  tokens = readFileSync(esbuildCss, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  rmSync(esbuildCss);
  rmSync(`${esbuildCss}.map`, { force: true });
  write('theme.css', unlayer(tokens));
  const reset = await kitCompiler({ file: 'src/reset.css' });
  write('reset.css', `${LAYER_ORDER}\n${reset.build([])}`);
}

// The whole package: every class of every built module.
const modules = readdirSync(dist, { recursive: true })
  .filter((f) => f.endsWith('.js'))
  .map((f) => path.join(dist, f));
const all = modules.flatMap((file) => readModule(file).classes);
const allUtilities = await utilitiesFor(all);
const base = features ? '' : scopedBase;
write('styles.css', unlayer(`${tokens}\n${base}\n${allUtilities}`));
write('styles.layered.css', `${LAYER_ORDER}\n${tokens}\n${layered('base', base)}\n${allUtilities}`);

// One stylesheet per component (ui) or feature (marketplace-features) entry.
for (const name of readdirSync(dist)) {
  const entry = path.join(dist, name, 'index.js');
  if (!existsSync(entry)) continue;
  const classes = closure(entry).flatMap((file) => readModule(file).classes);
  if (classes.length === 0) continue;
  write(`css/${name}.css`, unlayer(`${base}\n${await utilitiesFor(classes)}`));
}

if (!features) {
  // For Tailwind v4 apps: the kit's tokens as extra theme values under an `lm-` name, so the app's own
  // classes can use them (bg-lm-primary, text-lm-muted-foreground, rounded-lm-md, shadow-lm-md) while its
  // palette, spacing and preflight stay its own. The kit's classes themselves come from styles.css.
  const names = [...new Set(tokens.match(/--lm-[\w-]+(?=:)/g) ?? [])];
  const themeKey = (name) => {
    const m = /^--lm-(color|radius|shadow|font-size|font)-(.+)$/.exec(name);
    if (!m) return null;
    const kind = { color: 'color', radius: 'radius', shadow: 'shadow', 'font-size': 'text', font: 'font' }[
      m[1]
    ];
    return `--${kind}-lm-${m[2]}`;
  };
  const lines = names
    .map((name) => [themeKey(name), name])
    .filter(([key]) => key)
    .map(([key, name]) => `  ${key}: var(${name});`);
  writeFileSync(
    path.join(dist, 'tailwind.css'),
    [
      '/* @lootmarket/ui/tailwind.css: import after "tailwindcss" in a Tailwind v4 app. Adds the kit tokens to the',
      '   app theme (bg-lm-primary, text-lm-muted-foreground, rounded-lm-md, shadow-lm-md, font-lm-sans); replaces',
      '   nothing. The values follow the light and dark themes of @lootmarket/ui/theme.css. */',
      '@theme inline {',
      ...lines,
      '}',
      '@custom-variant lm-dark (&:where([data-theme="dark"], [data-theme="dark"] *));',
      '',
    ].join('\n'),
  );
}
