/**
 * Cookie consent (spec §3, §4): essential, functionality, statistics and marketing flags, kept in
 * localStorage `cookieConsent`. The banner shows while nothing valid is stored.
 */
import type { CookieConsent } from '@lootmarket/ui';

export type { CookieConsent };
export type ConsentCategory = Exclude<keyof CookieConsent, 'essential'>;
export const CONSENT_CATEGORIES: readonly ConsentCategory[] = ['functionality', 'statistics', 'marketing'];
export const CONSENT_STORAGE_KEY = 'cookieConsent';

export const ACCEPT_ALL: CookieConsent = {
  essential: true,
  functionality: true,
  statistics: true,
  marketing: true,
};

export function parseConsent(raw: string | null): CookieConsent | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof CookieConsent, unknown>>;
    if (
      typeof value !== 'object' ||
      value === null ||
      typeof value.functionality !== 'boolean' ||
      typeof value.statistics !== 'boolean' ||
      typeof value.marketing !== 'boolean'
    ) {
      return null;
    }
    return {
      essential: true,
      functionality: value.functionality,
      statistics: value.statistics,
      marketing: value.marketing,
    };
  } catch {
    return null;
  }
}

type Listener = () => void;
const listeners = new Set<Listener>();
let snapshot: CookieConsent | null | undefined;
/** The footer's "Cookie settings" asked for the banner again (until the visitor saves). */
let settingsOpen = false;

function read(): CookieConsent | null {
  try {
    return parseConsent(window.localStorage.getItem(CONSENT_STORAGE_KEY));
  } catch {
    return null;
  }
}

export const consentStore = {
  getSnapshot(): CookieConsent | null {
    if (snapshot === undefined) snapshot = typeof window === 'undefined' ? null : read();
    return snapshot;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      // Another tab decided: follow it, so the banner does not ask twice.
      if (event.key !== CONSENT_STORAGE_KEY) return;
      snapshot = read();
      listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
  /** Whether the visitor reopened their choice from the footer. */
  getSettingsOpen(): boolean {
    return settingsOpen;
  },
  /** Shows the banner again on its manage view, starting from the stored choice. */
  openSettings(): void {
    settingsOpen = true;
    for (const listener of listeners) listener();
  },
  save(consent: Omit<CookieConsent, 'essential'>): void {
    const value: CookieConsent = { essential: true, ...consent };
    try {
      window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(value));
    } catch {
      // Without storage the choice lasts for this page view only.
    }
    snapshot = value;
    settingsOpen = false;
    for (const listener of listeners) listener();
  },
};
