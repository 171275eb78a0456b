import { ResetPasswordPage, resetPasswordMessages } from '@lootmarket/marketplace-features';
import { useDocumentTitle } from './use-document-title';

export function Component() {
  useDocumentTitle(resetPasswordMessages.title);
  return <ResetPasswordPage />;
}
