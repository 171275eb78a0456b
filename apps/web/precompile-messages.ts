import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import MagicString from 'magic-string';
import { type Plugin, parseAst } from 'vite';

const CATALOG = /\/packages\/i18n\/src\/catalogs\/[^/]+\.json$/;
const EN_CATALOG = fileURLToPath(new URL('../../packages/i18n/src/catalogs/en.json', import.meta.url));
const SOURCE = /\/(packages\/[^/]+\/src|apps\/web\/src)\/.+\.[cm]?[jt]sx?$/;

type Catalog = Record<string, string>;

/** Route modules of apps/web (each its own lazy chunk) and the one that renders first on a visit. */
const ROUTE_MODULE = /\/apps\/web\/src\/routes\/[^/]+\.tsx$/;
const FIRST_RENDER_ROUTE = /\/apps\/web\/src\/routes\/home\.tsx$/;

/**
 * A locale's catalog module: the messages of the first render now, the rest behind
 * `catalog[Symbol.for('lootmarket.catalog.rest')]()` (apps/web/src/catalog-rest.ts calls it before
 * any other route renders, and at the first idle moment). Once the app has asked for the rest, a
 * catalog loaded later (a language switch) waits for its own rest before it resolves, so a page
 * never renders with half a catalog.
 */
function catalogModule(firstPart: string, restFile: string): string {
  return [
    `const catalog = ${firstPart};`,
    `const state = (globalThis.__lootmarketCatalogRest ??= { wanted: false });`,
    'let pending;',
    `Object.defineProperty(catalog, Symbol.for('lootmarket.catalog.rest'), {`,
    `  value: () => (pending ??= import(${JSON.stringify(restFile)}).then(`,
    '    (module) => { Object.assign(catalog, module.default); },',
    '    (error) => { pending = undefined; throw error; },',
    '  )),',
    '});',
    "if (state.wanted) await catalog[Symbol.for('lootmarket.catalog.rest')]();",
    'export default catalog;',
    '',
  ].join('\n');
}

/**
 * The production build's messages, the way formatjs recommends shipping them:
 *
 * 1. Catalogs go out as parsed ICU ASTs and the ICU parser stays out of the bundle: the reader's
 *    browser never parses a message (about 8 kB gzipped less JavaScript on a first visit, for about
 *    0.5 kB more catalog). A message with a syntax error fails the build instead of a page.
 * 2. A key missing from a locale's catalog gets the English text at build time, so the English
 *    fallback of I18nProvider still holds without the runtime parser.
 * 3. `defineMessages` descriptors lose their English `defaultMessage` (and `description`) when the
 *    English catalog holds the id: the catalog already carries that text, and every page would
 *    otherwise download its English strings twice. A descriptor whose id is not in the catalog yet
 *    keeps its default untouched (and `pnpm i18n:check` fails until it is extracted).
 * 4. The catalogs are shared with the admin app: the web build's copy keeps only the messages whose
 *    id some chunk of the web build still names after tree-shaking (ids are literal strings in
 *    defineMessages, which i18n:extract requires anyway), so the back office's strings never reach a
 *    shopper's first visit.
 * 5. Each catalog is split in two: the messages the first render can show (shell and home) and the
 *    rest (other routes), which loads at the first idle moment or before another route renders
 *    (see catalogModule). The catalog grows with every feature; the first visit does not.
 */
export function precompiledMessages(): Plugin {
  let english: Catalog = {};
  const catalogModules = new Map<string, string>();
  return {
    name: 'lootmarket:precompiled-messages',
    apply: 'build',
    enforce: 'post',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
    }),
    buildStart() {
      english = JSON.parse(readFileSync(EN_CATALOG, 'utf8')) as Catalog;
      catalogModules.clear();
      this.addWatchFile(EN_CATALOG);
    },
    // Load, not transform: the result is still JSON, which Vite's JSON plugin turns into a module.
    load: {
      order: 'pre',
      async handler(id) {
        const file = id.split('?')[0] ?? id;
        if (!CATALOG.test(file)) return null;
        const catalog = { ...english, ...(JSON.parse(await readFile(file, 'utf8')) as Catalog) };
        catalogModules.set(id, file);
        const compiled = Object.fromEntries(
          Object.entries(catalog).map(([key, message]) => {
            try {
              return [key, parse(message)];
            } catch (error) {
              throw new Error(`${file}: message "${key}" is not valid ICU: ${String(error)}`);
            }
          }),
        );
        return JSON.stringify(compiled);
      },
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (file.includes('/node_modules/') || !SOURCE.test(file) || !code.includes('defineMessage')) {
        return null;
      }
      const output = new MagicString(code);
      let changed = false;
      for (const descriptor of messageDescriptors(parseAst(code))) {
        const idProperty = descriptor.properties.find((p) => keyName(p) === 'id');
        const messageId = idProperty?.value.type === 'Literal' ? idProperty.value.value : undefined;
        const known = typeof messageId === 'string' && Object.hasOwn(english, messageId);
        for (const property of descriptor.properties) {
          const key = keyName(property);
          if (key === 'description' || (key === 'defaultMessage' && known)) {
            output.remove(property.start, endWithComma(code, property.end));
            changed = true;
          }
        }
      }
      return changed ? { code: output.toString(), map: output.generateMap({ hires: 'boundary' }) } : null;
    },
    // The output is final by now: an id some chunk still carries is one the app can show.
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const catalogs = chunks.filter(
        (chunk) => chunk.facadeModuleId !== null && catalogModules.has(chunk.facadeModuleId),
      );
      const appChunks = chunks.filter((chunk) => !catalogs.includes(chunk));
      const named = (code: string) =>
        Object.keys(english).filter((key) => code.includes(`"${key}"`) || code.includes(`\`${key}\``));
      const used = named(appChunks.map((chunk) => chunk.code).join('\n'));

      // The first render's part: what the entry reaches without entering another route's chunk
      // through its lazy import (the home route is part of the first render).
      const byFile = new Map(appChunks.map((chunk) => [chunk.fileName, chunk]));
      const isOtherRoute = (chunk: { facadeModuleId: string | null }) =>
        chunk.facadeModuleId !== null &&
        ROUTE_MODULE.test(chunk.facadeModuleId) &&
        !FIRST_RENDER_ROUTE.test(chunk.facadeModuleId);
      const reached = new Set<string>();
      const queue = appChunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
      while (queue.length > 0) {
        const chunk = byFile.get(queue.pop() ?? '');
        if (!chunk || reached.has(chunk.fileName)) continue;
        reached.add(chunk.fileName);
        queue.push(...chunk.imports);
        for (const lazy of chunk.dynamicImports) {
          const target = byFile.get(lazy);
          if (target && !isOtherRoute(target)) queue.push(lazy);
        }
      }
      const first = new Set(named([...reached].map((file) => byFile.get(file)?.code ?? '').join('\n')));

      for (const chunk of catalogs) {
        const file = catalogModules.get(chunk.facadeModuleId ?? '') ?? '';
        const catalog = { ...english, ...(JSON.parse(readFileSync(file, 'utf8')) as Catalog) };
        const compiled = (keys: string[]) =>
          JSON.stringify(Object.fromEntries(keys.map((key) => [key, parse(catalog[key] ?? '')])));
        const rest = `export default ${compiled(used.filter((key) => !first.has(key)))};\n`;
        const restName = `${chunk.fileName.replace(/\.js$/, '')}-rest-${createHash('sha256').update(rest).digest('hex').slice(0, 8)}.js`;
        this.emitFile({ type: 'asset', fileName: restName, source: rest });
        chunk.code = catalogModule(
          compiled(used.filter((key) => first.has(key))),
          `./${restName.split('/').pop()}`,
        );
        chunk.map = null;
      }
    },
  };
}

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}
interface PropertyNode extends Node {
  key: Node & { name?: string; value?: unknown };
  value: Node & { value?: unknown };
}
interface ObjectNode extends Node {
  properties: PropertyNode[];
}

function keyName(property: PropertyNode): unknown {
  return property.key.type === 'Identifier' ? property.key.name : property.key.value;
}

/** The descriptor objects of every `defineMessages({...})` and `defineMessage({...})` call. */
function messageDescriptors(root: unknown): ObjectNode[] {
  const found: ObjectNode[] = [];
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    const current = node as Node;
    if (current.type === 'CallExpression') {
      const callee = current.callee as Node & { name?: string };
      const [argument] = current.arguments as Node[];
      if (callee.type === 'Identifier' && argument?.type === 'ObjectExpression') {
        const object = argument as ObjectNode;
        if (callee.name === 'defineMessage') found.push(object);
        if (callee.name === 'defineMessages') {
          for (const property of object.properties) {
            if (property.value?.type === 'ObjectExpression')
              found.push(property.value as unknown as ObjectNode);
          }
        }
      }
    }
    for (const [key, value] of Object.entries(current)) {
      if (key !== 'start' && key !== 'end' && key !== 'type') visit(value);
    }
  };
  visit(root);
  return found;
}

/** The end of a property including the comma after it, so the object stays valid JavaScript. */
function endWithComma(code: string, end: number): number {
  let index = end;
  while (index < code.length && /\s/.test(code[index] ?? '')) index++;
  return code[index] === ',' ? index + 1 : end;
}
