import type { SortDirection } from '@lootmarket/ui';
import { defineMessages, useIntl } from 'react-intl';
import { withValuesAll } from './messages';

export const tableMessages = withValuesAll(
  defineMessages({
    sortBy: { id: 'table.sortBy', defaultMessage: 'Sort by {column}, {direction}' },
    ascending: { id: 'table.ascending', defaultMessage: 'ascending' },
    descending: { id: 'table.descending', defaultMessage: 'descending' },
    loading: { id: 'table.loading', defaultMessage: 'Loading' },
  }),
);

/**
 * The kit Table's own words in the reader's language (its defaults are English): the sort buttons'
 * names and the loading row. Spread the result into <Table> or <TransactionTable>.
 */
export function useTableWords() {
  const intl = useIntl();
  const t = intl.formatMessage;
  return {
    loadingLabel: t(tableMessages.loading),
    sortLabel: (column: string, next: SortDirection) =>
      t(tableMessages.sortBy, {
        column,
        direction: t(next === 'ascending' ? tableMessages.ascending : tableMessages.descending),
      }),
  };
}
