import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Options } from 'tsup';

type TsupPlugin = NonNullable<Options['plugins']>[number];

/**
 * A module that needs the client: it calls a hook (React's or ours), creates a context, defines a class
 * component, makes an event handler of its own (`onClick={() => ...}`: a server component cannot
 * pass a function on; forwarding the caller's `onX` prop is fine), or says so itself.
 */
const CLIENT_SOURCE = new RegExp(
  [
    /^\s*['"]use client['"]/.source,
    /\buse[A-Z]\w*\s*\(|\buse\s*\(/.source,
    /\bcreateContext\s*\(/.source,
    /\bextends\s+(?:React\.)?(?:Pure)?Component\b/.source,
    /\bon[A-Z]\w*=\{(?!\s*(?:props\.)?on[A-Z]\w*\s*\})/.source,
  ].join('|'),
  'm',
);

const DIRECTIVE = "'use client';\n";

/**
 * Puts `'use client'` at the top of every built JavaScript file that holds a client module, so a
 * Next.js (or any React Server Components) app can import the package from a server component.
 *
 * esbuild and the Rollup pass of tsup's `treeshake` both drop module-level directives when they
 * bundle, so a directive in the source never reaches dist. This plugin runs after tsup has written
 * the files: it reads each file's source map to learn which sources went into it, and prepends the
 * directive (shifting the map by one line) when any of them is a client module. Files built only
 * from server-safe code (formatters, variants, tokens, catalogs) stay importable on the server.
 */
export function clientDirective(): TsupPlugin {
  const verdicts = new Map<string, boolean>();
  const isClientSource = (file: string): boolean => {
    let verdict = verdicts.get(file);
    if (verdict === undefined) {
      let text = '';
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        // A source the map names but the disk lacks (a virtual module): not ours to judge.
      }
      verdict = !file.includes('/node_modules/') && CLIENT_SOURCE.test(text);
      verdicts.set(file, verdict);
    }
    return verdict;
  };
  return {
    name: 'use-client-directive',
    buildEnd({ writtenFiles }) {
      for (const { name } of writtenFiles) {
        if (!/\.(?:js|mjs)$/.test(name)) continue;
        const file = resolve(name);
        const mapFile = `${file}.map`;
        let map: { sources: string[]; sourceRoot?: string; mappings: string };
        try {
          map = JSON.parse(readFileSync(mapFile, 'utf8'));
        } catch {
          throw new Error(`use-client-directive: ${name} has no source map; enable sourcemap in tsup`);
        }
        const base = resolve(dirname(mapFile), map.sourceRoot ?? '');
        if (!map.sources.some((source) => isClientSource(resolve(base, source)))) continue;
        const code = readFileSync(file, 'utf8');
        if (code.startsWith(DIRECTIVE)) continue;
        writeFileSync(file, DIRECTIVE + code);
        // One generated line more at the top: an empty first line in the mappings.
        writeFileSync(mapFile, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
      }
    },
  };
}
