import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { DEFAULT_LOCALE, type Locale, SUPPORTED_LOCALES } from '../src/locales';

export type Catalogs = Record<Locale, Record<string, string>>;

/** Messages allowed to read the same as in English, per id, with the reason a reviewer accepted. */
export type UntranslatedAllowList = Record<string, { locales: string[]; reason: string }>;

export type ProblemKind =
  | 'missing-key'
  | 'extra-key'
  | 'invalid-icu'
  | 'arguments'
  | 'select-options'
  | 'plural-categories'
  | 'untranslated'
  | 'stale-allow-list'
  | 'out-of-sync';

export interface Problem {
  kind: ProblemKind;
  locale: string;
  id?: string;
  message: string;
}

export interface CheckResult {
  errors: Problem[];
  warnings: Problem[];
}

interface MessageShape {
  /** argument name -> kinds it is used as ('argument', 'number:percent', 'plural', 'tag'...) */
  arguments: Map<string, Set<string>>;
  /** plural/selectordinal elements with the keys their translation provides */
  plurals: Array<{ name: string; ordinal: boolean; keys: string[] }>;
  /** select argument name -> its option keys */
  selects: Map<string, Set<string>>;
  /** whether the text outside placeholders holds any letter, i.e. anything to translate */
  hasWords: boolean;
}

function shapeOf(elements: MessageFormatElement[]): MessageShape {
  const shape: MessageShape = { arguments: new Map(), plurals: [], selects: new Map(), hasWords: false };
  const use = (name: string, kind: string) => {
    const kinds = shape.arguments.get(name) ?? new Set<string>();
    kinds.add(kind);
    shape.arguments.set(name, kinds);
  };
  const walk = (nodes: MessageFormatElement[]) => {
    for (const node of nodes) {
      switch (node.type) {
        case TYPE.literal:
          if (/\p{L}/u.test(node.value)) shape.hasWords = true;
          break;
        case TYPE.argument:
          use(node.value, 'argument');
          break;
        case TYPE.number:
          // A number style changes what the reader sees (percent, currency): it must match.
          use(node.value, typeof node.style === 'string' ? `number:${node.style}` : 'number');
          break;
        case TYPE.date:
          use(node.value, 'date');
          break;
        case TYPE.time:
          use(node.value, 'time');
          break;
        case TYPE.tag:
          use(node.value, 'tag');
          walk(node.children);
          break;
        case TYPE.select: {
          use(node.value, 'select');
          const keys = shape.selects.get(node.value) ?? new Set<string>();
          for (const [key, option] of Object.entries(node.options)) {
            keys.add(key);
            walk(option.value);
          }
          shape.selects.set(node.value, keys);
          break;
        }
        case TYPE.plural: {
          const ordinal = node.pluralType === 'ordinal';
          use(node.value, ordinal ? 'selectordinal' : 'plural');
          shape.plurals.push({ name: node.value, ordinal, keys: Object.keys(node.options) });
          for (const option of Object.values(node.options)) walk(option.value);
          break;
        }
        case TYPE.pound:
          break;
      }
    }
  };
  walk(elements);
  return shape;
}

function describeKinds(shape: MessageShape): string {
  const entries = [...shape.arguments.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, kinds]) => `${name}: ${[...kinds].sort().join('|')}`);
  return entries.length ? `{ ${entries.join(', ')} }` : '(none)';
}

function sameKinds(a: MessageShape, b: MessageShape): boolean {
  if (a.arguments.size !== b.arguments.size) return false;
  for (const [name, kinds] of a.arguments) {
    const other = b.arguments.get(name);
    if (!other || other.size !== kinds.size || [...kinds].some((kind) => !other.has(kind))) return false;
  }
  return true;
}

const requiredCategoriesCache = new Map<string, { required: Set<string>; known: Set<string> }>();

/**
 * The plural categories a message must spell out in a locale: 'other' (ICU requires it) and every
 * category the locale's rules pick for a whole number from 0 to 1000, which covers every count a
 * page shows. pt's 'many' (only for exact millions) and Russian/Polish 'other' (only fractions) are
 * allowed but not required: ICU falls back to 'other', which reads correctly there.
 */
export function pluralCategories(locale: string, ordinal: boolean) {
  const key = `${locale}:${ordinal}`;
  let categories = requiredCategoriesCache.get(key);
  if (!categories) {
    const rules = new Intl.PluralRules(locale, { type: ordinal ? 'ordinal' : 'cardinal' });
    const required = new Set<string>(['other']);
    for (let n = 0; n <= 1000; n += 1) required.add(rules.select(n));
    categories = { required, known: new Set(rules.resolvedOptions().pluralCategories) };
    requiredCategoriesCache.set(key, categories);
  }
  return categories;
}

function parseMessage(
  locale: string,
  id: string,
  text: unknown,
  errors: Problem[],
): MessageShape | undefined {
  if (typeof text !== 'string') {
    errors.push({ kind: 'invalid-icu', locale, id, message: `${locale}: "${id}" is not a string` });
    return undefined;
  }
  try {
    return shapeOf(parse(text, { requiresOtherClause: true }));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    errors.push({
      kind: 'invalid-icu',
      locale,
      id,
      message: `${locale}: "${id}" is not valid ICU MessageFormat (${reason}): ${JSON.stringify(text)}`,
    });
    return undefined;
  }
}

/**
 * Checks every locale against en: same keys, valid ICU, the same placeholders with the same types,
 * the same select options, complete plurals for the locale, and no English left untranslated.
 */
export function checkCatalogs(catalogs: Catalogs, allowList: UntranslatedAllowList = {}): CheckResult {
  const errors: Problem[] = [];
  const warnings: Problem[] = [];
  const source = catalogs[DEFAULT_LOCALE];
  const sourceShapes = new Map<string, MessageShape>();
  for (const [id, text] of Object.entries(source)) {
    const shape = parseMessage(DEFAULT_LOCALE, id, text, errors);
    if (shape) sourceShapes.set(id, shape);
    if (shape) checkPlurals(DEFAULT_LOCALE, id, shape, errors, warnings);
  }
  const usedAllowances = new Set<string>();

  for (const locale of SUPPORTED_LOCALES) {
    if (locale === DEFAULT_LOCALE) continue;
    const catalog = catalogs[locale];
    for (const id of Object.keys(source)) {
      if (!Object.hasOwn(catalog, id)) {
        errors.push({
          kind: 'missing-key',
          locale,
          id,
          message: `${locale}: "${id}" is missing (en: ${JSON.stringify(source[id])})`,
        });
      }
    }
    for (const [id, text] of Object.entries(catalog)) {
      if (!Object.hasOwn(source, id)) {
        errors.push({ kind: 'extra-key', locale, id, message: `${locale}: "${id}" is not in en` });
        continue;
      }
      const shape = parseMessage(locale, id, text, errors);
      const sourceShape = sourceShapes.get(id);
      if (!shape || !sourceShape) continue;
      if (!sameKinds(shape, sourceShape)) {
        errors.push({
          kind: 'arguments',
          locale,
          id,
          message: `${locale}: "${id}" has placeholders ${describeKinds(shape)} but en has ${describeKinds(sourceShape)}`,
        });
      }
      for (const [name, keys] of sourceShape.selects) {
        const translated = shape.selects.get(name);
        if (!translated) continue;
        const differ = keys.size !== translated.size || [...keys].some((key) => !translated.has(key));
        if (differ) {
          errors.push({
            kind: 'select-options',
            locale,
            id,
            message: `${locale}: "${id}" select {${name}} has options [${[...translated].sort().join(', ')}] but en has [${[...keys].sort().join(', ')}]`,
          });
        }
      }
      checkPlurals(locale, id, shape, errors, warnings);
      if (text === source[id] && sourceShape.hasWords) {
        if (allowList[id]?.locales.includes(locale)) {
          usedAllowances.add(`${id}\u0000${locale}`);
        } else {
          errors.push({
            kind: 'untranslated',
            locale,
            id,
            message: `${locale}: "${id}" is the English text ${JSON.stringify(text)}; translate it or, for a brand name or code, add it to allowed-untranslated.json with a reason`,
          });
        }
      }
    }
  }

  for (const [id, { locales }] of Object.entries(allowList)) {
    for (const locale of locales) {
      if (!usedAllowances.has(`${id}\u0000${locale}`)) {
        warnings.push({
          kind: 'stale-allow-list',
          locale,
          id,
          message: `${locale}: allowed-untranslated.json lists "${id}", but that message is translated or gone`,
        });
      }
    }
  }
  return { errors, warnings };
}

function checkPlurals(
  locale: string,
  id: string,
  shape: MessageShape,
  errors: Problem[],
  warnings: Problem[],
): void {
  for (const plural of shape.plurals) {
    const { required, known } = pluralCategories(locale, plural.ordinal);
    const missing = [...required].filter((category) => !plural.keys.includes(category)).sort();
    if (missing.length) {
      // A missing category is a visibly wrong sentence ("5 przedmiot"), so it fails.
      errors.push({
        kind: 'plural-categories',
        locale,
        id,
        message: `${locale}: "${id}" plural {${plural.name}} lacks ${missing.join(', ')} (needs ${[...required].sort().join(', ')})`,
      });
    }
    const unused = plural.keys.filter((key) => !key.startsWith('=') && !known.has(key));
    if (unused.length) {
      // Harmless (never selected) but a sign the English structure was copied: warn only.
      warnings.push({
        kind: 'plural-categories',
        locale,
        id,
        message: `${locale}: "${id}" plural {${plural.name}} has ${unused.join(', ')}, which ${locale} never uses`,
      });
    }
  }
}

/** Differences between the committed en catalog and a fresh extraction from the code. */
export function compareWithExtraction(
  committed: Record<string, string>,
  extracted: Record<string, string>,
): Problem[] {
  const problems: Problem[] = [];
  for (const [id, text] of Object.entries(extracted)) {
    if (!Object.hasOwn(committed, id)) {
      problems.push({
        kind: 'out-of-sync',
        locale: DEFAULT_LOCALE,
        id,
        message: `en: "${id}" is defined in the code but not in en.json (run i18n:extract)`,
      });
    } else if (committed[id] !== text) {
      problems.push({
        kind: 'out-of-sync',
        locale: DEFAULT_LOCALE,
        id,
        message: `en: "${id}" reads ${JSON.stringify(text)} in the code but ${JSON.stringify(committed[id])} in en.json (run i18n:extract)`,
      });
    }
  }
  for (const id of Object.keys(committed)) {
    if (!Object.hasOwn(extracted, id)) {
      problems.push({
        kind: 'out-of-sync',
        locale: DEFAULT_LOCALE,
        id,
        message: `en: "${id}" is in en.json but no code defines it any more (run i18n:extract)`,
      });
    }
  }
  return problems;
}
