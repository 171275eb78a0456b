/*
 * Story-only: the kit has no react-intl and ships English default string props, but Storybook's
 * language toolbar must translate its stories too. The locale loader (.storybook/locale.tsx) puts a
 * react-intl `intl` for the toolbar language into every story's `loaded`; a kit story's render reads
 * it here and passes the strings of @lootmarket/i18n's catalogs into the props, as the features do.
 * Not exported from the package.
 */

/** The part of react-intl's IntlShape the kit's stories use (typed here: the kit has no react-intl). */
interface StoryIntl {
  locale: string;
  messages: Readonly<Record<string, unknown>>;
  formatMessage(descriptor: { id: string }, values?: Record<string, string | number>): string;
}

/** A message of the catalogs by id, formatted in the toolbar language. */
export type StoryStrings = ((id: string, values?: Record<string, string | number>) => string) & {
  /** The toolbar language, for props such as PriceTag's `locale`. */
  locale: string;
};

function storyIntl(loaded: Readonly<Record<string, unknown>>): StoryIntl {
  const intl = loaded.intl as StoryIntl | undefined;
  if (!intl) throw new Error('No `intl` in the story context: preview.tsx must register localeLoaders.');
  return intl;
}

/**
 * `const t = storyStrings(context)` in a story's render or play function. An id that is not in the
 * catalog throws, so a mistyped id fails the story test instead of showing the id.
 */
export function storyStrings(context: { loaded: Readonly<Record<string, unknown>> }): StoryStrings {
  const intl = storyIntl(context.loaded);
  // Not called as `formatMessage(...)`: i18n:extract would read that as a message with a non-literal id.
  const formatById = intl.formatMessage.bind(intl);
  const format = (id: string, values?: Record<string, string | number>) => {
    if (!(id in intl.messages)) throw new Error(`"${id}" is not a message of the ${intl.locale} catalog.`);
    return formatById({ id }, values);
  };
  return Object.assign(format, { locale: intl.locale });
}

/**
 * Text as Testing Library reads it: any run of white space as one space. Intl puts no-break spaces in
 * many languages ("1.284,50 €", "98,6 %"); the DOM matchers compare against the collapsed text.
 */
export function asRead(text: string): string {
  return text.replace(/\s+/g, ' ');
}

/**
 * Table's own words (its sort buttons' names, the loading row) in the toolbar language, as the apps'
 * `useTableWords()` passes them: spread into <Table> or <TransactionTable>.
 */
export function tableWords(t: StoryStrings) {
  return {
    sortLabel: (column: string, next: 'ascending' | 'descending') =>
      t('table.sortBy', {
        column,
        direction: t(next === 'ascending' ? 'table.ascending' : 'table.descending'),
      }),
    loadingLabel: t('table.loading'),
  };
}
