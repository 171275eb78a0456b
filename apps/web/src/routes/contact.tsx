import { ContactPage, contactMessages } from '@lootmarket/marketplace-features';
import { useDocumentTitle } from './use-document-title';

export function Component() {
  useDocumentTitle(contactMessages.title);
  return <ContactPage />;
}
