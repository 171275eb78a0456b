import { createContext, useContext, useEffect } from 'react';
import { defineMessages, type MessageDescriptor, useIntl } from 'react-intl';

const messages = defineMessages({
  home: {
    id: 'app.documentTitle.home',
    defaultMessage: 'Lootmarket: game currency, items, accounts and keys',
  },
});
const pageMessages = defineMessages<{ withPage: { page: string } }>({
  withPage: { id: 'app.documentTitle.withPage', defaultMessage: '{page} | Lootmarket' },
});

/** Receives the page's title while it is prerendered (no document there); null in the browser. */
export const PrerenderTitleContext = createContext<((title: string) => void) | null>(null);

/** Sets a translated document title for the route; null means the home title. */
export function useDocumentTitle(page: MessageDescriptor | string | null) {
  const intl = useIntl();
  const name = page === null || typeof page === 'string' ? page : intl.formatMessage(page);
  const title =
    name === null
      ? intl.formatMessage(messages.home)
      : intl.formatMessage(pageMessages.withPage, { page: name });
  useContext(PrerenderTitleContext)?.(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
