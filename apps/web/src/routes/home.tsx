import { HomePage } from '@lootmarket/marketplace-features';
import { useDocumentTitle } from './use-document-title';

export function Component() {
  useDocumentTitle(null);
  return <HomePage />;
}
