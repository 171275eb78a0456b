import { AccountDashboardPage, accountMessages } from '@lootmarket/marketplace-features';
import { useDocumentTitle } from './use-document-title';

export function Component() {
  useDocumentTitle(accountMessages.title);
  return <AccountDashboardPage />;
}
