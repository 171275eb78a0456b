import { useIntl } from 'react-intl';
import { usePaginationLabels } from '../lib/use-pagination-labels';
import { useTableWords } from '../lib/use-table-words';
import { adminTableMessages as m } from './admin-messages';

/** The kit's table and pagination words, in the reader's language. */
export function useTableLabels() {
  const intl = useIntl();
  return { table: useTableWords(), pagination: usePaginationLabels(intl.formatMessage(m.pagination)) };
}
