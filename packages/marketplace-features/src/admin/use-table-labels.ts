import type { SortDirection } from '@lootmarket/ui';
import { useIntl } from 'react-intl';
import { usePaginationLabels } from '../lib/use-pagination-labels';
import { adminTableMessages as m } from './admin-messages';

/** The kit's table and pagination words, in the reader's language. */
export function useTableLabels() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const pagination = usePaginationLabels(t(m.pagination));
  return {
    table: {
      loadingLabel: t(m.loading),
      sortLabel: (column: string, next: SortDirection) =>
        t(m.sortBy, { column, direction: t(next === 'ascending' ? m.ascending : m.descending) }),
    },
    pagination,
  };
}
