import { describe, expect, it } from 'vitest';
import { localeToRecord } from './account-locale';

describe('the language recorded from a signed-in request', () => {
  it('is the lang cookie when it differs from the stored one, and nothing when it is the same', () => {
    expect(localeToRecord(null, { cookie: 'a=1; lang=pt-BR' })).toBe('pt-BR');
    expect(localeToRecord('en', { cookie: 'lang=ja' })).toBe('ja');
    expect(localeToRecord('ja', { cookie: 'lang=ja', 'accept-language': 'de' })).toBeNull();
  });

  it('is the browser language only while nothing was chosen or stored', () => {
    expect(localeToRecord(null, { 'accept-language': 'pl-PL,pl;q=0.9,en;q=0.8' })).toBe('pl');
    expect(localeToRecord(null, { 'accept-language': 'ko' })).toBe('en');
    expect(localeToRecord('de', { 'accept-language': 'ru' })).toBeNull();
    expect(localeToRecord(null, {})).toBeNull();
  });

  it('ignores a cookie that names no language of the app', () => {
    expect(localeToRecord('de', { cookie: 'lang=xx' })).toBeNull();
    expect(localeToRecord(null, { cookie: 'lang=<script>', 'accept-language': 'zh-CN' })).toBe('zh');
  });
});
