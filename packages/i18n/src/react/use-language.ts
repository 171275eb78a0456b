import { useContext } from 'react';
import { LanguageContext, type LanguageContextValue } from './i18n-provider';

/** The current locale and setLanguage(locale); must be used inside I18nProvider. */
export function useLanguage(): LanguageContextValue {
  const language = useContext(LanguageContext);
  if (!language) throw new Error('useLanguage must be used inside <I18nProvider>');
  return language;
}
