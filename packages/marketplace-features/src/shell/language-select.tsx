import { isLocale, LANGUAGE_NAMES, languageMessages, SUPPORTED_LOCALES, useLanguage } from '@lootmarket/i18n';
import { LanguageSelect as KitLanguageSelect, type LanguageSelectProps } from '@lootmarket/ui';
import { useIntl } from 'react-intl';

const options = SUPPORTED_LOCALES.map((locale) => ({ value: locale, label: LANGUAGE_NAMES[locale] }));

/** The kit's language picker wired to useLanguage (cookie `lang` and localStorage `language`). */
export function LanguageSelect({ className, display }: Pick<LanguageSelectProps, 'className' | 'display'>) {
  const intl = useIntl();
  const { locale, setLanguage } = useLanguage();
  return (
    <KitLanguageSelect
      label={intl.formatMessage(languageMessages.label)}
      options={options}
      value={locale}
      className={className}
      display={display}
      onChange={(value) => {
        if (isLocale(value)) void setLanguage(value);
      }}
    />
  );
}
