// One way to run Tailwind on the kit's own set-up (src/kit.css, `lm:` prefix), shared by the stylesheet
// build (build-css.mjs) and the class-name check (prefix-classes.mjs).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
export const uiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const { compile, optimize } = await import(require.resolve('@tailwindcss/node'));
export const { Scanner } = await import(require.resolve('@tailwindcss/oxide'));

/**
 * A Tailwind compiler for a stylesheet of the kit (`src/kit.css` unless told). `unprefixed` drops the
 * `lm:` prefix, to ask whether a bare word is a Tailwind class. `build(candidates)` accumulates every
 * class it is asked for: take a fresh compiler per stylesheet.
 */
export async function kitCompiler({ file = 'src/kit.css', unprefixed = false } = {}) {
  let css = readFileSync(path.join(uiDir, file), 'utf8');
  if (unprefixed) css = css.replace(/^(@import "tailwindcss[^;]*?)\s+prefix\(\w+\)/gm, '$1');
  return compile(css, { base: path.join(uiDir, 'src'), onDependency() {} });
}
