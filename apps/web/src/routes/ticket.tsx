import { ticketReference } from '@lootmarket/contract';
import { RequireSignedIn, TicketPage, ticketValueMessages } from '@lootmarket/marketplace-features';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { useDocumentTitle } from './use-document-title';

export function Component() {
  const intl = useIntl();
  const { ticketId = '' } = useParams();
  useDocumentTitle(
    intl.formatMessage(ticketValueMessages.reference, { reference: ticketReference(ticketId) }),
  );
  return (
    <RequireSignedIn>
      <TicketPage />
    </RequireSignedIn>
  );
}
