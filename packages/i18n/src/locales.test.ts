import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  isLocale,
  LANGUAGE_NAMES,
  matchLocale,
  SUPPORTED_LOCALES,
  toSupportedLocale,
} from './locales';

describe('matchLocale', () => {
  it.each([
    [['pt'], 'pt-BR'],
    [['pt-PT'], 'pt-BR'],
    [['pt-br'], 'pt-BR'],
    [['zh-CN'], 'zh'],
    [['zh-Hans'], 'zh'],
    [['zh-TW'], 'zh'],
    [['zh-Hant-HK'], 'zh'],
    [['de-AT'], 'de'],
    [['de-CH', 'en'], 'de'],
    [['ru-RU'], 'ru'],
    [['ja-JP'], 'ja'],
    [['pl-PL'], 'pl'],
    [['en-GB'], 'en'],
  ] as const)('maps %j to %s', (candidates, expected) => {
    expect(matchLocale(candidates)).toBe(expected);
  });

  it('takes the first language we speak, in the order of preference', () => {
    expect(matchLocale(['fr-FR', 'it', 'ja', 'de'])).toBe('ja');
  });

  it('falls back to en for languages we do not speak, malformed tags and no tags', () => {
    expect(matchLocale(['fr', 'es-ES'])).toBe('en');
    expect(matchLocale(['not a tag', ''])).toBe('en');
    expect(matchLocale([])).toBe(DEFAULT_LOCALE);
  });
});

describe('locales', () => {
  it('are the seven of the spec, each with its native name', () => {
    expect(SUPPORTED_LOCALES).toEqual(['en', 'pl', 'pt-BR', 'de', 'ru', 'ja', 'zh']);
    expect(SUPPORTED_LOCALES.map((locale) => LANGUAGE_NAMES[locale])).toEqual([
      'English',
      'Polski',
      'Português (Brasil)',
      'Deutsch',
      'Русский',
      '日本語',
      '中文',
    ]);
  });

  it('are recognised exactly by isLocale and leniently by toSupportedLocale', () => {
    expect(isLocale('pt-BR')).toBe(true);
    expect(isLocale('pt')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
    expect(toSupportedLocale('pt_BR')).toBe('pt-BR');
    expect(toSupportedLocale('fr')).toBeUndefined();
  });
});
