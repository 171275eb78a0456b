import { MyOffersPage, myOffersMessages, RequireSignedIn } from '@lootmarket/marketplace-features';
import { useDocumentTitle } from './use-document-title';

export function Component() {
  useDocumentTitle(myOffersMessages.title);
  return (
    <RequireSignedIn>
      <MyOffersPage />
    </RequireSignedIn>
  );
}
