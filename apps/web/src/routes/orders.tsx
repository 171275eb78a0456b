import { OrdersListPage, ordersListMessages, RequireSignedIn } from '@lootmarket/marketplace-features';
import { useDocumentTitle } from './use-document-title';

export function Component() {
  useDocumentTitle(ordersListMessages.title);
  return (
    <RequireSignedIn>
      <OrdersListPage />
    </RequireSignedIn>
  );
}
