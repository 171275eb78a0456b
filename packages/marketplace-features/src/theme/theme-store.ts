/**
 * The colour theme (spec §4): light, dark or system. `system` follows the OS preference live; an
 * explicit choice is saved in localStorage `theme` and in the cookie `theme` for one year, which
 * apps/web/public/boot.js reads before the first paint. Keep the two in step. An app with a cookie
 * banner saves the choice only with the visitor's consent (setPersistence, usePreferenceConsent).
 */
export const THEME_PREFERENCES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export type ResolvedTheme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';
export const THEME_COOKIE = 'theme';
/** Spec §9: the theme cookie lives one year. */
export const THEME_COOKIE_MAX_AGE = 31_536_000;

const DARK_QUERY = '(prefers-color-scheme: dark)';

export function isThemePreference(value: unknown): value is ThemePreference {
  return typeof value === 'string' && (THEME_PREFERENCES as readonly string[]).includes(value);
}

export function resolveTheme(preference: ThemePreference, systemDark: boolean): ResolvedTheme {
  if (preference === 'system') return systemDark ? 'dark' : 'light';
  return preference;
}

/**
 * What the header's theme button chooses next (spec §4; light, dark and back to system). From
 * `system` it goes to the opposite of what the OS shows, so the first press always changes the
 * page; then to the OS's own look chosen explicitly; then back to following the OS. This is the
 * three-state cycle of Docusaurus's colour-mode toggle, with its first step made visible.
 */
export function nextThemePreference(preference: ThemePreference, system: ResolvedTheme): ThemePreference {
  const opposite: ResolvedTheme = system === 'dark' ? 'light' : 'dark';
  if (preference === 'system') return opposite;
  return preference === opposite ? system : 'system';
}

export function serializeThemeCookie(preference: ThemePreference, secure: boolean): string {
  return `${THEME_COOKIE}=${preference}; max-age=${THEME_COOKIE_MAX_AGE}; path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function readStoredTheme(): ThemePreference {
  if (typeof window === 'undefined') return 'system';
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    if (isThemePreference(stored)) return stored;
  } catch {
    // Storage can be blocked (privacy mode); the cookie still carries the choice.
  }
  const match = document.cookie.match(/(?:^|; )theme=([^;]*)/);
  const fromCookie = match?.[1];
  return isThemePreference(fromCookie) ? fromCookie : 'system';
}

type Listener = () => void;

export interface ThemeSnapshot {
  preference: ThemePreference;
  resolved: ResolvedTheme;
  /** What the OS prefers now, whatever was chosen. */
  system: ResolvedTheme;
}

/** The server renders the default: following the OS, shown light until boot.js knows better. */
const SERVER_SNAPSHOT: ThemeSnapshot = { preference: 'system', resolved: 'light', system: 'light' };

/** One store per page: every useTheme() caller sees the same choice and the same OS preference. */
class ThemeStore {
  #listeners = new Set<Listener>();
  #snapshot: ThemeSnapshot | null = null;
  #media: MediaQueryList | null = null;
  #persist = true;
  /** A choice made while saving is not allowed: saved if the visitor allows it later in the visit. */
  #unsaved: ThemePreference | null = null;

  #systemDark(): boolean {
    if (typeof window === 'undefined' || !window.matchMedia) return false;
    this.#media ??= window.matchMedia(DARK_QUERY);
    return this.#media.matches;
  }

  getSnapshot = (): ThemeSnapshot => {
    if (!this.#snapshot) {
      const preference = readStoredTheme();
      const systemDark = this.#systemDark();
      this.#snapshot = {
        preference,
        resolved: resolveTheme(preference, systemDark),
        system: systemDark ? 'dark' : 'light',
      };
    }
    return this.#snapshot;
  };

  getServerSnapshot = (): ThemeSnapshot => SERVER_SNAPSHOT;

  subscribe = (listener: Listener): (() => void) => {
    this.#listeners.add(listener);
    if (this.#listeners.size === 1) {
      this.#systemDark();
      this.#media?.addEventListener('change', this.#onSystemChange);
      // The OS preference may have changed between boot.js and the first subscriber (the app
      // renders after its catalog loads): catch up, on screen too.
      this.#update(this.getSnapshot().preference, { syncDocument: true });
    }
    return () => {
      this.#listeners.delete(listener);
      if (this.#listeners.size === 0) this.#media?.removeEventListener('change', this.#onSystemChange);
    };
  };

  #onSystemChange = () => {
    const { preference } = this.getSnapshot();
    this.#update(preference);
  };

  setPreference = (preference: ThemePreference) => {
    if (this.#persist) this.#save(preference);
    else this.#unsaved = preference;
    this.#update(preference);
  };

  /**
   * Whether a choice may be saved (default: yes). A site with a cookie banner allows it only with
   * the Functionality consent; a choice made before the visitor allowed it is saved then.
   */
  setPersistence = (allowed: boolean) => {
    this.#persist = allowed;
    if (allowed && this.#unsaved) {
      this.#save(this.#unsaved);
      this.#unsaved = null;
    }
  };

  /** Removes the saved choice (storage and cookie); what is on screen stays for this visit. */
  forgetSaved = () => {
    try {
      window.localStorage.removeItem(THEME_STORAGE_KEY);
    } catch {
      // Nothing could be stored either.
    }
    if (document.cookie.match(/(?:^|; )theme=/)) {
      // biome-ignore lint/suspicious/noDocumentCookie: expiring the cookie boot.js reads.
      document.cookie = `${THEME_COOKIE}=; max-age=0; path=/; SameSite=Lax`;
    }
  };

  #save(preference: ThemePreference) {
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, preference);
    } catch {
      // The cookie below still keeps the choice.
    }
    // biome-ignore lint/suspicious/noDocumentCookie: boot.js reads this cookie; the Cookie Store API is not in every browser.
    document.cookie = serializeThemeCookie(preference, window.location.protocol === 'https:');
  }

  #update(preference: ThemePreference, options: { syncDocument?: boolean } = {}) {
    const systemDark = this.#systemDark();
    const resolved = resolveTheme(preference, systemDark);
    const system: ResolvedTheme = systemDark ? 'dark' : 'light';
    const current = this.#snapshot;
    if (current?.preference === preference && current.resolved === resolved && current.system === system) {
      if (options.syncDocument) applyTheme(resolved);
      return;
    }
    this.#snapshot = { preference, resolved, system };
    applyTheme(resolved);
    for (const listener of this.#listeners) listener();
  }
}

/** The same attributes boot.js sets before the first paint. */
export function applyTheme(resolved: ResolvedTheme): void {
  const root = document.documentElement;
  root.setAttribute('data-theme', resolved);
  root.style.colorScheme = resolved;
}

export const themeStore = new ThemeStore();
