import type { IntlShape } from 'react-intl';

/**
 * Story-only: react-intl in Storybook's toolbar language, from the locale loader
 * (.storybook/locale.tsx). A play function queries by names made from the same messages the
 * feature shows, `canvas.getByRole('button', { name: intl.formatMessage(messages.pay) })`, so it
 * passes in every language the toolbar offers.
 */
export function storyIntl(context: { loaded: Readonly<Record<string, unknown>> }): IntlShape {
  const intl = context.loaded.intl as IntlShape | undefined;
  if (!intl) throw new Error('No `intl` in the story context: preview.tsx must register localeLoaders.');
  return intl;
}
