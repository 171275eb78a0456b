import type { Decorator, Loader } from '@storybook/react-vite';
import { createIntl, type IntlShape } from 'react-intl';
import {
  DEFAULT_LOCALE,
  I18nProvider,
  isLocale,
  LANGUAGE_NAMES,
  type Locale,
  preloadCatalog,
  reportIntlError,
  SUPPORTED_LOCALES,
} from '../packages/i18n/src';

/*
 * The language toolbar: every story renders in any of the seven locales, through the same
 * I18nProvider the apps use, so react-intl strings, plurals, prices and dates all follow it and
 * <html lang> is set as in the apps. Wire it in preview.tsx:
 *   globalTypes: { ...localeGlobalTypes }, initialGlobals: { ...localeInitialGlobals },
 *   decorators: [withLocale], loaders: [...localeLoaders]
 */

function storyLocale(globals: Record<string, unknown>): Locale {
  return isLocale(globals.locale) ? globals.locale : DEFAULT_LOCALE;
}

export const localeGlobalTypes = {
  locale: {
    description: 'Interface language',
    toolbar: {
      title: 'Language',
      icon: 'globe',
      // Each language in its own name and its code, as the apps' language select shows them.
      items: SUPPORTED_LOCALES.map((locale) => ({
        value: locale,
        title: LANGUAGE_NAMES[locale],
        right: locale,
      })),
      dynamicTitle: true,
    },
  },
};

export const localeInitialGlobals = { locale: DEFAULT_LOCALE };

/** What the locale loader adds to a story's `loaded`. */
export interface LocaleLoaded {
  /**
   * react-intl in the toolbar locale, for what the I18nProvider context cannot reach: the kit's
   * stories (the kit has no react-intl: their render passes `intl`'s strings into the English
   * default props) and play functions, which query by names from the same messages the story
   * shows, so they pass in every language.
   */
  intl: IntlShape;
}

/**
 * Loads the chosen catalog before the story renders, so its first paint (and a play function or
 * a screenshot) is already in that language, and hands the story an `intl` for that language.
 * Optional: withLocale alone loads the catalog too, a moment later.
 */
export const localeLoaders: Loader[] = [
  async ({ globals }): Promise<LocaleLoaded> => {
    const locale = storyLocale(globals);
    const messages = await preloadCatalog(locale);
    return {
      intl: createIntl({ locale, messages, defaultLocale: DEFAULT_LOCALE, onError: reportIntlError }),
    };
  },
];

export const withLocale: Decorator = (Story, context) => {
  const locale = storyLocale(context.globals);
  return (
    <I18nProvider locale={locale}>
      <Story />
    </I18nProvider>
  );
};
