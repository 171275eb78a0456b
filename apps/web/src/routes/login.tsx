import { authMessages } from '@lootmarket/i18n';
import { LoginPage } from '@lootmarket/marketplace-features';
import { useDocumentTitle } from './use-document-title';

export function Component() {
  useDocumentTitle(authMessages.logIn);
  return <LoginPage />;
}
