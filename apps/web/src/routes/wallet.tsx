import { RequireSignedIn, WalletPage, walletMessages } from '@lootmarket/marketplace-features';
import { useDocumentTitle } from './use-document-title';

export function Component() {
  useDocumentTitle(walletMessages.title);
  return (
    <RequireSignedIn>
      <WalletPage />
    </RequireSignedIn>
  );
}
