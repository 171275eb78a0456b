import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  previous: { id: 'common.pagination.previous', defaultMessage: 'Previous page' },
  next: { id: 'common.pagination.next', defaultMessage: 'Next page' },
});
const valueMessages = defineMessages<{ page: { page: number } }>({
  page: { id: 'common.pagination.page', defaultMessage: 'Page {page}' },
});

/**
 * The kit's Pagination words in the reader's language (its defaults are English): spread the
 * result into <Pagination>. `label` names the navigation landmark, e.g. "Transactions pages".
 */
export function usePaginationLabels(label: string) {
  const intl = useIntl();
  return {
    label,
    previousLabel: intl.formatMessage(messages.previous),
    nextLabel: intl.formatMessage(messages.next),
    pageLabel: (page: number) => intl.formatMessage(valueMessages.page, { page }),
  };
}
