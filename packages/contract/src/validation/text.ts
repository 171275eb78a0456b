import { z } from 'zod';

/**
 * Characters no text a person types may carry, whatever the field: the server refuses them with one
 * of these field codes (400 VALIDATION_FAILED) and the forms show the same code before sending.
 *
 * - `controlCharacter`: NUL and the other C0/C1 controls (tab, line feed and carriage return are
 *   text), and the Unicode line and paragraph separators. NUL in particular cannot be stored in a
 *   PostgreSQL text column at all.
 * - `malformedText`: a lone UTF-16 surrogate (JSON's `"\ud800"` parses into one; stored, it becomes
 *   U+FFFD or breaks encoders) or a noncharacter (U+FFFE, U+FDD0 …), which no keyboard produces.
 * - `invisibleCharacter`: format characters that change how text is shown without being seen —
 *   bidirectional overrides, embeddings, isolates and marks ("Trojan Source" spoofing: a title or file
 *   name that reads differently from what it is), zero-width spaces and joiners, word joiners,
 *   invisible operators, the byte-order mark, soft hyphens, Hangul fillers and every other
 *   default-ignorable code point (they hide words from the contact filter and make two names look
 *   alike).
 *
 * Legitimate uses stay allowed, in every field (long texts and short ones):
 * - ZERO WIDTH JOINER inside an emoji sequence (woman + ZWJ + laptop, white flag + U+FE0F + ZWJ +
 *   rainbow: a pictograph, optionally with a skin tone or U+FE0F, then ZWJ, then a pictograph);
 * - ZERO WIDTH (NON-)JOINER between two letters or marks of a script that needs them (Persian and
 *   Arabic, Syriac, N'Ko, Mongolian, the Indic scripts, Sinhala, Myanmar, Khmer, Tibetan), as in
 *   Persian "mi-khaham" (U+0645 U+06CC ZWNJ U+062E …);
 * - one variation selector right after a visible character (a red heart: U+2764 U+FE0F; ideographic variants of names);
 *   a run of them (a known way to hide bytes after an emoji) is refused;
 * - tag characters only inside an emoji subdivision flag (the flag of Scotland: U+1F3F4, then 1–7 tag
 *   letters or digits, then CANCEL TAG).
 */
export const UNSAFE_TEXT_CODES = ['controlCharacter', 'malformedText', 'invisibleCharacter'] as const;
export type UnsafeTextCode = (typeof UNSAFE_TEXT_CODES)[number];

// Tab (09), line feed (0A) and carriage return (0D) are ordinary text; every other C0 control, DEL,
// the C1 controls and the line/paragraph separators are not.
const CONTROL_CHARACTER = /(?![\t\n\r])\p{Cc}|[\u2028\u2029]/u;
const LONE_SURROGATE_OR_NONCHARACTER = /[\p{Cs}\p{Noncharacter_Code_Point}]/u;
/** Anything outside printable ASCII, tab, LF and CR: only such text needs the code-point scan. */
const BEYOND_PLAIN_ASCII = /[^\t\n\r\x20-\x7E]/;
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/u;
const VARIATION_SELECTOR = /\p{Variation_Selector}/u;
/** What a variation selector may follow: a visible character (not a space, control or format mark). */
const VISIBLE_BASE = /[^\p{Cc}\p{Cf}\p{Z}\p{Default_Ignorable_Code_Point}\p{Variation_Selector}]/u;
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
/** The left side of an emoji ZWJ: a pictograph, a skin tone, or the emoji presentation selector. */
const EMOJI_JOIN_LEFT = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\uFE0F/u;
/** Letters and marks of the scripts whose spelling uses ZWJ and ZWNJ. */
const JOINING_SCRIPT_LETTER =
  /(?=[\p{L}\p{M}])[\p{scx=Arab}\p{scx=Syrc}\p{scx=Nkoo}\p{scx=Mong}\p{scx=Deva}\p{scx=Beng}\p{scx=Guru}\p{scx=Gujr}\p{scx=Orya}\p{scx=Taml}\p{scx=Telu}\p{scx=Knda}\p{scx=Mlym}\p{scx=Sinh}\p{scx=Mymr}\p{scx=Khmr}\p{scx=Tibt}]/u;
const ZERO_WIDTH_NON_JOINER = '\u200C';
const ZERO_WIDTH_JOINER = '\u200D';
const WAVING_BLACK_FLAG = '\u{1F3F4}';
const CANCEL_TAG = '\u{E007F}';
/** Tag digits and small letters: the subdivision code of a flag (gbsct, usca). */
const TAG_SPEC = /[\u{E0030}-\u{E0039}\u{E0061}-\u{E007A}]/u;

function allowedInvisible(points: readonly string[], index: number): boolean {
  const point = points[index] as string;
  const before = points[index - 1] ?? '';
  const after = points[index + 1] ?? '';
  if (point === ZERO_WIDTH_JOINER && EMOJI_JOIN_LEFT.test(before) && PICTOGRAPH.test(after)) return true;
  if (
    (point === ZERO_WIDTH_JOINER || point === ZERO_WIDTH_NON_JOINER) &&
    JOINING_SCRIPT_LETTER.test(before) &&
    JOINING_SCRIPT_LETTER.test(after)
  )
    return true;
  return VARIATION_SELECTOR.test(point) && VISIBLE_BASE.test(before);
}

/** The length of a valid subdivision flag's tag run starting at `index` (after U+1F3F4), or 0. */
function flagTagLength(points: readonly string[], index: number): number {
  let length = 0;
  while (length < 8 && TAG_SPEC.test(points[index + length] ?? '')) length += 1;
  return length >= 1 && length <= 7 && points[index + length] === CANCEL_TAG ? length + 1 : 0;
}

/** Why `text` may not be stored, or null when it may. */
export function unsafeTextCode(text: string): UnsafeTextCode | null {
  if (!BEYOND_PLAIN_ASCII.test(text)) return null;
  if (CONTROL_CHARACTER.test(text)) return 'controlCharacter';
  if (LONE_SURROGATE_OR_NONCHARACTER.test(text)) return 'malformedText';
  if (!INVISIBLE.test(text)) return null;
  const points = Array.from(text);
  for (let index = 0; index < points.length; index += 1) {
    const point = points[index] as string;
    if (point === WAVING_BLACK_FLAG) {
      index += flagTagLength(points, index + 1);
      continue;
    }
    if (INVISIBLE.test(point) && !allowedInvisible(points, index)) return 'invisibleCharacter';
  }
  return null;
}

/**
 * Every unsafe string in a parsed request part (a JSON body, a query string, path parameters), keys
 * included, as field path → code; the paths are written like the API's other field errors (`a.0.b`,
 * `_` for the value itself). Iterative, so a deeply nested body cannot exhaust the stack.
 */
export function unsafeTextFields(value: unknown): Record<string, UnsafeTextCode> {
  const found: Record<string, UnsafeTextCode> = {};
  const pending: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  const note = (path: string, code: UnsafeTextCode | null) => {
    if (code && !found[path || '_']) found[path || '_'] = code;
  };
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: current, path } = next;
    const child = (key: string) => (path ? `${path}.${key}` : key);
    if (typeof current === 'string') note(path, unsafeTextCode(current));
    else if (Array.isArray(current)) {
      for (const [index, item] of current.entries())
        pending.push({ value: item, path: child(String(index)) });
    } else if (current !== null && typeof current === 'object' && isPlainObject(current)) {
      for (const [key, item] of Object.entries(current)) {
        note(child(key), unsafeTextCode(key));
        pending.push({ value: item, path: child(key) });
      }
    }
  }
  return found;
}

/** A parsed record: `{}`, a null-prototype object, or one whose class has a null prototype (the query
 * string and path parameter objects of the server). Buffers, streams and dates are not walked. */
function isPlainObject(value: object): boolean {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null || Object.getPrototypeOf(prototype) === null;
}

/** The zod side of the rule: an issue carrying the field code, which both the API and the forms map. */
function refuseUnsafeText(value: string, context: z.RefinementCtx): void {
  const code = unsafeTextCode(value);
  if (code) context.addIssue({ code: 'custom', message: code, params: { fieldCode: code }, input: value });
}

/**
 * A string of text a person types (titles, descriptions, messages, reasons, names, searches): the
 * base of the contract's text fields, so a form checks it before sending. The API also applies the
 * rule to every string of every request, whatever its schema (apps/api zod-compilers).
 */
export function text() {
  return z.string().superRefine(refuseUnsafeText);
}
