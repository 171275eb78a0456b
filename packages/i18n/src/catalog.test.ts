import { describe, expect, it } from 'vitest';
import { getLoadedCatalog, loadCatalog } from './catalog';
import en from './catalogs/en.json';
import { SUPPORTED_LOCALES } from './locales';

describe('loadCatalog', () => {
  it('loads each locale on demand, once', async () => {
    expect(getLoadedCatalog('ru')).toBeUndefined();
    const first = loadCatalog('ru');
    expect(loadCatalog('ru')).toBe(first);
    const ru = await first;
    expect(ru['errors.register.passwordsDoNotMatch']).toBe('Пароли не совпадают.');
    expect(getLoadedCatalog('ru')).toBe(ru);
    expect(getLoadedCatalog('ja')).toBeUndefined();
  });

  it('gives every locale the same keys as en', async () => {
    for (const locale of SUPPORTED_LOCALES) {
      expect(Object.keys(await loadCatalog(locale)).sort(), locale).toEqual(Object.keys(en).sort());
    }
  });
});
