import { useSyncExternalStore } from 'react';
import { ACCEPT_ALL, type CookieConsent, consentStore } from './consent-store';

export interface CookieConsentState {
  /** The stored choice, or null while the user has not decided. */
  consent: CookieConsent | null;
  /** Spec §4: the banner shows when no consent is stored. */
  bannerVisible: boolean;
  acceptAll: () => void;
  saveSelection: (selection: Omit<CookieConsent, 'essential'>) => void;
}

const serverSnapshot = () => null;

export function useCookieConsent(): CookieConsentState {
  const consent = useSyncExternalStore(consentStore.subscribe, consentStore.getSnapshot, serverSnapshot);
  return {
    consent,
    bannerVisible: consent === null,
    acceptAll: () => consentStore.save(ACCEPT_ALL),
    saveSelection: consentStore.save,
  };
}
