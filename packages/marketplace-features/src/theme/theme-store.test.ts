import { describe, expect, it } from 'vitest';
import { nextThemePreference, resolveTheme, serializeThemeCookie } from './theme-store';

describe('theme', () => {
  it('system follows the OS; an explicit choice wins', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('cycles light, dark and back to system, the first press always changing the page', () => {
    // OS light: system (light) → dark → light → system.
    expect(nextThemePreference('system', 'light')).toBe('dark');
    expect(nextThemePreference('dark', 'light')).toBe('light');
    expect(nextThemePreference('light', 'light')).toBe('system');
    // OS dark: system (dark) → light → dark → system.
    expect(nextThemePreference('system', 'dark')).toBe('light');
    expect(nextThemePreference('light', 'dark')).toBe('dark');
    expect(nextThemePreference('dark', 'dark')).toBe('system');
  });

  it('keeps the cookie for one year, Secure only on https', () => {
    expect(serializeThemeCookie('dark', false)).toBe('theme=dark; max-age=31536000; path=/; SameSite=Lax');
    expect(serializeThemeCookie('light', true)).toMatch(/; Secure$/);
  });
});
