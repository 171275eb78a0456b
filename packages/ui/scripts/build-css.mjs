// Post-build step of `pnpm build`: turns the kit's Tailwind entry into plain CSS and joins it with
// the tokens esbuild extracted, so dist/index.css (exported as ./styles.css) works in apps without
// Tailwind. dist/tailwind.css is the source-level entry for published apps that do use Tailwind.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const pkg = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(pkg, 'dist');
const require = createRequire(import.meta.url);
const cli = path.join(path.dirname(require.resolve('@tailwindcss/cli/package.json')), 'dist/index.mjs');

const tokensCss = readFileSync(path.join(dist, 'index.css'), 'utf8');
writeFileSync(path.join(dist, 'tokens.css'), tokensCss);

execFileSync(process.execPath, [cli, '-i', 'src/tailwind.css', '-o', 'dist/utilities.css', '--minify'], {
  cwd: pkg,
  stdio: 'inherit',
});
const utilitiesCss = readFileSync(path.join(dist, 'utilities.css'), 'utf8');

// Tokens first: their @layer statement then fixes the cascade order before Tailwind's layers.
writeFileSync(path.join(dist, 'index.css'), `${tokensCss}\n${utilitiesCss}`);
// The intermediate file and esbuild's map (which described only the tokens part) would mislead.
rmSync(path.join(dist, 'utilities.css'));
rmSync(path.join(dist, 'index.css.map'), { force: true });

// For Tailwind apps using the published package: the same entry as src/tailwind.css, scanning dist
// for class names and bringing the token variables along.
const tailwindEntry = readFileSync(path.join(pkg, 'src/tailwind.css'), 'utf8').replace(
  '@import "tailwindcss";',
  '@import "tailwindcss";\n@import "./tokens.css";',
);
writeFileSync(path.join(dist, 'tailwind.css'), tailwindEntry);
