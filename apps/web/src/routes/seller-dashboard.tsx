import {
  RequireSignedIn,
  SellerDashboardPage,
  sellerDashboardMessages,
} from '@lootmarket/marketplace-features';
import { useDocumentTitle } from './use-document-title';

export function Component() {
  useDocumentTitle(sellerDashboardMessages.title);
  return (
    <RequireSignedIn>
      <SellerDashboardPage />
    </RequireSignedIn>
  );
}
