import { useCallback, useSyncExternalStore } from 'react';
import { nextThemePreference, type ResolvedTheme, type ThemePreference, themeStore } from './theme-store';

export interface ThemeState {
  /** What the user chose (or `system`, the default). */
  preference: ThemePreference;
  /** What is on screen now. */
  resolved: ResolvedTheme;
  /** What the OS prefers now. */
  system: ResolvedTheme;
  /** What `cycle` would choose. */
  next: ThemePreference;
  setPreference: (preference: ThemePreference) => void;
  /** Spec §4 with the README's three themes: light, dark and back to system (nextThemePreference). */
  cycle: () => void;
  /** Between dark and light only (an explicit, saved choice). */
  toggle: () => void;
}

export function useTheme(): ThemeState {
  const { preference, resolved, system } = useSyncExternalStore(
    themeStore.subscribe,
    themeStore.getSnapshot,
    themeStore.getServerSnapshot,
  );
  const cycle = useCallback(() => {
    const current = themeStore.getSnapshot();
    themeStore.setPreference(nextThemePreference(current.preference, current.system));
  }, []);
  const toggle = useCallback(() => {
    themeStore.setPreference(themeStore.getSnapshot().resolved === 'dark' ? 'light' : 'dark');
  }, []);
  return {
    preference,
    resolved,
    system,
    next: nextThemePreference(preference, system),
    setPreference: themeStore.setPreference,
    cycle,
    toggle,
  };
}
