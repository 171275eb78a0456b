import { MyProductsPage, myProductsMessages, RequireSignedIn } from '@lootmarket/marketplace-features';
import { useDocumentTitle } from './use-document-title';

export function Component() {
  useDocumentTitle(myProductsMessages.title);
  return (
    <RequireSignedIn>
      <MyProductsPage />
    </RequireSignedIn>
  );
}
