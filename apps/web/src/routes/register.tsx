import { RegisterPage, registerMessages } from '@lootmarket/marketplace-features';
import { useDocumentTitle } from './use-document-title';

export function Component() {
  useDocumentTitle(registerMessages.title);
  return <RegisterPage />;
}
