import { HomePage } from '@lootmarket/marketplace-features';
import { useDocumentTitle } from './use-document-title';

export function HomeRoute() {
  useDocumentTitle(null);
  return <HomePage />;
}
