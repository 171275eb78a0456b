import { MyTicketsPage, RequireSignedIn, ticketMessages } from '@lootmarket/marketplace-features';
import { useDocumentTitle } from './use-document-title';

export function Component() {
  useDocumentTitle(ticketMessages.title);
  return (
    <RequireSignedIn>
      <MyTicketsPage />
    </RequireSignedIn>
  );
}
