import { describe, expect, it } from 'vitest';
import { FIELD_ERROR_CODES } from '../errors/error-codes';
import { text, UNSAFE_TEXT_CODES, unsafeTextCode, unsafeTextFields } from './text';

/** The field code a custom issue carries (what the API and the forms read). */
const fieldCodeOf = (issue: unknown) =>
  (issue as { params?: { fieldCode?: string } } | undefined)?.params?.fieldCode;

describe('text a person types', () => {
  it('gives every refusal a field code the API and the forms know', () => {
    for (const code of UNSAFE_TEXT_CODES) expect(FIELD_ERROR_CODES).toContain(code);
  });

  it.each([
    ['NUL', 'gold\u0000bars', 'controlCharacter'],
    ['NUL alone', '\u0000', 'controlCharacter'],
    ['bell', 'ding\u0007', 'controlCharacter'],
    ['escape (terminal colours)', '\u001b[31mred', 'controlCharacter'],
    ['DEL', 'a\u007fb', 'controlCharacter'],
    ['C1 control', 'a\u0085b', 'controlCharacter'],
    ['line separator', 'a\u2028b', 'controlCharacter'],
    ['lone high surrogate', 'a\ud800b', 'malformedText'],
    ['lone low surrogate at the end', 'abc\udfff', 'malformedText'],
    ['reversed surrogate pair', '\udc00\ud800', 'malformedText'],
    ['noncharacter U+FFFE', 'a\ufffeb', 'malformedText'],
    ['noncharacter U+FDD0', 'a\ufdd0b', 'malformedText'],
    ['right-to-left override (Trojan Source)', 'invoice\u202Egpj.exe', 'invisibleCharacter'],
    ['left-to-right override', 'a\u202Db', 'invisibleCharacter'],
    ['left-to-right embedding', 'a\u202Ab', 'invisibleCharacter'],
    ['right-to-left embedding', 'a\u202Bb', 'invisibleCharacter'],
    ['pop directional formatting', 'a\u202Cb', 'invisibleCharacter'],
    ['left-to-right isolate', 'a\u2066b\u2069', 'invisibleCharacter'],
    ['right-to-left isolate', 'a\u2067b', 'invisibleCharacter'],
    ['first strong isolate', 'a\u2068b', 'invisibleCharacter'],
    ['pop directional isolate', 'ab\u2069', 'invisibleCharacter'],
    ['right-to-left mark', 'a\u200Fb', 'invisibleCharacter'],
    ['Arabic letter mark', 'a\u061Cb', 'invisibleCharacter'],
    ['zero width space', 'disc\u200Bord.gg', 'invisibleCharacter'],
    ['zero width non-joiner between Latin letters', 'tele\u200Cgram', 'invisibleCharacter'],
    ['zero width joiner between Latin letters', 'ad\u200Dmin', 'invisibleCharacter'],
    ['zero width joiner after an emoji, before a letter', '🙂\u200Da', 'invisibleCharacter'],
    ['zero width joiner at the start', '\u200D👍', 'invisibleCharacter'],
    ['word joiner', 'a\u2060b', 'invisibleCharacter'],
    ['invisible times', 'a\u2062b', 'invisibleCharacter'],
    ['byte-order mark', '\uFEFFtitle', 'invisibleCharacter'],
    ['soft hyphen', 'pay\u00ADpal', 'invisibleCharacter'],
    ['combining grapheme joiner', 'a\u034Fb', 'invisibleCharacter'],
    ['Hangul filler (blank names)', '\u3164\u3164', 'invisibleCharacter'],
    ['Mongolian vowel separator', 'a\u180Eb', 'invisibleCharacter'],
    ['interlinear annotation', 'a\uFFF9b\uFFFBc', 'invisibleCharacter'],
    ['tag characters (hidden ASCII)', 'hi\u{E0069}\u{E0067}\u{E006E}', 'invisibleCharacter'],
    ['language tag', '\u{E0001}en', 'invisibleCharacter'],
    ['a flag with an unterminated tag run', '\u{1F3F4}\u{E0067}\u{E0062}', 'invisibleCharacter'],
    ['a flag with too long a tag run', `\u{1F3F4}${'\u{E0061}'.repeat(9)}\u{E007F}`, 'invisibleCharacter'],
    ['a variation selector at the start', '\uFE0Fa', 'invisibleCharacter'],
    [
      'a run of variation selectors (bytes hidden after an emoji)',
      '😀\uFE00\uFE01\uFE02',
      'invisibleCharacter',
    ],
    ['a variation selector after a space', 'a \uFE0F', 'invisibleCharacter'],
    ['a supplementary variation selector run', '字\u{E0100}\u{E0101}', 'invisibleCharacter'],
  ] as const)('refuses %s', (_label, value, code) => {
    expect(unsafeTextCode(value)).toBe(code);
    const parsed = text().safeParse(value);
    expect(parsed.success).toBe(false);
    expect(fieldCodeOf(parsed.error?.issues[0])).toBe(code);
  });

  it.each([
    ['plain ASCII', 'Gold, 100k – fast delivery!'],
    ['tab and line breaks', 'line one\r\nline two\tindented'],
    ['accents and other scripts', 'Złoto – schnell – быстро – 金貨 – ゴールド'],
    ['an emoji', 'Great seller 👍'],
    ['emoji with skin tone', '👍🏽'],
    ['a family emoji (ZWJ sequence)', '👨\u200D👩\u200D👧\u200D👦'],
    ['a professional with skin tone (ZWJ after a modifier)', '👩🏽\u200D💻'],
    ['the rainbow flag (VS16 then ZWJ)', '🏳\uFE0F\u200D🌈'],
    ['a red heart (one variation selector)', '❤\uFE0F'],
    ['a keycap', '1\uFE0F\u20E3'],
    [
      'the flag of Scotland (tag sequence)',
      '\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}',
    ],
    ['Persian with ZWNJ', 'می\u200Cخواهم'],
    ['Hindi with ZWJ (half form)', 'क्\u200Dष'],
    ['Malayalam with ZWJ (chillu)', 'ന്\u200D'.concat('റ')],
    ['an ideographic variation sequence', '葛\u{E0100}'],
    ['a pair of surrogates (astral character)', '𝔊old'],
    ['the empty string', ''],
  ])('accepts %s', (_label, value) => {
    expect(unsafeTextCode(value)).toBeNull();
    expect(text().safeParse(value).success).toBe(true);
  });

  it('runs before the other checks of a field, so the code names the real problem', () => {
    const title = text().trim().min(3).max(5);
    const parsed = title.safeParse('\u0000');
    expect(fieldCodeOf(parsed.error?.issues[0])).toBe('controlCharacter');
  });

  it('finds every unsafe string of a request part, keys included, by field path', () => {
    expect(
      unsafeTextFields({
        title: 'fine',
        description: 'bad\u0000',
        tags: ['ok', 'x\u202E'],
        nested: { deeper: [{ note: '\ud83d' }] },
        'key\u200B': 'value',
        count: 3,
        flag: true,
        none: null,
      }),
    ).toEqual({
      description: 'controlCharacter',
      'tags.1': 'invisibleCharacter',
      'nested.deeper.0.note': 'malformedText',
      'key\u200B': 'invisibleCharacter',
    });
    expect(unsafeTextFields('\u0000')).toEqual({ _: 'controlCharacter' });
    expect(unsafeTextFields({ a: 'plain', b: ['text'] })).toEqual({});
  });

  it('walks a deeply nested body without exhausting the stack', () => {
    let body: unknown = 'deep\u0000';
    for (let depth = 0; depth < 50_000; depth += 1) body = [body];
    const fields = unsafeTextFields(body);
    expect(Object.values(fields)).toEqual(['controlCharacter']);
  });
});
