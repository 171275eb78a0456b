import { NewTicketPage, RequireSignedIn, ticketMessages } from '@lootmarket/marketplace-features';
import { useDocumentTitle } from './use-document-title';

export function Component() {
  useDocumentTitle(ticketMessages.newTitle);
  return (
    <RequireSignedIn>
      <NewTicketPage />
    </RequireSignedIn>
  );
}
