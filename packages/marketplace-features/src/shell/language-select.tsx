import { isLocale, LANGUAGE_NAMES, languageMessages, SUPPORTED_LOCALES, useLanguage } from '@lootmarket/i18n';
import { Select } from '@lootmarket/ui';
import { useIntl } from 'react-intl';

const options = SUPPORTED_LOCALES.map((locale) => ({
  value: locale,
  label: <span lang={locale}>{LANGUAGE_NAMES[locale]}</span>,
}));

/** The interface language (cookie `lang` and localStorage, through useLanguage). */
export function LanguageSelect({ className }: { className?: string }) {
  const intl = useIntl();
  const { locale, setLanguage } = useLanguage();
  return (
    <Select
      aria-label={intl.formatMessage(languageMessages.label)}
      options={options}
      value={locale}
      size="sm"
      className={className ?? 'w-36'}
      onValueChange={(value) => {
        if (isLocale(value)) void setLanguage(value);
      }}
    />
  );
}
