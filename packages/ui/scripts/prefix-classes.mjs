// Keeps every Tailwind class of the published packages under the kit's `lm:` prefix, so the kit's utilities
// never meet a host app's `.flex`, `.table` or `.border` (Bootstrap has all three).
//
//   node packages/ui/scripts/prefix-classes.mjs --check   lists class names written without the prefix (exit 1)
//   node packages/ui/scripts/prefix-classes.mjs --write   adds the prefix to them
//
// A word is a class name when it sits in a class context (a className attribute, an argument of cn/cva/clsx, a
// cva variant, a variable or property whose name ends in "class"/"classes"/"className", toHaveClass) and
// Tailwind generates CSS for it. Tailwind itself decides: each word is built with the kit's own Tailwind entry
// unprefixed and, once prefixed, with the prefixed entry; a word neither builds is left alone.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { kitCompiler, uiDir } from './kit-tailwind.mjs';

export const PREFIX = 'lm';
const repo = path.resolve(uiDir, '../..');
const ROOTS = [
  'packages/ui/src',
  'packages/marketplace-features/src',
  'apps/web/src',
  'apps/admin/src',
  '.storybook',
];
const CLASS_CALLS = new Set(['cn', 'cva', 'clsx', 'cx', 'twMerge', 'toHaveClass']);
const CLASS_NAME = /(^class$|^className$|ClassName$|[cC]lass(es)?$)/;
const EQUALITY = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);

function sourceFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) out.push(...sourceFiles(file));
    else if (/\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') && !name.endsWith('.css.ts')) out.push(file);
  }
  return out;
}

const nameOf = (node) =>
  node && (ts.isIdentifier(node) || ts.isStringLiteral(node) || ts.isPrivateIdentifier(node))
    ? node.text
    : '';

function calleeName(call) {
  const e = call.expression;
  if (ts.isIdentifier(e)) return e.text;
  if (ts.isPropertyAccessExpression(e)) return e.name.text;
  return '';
}

/** Is this string literal a list of class names? Walks up to the nearest deciding ancestor. */
function inClassContext(literal) {
  let child = literal;
  for (let node = literal.parent; node; child = node, node = node.parent) {
    if (ts.isBinaryExpression(node) && EQUALITY.has(node.operatorToken.kind)) return false;
    if (ts.isCaseClause(node) && node.expression === child) return false;
    if (ts.isElementAccessExpression(node) && node.argumentExpression === child) return false;
    if (ts.isJsxAttribute(node)) return CLASS_NAME.test(nameOf(node.name));
    if (ts.isVariableDeclaration(node)) return CLASS_NAME.test(nameOf(node.name));
    if (ts.isPropertyAssignment(node)) {
      if (node.name === child) return false;
      const name = nameOf(node.name);
      if (name === 'defaultVariants') return false;
      if (CLASS_NAME.test(name)) return true;
      // Inside cva's compoundVariants only `class`/`className` hold classes; the rest are variant values.
      const grand = node.parent?.parent;
      if (grand && ts.isArrayLiteralExpression(grand) && nameOf(grand.parent?.name) === 'compoundVariants')
        return false;
      continue;
    }
    if (ts.isCallExpression(node)) {
      const callee = calleeName(node);
      if (callee === 'join') continue; // ['a b', 'c'].join(' ')
      if (node.expression === child) return false;
      if (CLASS_CALLS.has(callee)) return true;
      return false;
    }
    if (ts.isReturnStatement(node) || ts.isArrowFunction(node)) {
      // A function whose name says it returns classes: function toneClass(), const rowClasses = () => ...
      let fn = node;
      while (fn && !ts.isFunctionDeclaration(fn) && !ts.isArrowFunction(fn) && !ts.isMethodDeclaration(fn))
        fn = fn.parent;
      if (fn && ts.isFunctionDeclaration(fn)) return CLASS_NAME.test(nameOf(fn.name));
      if (fn && ts.isMethodDeclaration(fn)) return CLASS_NAME.test(nameOf(fn.name));
      continue;
    }
    if (ts.isBlock(node) || ts.isSourceFile(node) || ts.isExpressionStatement(node)) return false;
    if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node)) return false;
  }
  return false;
}

/** The source ranges of a file's class-context strings (template literals: each literal piece), in order. */
function classStrings(file, text) {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found = [];
  const visit = (node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (inClassContext(node)) found.push({ start: node.getStart(sf) + 1, end: node.getEnd() - 1 });
    } else if (ts.isTemplateExpression(node)) {
      if (inClassContext(node)) {
        const pieces = [node.head, ...node.templateSpans.map((s) => s.literal)];
        for (const piece of pieces) {
          // After the backtick or `}`, before `${` or the closing backtick.
          const end = piece.getEnd() - (ts.isTemplateTail(piece) ? 1 : 2);
          found.push({ start: piece.getStart(sf) + 1, end });
        }
      }
    } else if (ts.isJsxAttribute(node) && node.initializer && ts.isStringLiteral(node.initializer)) {
      if (CLASS_NAME.test(nameOf(node.name)))
        found.push({ start: node.initializer.getStart(sf) + 1, end: node.initializer.getEnd() - 1 });
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found.sort((a, b) => a.start - b.start);
}

/** Asks Tailwind, one word at a time, whether a word is a class of the kit's set-up. */
async function tailwindBuilder(prefixed) {
  const compiler = await kitCompiler({ unprefixed: !prefixed });
  const seen = [];
  let size = compiler.build([]).length;
  return (word) => {
    seen.push(word);
    const next = compiler.build(seen).length;
    const builds = next > size;
    size = next;
    return builds;
  };
}

const split = (s) => s.split(/(\s+)/);

async function main() {
  const write = process.argv.includes('--write');
  const builds = await tailwindBuilder(false);
  const buildsPrefixed = await tailwindBuilder(true);
  const verdict = new Map();
  const isPlainClass = (word) => {
    if (!verdict.has(word)) {
      const plain = builds(word);
      verdict.set(word, plain ? (buildsPrefixed(`${PREFIX}:${word}`) ? 'prefix' : 'broken') : 'no');
    }
    return verdict.get(word);
  };
  const findings = [];
  let changedFiles = 0;
  for (const root of ROOTS) {
    for (const file of sourceFiles(path.join(repo, root))) {
      const text = readFileSync(file, 'utf8');
      const pieces = classStrings(file, text);
      if (pieces.length === 0) continue;
      let out = '';
      let at = 0;
      for (const { start, end } of pieces) {
        out += text.slice(at, start);
        const rewritten = split(text.slice(start, end))
          .map((word) => {
            if (/^\s*$/.test(word) || word.startsWith(`${PREFIX}:`)) return word;
            // lm:group and lm:peer are the markers prefixed group-*/peer-* variants look for.
            if (/^(group|peer)(\/[\w-]+)?$/.test(word)) {
              findings.push({ file, word });
              return `${PREFIX}:${word}`;
            }
            const v = isPlainClass(word);
            if (v === 'no') return word;
            findings.push({ file, word, broken: v === 'broken' });
            return v === 'prefix' ? `${PREFIX}:${word}` : word;
          })
          .join('');
        out += rewritten;
        at = end;
      }
      out += text.slice(at);
      if (out !== text) {
        changedFiles += 1;
        if (write) writeFileSync(file, out);
      }
    }
  }
  const broken = findings.filter((f) => f.broken);
  for (const f of broken) console.error(`cannot prefix ${f.word} in ${path.relative(repo, f.file)}`);
  if (write) {
    console.log(`prefixed ${findings.length - broken.length} class names in ${changedFiles} files`);
  } else if (findings.length > 0) {
    for (const f of findings.slice(0, 50))
      console.error(`${path.relative(repo, f.file)}: "${f.word}" has no ${PREFIX}: prefix`);
    console.error(
      `${findings.length} class name(s) without the ${PREFIX}: prefix; run node packages/ui/scripts/prefix-classes.mjs --write`,
    );
    process.exit(1);
  } else console.log(`every class name carries the ${PREFIX}: prefix`);
  if (broken.length > 0) process.exit(1);
}

await main();
