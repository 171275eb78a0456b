import { FaqPage, faqMessages } from '@lootmarket/marketplace-features';
import { useDocumentTitle } from './use-document-title';

export function Component() {
  useDocumentTitle(faqMessages.title);
  return <FaqPage />;
}
