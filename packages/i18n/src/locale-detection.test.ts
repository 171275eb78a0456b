import { describe, expect, it } from 'vitest';
import { detectInitialLocale, parseAcceptLanguage } from './locale-detection';

describe('parseAcceptLanguage', () => {
  it('orders the tags by q-value, keeping the header order between equals', () => {
    expect(parseAcceptLanguage('de;q=0.5, ja-JP, en;q=0.8, ja;q=0.8')).toEqual(['ja-JP', 'en', 'ja', 'de']);
  });

  it('leaves out refused tags (q=0), the wildcard and malformed parts', () => {
    expect(parseAcceptLanguage('fr;q=0, *;q=0.1, pt-BR, ;q=1, not a tag, zh-Hans-CN;q=0.3')).toEqual([
      'pt-BR',
      'zh-Hans-CN',
    ]);
    expect(parseAcceptLanguage('ru;q=2')).toEqual(['ru']);
  });

  it('gives nothing for a missing or empty header', () => {
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage('')).toEqual([]);
  });

  it("feeds detectInitialLocale as a browser's languages would", () => {
    const languages = parseAcceptLanguage('fr-CA,fr;q=0.9,pt;q=0.8,en;q=0.7');
    expect(detectInitialLocale({ cookie: '', localStorage: null, navigatorLanguages: languages })).toBe(
      'pt-BR',
    );
    expect(
      detectInitialLocale({ cookie: 'lang=ja', localStorage: null, navigatorLanguages: languages }),
    ).toBe('ja');
  });
});
