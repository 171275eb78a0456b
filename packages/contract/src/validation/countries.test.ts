import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countryCodeSchema } from './countries';

describe('COUNTRY_CODES (ISO 3166-1 alpha-2)', () => {
  it('holds the 249 assigned codes once each, each one Intl can name', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    for (const code of COUNTRY_CODES) {
      expect(code).toMatch(/^[A-Z]{2}$/);
      expect(names.of(code), code).not.toBe(code);
    }
  });

  it.each(['PL', 'BR', 'DE', 'JP', 'CN', 'RU', 'US', 'GB'])('accepts %s', (code) => {
    expect(countryCodeSchema.safeParse(code).success).toBe(true);
  });

  // Lower case, reserved or withdrawn codes (UK, EU, SU, YU), alpha-3, numeric, empty.
  it.each(['pl', 'UK', 'EU', 'SU', 'YU', 'XK', 'POL', '616', ''])('refuses %j', (code) => {
    expect(countryCodeSchema.safeParse(code).success).toBe(false);
  });
});
