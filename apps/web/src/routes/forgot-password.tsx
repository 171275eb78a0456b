import { ForgotPasswordPage, forgotPasswordMessages } from '@lootmarket/marketplace-features';
import { useDocumentTitle } from './use-document-title';

export function Component() {
  useDocumentTitle(forgotPasswordMessages.title);
  return <ForgotPasswordPage />;
}
