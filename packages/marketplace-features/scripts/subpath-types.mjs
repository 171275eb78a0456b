// Post-build step: the declaration file of each feature entry (dist/<feature>/index.d.ts). tsup bundles the
// declarations of the root entry only (bundling 26 entries runs out of memory); each feature's file
// re-exports, from the root's declarations, exactly the names its source index exports, types included,
// so `@lootmarket/marketplace-features/faq` types what its JavaScript exports and nothing more.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const pkg = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entries = readdirSync(path.join(pkg, 'src'))
  .map((dir) => path.join(pkg, 'src', dir, 'index.ts'))
  .filter((file) => existsSync(file));
const config = ts.getParsedCommandLineOfConfigFile(
  path.join(pkg, 'tsconfig.json'),
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  },
);
const program = ts.createProgram(entries, { ...config.options, noEmit: true });
const checker = program.getTypeChecker();
for (const entry of entries) {
  const source = program.getSourceFile(entry);
  const symbol = source && checker.getSymbolAtLocation(source);
  if (!symbol) throw new Error(`no module symbol for ${entry}`);
  const names = checker
    .getExportsOfModule(symbol)
    .map((s) => s.getName())
    .sort();
  const feature = path.basename(path.dirname(entry));
  const out = path.join(pkg, 'dist', feature, 'index.d.ts');
  if (!existsSync(path.dirname(out))) throw new Error(`dist/${feature} is missing: run tsup first`);
  writeFileSync(out, `export { ${names.join(', ')} } from '../index.js';\n`);
}
// The published manifest names every feature entry (explicit subpaths, and typesVersions for node10).
const manifest = JSON.parse(readFileSync(path.join(pkg, 'package.json'), 'utf8'));
const missing = entries
  .map((entry) => path.basename(path.dirname(entry)))
  .filter((f) => !manifest.publishConfig.exports[`./${f}`] || !manifest.publishConfig.typesVersions['*'][f]);
if (missing.length > 0) {
  console.error(`package.json publishConfig lacks the feature entries: ${missing.join(', ')}`);
  process.exit(1);
}
console.log(`declarations for ${entries.length} feature entries`);
