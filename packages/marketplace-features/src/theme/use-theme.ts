import { useCallback, useSyncExternalStore } from 'react';
import { type ResolvedTheme, type ThemePreference, themeStore } from './theme-store';

export interface ThemeState {
  /** What the user chose (or `system`, the default). */
  preference: ThemePreference;
  /** What is on screen now. */
  resolved: ResolvedTheme;
  setPreference: (preference: ThemePreference) => void;
  /** Spec §4: the toggle switches between dark and light (an explicit, saved choice). */
  toggle: () => void;
}

export function useTheme(): ThemeState {
  const { preference, resolved } = useSyncExternalStore(
    themeStore.subscribe,
    themeStore.getSnapshot,
    themeStore.getServerSnapshot,
  );
  const toggle = useCallback(() => {
    themeStore.setPreference(themeStore.getSnapshot().resolved === 'dark' ? 'light' : 'dark');
  }, []);
  return { preference, resolved, setPreference: themeStore.setPreference, toggle };
}
