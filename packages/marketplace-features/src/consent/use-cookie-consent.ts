import { useSyncExternalStore } from 'react';
import { ACCEPT_ALL, type CookieConsent, consentStore } from './consent-store';

export interface CookieConsentState {
  /** The stored choice, or null while the user has not decided. */
  consent: CookieConsent | null;
  /** Spec §4: the banner shows when no consent is stored, or when the visitor reopened it. */
  bannerVisible: boolean;
  /** The visitor reopened their choice ("Cookie settings"): the banner opens on its manage view. */
  settingsOpen: boolean;
  acceptAll: () => void;
  saveSelection: (selection: Omit<CookieConsent, 'essential'>) => void;
  /** Shows the banner again, so a choice can be changed at any time (the banner's promise). */
  openSettings: () => void;
}

const serverSnapshot = () => null;
const serverSettingsOpen = () => false;

export function useCookieConsent(): CookieConsentState {
  const consent = useSyncExternalStore(consentStore.subscribe, consentStore.getSnapshot, serverSnapshot);
  const settingsOpen = useSyncExternalStore(
    consentStore.subscribe,
    consentStore.getSettingsOpen,
    serverSettingsOpen,
  );
  return {
    consent,
    bannerVisible: consent === null || settingsOpen,
    settingsOpen,
    acceptAll: () => consentStore.save(ACCEPT_ALL),
    saveSelection: consentStore.save,
    openSettings: consentStore.openSettings,
  };
}
