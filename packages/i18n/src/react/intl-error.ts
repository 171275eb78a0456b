import { type IntlConfig, ReactIntlErrorCode } from 'react-intl';

// Vite (the apps, Storybook, Vitest) replaces import.meta.env.DEV; elsewhere it is undefined and we
// stay quiet, which is the right default for a production bundle.
const isDevelopment = import.meta.env?.DEV === true;

/**
 * react-intl's onError: in development a missing translation is a warning naming the id and the
 * locale (the English default is shown meanwhile) and any other problem an error; in production
 * nothing reaches the console, because the reader can do nothing about it.
 */
export const reportIntlError: NonNullable<IntlConfig['onError']> = (error) => {
  if (!isDevelopment) return;
  if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION) {
    console.warn(`[i18n] ${error.message}`);
    return;
  }
  console.error(error);
};
