import { describe, expect, it } from 'vitest';
import { resolveTheme, serializeThemeCookie } from './theme-store';

describe('theme', () => {
  it('system follows the OS; an explicit choice wins', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('keeps the cookie for one year, Secure only on https', () => {
    expect(serializeThemeCookie('dark', false)).toBe('theme=dark; max-age=31536000; path=/; SameSite=Lax');
    expect(serializeThemeCookie('light', true)).toMatch(/; Secure$/);
  });
});
