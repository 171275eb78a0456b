import { forgetLanguage } from '@lootmarket/i18n';
import { useEffect } from 'react';
import { viewerCurrencyStore } from '../currency/viewer-currency-store';
import { themeStore } from '../theme/theme-store';
import { useCookieConsent } from './use-cookie-consent';

/**
 * Spec §3, §4: language and theme (and the currency prices are shown in) are remembered (cookie and localStorage) only with the
 * Functionality consent. Without it a choice lasts for the visit; once allowed, the visit's choice
 * is saved; when declined, what was saved before is removed. Returns whether remembering is allowed,
 * for I18nProvider's `persist`. Call it once, near the root of a site that shows the cookie banner.
 */
export function usePreferenceConsent(): boolean {
  const { consent } = useCookieConsent();
  const allowed = consent?.functionality === true;
  const declined = consent !== null && !consent.functionality;
  useEffect(() => {
    themeStore.setPersistence(allowed);
    viewerCurrencyStore.setPersistence(allowed);
  }, [allowed]);
  useEffect(() => {
    if (!declined) return;
    themeStore.forgetSaved();
    viewerCurrencyStore.forgetSaved();
    forgetLanguage();
  }, [declined]);
  return allowed;
}
