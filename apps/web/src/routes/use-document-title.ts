import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  withPage: { id: 'app.documentTitle.withPage', defaultMessage: '{page} | Lootmarket' },
  home: {
    id: 'app.documentTitle.home',
    defaultMessage: 'Lootmarket: game currency, items, accounts and keys',
  },
});

/** Sets a translated document title for the route; null means the home title. */
export function useDocumentTitle(page: string | null) {
  const intl = useIntl();
  const title =
    page === null ? intl.formatMessage(messages.home) : intl.formatMessage(messages.withPage, { page });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
