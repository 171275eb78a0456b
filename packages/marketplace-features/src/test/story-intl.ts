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

/**
 * Text as Testing Library and jest-dom read it: any run of white space as one plain space. Intl puts
 * no-break spaces in many languages ("41,18 $", "98,6 %"); text matchers compare the collapsed text.
 */
export function asRead(text: string): string {
  return text.replace(/\s+/g, ' ');
}

/** A message as a literal part of a regular expression (`new RegExp(`^${escapeRegExp(t(m.x))}`)`). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
