import { describe, expect, it } from 'vitest';
import { detectInitialLocale, readLanguageCookie, serializeLanguageCookie } from './language-preference';

describe('detectInitialLocale', () => {
  const browser = ['de-DE', 'en'];

  it('prefers the lang cookie', () => {
    expect(
      detectInitialLocale({ cookie: 'theme=dark; lang=ja', localStorage: 'pl', navigatorLanguages: browser }),
    ).toBe('ja');
  });

  it('then the stored language', () => {
    expect(
      detectInitialLocale({ cookie: 'theme=dark', localStorage: 'pl', navigatorLanguages: browser }),
    ).toBe('pl');
  });

  it('then the browser languages', () => {
    expect(detectInitialLocale({ cookie: '', localStorage: null, navigatorLanguages: browser })).toBe('de');
  });

  it('then en', () => {
    expect(detectInitialLocale({})).toBe('en');
    expect(detectInitialLocale({ navigatorLanguages: ['fr-FR'] })).toBe('en');
  });

  it('skips values we cannot use instead of failing', () => {
    expect(
      detectInitialLocale({ cookie: 'lang=xx', localStorage: 'klingon', navigatorLanguages: ['pt-PT'] }),
    ).toBe('pt-BR');
  });
});

describe('the lang cookie', () => {
  it('is read from a Cookie header among other cookies', () => {
    expect(readLanguageCookie('a=1; lang=pt-BR; b=2')).toBe('pt-BR');
    expect(readLanguageCookie('language=de; xlang=ru')).toBeUndefined();
    expect(readLanguageCookie(undefined)).toBeUndefined();
  });

  it('lasts a year on the whole site, SameSite=Lax, Secure only on https', () => {
    expect(serializeLanguageCookie('ja', { secure: false })).toBe(
      'lang=ja; max-age=31536000; path=/; SameSite=Lax',
    );
    expect(serializeLanguageCookie('pt-BR', { secure: true })).toBe(
      'lang=pt-BR; max-age=31536000; path=/; SameSite=Lax; Secure',
    );
  });
});
