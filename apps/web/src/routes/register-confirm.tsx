import { RegisterConfirmPage, registerConfirmMessages } from '@lootmarket/marketplace-features';
import { useDocumentTitle } from './use-document-title';

export function Component() {
  useDocumentTitle(registerConfirmMessages.title);
  return <RegisterConfirmPage />;
}
